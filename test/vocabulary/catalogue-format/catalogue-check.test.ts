import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Kind } from '#shared/vocabulary/catalogue/kinds.ts';
import { CatalogueCheck } from '#shared/vocabulary/catalogue-format/catalogue-check.ts';
import { type ExistingRecords, refKey, validateCatalogue } from '#shared/vocabulary/catalogue-format/validate.ts';
import { brokenCatalogue } from '#test/support/broken-catalogues.ts';
import { checkInPasses, wholeFileCheck } from '#test/support/catalogue-passes.ts';

type Raw = Record<string, unknown>;

/** The specification's example catalogue (a v1 file), copied beside the tests. */
const devCatalogue = () =>
  JSON.parse(readFileSync(new URL('./fixtures/catalogue-dev.json', import.meta.url), 'utf8')) as {
    format: string;
    records: Raw[];
  };

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [UNIT, INSTALLATION, EQUIPMENT, PROVIDER, INTERVENTION, ANOMALY] = [1, 2, 3, 4, 5, 6].map(id) as [
  string,
  string,
  string,
  string,
  string,
  string,
];

/** validate.test.ts's small catalogue: one record of each related kind. */
const base = () => ({
  format: 'catalogue/v1',
  organization: { id: id(100), type: 'rs', name: 'Foncière Test', language: 'fr-FR', timezone: 'Europe/Paris' },
  users: [
    { id: id(101), firstName: 'Léa', lastName: 'Martin', email: 'lea@example.com', role: 'admin', status: 'active' },
  ] as Raw[],
  records: [
    { kind: 'unit', id: UNIT, ref: 'UNI-1', title: 'Bâtiment A', city: 'Lyon' },
    {
      kind: 'technical_installation',
      id: INSTALLATION,
      ref: 'INS-1',
      title: 'Ch',
      category: 'heating',
      unitIds: [UNIT],
    },
    {
      kind: 'equipment',
      id: EQUIPMENT,
      ref: 'EQU-1',
      title: 'Chaudière',
      status: 'in_service',
      unitIds: [UNIT],
      technicalInstallationIds: [INSTALLATION],
    },
    {
      kind: 'provider',
      id: PROVIDER,
      ref: 'PRO-1',
      title: 'CS',
      status: 'active',
      providerType: 'qualified_technician',
    },
    {
      kind: 'intervention',
      id: INTERVENTION,
      ref: 'INT-1',
      title: 'Entretien annuel',
      status: 'planned',
      interventionType: 'preventive',
      scheduledAt: '2025-03-14T09:30:00Z',
      providerId: PROVIDER,
      unitIds: [UNIT],
    },
    {
      kind: 'anomaly',
      id: ANOMALY,
      ref: 'ANO-1',
      title: 'Fuite',
      status: 'open',
      priority: 'high',
      detectedAt: '2025-03-01T08:00:00+01:00',
      equipmentIds: [EQUIPMENT],
      unitIds: [UNIT],
    },
  ] as Raw[],
});
type Base = ReturnType<typeof base>;

const stored = (entries: [string, Kind][], refs: [string, string][] = []): ExistingRecords => ({
  ids: new Map(entries),
  refs: new Map(refs),
});

