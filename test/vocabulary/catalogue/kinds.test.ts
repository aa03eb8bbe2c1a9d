import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { sectionListParams } from '#shared/use-cases/search/section-filters.ts';
import {
  CODED_FACETS,
  FACET_NAMING,
  FACET_SPECS,
  FACETS,
  facetApplies,
  facetKinds,
  RECORD_INDEXED_FACET,
} from '#shared/vocabulary/catalogue/facets.ts';
import {
  ALL_STATUSES,
  COMMON_RELATIONS,
  canRead,
  closedStatusesOf,
  DECISIONS,
  type FieldSpec,
  fieldsOf,
  hasStatuses,
  INTERVENTION_TYPES,
  KIND_DEFINITIONS,
  KINDS,
  type Kind,
  type KindDefinition,
  type KindFieldSpec,
  openStatusesOf,
  PRIORITIES,
  relationsOf,
  statusesOf,
  VISIT_TYPES,
} from '#shared/vocabulary/catalogue/kinds.ts';
import {
  commonRecordFields,
  recordSchemas,
  recordSchemasV2,
  v2RecordFields,
} from '#shared/vocabulary/catalogue-format/schema.ts';
import { LANGUAGES } from '#shared/vocabulary/codes/languages.ts';
import { kindLabel, statusLabel } from '#shared/vocabulary/languages/kind-labels.ts';
import { LABELS } from '#shared/vocabulary/languages/labels.ts';
import type { PlanSection } from '#shared/vocabulary/search/plan.ts';
import {
  FILTER_KEYS,
  filterApplies,
  GROUP_BY,
  RESOLUTION_FILTER,
  RESOLVABLE_KINDS,
} from '#shared/vocabulary/search/search-terms.ts';

describe('kinds', () => {
  it('has the 16 kinds of the specification', () => {
    expect(KINDS).toHaveLength(16);
    expect(new Set(KINDS).size).toBe(16);
    expect(Object.keys(KIND_DEFINITIONS).sort()).toEqual([...KINDS].sort());
  });

  it('open and closed sets are disjoint', () => {
    for (const kind of KINDS) {
      if (!hasStatuses(kind)) continue;
      const open = openStatusesOf(kind) as readonly string[];
      expect(closedStatusesOf(kind).filter((s) => open.includes(s))).toEqual([]);
    }
  });

  it('knows the vocabulary of the format table', () => {
    expect(statusesOf('anomaly')).toEqual(['open', 'in_progress', 'resolved', 'cancelled']);
    expect(openStatusesOf('building_work')).toEqual(['pending', 'approved', 'partially_received']);
    expect(KIND_DEFINITIONS.unit.statuses).toBeNull();
    expect(KIND_DEFINITIONS.anomaly.mainDate).toBe('detectedAt');
    expect(KIND_DEFINITIONS.unit.mainDate).toBe('createdAt');
    expect(KIND_DEFINITIONS.contract.mainDate).toBe('endAt');
    expect(INTERVENTION_TYPES).toEqual([
      'preventive',
      'curative',
      'troubleshooting',
      'audit',
      'exercise',
      'session',
      'qualification',
    ]);
  });

  it('viewers may not read contracts and members', () => {
    const forbidden = KINDS.filter((k) => !canRead('viewer', k));
    expect(forbidden).toEqual(['contract', 'member']);
    expect(KINDS.filter((k) => KIND_DEFINITIONS[k].viewerForbidden)).toEqual(['contract', 'member']);
    expect(KINDS.every((k) => canRead('admin', k) && canRead('manager', k))).toBe(true);
  });

  it('main dates and overdue dates are fields of the kind', () => {
    for (const kind of KINDS) {
      const shape = recordSchemas[kind].shape as Record<string, unknown>;
      const { mainDate, overdueDate } = KIND_DEFINITIONS[kind];
      expect(shape, `${kind}.${mainDate}`).toHaveProperty(mainDate);
      if (overdueDate) expect(shape, `${kind}.${overdueDate}`).toHaveProperty(overdueDate);
    }
  });

  it('the schema of each kind has exactly the common fields plus the kind fields, v2 adding its own', () => {
    for (const kind of KINDS) {
      const fields = Object.entries(KIND_DEFINITIONS[kind].fields) as [string, { since?: number }][];
      const v1 = [
        'kind',
        'status',
        ...Object.keys(commonRecordFields),
        ...fields.filter(([, spec]) => spec.since !== 2).map(([name]) => name),
      ];
      expect(Object.keys(recordSchemas[kind].shape).sort(), kind).toEqual(v1.sort());
      const v2 = [
        ...new Set([
          ...v1,
          ...Object.keys(v2RecordFields),
          ...fields.map(([name]) => name),
          ...(kind === 'document' || kind === 'report' ? ['file'] : []),
        ]),
      ];
      expect(Object.keys((recordSchemasV2[kind] as unknown as { shape: object }).shape).sort(), kind).toEqual(
        v2.sort(),
      );
    }
  });

  it('lists relations with their target kinds', () => {
    expect(relationsOf('anomaly')).toEqual([
      { field: 'unitIds', target: 'unit', many: true },
      { field: 'technicalInstallationIds', target: 'technical_installation', many: true },
      { field: 'equipmentIds', target: 'equipment', many: true },
    ]);
    expect(relationsOf('report').map((r) => [r.field, r.target])).toEqual([
      ['unitIds', 'unit'],
      ['technicalInstallationIds', 'technical_installation'],
      ['providerId', 'provider'],
      ['interventionId', 'intervention'],
    ]);
    expect(Object.keys(COMMON_RELATIONS)).toEqual(['unitIds', 'technicalInstallationIds']);
  });
});

