/**
 * `npm run bench:analysis-bounds`: the time and peak memory of reading and analysing (metadata and
 * anomalies) each hostile report (test/support/hostile-reports.ts), beside an ordinary CSV and a
 * 20-page inspection report (a table of 480 rows, words drawn one by one, letterhead, header row
 * and footer on every page: what the consumer's 40 s budget must hold with room to spare). Each
 * file is written to a temporary folder, then read and analysed in a child process of its own, so
 * that the peak resident memory it shows is that analysis's alone: Linux's `VmHWM` of the child
 * (`maxRSS` would carry over the parent's peak, which built the files).
 */

import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readReportDocument } from '#shared/use-cases/analyses/report-document.ts';
import { ruleBasedAnalyser } from '#shared/use-cases/analyses/rule-based/rule-based-analyser.ts';
import type { AnalysableMimeType } from '#shared/vocabulary/analyses/subject.ts';
import { inflatingPdf, wideCsv } from '#test/support/hostile-reports.ts';
import { aLaidOutPdf, type PlacedText } from '#test/support/laid-out-pdf.ts';

const ROWS_PER_PAGE = 24;

/** One page of a 20-page report: letterhead, the table's header, 24 rows, the footer. */
const reportPage = (page: number): PlacedText[] => [
  { text: 'Bureau de Contrôle Technique Lemaire – Rapport de vérification périodique', x: 40, y: 800 },
  ...['N°', 'Localisation', 'Observation', 'Priorité'].map((text, column) => ({
    text,
    x: [40, 80, 200, 500][column]!,
    y: 760,
  })),
  ...Array.from({ length: ROWS_PER_PAGE }, (_, row): PlacedText[] => {
    const number = page * ROWS_PER_PAGE + row + 1;
    const y = 740 - row * 28;
    return [
      { text: String(number), x: 40, y },
      { text: `Local technique ${number}`, x: 80, y, wordByWord: true },
      { text: `Absence de repérage du circuit ${number} dans le tableau divisionnaire`, x: 200, y, wordByWord: true },
      { text: String((number % 4) + 1), x: 500, y },
    ];
  }).flat(),
  { text: `Page ${page + 1}/20 – SAS au capital de 100 000 € – RCS Lyon 123 456 789`, x: 40, y: 30 },
];

const files: Record<string, { build: () => Uint8Array | Promise<Uint8Array>; mimeType: AnalysableMimeType }> = {
  '20-page inspection report': {
    build: () => aLaidOutPdf(Array.from({ length: 20 }, (_, page) => reportPage(page))),
    mimeType: 'application/pdf',
  },
  'ordinary CSV': {
    build: () => new TextEncoder().encode('Observation;Priorité\nPorte coupe-feu bloquée;haute\n'),
    mimeType: 'text/csv',
  },
  'wide CSV': { build: () => wideCsv(), mimeType: 'text/csv' },
  'inflating PDF (300 MB inflated)': { build: () => inflatingPdf(), mimeType: 'application/pdf' },
};

/** The process's peak resident memory in MB: its `VmHWM` on Linux, else `maxRSS`. */
const peakMegabytes = (): number => {
  const status = existsSync('/proc/self/status') ? readFileSync('/proc/self/status', 'utf8') : '';
  const kilobytes = /VmHWM:\s*(\d+) kB/.exec(status)?.[1];
  return (kilobytes ? Number(kilobytes) : process.resourceUsage().maxRSS) / 1024;
};

const catalogue = { units: [], technicalInstallations: [], equipment: [], providers: [] };

/** In the child: read the file, then time its reading and metadata analysis and show the peak memory. */
const measure = async (path: string, mimeType: AnalysableMimeType, name: string) => {
  const bytes = new Uint8Array(readFileSync(path));
  const size = bytes.length;
  const started = performance.now();
  let outcome = 'succeeded';
  try {
    const document = await readReportDocument(bytes, mimeType);
    await ruleBasedAnalyser.metadata({ document, catalogue });
    await ruleBasedAnalyser.anomalies({ document, catalogue });
  } catch (error) {
    outcome = `failed: ${(error as { code?: string }).code ?? (error as Error).message}`;
  }
  const seconds = (performance.now() - started) / 1000;
  const peakMb = peakMegabytes();
  console.log(
    `${name.padEnd(32)} ${String(size).padStart(8)} bytes ${seconds.toFixed(2).padStart(7)} s  peak RSS ${peakMb.toFixed(0).padStart(4)} MB  ${outcome}`,
  );
};

const [path, mimeType, name] = process.argv.slice(2);
if (path && mimeType && name) await measure(path, mimeType as AnalysableMimeType, name);
else {
  const folder = mkdtempSync(join(tmpdir(), 'analysis-bounds-'));
  try {
    for (const [name, file] of Object.entries(files)) {
      const filePath = join(folder, name.replace(/\W+/g, '-'));
      writeFileSync(filePath, await file.build());
      execFileSync(
        process.execPath,
        ['--import', 'tsx', fileURLToPath(import.meta.url), filePath, file.mimeType, name],
        {
          stdio: 'inherit',
        },
      );
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
