import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * PDFs laid out as reports are, for the analyser's tests and benchmarks (no test runner needed:
 * `npm run bench:analysis-bounds` builds its 20-page report with it).
 */
/** Text drawn at a place of a page: `x` from the left, `y` from the bottom (A4, 595 × 842), in Helvetica of `size` (10). */
export interface PlacedText {
  text: string;
  x: number;
  y: number;
  size?: number;
  /** Each word drawn as an item of its own, a space's width apart, as some PDF writers place text. */
  wordByWord?: boolean;
}

/** A real PDF of pages of text drawn where each item says: tables, letterheads, columns as a report lays them out. */
export const aLaidOutPdf = async (pages: PlacedText[][]): Promise<Uint8Array> => {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const items of pages) {
    const page = document.addPage([595, 842]);
    for (const { text, x, y, size = 10, wordByWord } of items) {
      if (!wordByWord) {
        page.drawText(text, { x, y, size, font });
        continue;
      }
      let left = x;
      for (const word of text.split(' ')) {
        page.drawText(word, { x: left, y, size, font });
        left += font.widthOfTextAtSize(`${word} `, size);
      }
    }
  }
  return document.save();
};
