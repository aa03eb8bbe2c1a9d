import { describe, expect, it } from 'vitest';
import { type FileRecord, selects } from '#infra/cli/search-eval/catalogue-selection.ts';

/** The eval counts what a question should find from the catalogue file itself: the format's rules for archived and deleted records hold there too. */
describe("the search eval's reading of a catalogue file", () => {
  const now = Date.parse('2026-11-25T00:00:00Z');
  const document = (fields: Partial<FileRecord>): FileRecord => ({
    kind: 'document',
    id: 'd',
    ref: 'DOC-1',
    title: 'Plan de prévention',
    ...fields,
  });

  it('never selects a soft-deleted record, archived or not', () => {
    expect(selects(document({ deletedAt: '2026-01-01T00:00:00Z' }), 'document', {}, now, now)).toBe(false);
    expect(
      selects(
        document({ deletedAt: '2026-01-01T00:00:00Z', archived: true }),
        'document',
        { archived: true },
        now,
        now,
      ),
    ).toBe(false);
    expect(selects(document({ deletedAt: null }), 'document', {}, now, now)).toBe(true);
  });

  it('takes archivedAt as archived, with or without archived: true', () => {
    const archived = document({ archivedAt: '2026-01-01T00:00:00Z' });
    expect(selects(archived, 'document', {}, now, now)).toBe(false);
    expect(selects(archived, 'document', { archived: true }, now, now)).toBe(true);
    expect(selects(document({ archived: true }), 'document', { archived: true }, now, now)).toBe(true);
  });
});
