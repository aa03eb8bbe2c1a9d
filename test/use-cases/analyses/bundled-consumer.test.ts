import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { eventConsumers } from '#functions/operations.ts';
import { demoIds } from '#infra/local/seed/demo.ts';
import { findAnalysis } from '#shared/stores/analyses/analysis-repository.ts';
import { anAnalysisRecord, aPdf, aSubjectFile, messageFor, sqsEvent } from '#test/support/analysis-fixtures.ts';
import { useFunctionBundle } from '#test/support/bundle-fixture.ts';
import { invokeBundle } from '#test/support/bundles.ts';

/**
 * The analysis consumer as Lambda runs it: the bundle CDK builds (same esbuild settings, then the
 * lazy chunks beside it), imported by a fresh Node process with nothing of the sources at hand.
 */
const org = demoIds.rsOrganization;
const bundle = useFunctionBundle(eventConsumers.find((candidate) => candidate.name === 'consumeReportAnalyses')!.entry);

describe('the bundled analysis consumer', () => {
  it('keeps pdf.js out of its start, in a chunk of its own beside it', () => {
    expect(readdirSync(bundle().dir).sort()).toEqual([
      'index.js',
      'index.js.map',
      'package.json',
      'pdf-lines.js',
      'pdf-lines.js.map',
    ]);
    expect(readFileSync(bundle().file, 'utf8')).not.toMatch(/getDocumentProxy/);
  });

  it('analyses a PDF, a text file and a CSV, loading the PDF chunk when the PDF arrives', async () => {
    const pdf = await aSubjectFile(org, await aPdf(['Observations', '- Extincteur vide (priorité : haute)']));
    const text = await aSubjectFile(org, 'Observations\n- Porte coupe-feu bloquée', {
      mimeType: 'text/plain',
      name: 'report.txt',
    });
    const csv = await aSubjectFile(org, 'Observation;Priorité\nIssue de secours encombrée;critique', {
      mimeType: 'text/csv',
      name: 'report.csv',
    });
    const analyses = await Promise.all(
      [pdf, text, csv].map((file) => anAnalysisRecord(org, { subject: { kind: 'report', id: file.id } })),
    );
    const { result } = await invokeBundle(
      bundle().file,
      sqsEvent(analyses.map((analysis) => ({ body: messageFor(analysis) }))),
      'consumeReportAnalyses',
      inject('localStack').environment,
    );
    expect(result).toEqual({ batchItemFailures: [] });
    const results = await Promise.all(analyses.map((analysis) => findAnalysis(org, analysis.id)));
    expect(
      results.map((result) => [
        result?.status,
        (result?.result as { anomalies: { text: string }[] } | null)?.anomalies[0]?.text,
      ]),
    ).toEqual([
      ['succeeded', 'Extincteur vide'],
      ['succeeded', 'Porte coupe-feu bloquée'],
      ['succeeded', 'Issue de secours encombrée'],
    ]);
  });
});