describe('labels', () => {
  const complete = (labels: Readonly<Record<string, string>>, where: string) => {
    for (const [code, label] of Object.entries(labels)) expect(label, `${where}.${code}`).toMatch(/\S/);
  };

  it('every kind has singular and plural names in fr, en, de', () => {
    for (const lang of LANGUAGES) {
      for (const kind of KINDS) complete(LABELS[lang].kinds[kind], `${lang}.${kind}`);
    }
    expect(kindLabel('anomaly', 'de')).toBe('Mängel');
    expect(kindLabel('anomaly', 'fr')).toBe('Anomalies');
  });

  it('every status of every kind has a label, and nothing more', () => {
    for (const lang of LANGUAGES) {
      for (const kind of KINDS) {
        if (!hasStatuses(kind)) {
          expect(LABELS[lang].statuses).not.toHaveProperty(kind);
          continue;
        }
        const labels: Readonly<Record<string, string>> = LABELS[lang].statuses[kind];
        expect(Object.keys(labels).sort(), `${lang}.${kind}`).toEqual([...statusesOf(kind)].sort());
        complete(labels, `${lang}.${kind}`);
      }
    }
    expect(statusLabel('anomaly', 'open', 'fr')).toBe('Ouverte');
    expect(statusLabel('provider', 'active', 'fr')).toBe('Actif');
    expect(statusLabel('unit', 'whatever', 'en')).toBe('whatever');
    expect(ALL_STATUSES).toContain('partially_received');
  });

  it('enumerations are labelled, each code and nothing more', () => {
    for (const lang of LANGUAGES) {
      const labels = LABELS[lang];
      for (const [codes, labelled] of [
        [PRIORITIES, labels.priorities],
        [INTERVENTION_TYPES, labels.interventionTypes],
        [VISIT_TYPES, labels.visitTypes],
        [DECISIONS, labels.decisions],
      ] as const) {
        expect(Object.keys(labelled).sort(), lang).toEqual([...codes].sort());
        complete(labelled, lang);
      }
    }
  });

  it('kind type narrows', () => {
    const k: Kind = 'routine';
    expect(KIND_DEFINITIONS[k].mainDate).toBe('nextDueAt');
  });
});

