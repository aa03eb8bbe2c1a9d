import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventConsumers } from '../../functions/operations.ts';
import { bundleFile, esbuildOptions, projectRoot } from '../../infra/bundling.ts';
import { buildLazyChunks } from '../../infra/lazy-chunks.ts';
import { demoIds } from '../../infra/local/seed/demo.ts';
import { findAnalysis } from '../../shared/analyses/analysis-repository.ts';
import { aPdf, aSubjectFile, anAnalysisRecord, messageFor, sqsEvent } from '../support/analysis-fixtures.ts';

/**
 * The analysis consumer as Lambda runs it: the bundle CDK builds (same esbuild settings, then the
 * lazy chunks beside it), imported by a fresh Node process with nothing of the sources at hand.
 */
const org = demoIds.rsOrganization;
let bundleDir: string;

beforeAll(async () => {
  bundleDir = mkdtempSync(join(tmpdir(), 'fcs-consumer-'));
  const consumer = eventConsumers.find((candidate) => candidate.name === 'consumeReportAnalyses')!;
  await build({ ...esbuildOptions, entryPoints: [join(projectRoot, consumer.entry)], outfile: join(bundleDir, bundleFile), logLevel: 'error' });
  await buildLazyChunks(bundleDir);
}, 60_000);

afterAll(() => rmSync(bundleDir, { recursive: true, force: true }));

const invokeBundle = (event: object) =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { handler } = await import(process.argv[1]);
         const context = { functionName: 'consumeReportAnalyses', awsRequestId: 'bundle-test', getRemainingTimeInMillis: () => 60000 };
         process.stdout.write(JSON.stringify(await handler(JSON.parse(process.argv[2]), context)));`,
        join(bundleDir, bundleFile),
        JSON.stringify(event),
      ],
      { cwd: tmpdir(), encoding: 'utf8', env: { ...process.env, POWERTOOLS_LOG_LEVEL: 'ERROR' } },
    ),
  );

describe('the bundled analysis consumer', () => {
  it('keeps pdf.js out of its start, in a chunk of its own beside it', () => {
    expect(readdirSync(bundleDir).sort()).toEqual(['index.js', 'index.js.map', 'package.json', 'pdf-lines.js', 'pdf-lines.js.map']);
    expect(readFileSync(join(bundleDir, bundleFile), 'utf8')).not.toMatch(/getDocumentProxy/);
  });

  it('analyses a PDF, a text file and a CSV, loading the PDF chunk when the PDF arrives', async () => {
    const pdf = await aSubjectFile(org, await aPdf(['Observations', '- Extincteur vide (priorité : haute)']));
    const text = await aSubjectFile(org, 'Observations\n- Porte coupe-feu bloquée', { mimeType: 'text/plain', name: 'report.txt' });
    const csv = await aSubjectFile(org, 'Observation;Priorité\nIssue de secours encombrée;critique', { mimeType: 'text/csv', name: 'report.csv' });
    const analyses = await Promise.all([pdf, text, csv].map((file) => anAnalysisRecord(org, { subject: { kind: 'report', id: file.id } })));
    const response = invokeBundle(sqsEvent(analyses.map((analysis) => ({ body: messageFor(analysis) }))));
    expect(response).toEqual({ batchItemFailures: [] });
    const results = await Promise.all(analyses.map((analysis) => findAnalysis(org, analysis.id)));
    expect(results.map((result) => [result?.status, (result?.result as { anomalies: { text: string }[] } | null)?.anomalies[0]?.text])).toEqual([
      ['succeeded', 'Extincteur vide'],
      ['succeeded', 'Porte coupe-feu bloquée'],
      ['succeeded', 'Issue de secours encombrée'],
    ]);
  });
});
