import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '#infra/project-root.ts';
import { lexiconsModule, lexiconsModulePath } from '#shared/use-cases/search/interpreter/lexicon-sources.ts';

describe('the generated lexicons', () => {
  it('are what the vocabulary and the period phrases give (run `npm run generate:lexicons` after changing them)', () => {
    expect(readFileSync(join(projectRoot, lexiconsModulePath), 'utf8') === lexiconsModule()).toBe(true);
  });
});
