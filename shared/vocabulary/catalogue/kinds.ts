/**
 * The catalogue vocabulary (catalogue-format.md, search-contract.md): the 16 kinds, their statuses
 * (open and closed sets), main dates, extra fields with their bounds and enumerations, and which
 * kinds a viewer may not read. What each of it is called lives in the language modules
 * (shared/vocabulary/languages/<language>/labels.ts), keyed by kind so that a new kind does not compile until
 * every language names it.
 *
 * This file is the single source of truth: the import schema, the facets, the plan's checks, the
 * search interpreter and executor all read from here. Keep it data only.
 */

import { type OrganizationRole, organizationRoles } from '#shared/vocabulary/users/user.ts';

// ---------------------------------------------------------------------------------------------
// Kinds and enumerations
// ---------------------------------------------------------------------------------------------

export const KINDS = [
  'anomaly',
  'intervention',
  'commission',
  'unit',
  'technical_installation',
  'equipment',
  'building_work',
  'logbook',
  'provider',
  'contact',
  'contract',
  'document',
  'report',
  'routine',
  'member',
  'compliance',
] as const;
export type Kind = (typeof KINDS)[number];

export const PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export type Priority = (typeof PRIORITIES)[number];

/** "urgent / urgentes / dringend" (search contract). */
export const URGENT_PRIORITIES = ['high', 'critical'] as const satisfies readonly Priority[];

/** The Card's 7 `interventionType` values. */
export const INTERVENTION_TYPES = [
  'preventive',
  'curative',
  'troubleshooting',
  'audit',
  'exercise',
  'session',
  'qualification',
] as const;
export type InterventionType = (typeof INTERVENTION_TYPES)[number];

export const VISIT_TYPES = ['periodic', 'opening', 'inspection', 'unannounced'] as const;
export type VisitType = (typeof VISIT_TYPES)[number];

export const DECISIONS = ['favorable', 'unfavorable', 'deferred'] as const;
export type Decision = (typeof DECISIONS)[number];

export const TECHNICAL_INSTALLATION_CATEGORIES = [
  'fire_safety',
  'elevator',
  'heating',
  'ventilation',
  'electrical',
  'gas',
  'water',
  'access',
  'other',
] as const;
export type TechnicalInstallationCategory = (typeof TECHNICAL_INSTALLATION_CATEGORIES)[number];

export const PROVIDER_TYPES = ['qualified_technician', 'approved_organization', 'training_provider'] as const;
export type ProviderType = (typeof PROVIDER_TYPES)[number];

