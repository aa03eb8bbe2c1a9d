import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { type Block, Layout, type Op, type Producer } from './pdf-layout.ts';

const fontFamilies = {
  helvetica: [StandardFonts.Helvetica, StandardFonts.HelveticaBold],
  times: [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold],
  courier: [StandardFonts.Courier, StandardFonts.CourierBold],
} as const;

/** A PDF report as an inspection body's software prints it. */
export interface PdfReport {
  font: keyof typeof fontFamilies;
  size: number;
  producer: Producer;
  /** Ruled table cells. */
  rules: boolean;
  /** The body's name, then its address lines, on every page; `right` beside them (report number …). */
  letterhead: { name: string; lines: string[]; right?: string[] };
  /** Small print at the foot of every page (registration, address); "Page i/n" is added. */
  footer: string[];
  /** How the page number reads, with {i} and {n}. */
  pageLabel: string;
  blocks: Block[];
  /** The PDF's own metadata, fixed so that the bytes are the same at each generation. */
  info: { title: string; author: string; creator: string; producer: string; created: string };
}

const pageWidth = 595.28;
const pageHeight = 841.89;
const left = 50;

const drawOp = (page: PDFPage, op: Op, fonts: { regular: PDFFont; bold: PDFFont }, producer: Producer): void => {
  if (op.kind === 'rule') {
    page.drawLine({
      start: { x: op.x1, y: op.y1 },
      end: { x: op.x2, y: op.y2 },
      thickness: 0.5,
      color: rgb(0.4, 0.4, 0.4),
    });
    return;
  }
  const font = op.bold ? fonts.bold : fonts.regular;
  if (producer !== 'word') {
    page.drawText(op.text, { x: op.x, y: op.y, size: op.size, font });
    return;
  }
  let x = op.x;
  for (const word of op.text.split(' ')) {
    if (word) page.drawText(word, { x, y: op.y, size: op.size, font });
    x += font.widthOfTextAtSize(`${word} `, op.size);
  }
};

const drawFrame = (
  page: PDFPage,
  report: PdfReport,
  fonts: { regular: PDFFont; bold: PDFFont },
  index: number,
  count: number,
): void => {
  const { letterhead } = report;
  page.drawText(letterhead.name, { x: left, y: 800, size: 14, font: fonts.bold, color: rgb(0.1, 0.2, 0.45) });
  letterhead.lines.forEach((line, i) => {
    page.drawText(line, { x: left, y: 786 - i * 10, size: 8, font: fonts.regular });
  });
  letterhead.right?.forEach((line, i) => {
    const width = fonts.regular.widthOfTextAtSize(line, 8);
    page.drawText(line, { x: pageWidth - left - width, y: 800 - i * 10, size: 8, font: fonts.regular });
  });
  const ruleY = 780 - Math.max(letterhead.lines.length, (letterhead.right?.length ?? 0) - 1) * 10;
  page.drawLine({ start: { x: left, y: ruleY }, end: { x: pageWidth - left, y: ruleY }, thickness: 1 });
  report.footer.forEach((line, i) => {
    page.drawText(line, { x: left, y: 38 - i * 9, size: 7, font: fonts.regular });
  });
  const label = report.pageLabel.replace('{i}', String(index + 1)).replace('{n}', String(count));
  const width = fonts.regular.widthOfTextAtSize(label, 8);
  page.drawText(label, { x: pageWidth - left - width, y: 38, size: 8, font: fonts.regular });
};

/** The bytes of a report: letterhead and footer on each page, its blocks laid out between them. */
export const renderPdf = async (
  report: PdfReport,
): Promise<{ bytes: Uint8Array; pages: number; tableBreaks: number }> => {
  const document = await PDFDocument.create();
  const [regularName, boldName] = fontFamilies[report.font];
  const fonts = { regular: await document.embedFont(regularName), bold: await document.embedFont(boldName) };
  const headerLines = Math.max(report.letterhead.lines.length, (report.letterhead.right?.length ?? 0) - 1);
  const layout = new Layout(fonts, {
    size: report.size,
    producer: report.producer,
    rules: report.rules,
    top: 760 - headerLines * 10,
    bottom: 60 + report.footer.length * 4,
    left,
    width: pageWidth - 2 * left,
  });
  for (const block of report.blocks) layout.add(block);
  const pages = layout.pages.filter((ops, index) => index === 0 || ops.length > 0);
  for (const [index, ops] of pages.entries()) {
    const page = document.addPage([pageWidth, pageHeight]);
    drawFrame(page, report, fonts, index, pages.length);
    for (const op of ops) drawOp(page, op, fonts, report.producer);
  }
  const created = new Date(report.info.created);
  document.setTitle(report.info.title);
  document.setAuthor(report.info.author);
  document.setCreator(report.info.creator);
  document.setProducer(report.info.producer);
  document.setCreationDate(created);
  document.setModificationDate(created);
  return { bytes: await document.save(), pages: pages.length, tableBreaks: layout.tableBreaks };
};