describe('the import schema, derived from the kind definitions', () => {
  const ID = '00000000-0000-4000-8000-000000000001';
  const base = (kind: Kind) => ({
    kind,
    id: ID,
    ref: 'ABC-1',
    title: 'Title',
    ...(hasStatuses(kind) && { status: statusesOf(kind)[0] }),
  });
  const accepts = (schema: z.ZodMiniType, record: object) => schema.safeParse(record).success;

  /** Values at a spec's bounds, and values just beyond them. */
  const probes = (spec: FieldSpec): { ok: unknown[]; bad: unknown[] } => {
    switch (spec.type) {
      case 'string':
        return {
          ok: ['x'.repeat(spec.max), ...(spec.min ? ['x'.repeat(spec.min)] : [''])],
          bad: ['x'.repeat(spec.max + 1), ...(spec.min ? ['x'.repeat(spec.min - 1)] : []), 1],
        };
      case 'email':
        return { ok: ['someone@example.org'], bad: ['someone'] };
      case 'integer':
        return { ok: [spec.min, spec.max], bad: [spec.min - 1, spec.max + 1, spec.min + 0.5] };
      case 'timestamp':
        return { ok: ['2026-03-01T10:00:00Z'], bad: ['yesterday'] };
      case 'enum':
        return { ok: [...spec.values], bad: ['not_a_code'] };
      case 'relation':
        return { ok: [ID], bad: ['not-an-id', [ID]] };
      case 'relations':
        return { ok: [[ID]], bad: [ID, ['not-an-id']] };
    }
  };

  const expectBounds = (schema: z.ZodMiniType, kind: Kind, field: string, spec: FieldSpec) => {
    const { ok, bad } = probes(spec);
    // Absent is null, and null may be written, except in id lists (absent is []).
    for (const value of [...ok, ...(spec.type === 'relations' ? [] : [null])])
      expect(accepts(schema, { ...base(kind), [field]: value }), `${kind}.${field}`).toBe(true);
    for (const value of bad) expect(accepts(schema, { ...base(kind), [field]: value }), `${kind}.${field}`).toBe(false);
  };

  it('every field of every kind is in its v1 record schema with its bounds, v2-only fields refused there', () => {
    for (const kind of KINDS) {
      expect(accepts(recordSchemas[kind], base(kind)), kind).toBe(true);
      for (const [field, spec] of Object.entries(KIND_DEFINITIONS[kind].fields as Record<string, KindFieldSpec>)) {
        if (spec.since === 2) {
          expect(accepts(recordSchemas[kind], { ...base(kind), [field]: probes(spec).ok[0] }), field).toBe(false);
        } else expectBounds(recordSchemas[kind], kind, field, spec);
      }
    }
  });

  it('every field of every kind is in its v2 record schema with its v2 bounds', () => {
    for (const kind of KINDS) {
      for (const [field, spec] of Object.entries(KIND_DEFINITIONS[kind].fields as Record<string, KindFieldSpec>)) {
        expectBounds(recordSchemasV2[kind], kind, field, spec.v2 ?? spec);
      }
    }
  });

  it('v2 bounds the text of the kinds that say so, and takes a file on the kinds that carry one', () => {
    const file = { name: 'a.pdf', mimeType: 'application/pdf', content: { base64: 'AAAA' } };
    for (const kind of KINDS) {
      const definition: KindDefinition = KIND_DEFINITIONS[kind];
      const textMax = definition.v2TextMax ?? 5000;
      expect(accepts(recordSchemasV2[kind], { ...base(kind), text: 'x'.repeat(textMax) }), kind).toBe(true);
      expect(accepts(recordSchemasV2[kind], { ...base(kind), text: 'x'.repeat(textMax + 1) }), kind).toBe(false);
      expect(accepts(recordSchemas[kind], { ...base(kind), text: 'x'.repeat(5000) }), kind).toBe(true);
      expect(accepts(recordSchemasV2[kind], { ...base(kind), file }), kind).toBe(definition.v2File === true);
      expect(accepts(recordSchemas[kind], { ...base(kind), file }), kind).toBe(false);
    }
    expect(KINDS.filter((kind) => (KIND_DEFINITIONS[kind] as KindDefinition).v2TextMax !== undefined)).toEqual([
      'building_work',
    ]);
  });

  it('a kind without statuses takes none, a kind with statuses exactly its own', () => {
    for (const kind of KINDS) {
      if (!hasStatuses(kind)) {
        expect(accepts(recordSchemas[kind], { ...base(kind), status: 'active' }), kind).toBe(false);
        continue;
      }
      for (const status of statusesOf(kind)) expect(accepts(recordSchemas[kind], { ...base(kind), status })).toBe(true);
      expect(accepts(recordSchemas[kind], { ...base(kind), status: 'not_a_status' }), kind).toBe(false);
    }
  });
});

