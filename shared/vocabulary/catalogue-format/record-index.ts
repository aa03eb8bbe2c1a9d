/**
 * The first pass of a catalogue's check, one record at a time in the file's order, and the index it
 * leaves for the passes after it: each id with its kind and record index, each ref with its record
 * index, one number each. Records are handed over and dropped; the index never holds one.
 */
import { isKind, KINDS, type Kind } from '#shared/vocabulary/catalogue/kinds.ts';
import { isUuid } from '#shared/vocabulary/formats/formats.ts';
import type { CatalogueError } from './catalogue-error.ts';
import { formatPath, issuesToErrors, makeError } from './issue-errors.ts';
import { type CatalogueRecord, recordSchemas, recordSchemasV2 } from './schema.ts';
import { illFormedText } from './well-formed-text.ts';

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const refKey = (kind: Kind, ref: string): string => `${kind}:${ref}`;

type FormatRecordSchemas = typeof recordSchemas | typeof recordSchemasV2;

/** A kind and a record index in one number: `index * KIND_SLOTS + the kind's place in KINDS`. */
const KIND_SLOTS = 32;
const kindCode = new Map(KINDS.map((kind, place) => [kind, place]));

/**
 * A UUID as the index keeps it: its 32 hexadecimal digits as 16 characters, one a pair of digits
 * (either case), a string half as long as the id's; anything else is no key of the index.
 */
const idKey = (id: string): string | undefined => {
  if (!isUuid(id)) return undefined;
  const codes: number[] = [];
  for (let at = 0; at < id.length; at += 2) {
    if (id.charCodeAt(at) === 0x2d) at += 1; // the dashes, after 8, 12, 16 and 20 digits
    codes.push(hexDigit(id.charCodeAt(at)) * 16 + hexDigit(id.charCodeAt(at + 1)));
  }
  return String.fromCharCode(...codes);
};

/** The value of a hexadecimal digit's character code: 0-9, a-f, A-F. */
const hexDigit = (code: number): number => (code <= 0x39 ? code - 0x30 : (code | 0x20) - 0x57);

/**
 * Each record's text and shape, its id against the ids before it and its ref against the refs
 * before it of its kind. What it keeps: each id read (valid record or not) with its kind and record
 * index, each ref of a valid record with its record index, and the ref of each record whose ref an
 * earlier record holds (a `duplicate_ref`, reported by the rules across records in their place).
 */
export class RecordIndex {
  /** id (`idKey`) → its first record's index and kind, coded (KIND_SLOTS). */
  private readonly ids = new Map<string, number>();
  /** kind → ref → the index of the first valid record of that kind holding it (the ref as parsed, no copy). */
  private readonly refs = new Map<Kind, Map<string, number>>();
  /** Index of a record whose ref an earlier record of the file holds → that `refKey`. */
  private readonly duplicateRefs = new Map<number, string>();
  private readonly schemas: FormatRecordSchemas;

  constructor(v2: boolean) {
    this.schemas = v2 ? recordSchemasV2 : recordSchemas;
  }

  /**
   * Checks the record at `index` (indices in ascending order): answers the record when its shape
   * is valid, and its errors of text, shape and id, in the order the whole check reports them.
   */
  add(raw: unknown, index: number): { record: CatalogueRecord | undefined; errors: CatalogueError[] } {
    const errors = illFormedText(raw, `records[${index}]`, index);
    const shape = checkRecordShape(raw, index, this.schemas);
    errors.push(...shape.errors);
    const duplicateId = this.addId(raw, index);
    if (duplicateId) errors.push(duplicateId);
    if (shape.record) this.addRef(shape.record, index);
    return { record: shape.record, errors };
  }

  /** The record when its shape is valid (the schema's output), without the errors `add` reported. */
  recordOf(raw: unknown): CatalogueRecord | undefined {
    if (!isObject(raw) || !isKind(raw.kind)) return undefined;
    const parsed = this.schemas[raw.kind].safeParse(raw);
    return parsed.success ? (parsed.data as CatalogueRecord) : undefined;
  }

  kindOf(id: string): Kind | undefined {
    const key = idKey(id);
    const code = key === undefined ? undefined : this.ids.get(key);
    return code === undefined ? undefined : KINDS[code % KIND_SLOTS];
  }

  has(id: string): boolean {
    const key = idKey(id);
    return key !== undefined && this.ids.has(key);
  }

  /** The `duplicate_ref` error of the record at `index`, if an earlier record of the file holds its ref. */
  duplicateRefOf(index: number): CatalogueError | undefined {
    const key = this.duplicateRefs.get(index);
    if (key === undefined) return undefined;
    const kind = key.slice(0, key.indexOf(':')) as Kind;
    const ref = key.slice(kind.length + 1);
    const text = `${ref} is already the ref of records[${this.refs.get(kind)?.get(ref)}] (refs are unique per kind)`;
    return makeError(index, formatPath(['records', index, 'ref']), 'duplicate_ref', text);
  }

  /** Ids of invalid records count too: relations to them are then not reported missing. */
  private addId(raw: unknown, index: number): CatalogueError | undefined {
    if (!isObject(raw) || !isKind(raw.kind) || typeof raw.id !== 'string') return undefined;
    const key = idKey(raw.id);
    if (key === undefined) return undefined;
    const first = this.ids.get(key);
    if (first === undefined) {
      this.ids.set(key, index * KIND_SLOTS + kindCode.get(raw.kind)!);
      return undefined;
    }
    const text = `duplicates the id of records[${Math.floor(first / KIND_SLOTS)}]`;
    return makeError(index, formatPath(['records', index, 'id']), 'duplicate_id', text);
  }

  private addRef(record: CatalogueRecord, index: number) {
    let refs = this.refs.get(record.kind);
    if (!refs) {
      refs = new Map();
      this.refs.set(record.kind, refs);
    }
    if (refs.has(record.ref)) this.duplicateRefs.set(index, refKey(record.kind, record.ref));
    else refs.set(record.ref, index);
  }
}

/** The shape of one record: the record when valid, else what is wrong with it. */
const checkRecordShape = (
  raw: unknown,
  index: number,
  schemas: FormatRecordSchemas,
): { record: CatalogueRecord | undefined; errors: CatalogueError[] } => {
  const prefix = ['records', index];
  if (!isObject(raw))
    return { record: undefined, errors: [makeError(index, formatPath(prefix), 'type', 'must be an object')] };
  const kind = raw.kind;
  if (!isKind(kind)) {
    const error =
      kind === undefined
        ? makeError(index, formatPath([...prefix, 'kind']), 'required', 'is required')
        : makeError(index, formatPath([...prefix, 'kind']), 'enum', `must be one of ${KINDS.join(', ')}`);
    return { record: undefined, errors: [error] };
  }
  const parsed = schemas[kind].safeParse(raw, { reportInput: true });
  return parsed.success
    ? { record: parsed.data as CatalogueRecord, errors: [] }
    : { record: undefined, errors: issuesToErrors(parsed.error.issues, prefix, index, kind) };
};
