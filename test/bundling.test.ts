import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * `import { z } from 'zod'` pulls zod's every locale into each Lambda bundle (about 370 KB, see
 * `npm run bench:cold`); `import * as z from 'zod'` lets esbuild keep only what is used.
 */
describe('code bundled into functions', () => {
  it('imports zod as a namespace so that bundles stay small', () => {
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'functions', 'shared'], { encoding: 'utf8' })
      .split('\n')
      .filter((file) => file.endsWith('.ts'));
    const offenders = files.filter((file) => /^import \{[^}]*\bz\b[^}]*\} from 'zod';/m.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