describe('facets, derived from the kind definitions', () => {
  it('every facet applies to exactly the kinds that have its field, and its spec agrees with the field', () => {
    for (const facet of FACETS) {
      const spec = FACET_SPECS[facet];
      expect(facetKinds(facet), facet).toEqual(KINDS.filter((kind) => spec.field in fieldsOf(kind)));
      expect(facetKinds(facet).length, facet).toBeGreaterThan(0);
      for (const kind of facetKinds(facet)) {
        const field = fieldsOf(kind)[spec.field]!;
        expect(field.type, `${kind}.${spec.field}`).toBe(spec.many ? 'relations' : spec.names ? 'relation' : 'enum');
        if (spec.names) expect((field as { target: Kind }).target, `${kind}.${spec.field}`).toBe(spec.names);
      }
    }
  });

  it('puts priority on anomalies, types on interventions and commissions, providers where a providerId is', () => {
    expect(facetKinds('priority')).toEqual(['anomaly']);
    expect(facetKinds('equipment')).toEqual(['anomaly']);
    expect(facetKinds('interventionType')).toEqual(['intervention']);
    expect(facetKinds('visitType')).toEqual(['commission']);
    expect(facetKinds('decision')).toEqual(['commission']);
    expect(facetKinds('provider')).toEqual(['intervention', 'contact', 'contract', 'report']);
    expect(facetKinds('unit')).toEqual(KINDS);
    expect(facetKinds('technicalInstallation')).toEqual(KINDS);
  });

  it('keeps the record-indexed facets the stored lists were built with', () => {
    expect(RECORD_INDEXED_FACET).toEqual({
      anomaly: 'priority',
      intervention: 'interventionType',
      commission: 'visitType',
    });
  });

  it('names the kinds of their values', () => {
    expect(FACET_NAMING).toEqual({
      unit: 'unit',
      technical_installation: 'technicalInstallation',
      equipment: 'equipment',
      provider: 'provider',
    });
    expect(CODED_FACETS).toEqual(['priority', 'interventionType', 'visitType', 'decision']);
    for (const kind of RESOLVABLE_KINDS) expect(FACET_SPECS[RESOLUTION_FILTER[kind]].names).toBe(kind);
  });

  it('makes every facet a filter, and every breakdown but status a facet', () => {
    for (const facet of FACETS) expect(FILTER_KEYS).toContain(facet);
    for (const by of GROUP_BY) if (by !== 'status') expect(FACETS).toContain(by);
  });

  it('applies a filter to the kinds of its facet, status and overdue to the kinds that have them', () => {
    for (const kind of KINDS) {
      for (const facet of FACETS)
        expect(filterApplies(facet, kind), `${facet} ${kind}`).toBe(facetApplies(facet, kind));
      expect(filterApplies('status', kind)).toBe(hasStatuses(kind));
      expect(filterApplies('overdue', kind)).toBe(KIND_DEFINITIONS[kind].overdueDate !== null);
      for (const key of ['ref', 'period', 'text', 'archived'] as const) expect(filterApplies(key, kind)).toBe(true);
    }
  });

  it('gives each facet its list parameter', () => {
    const filters = Object.fromEntries(FACETS.map((facet) => [facet, [`${facet}-value`]]));
    const section = { entity: 'anomaly', filters, order: 'desc', pageSize: 10 } as unknown as PlanSection;
    expect(sectionListParams(section, { unitIds: [], technicalInstallationIds: [] })).toEqual({
      priority: ['priority-value'],
      interventionType: ['interventionType-value'],
      visitType: ['visitType-value'],
      decision: ['decision-value'],
      unitIds: ['unit-value'],
      technicalInstallationIds: ['technicalInstallation-value'],
      equipmentIds: ['equipment-value'],
      providerIds: ['provider-value'],
      orderBy: 'detectedAt',
      order: 'desc',
    });
  });
});
