/**
 * `npm run bench:analysis-bounds`: the time and peak memory of reading and analysing (metadata)
 * each hostile report (test/support/hostile-reports.ts), beside an ordinary CSV for scale. Each
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

const files: Record<string, { build: () => Uint8Array; mimeType: AnalysableMimeType }> = {
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
    await ruleBasedAnalyser.metadata({ document: await readReportDocument(bytes, mimeType), catalogue });
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
      writeFileSync(filePath, file.build());
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
