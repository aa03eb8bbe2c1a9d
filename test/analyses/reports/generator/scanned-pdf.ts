import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';

/** A seeded generator (mulberry32): the same scan at each generation. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const chunk = (type: string, data: Uint8Array): Buffer => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A grey PNG of a scanned page: dark strokes where a printed page has its lines of text and a table's rules. */
const scannedPage = (width: number, height: number, random: () => number): Uint8Array => {
  const pixels = Buffer.alloc((width + 1) * height, 0xf4);
  const set = (x: number, y: number, value: number) => {
    if (x >= 0 && x < width && y >= 0 && y < height) pixels[y * (width + 1) + 1 + x] = value;
  };
  for (let y = 0; y < height; y += 1) pixels[y * (width + 1)] = 0;
  let y = 50;
  while (y < height - 60) {
    const tableRow = y > height * 0.4 && y < height * 0.75;
    let x = 45;
    const end = width - 45 - Math.floor(random() * (tableRow ? 0 : 160));
    while (x < end) {
      const word = 8 + Math.floor(random() * 40);
      for (let dx = 0; dx < word && x + dx < end; dx += 1)
        for (let dy = 0; dy < 7; dy += 1) if (random() < 0.55) set(x + dx, y + dy, 30 + Math.floor(random() * 60));
      x += word + 5;
    }
    if (tableRow) for (let dx = 40; dx < width - 40; dx += 1) set(dx, y + 12, 60);
    y += tableRow ? 16 : 13 + Math.floor(random() * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', new Uint8Array()),
  ]);
};

/** A PDF of scanned pages only, no text layer, as a copier's scan-to-mail sends it. */
export const renderScan = async (pages: number, seed: number, created: string): Promise<Uint8Array> => {
  const random = seeded(seed);
  const document = await PDFDocument.create();
  for (let index = 0; index < pages; index += 1) {
    const image = await document.embedPng(scannedPage(620, 877, random));
    const page = document.addPage([595.28, 841.89]);
    page.drawImage(image, { x: 0, y: 0, width: 595.28, height: 841.89 });
  }
  document.setProducer('KONICA MINOLTA bizhub C258');
  document.setCreator('KONICA MINOLTA bizhub C258');
  document.setCreationDate(new Date(created));
  document.setModificationDate(new Date(created));
  return document.save();
};