/** The broken files of validate.test.ts, each a change of the small catalogue, and what the organization holds. */
const smallCases: [string, (c: Base) => void, ExistingRecords?][] = [
  ['bad uuid', (c) => (c.records[3]!.id = '00000000-0000-0000-8000-000000000004')],
  ['bad uuid in a relation array', (c) => (c.records[5]!.equipmentIds = ['nope'])],
  ['bad ref', (c) => (c.records[5]!.ref = 'ANO-01')],
  ['unknown property', (c) => (c.records[2]!.colour = 'red')],
  ['a property of another kind', (c) => (c.records[0]!.priority = 'high')],
  ['wrong status', (c) => (c.records[5]!.status = 'planned')],
  ['a status on a kind without', (c) => (c.records[0]!.status = 'open')],
  ['missing status', (c) => delete c.records[3]!.status],
  ['bad enum', (c) => (c.records[5]!.priority = 'urgent')],
  ['unknown kind', (c) => (c.records[1]!.kind = 'invoice')],
  [
    'bad timestamps',
    (c) => {
      c.records[4]!.scheduledAt = '2025-03-14T09:30:00';
      c.records[5]!.detectedAt = 'x';
    },
  ],
  [
    'lengths and types',
    (c) => {
      c.records[0]!.title = '';
      c.records[1]!.title = 'x'.repeat(301);
    },
  ],
  [
    'organization and users',
    (c) => {
      c.format = 'catalogue/v3';
      c.organization.timezone = 'Mars/Olympus';
      c.organization.language = 'fr';
      c.users[0]!.role = 'owner';
    },
  ],
  ['time zone as an offset', (c) => (c.organization.timezone = '+01:00')],
  ['a record that is not an object', (c) => (c.records[2] = 'unit' as unknown as Raw)],
  ['duplicate id', (c) => c.records.push({ kind: 'document', id: UNIT, ref: 'DOC-1', title: 'Plan' })],
  [
    'duplicate ref',
    (c) => c.records.push({ kind: 'anomaly', id: id(7), ref: 'ANO-1', title: 'Autre', status: 'resolved' }),
  ],
  [
    'duplicate ref against a stored record',
    () => {},
    stored([[id(60), 'anomaly']], [[refKey('anomaly', 'ANO-1'), id(60)]]),
  ],
  [
    'relation to a missing record',
    (c) => {
      c.records[4]!.providerId = id(99);
      c.records[5]!.equipmentIds = [id(99)];
    },
  ],
  [
    'relations of the wrong kind',
    (c) => {
      c.records[5]!.unitIds = [INSTALLATION];
      c.records[2]!.technicalInstallationIds = [UNIT];
      c.records.push({
        kind: 'report',
        id: id(8),
        ref: 'REP-1',
        title: 'R',
        status: 'validated',
        interventionId: ANOMALY,
      });
    },
  ],
  [
    'relation to a stored record of the wrong kind',
    (c) => (c.records[4]!.providerId = id(70)),
    stored([[id(70), 'contact']]),
  ],
  ['a stored id of another kind', () => {}, stored([[UNIT, 'document']])],
  ['a relation to an invalid record', (c) => (c.records[0]!.title = '')],
  [
    'duplicate user id and e-mail',
    (c) => c.users.push({ ...c.users[0], lastName: 'Bis', email: 'LEA@example.com', role: 'viewer' }),
  ],
  [
    'errors everywhere',
    (c) => {
      c.records[5]!.priority = 'urgent';
      c.records[1]!.ref = 'ins-1';
      c.organization.name = '';
    },
  ],
  ['records not an array', (c) => (c.records = 'none' as unknown as Raw[])],
  ['v2 members in a v1 file', (c) => c.records.push({ ...c.records[0], id: id(9), ref: 'UNI-9', labelIds: [] })],
];

/** record-index.test.ts's broken dev catalogues. */
const devCases: [string, (file: ReturnType<typeof devCatalogue>) => void][] = [
  [
    'text, shape, id and ref problems',
    (file) => {
      const first = file.records[0]!;
      file.records.push({ ...first, id: String(first.id).toUpperCase() });
      file.records.push({ ...first, id: id(1), title: 'Bad \ud800 text' });
      file.records.push({ ...first, id: 'not-a-uuid', kind: 'nothing' });
      file.records.push({ ...first, id: id(2), priority: 'urgent' });
    },
  ],
  ['an invalid record', (file) => file.records.push({ ...file.records[0]!, title: 42, id: id(0xabcd) })],
];

const expectSameChecks = (file: unknown, existing?: ExistingRecords) => {
  const whole = wholeFileCheck(file, existing);
  expect(checkInPasses(structuredClone(file), existing, { chunk: 2 })).toEqual(whole);
  return whole;
};

