import { deflateSync } from 'node:zlib';

/**
 * Report files built to make an analyser work without end: small on disk, huge once read. The
 * tests and `npm run bench:analysis-bounds` run the analysis of each and show what it cost.
 */

/** 480 KB: 120,000 columns on the header line, then 120,000 rows of one comma (rows × columns empty cells). */
export const wideCsv = (columns = 120_000, rows = 120_000): Uint8Array =>
  new TextEncoder().encode(`${'a,'.repeat(columns)}\n${',\n'.repeat(rows)}`);

/**
 * A one-page PDF whose content stream is a FlateDecode stream of zeros (whitespace to a PDF
 * reader): about 300 KB on disk for 300 MB inflated.
 */
export const inflatingPdf = (inflatedBytes = 300 * 1024 * 1024): Uint8Array => {
  const stream = deflateSync(Buffer.alloc(inflatedBytes), { level: 9 });
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const add = (part: string | Buffer) => {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
    parts.push(bytes);
    length += bytes.length;
  };
  const object = (number: number, body: string | Buffer[]) => {
    offsets[number] = length;
    add(`${number} 0 obj\n`);
    for (const part of typeof body === 'string' ? [body] : body) add(part);
    add('\nendobj\n');
  };
  add('%PDF-1.4\n');
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object(3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>');
  object(4, [
    Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
    stream,
    Buffer.from('\nendstream', 'latin1'),
  ]);
  const xref = length;
  add(
    `xref\n0 5\n0000000000 65535 f \n${offsets
      .slice(1)
      .map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)
      .join('')}`,
  );
  add(`trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return new Uint8Array(Buffer.concat(parts));
};
