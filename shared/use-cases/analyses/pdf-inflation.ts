import { constants, createInflate } from 'node:zlib';

const streamStart = Buffer.from('stream');
const streamEnd = Buffer.from('endstream');

/** The bytes between each `stream` keyword and its `endstream`: every stream's raw data, whatever its filter. */
function* rawStreams(pdf: Buffer): Generator<Buffer> {
  let from = 0;
  for (;;) {
    const start = pdf.indexOf(streamStart, from);
    if (start < 0) return;
    let data = start + streamStart.length;
    if (pdf[data] === 0x0d) data += 1;
    if (pdf[data] === 0x0a) data += 1;
    const end = pdf.indexOf(streamEnd, data);
    if (end < 0) return;
    yield pdf.subarray(data, end);
    from = end + streamEnd.length;
  }
}

/**
 * How many bytes a zlib stream inflates to, counted chunk by chunk (nothing is kept) and stopped
 * once past `ceiling`; 0 for data that is not zlib (an image, another filter), and what came out
 * before the error for a damaged stream.
 */
const inflatedSize = (raw: Buffer, ceiling: number): Promise<number> =>
  new Promise((resolve) => {
    let size = 0;
    const inflate = createInflate({ finishFlush: constants.Z_SYNC_FLUSH });
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > ceiling) {
        inflate.destroy();
        resolve(size);
      }
    });
    inflate.on('end', () => resolve(size));
    inflate.on('error', () => resolve(size));
    inflate.end(raw);
  });

/**
 * Whether everything the PDF's zlib (FlateDecode) streams inflate to stays within `maxBytes`,
 * measured before pdf.js reads the file (a few KB on disk can be hundreds of MB inflated): each
 * stream is inflated and counted with what is left of the budget as its ceiling, so that the
 * count stops there, holding one chunk at a time.
 */
export const inflatesWithin = async (pdf: Uint8Array, maxBytes: number): Promise<boolean> => {
  let left = maxBytes;
  for (const raw of rawStreams(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength))) {
    left -= await inflatedSize(raw, left);
    if (left < 0) return false;
  }
  return true;
};
