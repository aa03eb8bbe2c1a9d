import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildFunctionBundle, type FunctionBundle } from '#infra/function-bundle.ts';
import { projectRoot } from '#infra/project-root.ts';

/**
 * A test file's bundle of one function, built as CDK builds it into a folder of its own before the
 * file's tests and removed after them. Call the returned function inside a test.
 */
export const useFunctionBundle = (entry: string): (() => FunctionBundle) => {
  let bundle: FunctionBundle | undefined;
  beforeAll(async () => {
    bundle = await buildFunctionBundle(join(projectRoot, entry), mkdtempSync(join(tmpdir(), 'fcs-bundle-')));
  }, 60_000);
  afterAll(() => {
    if (bundle) rmSync(bundle.dir, { recursive: true, force: true });
  });
  return () => bundle!;
};
