import { parse } from 'csv-parse/sync';
import { AnalysisFailure } from '#shared/vocabulary/analyses/analysis.ts';
import { analysisBounds } from '#shared/vocabulary/analyses/bounds.ts';
import type { AnalysableMimeType } from '#shared/vocabulary/analyses/subject.ts';
import { inflatesWithin } from './pdf-inflation.ts';
import { checkDeadline, tooComplex } from './work-deadline.ts';

/**
 * A report as the analyser sees it, whatever file it came from: its lines of text, and for a CSV
 * file also its table, whose columns say which cell is the observation, the priority and so on.
 */
export interface ReportDocument {
  lines: string[];
  table: { header: string[]; rows: string[][] } | null;
}

const cleanLines = (text: string): string[] =>
  text
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0);

/** UTF-8 when the bytes are UTF-8; otherwise Windows-1252, what office software exports in Western Europe. */
const decodeText = (bytes: Uint8Array): string => {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
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

const pdfLines = async (bytes: Uint8Array, deadline: number): Promise<string[]> => {
  if (!(await inflatesWithin(bytes, analysisBounds.maxPdfInflatedBytes)))
    throw tooComplex(`its streams inflate to more than ${analysisBounds.maxPdfInflatedBytes} bytes`);
  // pdf.js is most of the consumer's code, and most analyses read text or CSV: it loads with the first PDF.
  const { pdfPages } = await import('#lazy/pdf-lines');
  let pages: string[];
  try {
    pages = await pdfPages(bytes, pageCheck(deadline));
  } catch (error) {
    if (error instanceof AnalysisFailure) throw error;
    throw new AnalysisFailure('unreadable_file', `The PDF file cannot be read: ${(error as Error).message}`);
  }
  boundedText(pages.join(''));
  return pages.flatMap(cleanLines);
};

/** The separator the header line uses most: spreadsheets export `;` where the decimal mark is a comma. */
const delimiterOf = (text: string): string => {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const counts = [';', ',', '\t'].map((delimiter) => [delimiter, header.split(delimiter).length] as const);
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
  const [header = [], ...rows] = records;
  return {
    lines: records
      .map((record) => record.filter((cell) => cell.length > 0).join(' ; '))
      .filter((line) => line.length > 0),
    table: { header, rows },
  };
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
      return { lines: await pdfLines(bytes, deadline), table: null };
    case 'text/plain':
      return { lines: cleanLines(boundedText(decodeText(bytes).replace(/^\uFEFF/, ''))), table: null };
    case 'text/csv':
      return csvDocument(boundedText(decodeText(bytes).replace(/^\uFEFF/, '')));
  }
};
