/**
 * Reading an unminified esbuild bundle by module. Scope hoisting puts every module's top level in
 * one scope, so a name keeps its module's spelling, with a number added when two modules declare it
 * (`QueryCommand2`), and a module's top-level statements start at the line's start.
 */

/** A module of the bundle: esbuild heads its code with a `// <path>` line (an entry's twice: its exports, then its code). */
export interface Module {
  path: string;
  code: string;
}

export const modulesOf = (bundle: string): Module[] => {
  const marks = [...bundle.matchAll(/^\/\/ ((?:node_modules|shared|functions|infra)\/\S+)$/gm)];
  const code = new Map<string, string>();
  marks.forEach((mark, n) => {
    const part = bundle.slice(mark.index + mark[0].length, marks[n + 1]?.index ?? bundle.length);
    code.set(mark[1]!, (code.get(mark[1]!) ?? '') + part);
  });
  return [...code].map(([path, text]) => ({ path, code: text }));
};

export const isOurs = ({ path }: Module): boolean => !path.startsWith('node_modules/');

/** The names a module declares at its top level: functions, classes, constants. */
export const declaredNames = (code: string): string[] =>
  [...code.matchAll(/^(?:(?:var|let|const) |(?:async )?function\*? ?|class )([\w$]+)/gm)].map((match) => match[1]!);

/** Not a property: neither `object.name` nor `object?.name`, but a spread's `...name` is. */
const notAProperty = '(?<![\\w$])(?<![^.]\\.)';

/** The names a module's code reads (a string's words too: the reading errs towards more). */
export const readNames = (code: string): Set<string> =>
  new Set(code.match(new RegExp(`${notAProperty}[A-Za-z_$][\\w$]*`, 'g')));

/** The names a module's code calls: `name(`, not `object.name(`. */
export const calledNames = (code: string): Set<string> =>
  new Set([...code.matchAll(new RegExp(`${notAProperty}([A-Za-z_$][\\w$]*)\\(`, 'g'))].map((match) => match[1]!));

/** The uses of a name, renamed or not (`name`, `name2`), each with what follows it: `.member` and `(` when there. */
export const usesOf = (code: string, name: string) =>
  [...code.matchAll(new RegExp(`${notAProperty}${name}\\d*(?![\\w$])(?:\\.([\\w$]+)(\\()?)?`, 'g'))].map(
    ([use, member, call]) => ({ use, member, call: call !== undefined }),
  );
