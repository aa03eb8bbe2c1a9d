import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { httpOperations } from '#functions/operations.ts';
import { issuer } from '#test/support/api.ts';
import { useFunctionBundle } from '#test/support/bundle-fixture.ts';
import { invokeBundle } from '#test/support/bundles.ts';
import { demoHttpEvent } from '#test/support/demo-events.ts';

/**
 * The search function as Lambda runs it, by a fresh Node process with nothing of the sources at
 * hand: its interpreter, executor and labels are a chunk beside the bundle (infra/lazy-chunks.ts),
 * loaded with the first question.
 */
const operation = httpOperations.find((candidate) => candidate.operationId === 'querySearchRSV1')!;
const bundle = useFunctionBundle(operation.entry);

describe('the bundled search function', () => {
  it('keeps its interpreter, executor, labels and metrics out of its start, in a chunk of its own beside it, without zod', () => {
    expect(readdirSync(bundle().dir).sort()).toEqual([
      'answering.js',
      'answering.js.map',
      'index.js',
      'index.js.map',
      'package.json',
      'tracing.js',
      'tracing.js.map',
    ]);
    const main = readFileSync(bundle().file, 'utf8');
    const chunk = readFileSync(join(bundle().dir, 'answering.js'), 'utf8');
    // The interpreter's lexicons, the labels a Section is written with, Powertools Metrics.
    for (const text of [/"meanings"/, /"Safety commissions"/, /singleMetric/]) {
      expect(main).not.toMatch(text);
      expect(chunk).toMatch(text);
    }
    // zod is the bundle's alone: the chunk writes plans, the bundle checks them.
    expect(main).toMatch(/"\$ZodType"/);
    expect(chunk).not.toMatch(/\$Zod/);
    // The X-Ray SDK (its daemon's setting) loads with the first request too, from a chunk of its own.
    expect(main).not.toMatch(/AWS_XRAY_DAEMON_ADDRESS/);
    expect(readFileSync(join(bundle().dir, 'tracing.js'), 'utf8')).toMatch(/AWS_XRAY_DAEMON_ADDRESS/);
  });

  it('answers the demo question, loading the chunk with it', async () => {
    const { result } = await invokeBundle(
      bundle().file,
      await demoHttpEvent(operation, await issuer()),
      operation.operationId,
      inject('localStack').environment,
    );
    expect(result?.statusCode).toBe(200);
    expect(JSON.parse(result!.body!)).toMatchObject({ answer: { kind: 'results' } });
  });
});
