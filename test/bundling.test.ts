import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Classic zod (`'zod'`, also `'zod/v4'`) gives every schema every method: about 85 KB of each Lambda
 * bundle and ~7 ms of each cold start. `zod/mini` (same core, functional API) costs ~15 KB and under
 * 1 ms, and a namespace import lets esbuild keep only what is used. Its English messages come from
 * one locale file, set up once by shared/vocabulary/formats/zod-locale.ts (`z.locales` would bundle every language).
 */
const allowed = [/^import (?:type )?\* as z from 'zod\/mini';$/, /^import en from 'zod\/v4\/locales\/en\.js';$/];

describe('code bundled into functions', () => {
  it('imports zod/mini as a namespace and never classic zod', () => {
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'functions', 'shared'], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file.endsWith('.ts'));
    const zodStatements = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)\b[^;]*?\bfrom '(?:zod|zod\/[^']*)';/gm)].map(
        ([statement]) => ({ file, statement }),
      ),
    );
    expect(zodStatements.filter(({ statement }) => /'zod\/mini'/.test(statement)).length).toBeGreaterThan(0);
    expect(zodStatements.filter(({ statement }) => !allowed.some((form) => form.test(statement)))).toEqual([]);
  });
});