describe('CatalogueCheck: the passes give what validateCatalogue gives', () => {
  it.each(smallCases)('%s', (_, mutate, existing) => {
    const file = base();
    mutate(file);
    expect(expectSameChecks(file, existing).ok).toBe(false);
  });

  it.each(devCases)('the dev catalogue with %s', (_, mutate) => {
    const file = devCatalogue();
    mutate(file);
    expect(expectSameChecks(file).ok).toBe(false);
  });

  it('the format stated after the records decides how they are read', () => {
    const { format, ...rest } = base();
    const file = {
      ...rest,
      records: [...rest.records, { ...rest.records[0], id: id(9), ref: 'UNI-9', labelIds: [] }],
      format,
    };
    const result = expectSameChecks(file);
    expect(result.ok ? [] : result.errors.map((error) => error.rule)).toEqual(['unknown_property']);
    expect(expectSameChecks({ ...file, format: 'catalogue/v2' }).ok).toBe(true);
  });

  it('files that are no catalogue', () => {
    for (const file of [null, {}, [], 'catalogue', { records: [{}, 1] }]) expect(expectSameChecks(file).ok).toBe(false);
  });

  it('the valid files, with the catalogue they answer', () => {
    expect(expectSameChecks(base()).ok).toBe(true);
    expect(expectSameChecks(devCatalogue()).ok).toBe(true);
  });

  it('generated broken files, against generated stored facts, in any chunks, keeping any number of errors', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        // Some changes pick among the first records, so that one record gathers several problems.
        fc.array(fc.tuple(fc.nat(), fc.oneof(fc.nat(4), fc.nat()), fc.nat()), { maxLength: 12 }),
        fc.integer({ min: 1, max: 40 }),
        fc.option(fc.integer({ min: 0, max: 15 }), { nil: undefined }),
        (seed, changes, chunk, maxErrors) => {
          const { file, existing } = brokenCatalogue(seed, changes);
          const whole = validateCatalogue(file, existing);
          const passes = checkInPasses(file, existing, { chunk, maxErrors });
          if (whole.ok) {
            expect(passes).toEqual({ ok: true, catalogue: { ...whole.catalogue, records: [] } });
            return;
          }
          expect(whole.errorCount).toBe(whole.errors.length);
          expect(passes).toEqual({ ok: false, errors: whole.errors.slice(0, maxErrors), errorCount: whole.errorCount });
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('CatalogueCheck: at most maxErrors errors', () => {
  /** A file with an error of the envelope and errors of pass 1 and of pass 2 in many records, some in both. */
  const manyErrors = () => {
    const file = base() as Base & { format: string; plans?: unknown[] };
    file.format = 'catalogue/v2';
    file.organization.name = '';
    for (let n = 0; n < 300; n += 1) {
      // Pass 1 finds a wrong type, or a lone surrogate that pass 2 follows with a duplicate ref.
      const title = n % 2 ? 42 : 'x \ud800';
      file.records.push({ kind: 'anomaly', id: id(1000 + n), ref: 'ANO-1', title, status: 'open' });
      // Pass 1 finds a duplicate id, pass 2 a missing unit.
      const unitIds = [id(5000 + n)];
      file.records.push({
        kind: 'anomaly',
        id: id(1000 + n),
        ref: `ANO-${n + 2}`,
        title: 'x',
        status: 'open',
        unitIds,
      });
    }
    return file;
  };

  it('keeps the first errors of the whole order and counts them all', () => {
    const file = manyErrors();
    const whole = validateCatalogue(file);
    if (whole.ok) throw new Error('expected the file to be rejected');
    expect(whole.errors.length).toBeGreaterThan(600);
    // The file's errors first, then by record; a record's errors of pass 1 before those of pass 2.
    expect(whole.errors.slice(0, 5).map((error) => [error.field, error.rule])).toEqual([
      ['organization.name', 'min_length'],
      ['records[6].title', 'text'],
      ['records[6].ref', 'duplicate_ref'],
      ['records[7].id', 'duplicate_id'],
      ['records[7].unitIds[0]', 'relation_missing'],
    ]);
    expect(new Set(whole.errors.map((error) => error.rule))).toEqual(
      new Set(['min_length', 'type', 'text', 'duplicate_ref', 'duplicate_id', 'relation_missing']),
    );
    for (const maxErrors of [0, 1, 10, 450, 10_000]) {
      expect(checkInPasses(file, undefined, { maxErrors, chunk: 100 })).toEqual({
        ok: false,
        errors: whole.errors.slice(0, maxErrors),
        errorCount: whole.errors.length,
      });
    }
  });
});

describe('CatalogueCheck: the order of the passes', () => {
  const sectionFacts = {
    labels: new Map(),
    users: new Set<string>(),
    plans: new Map(),
    anomalyUnits: new Map(),
    sectionItems: new Set<string>(),
    ids: new Map(),
  };
  const noneStored = { ids: new Map(), refs: new Map() };

  it('takes the records of each pass in the file order, pass 1 whole before pass 2', () => {
    const [first, second] = base().records;
    const check = new CatalogueCheck({ ...base(), records: [] });
    expect(() => check.first(first, 1)).toThrow('expected record 0');
    check.first(first, 0);
    expect(() => check.storedNeeds([{ raw: first }])).toThrow('pass 1');
    expect(() => check.second(first, 0, noneStored)).toThrow('not in second');
    check.startSecond(sectionFacts);
    expect(() => check.first(second, 1)).toThrow('not in first');
    expect(() => check.finish()).toThrow('saw 0 records of 1');
    check.second(first, 0, noneStored);
    expect(check.finish()).toMatchObject({ ok: true });
  });

  it('names the stored ids and refs a chunk needs: its ids, the targets the file lacks, its refs', () => {
    const file = base();
    const check = new CatalogueCheck({ ...file, records: [] });
    const [unit, installation] = file.records as [Raw, Raw];
    check.first(installation, 0);
    check.sectionNeeds();
    installation.unitIds = [UNIT.toUpperCase(), INSTALLATION];
    expect(check.storedNeeds([{ raw: installation }, { raw: unit }])).toEqual({
      ids: [INSTALLATION, UNIT],
      refs: [
        { kind: 'technical_installation', ref: 'INS-1' },
        { kind: 'unit', ref: 'UNI-1' },
      ],
    });
  });

  it('answers the parsed record for the write pass, and refuses an invalid one', () => {
    const check = new CatalogueCheck({ ...base(), records: [] });
    const unit = { ...base().records[0], id: UNIT.toUpperCase() };
    expect(check.recordOf(unit)).toMatchObject({ id: UNIT, status: null, unitIds: [] });
    expect(() => check.recordOf({ ...unit, title: '' })).toThrow('invalid');
  });
});
