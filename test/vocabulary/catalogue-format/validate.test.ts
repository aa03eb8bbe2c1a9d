import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Kind } from '#shared/vocabulary/catalogue/kinds.ts';
import type { CatalogueError } from '#shared/vocabulary/catalogue-format/catalogue-error.ts';
import { catalogueSchema } from '#shared/vocabulary/catalogue-format/schema.ts';
import {
  type CatalogueValidation,
  formatCatalogueErrors,
  refKey,
  validateCatalogue,
} from '#shared/vocabulary/catalogue-format/validate.ts';

/** A copy of the specification's example catalogue: the tests must not depend on files outside the checkout. */
const devCatalogue = JSON.parse(readFileSync(new URL('./fixtures/catalogue-dev.json', import.meta.url), 'utf8')) as {
  records: Record<string, unknown>[];
};

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const UNIT = id(1);
const INSTALLATION = id(2);
const EQUIPMENT = id(3);
const PROVIDER = id(4);
const INTERVENTION = id(5);
const ANOMALY = id(6);

/** A small valid catalogue with one record of each related kind. */
const base = () => ({
  format: 'catalogue/v1',
  organization: { id: id(100), type: 'rs', name: 'Foncière Test', language: 'fr-FR', timezone: 'Europe/Paris' },
  users: [
    { id: id(101), firstName: 'Léa', lastName: 'Martin', email: 'lea@example.com', role: 'admin', status: 'active' },
  ],
  records: [
    { kind: 'unit', id: UNIT, ref: 'UNI-1', title: 'Bâtiment A', city: 'Lyon' },
    {
      kind: 'technical_installation',
      id: INSTALLATION,
      ref: 'INS-1',
      title: 'Chaufferie',
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
      title: 'Chauffage Services',
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
  ] as Record<string, unknown>[],
});

type Base = ReturnType<typeof base>;

const errorsOf = (result: CatalogueValidation): CatalogueError[] => {
  if (result.ok) throw new Error('expected the catalogue to be rejected');
  return result.errors;
};

const invalid = (mutate: (c: Base) => void, existing?: Parameters<typeof validateCatalogue>[1]) => {
  const catalogue = base();
  mutate(catalogue);
  return errorsOf(validateCatalogue(catalogue, existing));
};

describe('validateCatalogue: valid files', () => {
  it('accepts the dev catalogue', () => {
    const result = validateCatalogue(devCatalogue);
    if (!result.ok) throw new Error(formatCatalogueErrors(result.errors));
    expect(result.catalogue.records).toHaveLength(devCatalogue.records.length);
    expect(result.catalogue.organization.name).toBe('Foncière Lumière');
    // the file-level zod schema (discriminated union) agrees
    expect(catalogueSchema.safeParse(devCatalogue).success).toBe(true);
  });

  it('accepts the small catalogue and applies defaults', () => {
    const result = validateCatalogue(base());
    if (!result.ok) throw new Error(formatCatalogueErrors(result.errors));
    const [unit, , , , intervention] = result.catalogue.records;
    expect(unit).toMatchObject({
      status: null,
      subtitle: null,
      archived: false,
      historized: false,
      unitIds: [],
      technicalInstallationIds: [],
    });
    expect(intervention).toMatchObject({ completedAt: null, providerId: PROVIDER });
    expect(unit?.createdAt).toBeUndefined();
  });

  it('lower-cases ids and de-duplicates relation arrays', () => {
    const catalogue = base();
    catalogue.records[0]!.id = UNIT.toUpperCase();
    catalogue.records[5]!.unitIds = [UNIT, UNIT.toUpperCase()];
    const result = validateCatalogue(catalogue);
    if (!result.ok) throw new Error(formatCatalogueErrors(result.errors));
    expect(result.catalogue.records[0]?.id).toBe(UNIT);
    expect(result.catalogue.records[5]?.unitIds).toEqual([UNIT]);
  });

  it('allows the same ref in two different kinds', () => {
    const result = validateCatalogue(
      (() => {
        const c = base();
        c.records.push({ kind: 'document', id: id(7), ref: 'ANO-1', title: 'Photo' });
        return c;
      })(),
    );
    expect(result.ok).toBe(true);
  });

  it('accepts a relation satisfied by an existing record of the organization', () => {
    const stored = id(50);
    const catalogue = base();
    catalogue.records[5]!.unitIds = [UNIT, stored];
    expect(validateCatalogue(catalogue).ok).toBe(false);
    const existing = { ids: new Map<string, Kind>([[stored, 'unit']]) };
    expect(validateCatalogue(catalogue, existing).ok).toBe(true);
  });
});

describe('validateCatalogue: shape errors', () => {
  it('bad uuid', () => {
    const errors = invalid((c) => (c.records[3]!.id = '00000000-0000-0000-8000-000000000004'));
    expect(errors[0]).toMatchObject({ recordIndex: 3, field: 'records[3].id', rule: 'uuid' });
    expect(errors[0]?.message).toMatch(/^records\[3\]\.id: must be a UUID/);
  });

  it('bad uuid in a relation array', () => {
    const errors = invalid((c) => (c.records[5]!.equipmentIds = ['nope']));
    expect(errors).toEqual([
      expect.objectContaining({ recordIndex: 5, field: 'records[5].equipmentIds[0]', rule: 'uuid' }),
    ]);
  });

  it('bad ref', () => {
    const errors = invalid((c) => (c.records[5]!.ref = 'ANO-01'));
    expect(errors).toEqual([expect.objectContaining({ recordIndex: 5, field: 'records[5].ref', rule: 'ref' })]);
  });

  it('unknown property', () => {
    const errors = invalid((c) => (c.records[2]!.colour = 'red'));
    expect(errors).toEqual([
      {
        recordIndex: 2,
        field: 'records[2].colour',
        rule: 'unknown_property',
        message: 'records[2].colour: is not a property of an equipment record',
      },
    ]);
  });

  it('a property of another kind is unknown', () => {
    const errors = invalid((c) => (c.records[0]!.priority = 'high'));
    expect(errors).toEqual([
      expect.objectContaining({ recordIndex: 0, field: 'records[0].priority', rule: 'unknown_property' }),
    ]);
  });

  it('wrong status for the kind', () => {
    const errors = invalid((c) => (c.records[5]!.status = 'planned'));
    expect(errors).toEqual([
      {
        recordIndex: 5,
        field: 'records[5].status',
        rule: 'status',
        message: 'records[5].status: must be one of open, in_progress, resolved, cancelled for kind anomaly',
      },
    ]);
  });

  it('a status on a kind without statuses', () => {
    const errors = invalid((c) => (c.records[0]!.status = 'open'));
    expect(errors).toEqual([expect.objectContaining({ recordIndex: 0, field: 'records[0].status', rule: 'status' })]);
    expect(errors[0]?.message).toBe('records[0].status: must be null (a unit record has no status)');
  });

  it('missing status on a kind with statuses', () => {
    const errors = invalid((c) => delete c.records[3]!.status);
    expect(errors).toEqual([expect.objectContaining({ recordIndex: 3, field: 'records[3].status', rule: 'required' })]);
  });

  it('bad enum value', () => {
    const errors = invalid((c) => (c.records[5]!.priority = 'urgent'));
    expect(errors).toEqual([
      {
        recordIndex: 5,
        field: 'records[5].priority',
        rule: 'enum',
        message: 'records[5].priority: must be one of low, medium, high, critical',
      },
    ]);
  });

  it('unknown kind', () => {
    const errors = invalid((c) => (c.records[1]!.kind = 'invoice'));
    expect(errors[0]).toMatchObject({ recordIndex: 1, field: 'records[1].kind', rule: 'enum' });
  });

  it('bad timestamp', () => {
    const errors = invalid((c) => {
      c.records[4]!.scheduledAt = '2025-03-14T09:30:00';
      c.records[5]!.detectedAt = '2025-02-30T08:00:00Z';
    });
    expect(errors).toEqual([
      expect.objectContaining({ recordIndex: 4, field: 'records[4].scheduledAt', rule: 'timestamp' }),
      expect.objectContaining({ recordIndex: 5, field: 'records[5].detectedAt', rule: 'timestamp' }),
    ]);
  });

  it('title length and type', () => {
    const errors = invalid((c) => {
      c.records[0]!.title = '';
      c.records[1]!.title = 'x'.repeat(301);
      c.records[2]!.archived = 'no';
    });
    expect(errors.map((e) => [e.field, e.rule])).toEqual([
      ['records[0].title', 'min_length'],
      ['records[1].title', 'max_length'],
      ['records[2].archived', 'type'],
    ]);
  });

  it('organization and users', () => {
    const errors = invalid((c) => {
      c.format = 'catalogue/v3';
      c.organization.timezone = 'Mars/Olympus';
      c.organization.language = 'fr';
      c.users[0]!.role = 'owner';
    });
    expect(errors.map((e) => [e.recordIndex, e.field, e.rule])).toEqual([
      [undefined, 'format', 'enum'],
      [undefined, 'organization.language', 'enum'],
      [undefined, 'organization.timezone', 'timezone'],
      [undefined, 'users[0].role', 'enum'],
    ]);
  });

  it('rejects a time zone given as an offset', () => {
    const errors = invalid((c) => (c.organization.timezone = '+01:00'));
    expect(errors).toEqual([expect.objectContaining({ field: 'organization.timezone', rule: 'timezone' })]);
  });

  it('a record that is not an object', () => {
    const errors = invalid((c) => (c.records[2] = 'unit' as unknown as Record<string, unknown>));
    expect(errors).toContainEqual(expect.objectContaining({ recordIndex: 2, field: 'records[2]', rule: 'type' }));
  });

  it('not a catalogue at all', () => {
    expect(errorsOf(validateCatalogue(null))[0]).toMatchObject({ field: '', rule: 'type' });
    expect(errorsOf(validateCatalogue({})).map((e) => e.field)).toEqual(['format', 'organization', 'records']);
  });
});

describe('validateCatalogue: rules across records', () => {
  it('duplicate id', () => {
    const errors = invalid((c) => c.records.push({ kind: 'document', id: UNIT, ref: 'DOC-1', title: 'Plan' }));
    expect(errors).toEqual([
      {
        recordIndex: 6,
        field: 'records[6].id',
        rule: 'duplicate_id',
        message: 'records[6].id: duplicates the id of records[0]',
      },
    ]);
  });

  it('duplicate ref within a kind', () => {
    const errors = invalid((c) =>
      c.records.push({ kind: 'anomaly', id: id(7), ref: 'ANO-1', title: 'Autre fuite', status: 'resolved' }),
    );
    expect(errors).toEqual([
      expect.objectContaining({ recordIndex: 6, field: 'records[6].ref', rule: 'duplicate_ref' }),
    ]);
    expect(errors[0]?.message).toMatch(/records\[5\]/);
  });

  it('duplicate ref against a stored record, unless the file moves that record', () => {
    const stored = id(60);
    const existing = {
      ids: new Map<string, Kind>([[stored, 'anomaly']]),
      refs: new Map([[refKey('anomaly', 'ANO-1'), stored]]),
    };
    const errors = errorsOf(validateCatalogue(base(), existing));
    expect(errors).toEqual([
      expect.objectContaining({ recordIndex: 5, field: 'records[5].ref', rule: 'duplicate_ref' }),
    ]);

    const catalogue = base();
    catalogue.records.push({ kind: 'anomaly', id: stored, ref: 'ANO-2', title: 'Renumérotée', status: 'open' });
    expect(validateCatalogue(catalogue, existing).ok).toBe(true);
  });

  it('relation to a missing record', () => {
    const missing = id(99);
    const errors = invalid((c) => {
      c.records[4]!.providerId = missing;
      c.records[5]!.equipmentIds = [EQUIPMENT, missing];
    });
    expect(errors).toEqual([
      expect.objectContaining({ recordIndex: 4, field: 'records[4].providerId', rule: 'relation_missing' }),
      expect.objectContaining({ recordIndex: 5, field: 'records[5].equipmentIds[1]', rule: 'relation_missing' }),
    ]);
    expect(errors[0]?.message).toContain(missing);
  });

  it('relation to a record of the wrong kind', () => {
    const errors = invalid((c) => {
      c.records[5]!.unitIds = [INSTALLATION];
      c.records[2]!.technicalInstallationIds = [UNIT];
      c.records.push({
        kind: 'report',
        id: id(8),
        ref: 'REP-1',
        title: 'Rapport',
        status: 'validated',
        interventionId: ANOMALY,
      });
    });
    expect(errors).toEqual([
      expect.objectContaining({
        recordIndex: 2,
        field: 'records[2].technicalInstallationIds[0]',
        rule: 'relation_kind',
      }),
      expect.objectContaining({ recordIndex: 5, field: 'records[5].unitIds[0]', rule: 'relation_kind' }),
      expect.objectContaining({ recordIndex: 6, field: 'records[6].interventionId', rule: 'relation_kind' }),
    ]);
    expect(errors[1]?.message).toBe(
      `records[5].unitIds[0]: names ${INSTALLATION}, which is a technical_installation record; must be a unit record`,
    );
  });

  it('relation to an existing record of the wrong kind', () => {
    const stored = id(70);
    const errors = invalid((c) => (c.records[4]!.providerId = stored), {
      ids: new Map<string, Kind>([[stored, 'contact']]),
    });
    expect(errors).toEqual([
      expect.objectContaining({ recordIndex: 4, field: 'records[4].providerId', rule: 'relation_kind' }),
    ]);
  });

  it('a file record may not change the kind of a stored id', () => {
    const errors = errorsOf(validateCatalogue(base(), { ids: new Map<string, Kind>([[UNIT, 'document']]) }));
    expect(errors).toEqual([
      expect.objectContaining({ recordIndex: 0, field: 'records[0].id', rule: 'id_kind_conflict' }),
    ]);
  });

  it('a relation to an invalid record is not reported missing as well', () => {
    const errors = invalid((c) => (c.records[0]!.title = ''));
    expect(errors).toEqual([
      expect.objectContaining({ recordIndex: 0, field: 'records[0].title', rule: 'min_length' }),
    ]);
  });

  it('duplicate user id and e-mail', () => {
    const errors = invalid((c) =>
      c.users.push({
        id: id(101),
        firstName: 'Léa',
        lastName: 'Bis',
        email: 'LEA@example.com',
        role: 'viewer',
        status: 'active',
      }),
    );
    expect(errors.map((e) => [e.field, e.rule])).toEqual([
      ['users[1].id', 'duplicate_id'],
      ['users[1].email', 'duplicate_email'],
    ]);
  });

  it('reports every error of the file, ordered by record', () => {
    const errors = invalid((c) => {
      c.records[5]!.priority = 'urgent';
      c.records[1]!.ref = 'ins-1';
      c.organization.name = '';
    });
    expect(errors.map((e) => e.field)).toEqual(['organization.name', 'records[1].ref', 'records[5].priority']);
    expect(formatCatalogueErrors(errors, 2)).toBe(
      [
        'organization.name: must not be empty [min_length]',
        `records[1].ref: ${errors[1]?.message.split(': ')[1]} [ref]`,
        '… and 1 more errors',
      ].join('\n'),
    );
  });
});
