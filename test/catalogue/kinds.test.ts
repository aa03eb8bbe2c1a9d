import { describe, expect, it } from 'vitest';
import {
  DECISION_LABELS,
  INTERVENTION_TYPE_LABELS,
  KIND_LABELS,
  kindLabel,
  PRIORITY_LABELS,
  STATUS_LABELS,
  statusLabel,
  VISIT_TYPE_LABELS,
} from '../../shared/catalogue/kind-labels.ts';
import {
  ALL_STATUSES,
  COMMON_RELATIONS,
  canRead,
  closedStatusesOf,
  hasStatuses,
  INTERVENTION_TYPES,
  KIND_DEFINITIONS,
  KINDS,
  type Kind,
  LABEL_LANGUAGES,
  openStatusesOf,
  relationsOf,
  statusesOf,
} from '../../shared/catalogue/kinds.ts';
import { commonRecordFields, recordSchemas, recordSchemasV2, v2RecordFields } from '../../shared/catalogue/schema.ts';

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
  const complete = (labels: Record<string, Record<string, string>>) => {
    for (const [code, localized] of Object.entries(labels)) {
      for (const lang of LABEL_LANGUAGES) expect(localized[lang], `${code}.${lang}`).toMatch(/\S/);
    }
  };

  it('every kind has singular and plural names in fr, en, de', () => {
    for (const kind of KINDS) {
      complete(KIND_LABELS[kind] as unknown as Record<string, Record<string, string>>);
    }
    expect(kindLabel('anomaly', 'de')).toBe('Mängel');
    expect(kindLabel('anomaly', 'fr')).toBe('Anomalies');
  });

  it('every status of every kind has a label, and nothing more', () => {
    for (const kind of KINDS) {
      if (!hasStatuses(kind)) {
        expect(STATUS_LABELS).not.toHaveProperty(kind);
        continue;
      }
      const labels = STATUS_LABELS[kind] as Record<string, Record<string, string>>;
      expect(Object.keys(labels).sort(), kind).toEqual([...statusesOf(kind)].sort());
      complete(labels);
    }
    expect(statusLabel('anomaly', 'open', 'fr')).toBe('Ouverte');
    expect(statusLabel('provider', 'active', 'fr')).toBe('Actif');
    expect(statusLabel('unit', 'whatever', 'en')).toBe('whatever');
    expect(ALL_STATUSES).toContain('partially_received');
  });

  it('enumerations are labelled', () => {
    for (const labels of [PRIORITY_LABELS, INTERVENTION_TYPE_LABELS, VISIT_TYPE_LABELS, DECISION_LABELS]) {
      complete(labels as Record<string, Record<string, string>>);
    }
    expect(Object.keys(INTERVENTION_TYPE_LABELS)).toEqual([...INTERVENTION_TYPES]);
  });

  it('kind type narrows', () => {
    const k: Kind = 'routine';
    expect(KIND_DEFINITIONS[k].mainDate).toBe('nextDueAt');
  });
});
