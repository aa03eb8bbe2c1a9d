import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '#infra/local/seed/catalogue-generator.ts';
import { fileHashOf } from '#shared/vocabulary/catalogue-format/catalogue-source.ts';

/** The digest of the whole file's text, as one string: what a journal written before holds. */
const wholeTextHash = (input: unknown) => createHash('sha256').update(JSON.stringify(input)).digest('hex');

const devCatalogue = JSON.parse(
  readFileSync(new URL('../../vocabulary/catalogue-format/fixtures/catalogue-dev.json', import.meta.url), 'utf8'),
) as unknown;

describe("fileHashOf: the file's digest, taken a piece at a time", () => {
  it('is the digest of the whole JSON text of a catalogue', () => {
    const generated = generateCatalogue({
      organization: { id: 'b0000000-0000-4000-8000-000000000001', name: 'Hash' },
      records: 300,
    });
    for (const file of [devCatalogue, generated]) expect(fileHashOf(file)).toBe(wholeTextHash(file));
  });

  it('writes what JSON.stringify writes for any value, records or not', () => {
    const values: unknown[] = [
      {
        format: 'catalogue/v2',
        records: [1, undefined, () => 0, { a: undefined, b: [undefined] }],
        skipped: undefined,
      },
      { records: 'not an array', organization: { id: 'x' }, f: () => 1, n: null },
      { first: undefined, records: [], last: new Date(0) },
      { records: [{ nested: { records: [1, 2] } }] },
      {},
      [{ records: [1] }],
      'text',
      42,
      null,
      new Date(0),
    ];
    for (const value of values) expect(fileHashOf(value)).toBe(wholeTextHash(value));
  });

  it('tells two files apart by a record', () => {
    const changed = structuredClone(devCatalogue) as { records: { title: string }[] };
    changed.records[3]!.title = `${changed.records[3]!.title}.`;
    expect(fileHashOf(changed)).not.toBe(fileHashOf(devCatalogue));
  });
});
