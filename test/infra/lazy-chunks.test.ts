import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { httpOperations } from '#functions/operations.ts';
import { buildFunctionBundle } from '#infra/function-bundle.ts';
import { localDir } from '#infra/local/local-dir.ts';
import { projectRoot } from '#infra/project-root.ts';

// Inside the project, whose package.json says "module": the bundle's own package.json must win.
// A fresh clone has no .local yet.
mkdirSync(localDir, { recursive: true });
const dir = mkdtempSync(join(localDir, 'bundle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a bundle without lazy chunks', () => {
  it('says it is CommonJS, so that Node loads its handler wherever it lies', async () => {
    const operation = httpOperations.find((candidate) => candidate.operationId === 'getLabelRSV1')!;
    const bundle = await buildFunctionBundle(join(projectRoot, operation.entry), dir);
    expect(readdirSync(dir).sort()).toEqual(['index.js', 'index.js.map', 'package.json']);
    expect(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))).toEqual({ type: 'commonjs' });
    const loaded = execFileSync(
      process.execPath,
      ['-e', 'process.stdout.write(typeof require(process.argv[1]).handler)', bundle.file],
      { encoding: 'utf8' },
    );
    expect(loaded).toBe('function');
  });
});