/** A document's `documentType` in a `catalogue/v2` file (free text in v1). */
export const DOCUMENT_TYPES = [
  'authorization_request',
  'authorization_decision',
  'plan',
  'technical_report',
  'commission_minutes',
  'reception_report',
  'other',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** A `viewer` may not read the kinds marked `viewerForbidden` (sections come back `unavailable: "forbidden"`). */
export const canRead = (role: OrganizationRole, kind: Kind): boolean =>
  role !== 'viewer' || !KIND_DEFINITIONS[kind].viewerForbidden;

// ---------------------------------------------------------------------------------------------
// Fields
// ---------------------------------------------------------------------------------------------

/**
 * Shape of one extra field of a kind, with its bounds. Every extra field is optional in a file
 * (absent → null); the import schema (schema.ts) is built from these.
 */
export type FieldSpec =
  | { readonly type: 'string'; readonly min?: number; readonly max: number }
  | { readonly type: 'email' }
  | { readonly type: 'integer'; readonly min: number; readonly max: number }
  | { readonly type: 'timestamp' }
  | { readonly type: 'enum'; readonly values: readonly [string, ...string[]] }
  /** One id of a record of `target` kind. */
  | { readonly type: 'relation'; readonly target: Kind }
  /** An array of ids of records of `target` kind (default []). */
  | { readonly type: 'relations'; readonly target: Kind };

/** A field of a kind as each format states it (catalogue-format.md, "Version 2"). */
export type KindFieldSpec = FieldSpec & {
  /** Only `catalogue/v2` files may state the field. */
  readonly since?: 2;
  /** How a `catalogue/v2` file states the field, where it differs from v1. */
  readonly v2?: FieldSpec;
};

/** Only in `catalogue/v2`: the field is absent from a v1 file's record schema. */
const v2 = <T extends FieldSpec>(spec: T) => ({ ...spec, since: 2 }) as const;

/** Relation fields every record has (arrays, default []). */
export const COMMON_RELATIONS = {
  unitIds: { type: 'relations', target: 'unit' },
  technicalInstallationIds: { type: 'relations', target: 'technical_installation' },
} as const satisfies Record<string, FieldSpec>;

/** Date fields every record has (optional; the importer fills them with the import time). */
export const COMMON_DATES = ['createdAt', 'updatedAt'] as const;

interface StatusSets {
  /** What "open / ouvert / offen / en cours / pending" means. */
  readonly open: readonly string[];
  /** What "closed / clos / terminé / erledigt" means. */
  readonly closed: readonly string[];
}

export interface KindDefinition {
  /** null for kinds without statuses (their records carry `status: null`). */
  readonly statuses: StatusSets | null;
  /** The date a period in a question applies to; a field of `fields` or a common date. */
  readonly mainDate: string;
  /** The date compared with now for the `overdue` filter (with a status in the open set). */
  readonly overdueDate: string | null;
  /** Fields beyond the common ones. */
  readonly fields: Readonly<Record<string, KindFieldSpec>>;
  /** A `viewer` may not read this kind. */
  readonly viewerForbidden: boolean;
  /** `catalogue/v2` only: a bound on the record's `text` below the common one. */
  readonly v2TextMax?: number;
  /** `catalogue/v2` only: the record may carry a file (`file`). */
  readonly v2File?: true;
}

const ts = { type: 'timestamp' } as const;
const text = (max: number) => ({ type: 'string', max }) as const;
const nonEmptyText = (max: number) => ({ type: 'string', min: 1, max }) as const;
const email = { type: 'email' } as const;
const providerId = { type: 'relation', target: 'provider' } as const;

export const KIND_DEFINITIONS = {
  anomaly: {
    statuses: { open: ['open', 'in_progress'], closed: ['resolved', 'cancelled'] },
    mainDate: 'detectedAt',
    overdueDate: 'dueAt',
    fields: {
      priority: { type: 'enum', values: PRIORITIES },
      detectedAt: ts,
      dueAt: ts,
      equipmentIds: { type: 'relations', target: 'equipment' },
    },
    viewerForbidden: false,
  },
  intervention: {
    statuses: { open: ['planned', 'in_progress'], closed: ['done', 'cancelled'] },
    mainDate: 'scheduledAt',
    overdueDate: 'scheduledAt',
    fields: {
      interventionType: { type: 'enum', values: INTERVENTION_TYPES },
      scheduledAt: ts,
      completedAt: ts,
      providerId,
      anomalyId: v2({ type: 'relation', target: 'anomaly' }),
    },
    viewerForbidden: false,
  },
  commission: {
    statuses: { open: ['scheduled'], closed: ['held', 'cancelled'] },
    mainDate: 'heldAt',
    overdueDate: null,
    fields: {
      visitType: { type: 'enum', values: VISIT_TYPES },
      decision: { type: 'enum', values: DECISIONS },
      heldAt: ts,
      buildingWorkId: v2({ type: 'relation', target: 'building_work' }),
    },
    viewerForbidden: false,
  },
  unit: {
    statuses: null,
    mainDate: 'createdAt',
    overdueDate: null,
    fields: { city: text(100) },
    viewerForbidden: false,
  },
  technical_installation: {
    statuses: null,
    mainDate: 'createdAt',
    overdueDate: null,
    fields: { category: { type: 'enum', values: TECHNICAL_INSTALLATION_CATEGORIES } },
    viewerForbidden: false,
  },
  equipment: {
    statuses: { open: ['in_service'], closed: ['out_of_service', 'removed'] },
    mainDate: 'installedAt',
    overdueDate: null,
    fields: { brand: text(100), model: text(100), serialNumber: text(100), installedAt: ts },
    viewerForbidden: false,
  },
  building_work: {
    statuses: { open: ['pending', 'approved', 'partially_received'], closed: ['received', 'rejected'] },
    mainDate: 'startAt',
    overdueDate: null,
    fields: {
      startAt: ts,
      endAt: ts,
      contractorName: text(200),
      authorizationNumber: v2(nonEmptyText(200)),
      workNature: v2(text(200)),
      supervisingTechnicianName: v2(text(200)),
      architectName: v2(text(200)),
      receivedAt: v2(ts),
    },
    viewerForbidden: false,
    // The building work's description is its `text`, shorter than other kinds'.
    v2TextMax: 2000,
  },
  logbook: {
    statuses: null,
    mainDate: 'createdAt',
    overdueDate: null,
    fields: { year: { type: 'integer', min: 1900, max: 2200 } },
    viewerForbidden: false,
  },
  provider: {
    statuses: { open: ['active'], closed: ['inactive'] },
    mainDate: 'createdAt',
    overdueDate: null,
    fields: { providerType: { type: 'enum', values: PROVIDER_TYPES }, city: text(100) },
    viewerForbidden: false,
  },
  contact: {
    statuses: null,
    mainDate: 'createdAt',
    overdueDate: null,
    // `role` here is free text (the contact's job), not a user role.
    fields: { providerId, role: text(100), email, phone: text(40) },
    viewerForbidden: false,
  },
  contract: {
    statuses: { open: ['draft', 'active'], closed: ['expired', 'terminated'] },
    mainDate: 'endAt',
    overdueDate: null,
    fields: { providerId, startAt: ts, endAt: ts },
    viewerForbidden: true,
  },
  document: {
    statuses: null,
    mainDate: 'createdAt',
    overdueDate: null,
    fields: {
      documentType: { ...text(200), v2: { type: 'enum', values: DOCUMENT_TYPES } },
      mimeType: text(255),
      buildingWorkId: v2({ type: 'relation', target: 'building_work' }),
    },
    viewerForbidden: false,
    v2File: true,
  },
  report: {
    statuses: { open: ['pending_review'], closed: ['validated', 'rejected'] },
    mainDate: 'issuedAt',
    overdueDate: null,
    fields: { providerId, interventionId: { type: 'relation', target: 'intervention' }, issuedAt: ts },
    viewerForbidden: false,
    v2File: true,
  },
  routine: {
    statuses: { open: ['active'], closed: ['paused'] },
    mainDate: 'nextDueAt',
    overdueDate: null,
    fields: { rrule: text(500), nextDueAt: ts },
    viewerForbidden: false,
  },
  member: {
    statuses: { open: ['active', 'pending'], closed: ['disabled'] },
    mainDate: 'createdAt',
    overdueDate: null,
    fields: { role: { type: 'enum', values: organizationRoles }, email },
    viewerForbidden: true,
  },
  compliance: {
    statuses: { open: ['pending', 'non_compliant'], closed: ['compliant', 'not_applicable'] },
    mainDate: 'dueAt',
    overdueDate: 'dueAt',
    fields: { regulation: text(300), dueAt: ts },
    viewerForbidden: false,
  },
} as const satisfies Record<Kind, KindDefinition>;

export type KindDefinitions = typeof KIND_DEFINITIONS;

/** Kinds that have statuses. */
export type KindWithStatus = {
  [K in Kind]: KindDefinitions[K]['statuses'] extends null ? never : K;
}[Kind];

const KINDS_WITH_STATUS = KINDS.filter((k) => KIND_DEFINITIONS[k].statuses !== null) as KindWithStatus[];

/** Kinds with an overdue date (the `overdue` filter applies to them). */
export const KINDS_WITH_OVERDUE = KINDS.filter((k) => KIND_DEFINITIONS[k].overdueDate !== null);

export const hasStatuses = (kind: Kind): kind is KindWithStatus => KIND_DEFINITIONS[kind].statuses !== null;

type StatusSetsOf<K extends KindWithStatus> = Exclude<KindDefinitions[K]['statuses'], null>;

/** Status codes of a kind (`never` for kinds without statuses). */
export type StatusOf<K extends Kind> = K extends KindWithStatus
  ? StatusSetsOf<K>['open'][number] | StatusSetsOf<K>['closed'][number]
  : never;

type OpenStatusOf<K extends KindWithStatus> = StatusSetsOf<K>['open'][number];
type ClosedStatusOf<K extends KindWithStatus> = StatusSetsOf<K>['closed'][number];

/** Every status code of a kind, open set first, as a non-empty tuple (usable with `z.enum`). */
export const statusesOf = <K extends KindWithStatus>(kind: K): readonly [StatusOf<K>, ...StatusOf<K>[]] => {
  const sets = KIND_DEFINITIONS[kind].statuses as StatusSets;
  return [...sets.open, ...sets.closed] as unknown as readonly [StatusOf<K>, ...StatusOf<K>[]];
};

export const openStatusesOf = <K extends KindWithStatus>(kind: K): readonly OpenStatusOf<K>[] =>
  (KIND_DEFINITIONS[kind].statuses as StatusSets).open as readonly OpenStatusOf<K>[];

export const closedStatusesOf = <K extends KindWithStatus>(kind: K): readonly ClosedStatusOf<K>[] =>
  (KIND_DEFINITIONS[kind].statuses as StatusSets).closed as readonly ClosedStatusOf<K>[];

/** Every status code used by any kind. */
export const ALL_STATUSES = [...new Set(KINDS_WITH_STATUS.flatMap((k) => statusesOf(k)))] as readonly string[];

interface RelationSpec {
  readonly field: string;
  readonly target: Kind;
  readonly many: boolean;
}

/** Every field of a kind beyond the common scalar ones: the common relations first, then its own. */
export const fieldsOf = (kind: Kind): Readonly<Record<string, KindFieldSpec>> => ({
  ...COMMON_RELATIONS,
  ...KIND_DEFINITIONS[kind].fields,
});

/** Every relation field of a kind (common ones first) with the kind it must point to. */
export const relationsOf = (kind: Kind): readonly RelationSpec[] =>
  Object.entries(fieldsOf(kind)).flatMap(([field, spec]) =>
    spec.type === 'relation' || spec.type === 'relations'
      ? [{ field, target: spec.target, many: spec.type === 'relations' }]
      : [],
  );

export const isKind = (value: unknown): value is Kind =>
  typeof value === 'string' && (KINDS as readonly string[]).includes(value);
