/**
 * Every string of a catalogue, values and property names alike, must be Unicode text. A JavaScript string may hold
 * a lone surrogate (JSON's `"\ud800"` parses to one); DynamoDB stores UTF-8, which has no encoding for it, and
 * JSON written back out would not be text either. Checked on the parsed value, wherever it came from.
 */
import type { CatalogueError } from './catalogue-error.ts';

/** A surrogate code point: with the `u` flag a well-formed pair reads as one other code point, so only a lone one matches. */
const LONE_SURROGATE = /\p{Surrogate}/u;
const PLAIN_NAME = /^[A-Za-z_$][\w$]*$/;

interface Visit {
  value: unknown;
  /** Path from the file's root, as issue-errors.ts writes it. */
  field: string;
  recordIndex: number | undefined;
  /** The property name that holds the value, when it is an object's member. */
  name?: string;
}

/**
 * An error for every string holding a lone surrogate, in the order of the file. A part of a file
 * (one record) is named by its `field` from the file's root and its `recordIndex`.
 */
export const illFormedText = (input: unknown, field = '', recordIndex?: number): CatalogueError[] => {
  const errors: CatalogueError[] = [];
  // The input need not come from JSON.parse: a value met twice is not walked again, so a cycle ends.
  const seen = new WeakSet<object>();
  const stack: Visit[] = [{ value: input, field, recordIndex }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    if (visit.name !== undefined) check(visit.name, 'the property name holds', visit, errors);
    if (typeof visit.value === 'string') check(visit.value, 'holds', visit, errors);
    if (typeof visit.value !== 'object' || visit.value === null || seen.has(visit.value)) continue;
    seen.add(visit.value);
    stack.push(...membersOf(visit).reverse());
  }
  return errors;
};

const membersOf = ({ value, field, recordIndex }: Visit): Visit[] => {
  if (Array.isArray(value)) {
    return value.map((item, index) => ({
      value: item,
      field: `${field}[${index}]`,
      recordIndex: recordIndex ?? (field === 'records' ? index : undefined),
    }));
  }
  return Object.entries(value as object).map(([name, item]) => ({
    value: item,
    field: fieldOf(field, name),
    recordIndex,
    name,
  }));
};

/** `a.b` for plain names; any other name quoted, so that the message stays one line of text. */
const fieldOf = (parent: string, name: string): string => {
  if (!PLAIN_NAME.test(name)) return `${parent}[${JSON.stringify(name)}]`;
  return parent === '' ? name : `${parent}.${name}`;
};

const check = (text: string, holds: string, { field, recordIndex }: Visit, errors: CatalogueError[]) => {
  const at = text.search(LONE_SURROGATE);
  if (at === -1) return;
  const unit = text.charCodeAt(at).toString(16).toUpperCase();
  const character = [...text.slice(0, at)].length + 1; // counted in code points, as a reader counts characters
  const message = `${field}: ${holds} a lone surrogate (U+${unit} at character ${character}), which is not Unicode text`;
  errors.push({ ...(recordIndex !== undefined && { recordIndex }), field, rule: 'text', message });
};
