/** The bytes of a text as a file holds them: UTF-8, UTF-8 after a byte order mark, or Windows-1252. */
export type TextEncoding = 'utf-8' | 'utf-8-bom' | 'windows-1252';

const windows1252 = new Map<string, number>();
const decoder = new TextDecoder('windows-1252');
for (let byte = 0; byte < 256; byte += 1) windows1252.set(decoder.decode(new Uint8Array([byte])), byte);

export const encodeText = (text: string, encoding: TextEncoding): Uint8Array => {
  if (encoding === 'utf-8') return new TextEncoder().encode(text);
  if (encoding === 'utf-8-bom') return new TextEncoder().encode(`\uFEFF${text}`);
  return new Uint8Array(
    [...text].map((character) => {
      const byte = windows1252.get(character);
      if (byte === undefined) throw new Error(`${JSON.stringify(character)} has no Windows-1252 byte`);
      return byte;
    }),
  );
};

const csvCell = (value: string, delimiter: string): string =>
  value.includes(delimiter) || /["\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** A CSV file's text as a portal exports it: CRLF records, cells quoted only when they must be. */
export const csvText = (rows: string[][], delimiter: string): string =>
  `${rows.map((row) => row.map((cell) => csvCell(cell, delimiter)).join(delimiter)).join('\r\n')}\r\n`;
