import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { httpOperations } from '../../functions/operations.ts';
import { projectRoot } from '../../infra/bundling.ts';
import { buildFunctionBundle, invokeBundle, type FunctionBundle } from '../support/bundles.ts';
import { demoHttpEvent } from '../support/demo-events.ts';

/**
 * The search function as Lambda runs it: its interpreter is a chunk beside the bundle, loaded with
 * the first question (infra/lazy-chunks.ts), by a fresh Node process with nothing of the sources at hand.
 */
const operation = httpOperations.find((candidate) => candidate.operationId === 'querySearchRSV1')!;
let bundleDir: string;
let bundle: FunctionBundle;

beforeAll(async () => {
  bundleDir = mkdtempSync(join(tmpdir(), 'fcs-search-'));
  bundle = await buildFunctionBundle(join(projectRoot, operation.entry), bundleDir);
}, 60_000);

afterAll(() => rmSync(bundleDir, { recursive: true, force: true }));

describe('the bundled search function', () => {
  it('keeps its interpreter out of its start, in a chunk of its own beside it', () => {
    expect(readdirSync(bundleDir).sort()).toEqual(['index.js', 'index.js.map', 'interpreter.js', 'interpreter.js.map', 'package.json']);
    expect(readFileSync(bundle.file, 'utf8')).not.toMatch(/"meanings"/);
  });

  it('answers the demo question, loading the interpreter with it', async () => {
    const { result } = await invokeBundle(bundle.file, await demoHttpEvent(operation), operation.operationId, inject('localStack').environment);
    expect(result?.statusCode).toBe(200);
    expect(JSON.parse(result!.body!)).toMatchObject({ answer: { kind: 'results' } });
  });
});
