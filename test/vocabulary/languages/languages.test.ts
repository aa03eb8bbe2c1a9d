import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, labelLanguageOf, ORGANIZATION_LANGUAGES } from '#shared/vocabulary/codes/languages.ts';

describe('languages', () => {
  it('has one folder per language, and no other', () => {
    const folders = readdirSync('shared/vocabulary/languages', { withFileTypes: true }).filter((entry) =>
      entry.isDirectory(),
    );
    expect(folders.map((folder) => folder.name).sort()).toEqual([...LANGUAGES].sort());
  });

  it('stores each language as one organization tag', () => {
    expect(ORGANIZATION_LANGUAGES).toEqual(['fr-FR', 'en-US', 'de-DE']);
    expect(ORGANIZATION_LANGUAGES.map(labelLanguageOf)).toEqual([...LANGUAGES]);
  });

  it('leaves words and phrases to the interpreter and the lexicon generator', () => {
    const readers = sourcesOutsideLanguages('functions', 'shared').filter((file) =>
      /from '[^']*languages\/(?:[a-z]+\/)?(?:words|phrases)\.ts'/.test(readFileSync(file, 'utf8')),
    );
    expect(readers.filter((file) => !file.startsWith('shared/use-cases/search/interpreter/'))).toEqual([]);
  });

  it('is listed nowhere else', () => {
    const tags = [LANGUAGES, ORGANIZATION_LANGUAGES].map((list) => list.map((tag) => `'${tag}'`));
    const spellings = tags.flatMap((quoted) => [quoted.join(' | '), `[${quoted.join(', ')}]`]);
    const spellers = sourcesOutsideLanguages('functions', 'shared', 'infra').filter((file) => {
      const source = readFileSync(file, 'utf8');
      return spellings.some((spelling) => source.includes(spelling));
    });
    expect(spellers).toEqual([]);
  });
});

/** The TypeScript files of these folders, but for the languages' own and the list of their codes. */
const sourcesOutsideLanguages = (...folders: string[]): string[] =>
  execFileSync('git', ['ls-files', '-co', '--exclude-standard', ...folders], { encoding: 'utf8' })
    .split('\n')
    .filter(
      (file) =>
        file.endsWith('.ts') &&
        !file.startsWith('shared/vocabulary/languages/') &&
        file !== 'shared/vocabulary/codes/languages.ts',
    );
