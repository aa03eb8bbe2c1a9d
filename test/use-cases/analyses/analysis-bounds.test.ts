import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readReportDocument } from '#shared/use-cases/analyses/report-document.ts';
import { ruleBasedAnalyser } from '#shared/use-cases/analyses/rule-based/rule-based-analyser.ts';
import { analysisBounds } from '#shared/vocabulary/analyses/bounds.ts';
import type { AnalysableMimeType } from '#shared/vocabulary/analyses/subject.ts';
import { aPdf } from '#test/support/analysis-fixtures.ts';
import { inflatingPdf, wideCsv } from '#test/support/hostile-reports.ts';

/**
 * The reader's bounds (docs/analyses.md, Bounds): each file past one ends `file_too_complex`
 * before the work it bounds grows. The hostile files show what they cost (printed, not asserted:
 * `npm run bench:analysis-bounds` measures each in a process of its own).
 */
const catalogue = { units: [], technicalInstallations: [], equipment: [], providers: [] };
const encode = (text: string) => new TextEncoder().encode(text);

/** Reads and analyses (metadata) the file, and prints the time it took and the growth of the process's memory. */
const analysedWithFigures = async (name: string, bytes: Uint8Array, mimeType: AnalysableMimeType) => {
  const size = bytes.length;
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  const outcome = readReportDocument(bytes, mimeType).then((document) =>
    ruleBasedAnalyser.metadata({ document, catalogue }),
  );
  await outcome.catch(() => undefined);
  const rssGrowth = (process.memoryUsage().rss - rssBefore) / 2 ** 20;
  console.log(
    `${name} (${size} bytes): ${(performance.now() - started).toFixed(0)} ms, RSS +${rssGrowth.toFixed(0)} MB`,
  );
  return outcome;
};

const tooComplex = { code: 'file_too_complex', message: expect.stringMatching(/too complex|did not finish/) };

describe('analysis bounds', () => {
  it('ends the 480 KB CSV of 120,000 columns by 120,000 rows file_too_complex at its header line', async () => {
    await expect(analysedWithFigures('wide CSV', wideCsv(), 'text/csv')).rejects.toMatchObject(tooComplex);
  });

  it('ends the 300 KB PDF whose content stream inflates to 300 MB file_too_complex before pdf.js reads it', async () => {
    await expect(analysedWithFigures('inflating PDF', inflatingPdf(), 'application/pdf')).rejects.toMatchObject(
      tooComplex,
    );
  });

  it('reads a PDF whose streams inflate to less than the bound as before', async () => {
    const document = await readReportDocument(inflatingPdf(1024 * 1024), 'application/pdf');
    expect(document.lines).toEqual([]);
  });

  it('counts a CSV table as rows × its widest line: a narrow file of many rows under a wide header is too complex', async () => {
    const rows = Math.ceil(analysisBounds.maxCsvCells / analysisBounds.maxCsvColumns) + 1;
    const csv = `${'a;'.repeat(analysisBounds.maxCsvColumns - 1)}a\n${'x\n'.repeat(rows)}`;
    await expect(readReportDocument(encode(csv), 'text/csv')).rejects.toMatchObject({
      code: 'file_too_complex',
      message: expect.stringContaining('cells'),
    });
  });

  it('refuses a text longer than the bound before matching it', async () => {
    const text = 'Observation\n'.repeat(Math.ceil(analysisBounds.maxTextCharacters / 12) + 1);
    await expect(readReportDocument(encode(text), 'text/plain')).rejects.toMatchObject({ code: 'file_too_complex' });
  });

  it('refuses a PDF of more pages than the bound before reading its first page', async () => {
    const document = await PDFDocument.create();
    for (let page = 0; page <= analysisBounds.maxPdfPages; page += 1) document.addPage();
    await expect(readReportDocument(await document.save(), 'application/pdf')).rejects.toMatchObject({
      code: 'file_too_complex',
      message: expect.stringContaining('pages'),
    });
  });

  it('stops reading a PDF between pages once its deadline has passed', async () => {
    const pdf = await aPdf(['Observations', '- Extincteur vide']);
    await expect(readReportDocument(pdf, 'application/pdf', Date.now() - 1)).rejects.toMatchObject({
      code: 'file_too_complex',
      message: expect.stringContaining('did not finish'),
    });
  });
});
