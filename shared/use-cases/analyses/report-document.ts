import { parse } from 'csv-parse/sync';
import { AnalysisFailure } from '#shared/vocabulary/analyses/analysis.ts';
import type { AnalysableMimeType } from '#shared/vocabulary/analyses/subject.ts';

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

const pdfLines = async (bytes: Uint8Array): Promise<string[]> => {
  // pdf.js is most of the consumer's code, and most analyses read text or CSV: it loads with the first PDF.
  const { pdfPages } = await import('#lazy/pdf-lines');
  try {
    return (await pdfPages(bytes)).flatMap(cleanLines);
  } catch (error) {
    throw new AnalysisFailure('unreadable_file', `The PDF file cannot be read: ${(error as Error).message}`);
  }
};

/** The separator the header line uses most: spreadsheets export `;` where the decimal mark is a comma. */
const delimiterOf = (text: string): string => {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const counts = [';', ',', '\t'].map((delimiter) => [delimiter, header.split(delimiter).length] as const);
  return counts.reduce((best, candidate) => (candidate[1] > best[1] ? candidate : best))[0];
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
    });
  } catch (error) {
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

export const readReportDocument = async (bytes: Uint8Array, mimeType: AnalysableMimeType): Promise<ReportDocument> => {
  switch (mimeType) {
    case 'application/pdf':
      return { lines: await pdfLines(bytes), table: null };
    case 'text/plain':
      return { lines: cleanLines(decodeText(bytes).replace(/^\uFEFF/, '')), table: null };
    case 'text/csv':
      return csvDocument(decodeText(bytes).replace(/^\uFEFF/, ''));
  }
};
