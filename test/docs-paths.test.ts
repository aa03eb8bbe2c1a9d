import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '#infra/project-root.ts';

/**
 * Docs stay true: every path that README.md or a file of docs/ names in backticks exists.
 *
 * What counts as a path, and how a pattern is read:
 * - Only inline code (`…`) is read, word by word (a command's words too: `tsx infra/cli/x.ts`);
 *   fenced blocks are examples and are left out.
 * - A word is a path when its first segment is an entry at the repository's root (`shared/…`,
 *   `docs/x.md`, `package.json`), or an import alias of one (`#shared/…`). Anything else is not a
 *   path to check: prose in code font (`extend`, `PK=ORG#<org>`), URLs, package names (`@aws-sdk/…`),
 *   a path relative to a folder its sentence names (`catalogue/…`), a bare file name (`kinds.ts`),
 *   which may also be a file made at run time (`cdk-outputs.json`) or the specification's.
 * - A path may be a pattern, and then it must match: `*` is any characters within a segment,
 *   `<name>` (`<use case>`) one segment of any name, `{a,b}` stands for each of its alternatives
 *   (each must match), `…` anything further (`shared/…`), and a trailing `/` a folder.
 * - Surrounding punctuation (`(`, `)`, `,`, `:`, `;`, `.`) is not part of a word.
 */
const git = (...args: string[]) => execFileSync('git', args, { cwd: projectRoot, encoding: 'utf8' });

/** The repository's files, committed or not (not the ignored ones: node_modules, build output). */
const files = git('ls-files', '--cached', '--others', '--exclude-standard').split('\n').filter(Boolean);
const folders = new Set(
  files.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);
const rootEntries = new Set(files.map((file) => file.split('/')[0]!));

const documents = [
  'README.md',
  ...readdirSync(join(projectRoot, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** The words of a document's inline code that are paths. */
const pathsNamedIn = (markdown: string): string[] =>
  [...markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/`([^`\n]+)`/g)]
    .flatMap(([, code]) => code!.replace(/<[^<>]*>/g, (placeholder) => placeholder.replace(/\s+/g, '_')).split(/\s+/))
    .map((word) => word.replace(/^[(]+|[),:;.]+$/g, '').replace(/^#(?=[a-z])/, ''))
    .filter((word) => rootEntries.has(word.split('/')[0]!));

/** `{a,b}` stands for each alternative. */
const alternatives = (pattern: string): string[] => {
  const brace = /\{([^{}]*)\}/.exec(pattern);
  if (!brace) return [pattern];
  return brace[1]!
    .split(',')
    .flatMap((choice) =>
      alternatives(pattern.slice(0, brace.index) + choice + pattern.slice(brace.index + brace[0].length)),
    );
};

const regexOf = (pattern: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.+?^$()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '[^/]*')
      .replace(/<[^<>/]+>/g, '[^/]+')
      .replace(/…$/, '.*')}$`,
  );

/** Whether a path, or each alternative of a pattern, names something that exists. */
const exists = (path: string): boolean =>
  alternatives(path).every((alternative) => {
    const folder = alternative.endsWith('/') || alternative.endsWith('/…');
    const candidates = folder ? [...folders] : [...files, ...folders];
    const expression = regexOf(folder ? alternative.replace(/\/…?$/, '') : alternative);
    return candidates.some((candidate) => expression.test(candidate));
  });

describe('the paths the docs name', () => {
  it('reads patterns, folders and abbreviations as their rules say, and tells paths from other words', () => {
    expect(exists('shared/vocabulary/formats/formats.ts')).toBe(true);
    expect(exists('shared/vocabulary/formats/nothing.ts')).toBe(false);
    expect(exists('shared/vocabulary/formats/form*.ts')).toBe(true);
    expect(exists('shared/vocabulary/formats/nothing*.ts')).toBe(false);
    expect(exists('shared/vocabulary/languages/<language>/words.ts')).toBe(true);
    expect(exists('shared/{vocabulary,stores}/')).toBe(true);
    expect(exists('shared/{vocabulary,nothing}/')).toBe(false);
    expect(exists('shared/…')).toBe(true);
    expect(exists('shared/vocabulary/formats/formats.ts/')).toBe(false);
    expect(
      pathsNamedIn(
        'See `shared/a.ts`, `npx tsx infra/cli/b.ts --check`, `#functions/c.ts` (`docs/d.md`) and `test/<a b>.ts`, not `catalogue/e.ts`, `kinds.ts`, `extend` or `@aws-sdk/x`.\n```\n`test/f.ts`\n```\n',
      ),
    ).toEqual(['shared/a.ts', 'infra/cli/b.ts', 'functions/c.ts', 'docs/d.md', 'test/<a_b>.ts']);
  });

  it.each(documents)('%s names only paths that exist', (document) => {
    const named = pathsNamedIn(readFileSync(join(projectRoot, document), 'utf8'));
    expect(named.filter((path) => !exists(path))).toEqual([]);
  });
});
