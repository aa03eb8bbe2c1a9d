/**
 * A catalogue's problems as `CatalogueError`s: the field's path from the file's root, the rule, and a
 * message that starts with the path (`records[12].priority: must be one of low, medium, high, critical`).
 * zod's issues are translated here; the rules across records and sections write theirs with `makeError`.
 */
import type * as z from 'zod/mini';
import type { Kind } from '#shared/vocabulary/catalogue/kinds.ts';
import { formatRuleOfPattern } from '#shared/vocabulary/formats/formats.ts';
import type { CatalogueError, CatalogueRule } from './catalogue-error.ts';

export type Path = ReadonlyArray<PropertyKey>;

export const formatPath = (path: Path): string =>
  path.reduce<string>((acc, key) => {
    if (typeof key === 'number') return `${acc}[${key}]`;
    const name = String(key);
    return acc === '' ? name : `${acc}.${name}`;
  }, '');

export const makeError = (
  recordIndex: number | undefined,
  field: string,
  rule: CatalogueRule,
  text: string,
): CatalogueError =>
  recordIndex === undefined
    ? { field, rule, message: `${field}: ${text}` }
    : { recordIndex, field, rule, message: `${field}: ${text}` };

const article = (kind: Kind): string => (/^[aeio]/.test(kind) ? 'an' : 'a'); // "a unit"
export const kindName = (kind: Kind): string => `${article(kind)} ${kind}`;

export const oneOf = (values: readonly unknown[]): string => values.map(String).join(', ');

const expectedWords: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'true or false',
  array: 'an array',
  object: 'an object',
  null: 'null',
};

interface Detail {
  rule: CatalogueRule;
  text: string;
}

const describeIssue = (issue: z.core.$ZodIssue, kind: Kind | undefined): Detail => {
  const last = issue.path[issue.path.length - 1];
  const isStatus = last === 'status' && kind !== undefined;
  const absent = !('input' in issue) || issue.input === undefined; // inputs are reported (reportInput)
  if (absent && (issue.code === 'invalid_type' || issue.code === 'invalid_value')) {
    return { rule: 'required', text: 'is required' };
  }
  switch (issue.code) {
    case 'invalid_type': {
      if (isStatus && issue.expected === 'null') {
        return { rule: 'status', text: `must be null (${kindName(kind)} record has no status)` };
      }
      return { rule: 'type', text: `must be ${expectedWords[issue.expected] ?? issue.expected}` };
    }
    case 'invalid_value': {
      if (isStatus) return { rule: 'status', text: `must be one of ${oneOf(issue.values)} for kind ${kind}` };
      if (issue.values.length === 1) return { rule: 'literal', text: `must be ${JSON.stringify(issue.values[0])}` };
      return { rule: 'enum', text: `must be one of ${oneOf(issue.values)}` };
    }
    case 'invalid_format': {
      if (issue.format === 'email') return { rule: 'email', text: 'must be an e-mail address' };
      const rule = issue.format === 'regex' ? formatRuleOfPattern(issue.pattern) : undefined;
      return { rule: rule ?? 'format', text: issue.message };
    }
    case 'too_small':
      return describeTooSmall(issue);
    case 'too_big':
      return describeTooBig(issue);
    case 'custom': {
      const rule = (issue.params as { rule?: CatalogueRule } | undefined)?.rule ?? 'invalid';
      return { rule, text: issue.message };
    }
    default:
      return { rule: 'invalid', text: issue.message };
  }
};

const describeTooSmall = (issue: z.core.$ZodIssueTooSmall): Detail => {
  const n = Number(issue.minimum);
  if (issue.origin === 'string') {
    return { rule: 'min_length', text: n <= 1 ? 'must not be empty' : `must be at least ${n} characters` };
  }
  if (issue.origin === 'array') return { rule: 'min_items', text: `must have at least ${n} items` };
  return { rule: 'min', text: `must be at least ${n}` };
};

const describeTooBig = (issue: z.core.$ZodIssueTooBig): Detail => {
  const n = Number(issue.maximum);
  if (issue.origin === 'string') return { rule: 'max_length', text: `must be at most ${n} characters` };
  if (issue.origin === 'array') return { rule: 'max_items', text: `must have at most ${n} items` };
  return { rule: 'max', text: `must be at most ${n}` };
};

/** The errors of zod's issues on the value at `prefix` (a record's, with its index and kind). */
export const issuesToErrors = (
  issues: readonly z.core.$ZodIssue[],
  prefix: Path,
  recordIndex: number | undefined,
  kind: Kind | undefined,
): CatalogueError[] =>
  issues.flatMap((issue): CatalogueError[] => {
    const base = [...prefix, ...issue.path];
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) =>
        makeError(
          recordIndex,
          formatPath([...base, key]),
          'unknown_property',
          kind ? `is not a property of ${kindName(kind)} record` : 'is not an allowed property',
        ),
      );
    }
    const { rule, text } = describeIssue(issue, kind);
    return [makeError(recordIndex, formatPath(base), rule, text)];
  });
