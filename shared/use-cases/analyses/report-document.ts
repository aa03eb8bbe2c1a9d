import { parse } from 'csv-parse/sync';
import { AnalysisFailure } from '#shared/vocabulary/analyses/analysis.ts';
import { analysisBounds } from '#shared/vocabulary/analyses/bounds.ts';
import type { AnalysableMimeType } from '#shared/vocabulary/analyses/subject.ts';
import { isHeaderRow } from './layout/column-roles.ts';
import type { LayoutLine } from './layout/layout-line.ts';
import { type PageLines, withoutFurniture } from './layout/page-furniture.ts';
import { linesOfPage } from './layout/positioned-lines.ts';
import { type ReportBlock, readBlocks } from './layout/tables.ts';
import { linesOfText } from './layout/text-lines.ts';
import { inflatesWithin } from './pdf-inflation.ts';
import { sectionOf } from './rule-based/sections.ts';
import { checkDeadline, tooComplex } from './work-deadline.ts';

/**
 * A report as the analyser sees it, whatever file it came from: its blocks in reading order (lines
 * of running text and the tables rebuilt from the layout, whose columns say which cell is the
 * observation, the grade and so on), every line of its text (table rows as `cell ; cell`), and the
 * letterheads and footers its pages repeat, kept apart.
 */
export interface ReportDocument {
  lines: string[];
  blocks: ReportBlock[];
  furniture: string[];
}

/** A text file is one page as long as its lines. */
const textPage = (lines: LayoutLine[]): PageLines => ({ lines, height: (lines.at(-1)?.top ?? 0) + 1 });

const blockLines = (blocks: ReportBlock[]): string[] =>
  blocks.flatMap((block) =>
    block.kind === 'line' ? [block.text] : [block.header, ...block.rows].map((row) => row.filter(Boolean).join(' ; ')),
  );

/** Lines laid out into blocks; a single page's furniture is no furniture (nothing repeats it). */
const documentOf = (pages: PageLines[]): ReportDocument => {
  const { lines, furniture } = withoutFurniture(pages);
  const blocks = readBlocks(lines, (text) => sectionOf(text) !== undefined);
  return { lines: blockLines(blocks).filter((line) => line.length > 0), blocks, furniture };
};

const decodeBytes = (bytes: Uint8Array): string => {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
};

/** Quoted-printable octets ("=E9", soft line breaks "=" at a line's end), read in the charset the message names. */
const quotedPrintable = (text: string): string => {
  const charset = /charset="?([\w-]+)/i.exec(text)?.[1]?.toLowerCase() ?? 'utf-8';
  const joined = text.replace(/=\r?\n/g, '');
  return joined.replace(/(?:=[0-9A-F]{2})+/g, (run) => {
    const octets = Uint8Array.from(run.slice(1).split('='), (hex) => Number.parseInt(hex, 16));
    try {
      return new TextDecoder(charset).decode(octets);
    } catch {
      return new TextDecoder('windows-1252').decode(octets);
    }
  });
};

/**
 * UTF-16 by its byte-order mark, UTF-8 when the bytes are UTF-8, otherwise Windows-1252 (what
 * office software and mail clients write in Western Europe); a saved e-mail's quoted-printable body decoded.
 */
const decodeText = (bytes: Uint8Array): string => {
  const text = decodeBytes(bytes);
  return /content-transfer-encoding:\s*quoted-printable/i.test(text) ? quotedPrintable(text) : text;
};

/** A report's text past `maxTextCharacters` is refused before its lines are matched against the catalogue. */
const boundedText = (text: string): string => {
  if (text.length > analysisBounds.maxTextCharacters)
    throw tooComplex(`more than ${analysisBounds.maxTextCharacters} characters of text`);
  return text;
};

interface ReadingSoFar {
  pageNumber: number;
  pageCount: number;
  characters: number;
}

/** Before each page: the page count within its bound, the text so far within its own, the time not up. */
const pageCheck =
  (deadline: number) =>
  ({ pageNumber, pageCount, characters }: ReadingSoFar): void => {
    if (pageCount > analysisBounds.maxPdfPages)
      throw tooComplex(`${pageCount} pages (at most ${analysisBounds.maxPdfPages})`);
    if (characters > analysisBounds.maxTextCharacters)
      throw tooComplex(`more than ${analysisBounds.maxTextCharacters} characters of text`);
    checkDeadline(deadline, `page ${pageNumber} of the PDF`);
  };

