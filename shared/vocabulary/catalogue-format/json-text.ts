/**
 * The value of a JSON file's bytes. JSON text is UTF-8 (RFC 8259, 8.1): bytes that are not reject
 * the file, naming where, rather than reading as U+FFFD and storing text that the file does not
 * hold. A leading byte order mark is skipped, as the RFC allows: editors write one, and it is no
 * part of the text. Read the same way from the command line and by an import job's worker.
 */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The parsed value; throws an error whose message is one line saying what is wrong with the bytes. */
export const jsonValueOf = (bytes: Uint8Array): unknown => {
  const text = utf8TextOf(bytes);
  try {
    return JSON.parse(text);
  } catch (error) {
    // V8 quotes the text around the fault, line breaks included.
    throw new Error(`not a JSON file (${(error as Error).message.replace(/\r?\n/g, '\\n')})`);
  }
};

const utf8TextOf = (bytes: Uint8Array): string => {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    const offset = firstInvalidByte(bytes);
    if (offset === undefined) throw new Error('not UTF-8 text');
    const byte = bytes[offset]!.toString(16).padStart(2, '0');
    throw new Error(`not UTF-8 text: the byte at offset ${offset} (0x${byte}) is not valid UTF-8`);
  }
};

/**
 * The lenient decoder stands U+FFFD for each invalid sequence: the first U+FFFD that the file does not itself hold
 * (as the bytes EF BF BD) is where the bytes go wrong. What precedes it decoded exactly, so it counts its bytes.
 */
const firstInvalidByte = (bytes: Uint8Array): number | undefined => {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  const encoder = new TextEncoder();
  let offset = 0;
  let counted = 0;
  for (let at = text.indexOf('\ufffd'); at !== -1; at = text.indexOf('\ufffd', at + 1)) {
    offset += encoder.encode(text.slice(counted, at)).length;
    if (bytes[offset] !== 0xef || bytes[offset + 1] !== 0xbf || bytes[offset + 2] !== 0xbd) return offset;
    offset += 3;
    counted = at + 1;
  }
  return undefined;
};
