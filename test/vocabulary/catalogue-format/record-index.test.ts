import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RecordIndex, validateCatalogue } from '#shared/vocabulary/catalogue-format/validate.ts';

/** The specification's example catalogue (a v2 file), copied beside the tests. */
const devCatalogue = () =>
  JSON.parse(readFileSync(new URL('./fixtures/catalogue-dev.json', import.meta.url), 'utf8')) as {
    format: string;
    records: Record<string, unknown>[];
  };

/** The file's records given to an index one at a time, as a stream hands them over: every error the index finds. */
const indexErrors = (file: ReturnType<typeof devCatalogue>) => {
  const index = new RecordIndex(file.format === 'catalogue/v2');
  const errors = file.records.flatMap((raw, at) => {
    const { errors: found } = index.add(structuredClone(raw), at);
    const duplicateRef = index.duplicateRefOf(at);
    return duplicateRef ? [...found, duplicateRef] : found;
  });
  return { index, errors };
};

const wholeFileErrors = (file: unknown) => {
  const result = validateCatalogue(file);
  if (result.ok) throw new Error('expected the catalogue to be rejected');
  return result.errors;
};

describe('RecordIndex: the first pass of the check, one record at a time', () => {
  it("finds a record's text, shape, id and ref problems in the words and order of the whole file's check", () => {
    const file = devCatalogue();
    const first = file.records[0]!;
    const newId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    file.records.push({ ...first, id: String(first.id).toUpperCase() }); // the same id, written otherwise
    file.records.push({ ...first, id: newId(1), title: 'Bad \ud800 text' });
    file.records.push({ ...first, id: 'not-a-uuid', kind: 'nothing' });
    file.records.push({ ...first, id: newId(2), priority: 'urgent' });
    const { errors } = indexErrors(file);
    // The file's relations resolve: the whole check finds no other problem.
    expect(errors).toEqual(wholeFileErrors(file));
    expect(errors.map((error) => error.rule)).toEqual([
      'duplicate_id',
      'duplicate_ref',
      'text',
      'duplicate_ref',
      'enum',
      'unknown_property',
    ]);
  });

  it('knows the kind of every id of the file, of an invalid record too, and nothing else', () => {
    const file = devCatalogue();
    const broken = { ...file.records[0]!, title: 42 };
    file.records.push({ ...broken, id: '00000000-0000-4000-8000-00000000abcd' });
    const { index, errors } = indexErrors(file);
    expect(errors.map((error) => error.rule)).toEqual(['type']);
    for (const record of file.records) expect(index.kindOf(String(record.id).toLowerCase())).toBe(record.kind);
    expect(index.kindOf('00000000-0000-4000-8000-00000000abcd')).toBe(file.records[0]!.kind);
    expect(index.has('00000000-0000-4000-8000-0000000fffff')).toBe(false);
  });

  it('answers the valid record, parsed, and keeps nothing of it but its id and ref', () => {
    const file = devCatalogue();
    const index = new RecordIndex(true);
    const { record } = index.add(file.records[0], 0);
    expect(record).toMatchObject({ id: file.records[0]!.id, kind: file.records[0]!.kind });
    expect(index.add({ ...file.records[0], id: '00000000-0000-4000-8000-00000000abcd' }, 1).errors).toEqual([]);
    expect(index.duplicateRefOf(1)?.message).toBe(
      `records[1].ref: ${String(file.records[0]!.ref)} is already the ref of records[0] (refs are unique per kind)`,
    );
  });
});