const pdfDocument = async (bytes: Uint8Array, deadline: number): Promise<ReportDocument> => {
  if (!(await inflatesWithin(bytes, analysisBounds.maxPdfInflatedBytes)))
    throw tooComplex(`its streams inflate to more than ${analysisBounds.maxPdfInflatedBytes} bytes`);
  // pdf.js is most of the consumer's code, and most analyses read text or CSV: it loads with the first PDF.
  const { pdfPages } = await import('#lazy/pdf-lines');
  let pages: Awaited<ReturnType<typeof pdfPages>>;
  try {
    pages = await pdfPages(bytes, pageCheck(deadline));
  } catch (error) {
    if (error instanceof AnalysisFailure) throw error;
    throw new AnalysisFailure('unreadable_file', `The PDF file cannot be read: ${(error as Error).message}`);
  }
  boundedText(pages.flatMap((page) => page.items.map((item) => item.text)).join(''));
  if (pages.every((page) => page.items.length === 0) && pages.some((page) => page.paintsImages))
    throw new AnalysisFailure(
      'unreadable_file',
      'The PDF holds images of pages (a scan) and no text; the analyser does not read text in images',
    );
  return documentOf(pages.map((page, index) => ({ lines: linesOfPage(page, index + 1), height: page.height })));
};

/**
 * The separator the first lines use most on one line (the header's, past an export's title line):
 * spreadsheets export `;` where the decimal mark is a comma.
 */
const delimiterOf = (text: string): string => {
  const head = text.split(/\r?\n/, 5);
  const counts = [';', ',', '\t'].map(
    (delimiter) => [delimiter, Math.max(...head.map((line) => line.split(delimiter).length))] as const,
  );
  return counts.reduce((best, candidate) => (candidate[1] > best[1] ? candidate : best))[0];
};

/**
 * Counts a CSV's table as csv-parse hands over each record, and stops the parse at the first
 * record past a bound: columns, and cells counted as rows × the widest of the header and the row
 * (what reading a column down its rows walks).
 */
const tableBounds = () => {
  let headerWidth = 0;
  let cells = 0;
  return (record: string[]): string[] => {
    if (record.length > analysisBounds.maxCsvColumns)
      throw tooComplex(`a record of ${record.length} columns (at most ${analysisBounds.maxCsvColumns})`);
    headerWidth ||= record.length;
    cells += Math.max(headerWidth, record.length);
    if (cells > analysisBounds.maxCsvCells) throw tooComplex(`more than ${analysisBounds.maxCsvCells} cells`);
    return record;
  };
};

/** Records of a single filled cell: an export's title or footer line ("Export … du 05/03/2025"), no row of its table. */
const isTextRecord = (record: string[]): boolean => record.filter((cell) => cell.length > 0).length <= 1;

/**
 * An export's records as a report: its header is the first of its first records that names known
 * columns (else the first record of more than one cell); the single-cell records before and after
 * the table are lines of text (a portal's title, the export's date and author).
 */
const documentOfRecords = (records: string[][]): ReportDocument => {
  const head = records.slice(0, 5);
  const named = head.findIndex((record) => isHeaderRow(record.filter((cell) => cell.length > 0)));
  const start =
    named >= 0
      ? named
      : Math.max(
          0,
          records.findIndex((record) => !isTextRecord(record)),
        );
  let end = records.length;
  while (end > start + 1 && isTextRecord(records[end - 1]!)) end -= 1;
  const textBlock = (record: string[]): ReportBlock => {
    const cells = record.filter((cell) => cell.length > 0);
    return { kind: 'line', text: cells.join(' '), cells, gapBefore: false };
  };
  const blocks: ReportBlock[] = [
    ...records.slice(0, start).map(textBlock),
    { kind: 'table', header: records[start] ?? [], rows: records.slice(start + 1, end) },
    ...records.slice(end).map(textBlock),
  ];
  return { lines: blockLines(blocks).filter((line) => line.length > 0), blocks, furniture: [] };
};

const csvDocument = (text: string): ReportDocument => {
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      on_record: tableBounds(),
    });
  } catch (error) {
    if (error instanceof AnalysisFailure) throw error;
    throw new AnalysisFailure('unreadable_file', `The CSV file cannot be read: ${(error as Error).message}`);
  }
  return documentOfRecords(records);
};

/**
 * The report a file holds, within the bounds of `analysisBounds` (a file past one ends the analysis
 * `file_too_complex`) and by `deadline` (epoch milliseconds), checked between pages of a PDF.
 */
export const readReportDocument = async (
  bytes: Uint8Array,
  mimeType: AnalysableMimeType,
  deadline = Date.now() + analysisBounds.workSeconds * 1000,
): Promise<ReportDocument> => {
  switch (mimeType) {
    case 'application/pdf':
      return pdfDocument(bytes, deadline);
    case 'text/plain':
      return documentOf([textPage(linesOfText(boundedText(decodeText(bytes).replace(/^\uFEFF/, ''))))]);
    case 'text/csv':
      return csvDocument(boundedText(decodeText(bytes).replace(/^\uFEFF/, '')));
  }
};
