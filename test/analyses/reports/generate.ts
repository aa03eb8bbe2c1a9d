import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ReportTruth } from '#infra/cli/analysis-eval/truth.ts';
import { renderPdf } from './generator/pdf-report.ts';
import { renderScan } from './generator/scanned-pdf.ts';
import type { SourceReport } from './generator/source-report.ts';
import { csvText, encodeText } from './generator/text-bytes.ts';

/**
 * `npx tsx test/analyses/reports/generate.ts`: writes each report of sources/<part>/ into <part>/,
 * its file (PDF, text, CSV) and its truth, the same bytes at each run (README.md, "Generating").
 */
const root = import.meta.dirname;
const generatedFile = /\.(pdf|txt|eml|csv|truth\.json)$/;

const fileOf = async (
  report: SourceReport,
): Promise<{ bytes: Uint8Array; extension: string; mimeType: ReportTruth['mimeType'] }> => {
  const { document } = report;
  switch (document.kind) {
    case 'pdf': {
      const { bytes, pages, tableBreaks } = await renderPdf(document.pdf);
      console.log(`  ${report.truth.id}: ${pages} pages, tables running onto a next page ${tableBreaks} times`);
      return { bytes, extension: 'pdf', mimeType: 'application/pdf' };
    }
    case 'scan':
      return {
        bytes: await renderScan(document.pages, document.seed, document.created),
        extension: 'pdf',
        mimeType: 'application/pdf',
      };
    case 'text':
      return {
        bytes: encodeText(document.text, document.encoding),
        extension: document.extension,
        mimeType: 'text/plain',
      };
    case 'csv':
      return {
        bytes: encodeText(csvText(document.rows, document.delimiter), document.encoding),
        extension: 'csv',
        mimeType: 'text/csv',
      };
  }
};

for (const part of ['working', 'aside']) {
  const sources = resolve(root, 'sources', part);
  const target = resolve(root, part);
  const written = new Set<string>();
  for (const name of readdirSync(sources)
    .filter((file) => file.endsWith('.ts'))
    .sort()) {
    const { report } = (await import(join(sources, name))) as { report: SourceReport };
    const { bytes, extension, mimeType } = await fileOf(report);
    const file = `${report.truth.id}.${extension}`;
    const truth: ReportTruth = { ...report.truth, file, mimeType };
    writeFileSync(join(target, file), bytes);
    writeFileSync(join(target, `${report.truth.id}.truth.json`), `${JSON.stringify(truth, null, 2)}\n`);
    written.add(file).add(`${report.truth.id}.truth.json`);
  }
  for (const stale of readdirSync(target).filter((file) => generatedFile.test(file) && !written.has(file)))
    rmSync(join(target, stale));
  console.log(`${part}: ${written.size / 2} reports`);
}
