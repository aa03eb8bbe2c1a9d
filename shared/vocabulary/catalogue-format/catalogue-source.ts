/**
 * A catalogue file as the import reads it (docs/import-jobs.md, "Memory"): passes over its records,
 * one record at a time from a given one on, each ending with the envelope (the file with its
 * `records` left `[]`), so that no pass holds more than a record of the file. A job's file is read
 * from the bucket at each pass (import-job-file.ts); a file already in memory (the direct import,
 * tests) is passed over in place.
 */
import { createHash } from 'node:crypto';
import type { FilePart } from './json-stream.ts';

/** What the first pass learns of the file: its envelope, its number of records, and its SHA-256. */
export interface FileOutline {
  envelope: unknown;
  recordCount: number;
  /** The journal's name of the file: an unfinished import is finished by the file of this hash. */
  fileHash: string;
}

export interface CatalogueSource {
  /** A pass that parses no record: the envelope, the count and the digest. */
  outline(): Promise<FileOutline>;
  /** A pass over the records from `from` on, then the envelope. */
  parts(from?: number): AsyncIterable<FilePart>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The file in memory, read in place. */
export const sourceOfValue = (input: unknown): CatalogueSource => {
  const records = isObject(input) && Array.isArray(input.records) ? input.records : [];
  const envelope = isObject(input) && Array.isArray(input.records) ? { ...input, records: [] } : input;
  return {
    outline: async () => ({ envelope, recordCount: records.length, fileHash: fileHashOf(input) }),
    async *parts(from = 0) {
      for (let index = from; index < records.length; index++) yield { record: { raw: records[index], index } };
      yield { envelope, recordCount: records.length };
    },
  };
};

/**
 * The SHA-256 of the file as `JSON.stringify` writes it, taken a piece at a time (a member of the
 * file, and its `records` a record at a time): no string of the whole file is made.
 */
export const fileHashOf = (input: unknown): string => {
  const hash = createHash('sha256');
  for (const piece of jsonPieces(input)) hash.update(piece);
  return hash.digest('hex');
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as { toJSON?: unknown }).toJSON !== 'function';

/** `JSON.stringify(input)` in pieces: members whose value it leaves out (undefined, functions) are left out. */
function* jsonPieces(input: unknown): Generator<string> {
  if (!isPlainObject(input)) {
    yield JSON.stringify(input) as string;
    return;
  }
  yield '{';
  let separator = '';
  for (const [name, value] of Object.entries(input)) {
    const records = name === 'records' && Array.isArray(value) ? value : undefined;
    const text = records ? undefined : (JSON.stringify(value) as string | undefined);
    if (!records && text === undefined) continue;
    yield `${separator}${JSON.stringify(name)}:`;
    separator = ',';
    if (records) yield* arrayPieces(records);
    else yield text!;
  }
  yield '}';
}

function* arrayPieces(items: readonly unknown[]): Generator<string> {
  yield '[';
  for (let at = 0; at < items.length; at++) yield `${at === 0 ? '' : ','}${JSON.stringify(items[at]) ?? 'null'}`;
  yield ']';
}
