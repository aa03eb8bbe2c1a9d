/**
 * Facets: the record fields a search can filter, count and group by, besides status and dates.
 * Each facet value of a record puts the record into one list (docs/search.md), and each list has a
 * counter; this file says which fields those are, for which kinds.
 */
import { KIND_DEFINITIONS, KINDS_WITH_PROVIDER, type Kind } from './kinds.ts';

export const FACETS = [
  'priority',
  'interventionType',
  'visitType',
  'decision',
  'unit',
  'technicalInstallation',
  'equipment',
  'provider',
] as const;
export type Facet = (typeof FACETS)[number];

export interface FacetSpec {
  /** The record field holding the value(s). */
  field: string;
  /** A list of ids (a record may carry several values) rather than one value. */
  many: boolean;
  kinds: readonly Kind[] | 'all';
}

export const FACET_SPECS = {
  priority: { field: 'priority', many: false, kinds: ['anomaly'] },
  interventionType: { field: 'interventionType', many: false, kinds: ['intervention'] },
  visitType: { field: 'visitType', many: false, kinds: ['commission'] },
  decision: { field: 'decision', many: false, kinds: ['commission'] },
  unit: { field: 'unitIds', many: true, kinds: 'all' },
  technicalInstallation: { field: 'technicalInstallationIds', many: true, kinds: 'all' },
  equipment: { field: 'equipmentIds', many: true, kinds: ['anomaly'] },
  provider: { field: 'providerId', many: false, kinds: KINDS_WITH_PROVIDER },
} as const satisfies Record<Facet, FacetSpec>;

export const facetApplies = (facet: Facet, kind: Kind): boolean => {
  const kinds = FACET_SPECS[facet].kinds as readonly Kind[] | 'all';
  return kinds === 'all' || kinds.includes(kind);
};

export const facetsOf = (kind: Kind): readonly Facet[] => FACETS.filter((facet) => facetApplies(facet, kind));

/** The values a stored record (or list entry) carries for a facet. */
export const facetValues = (item: Readonly<Record<string, unknown>>, facet: Facet): string[] => {
  const value = item[FACET_SPECS[facet].field];
  if (Array.isArray(value)) return value as string[];
  return typeof value === 'string' ? [value] : [];
};

/** A unit is linked to itself, an installation too: filters and scopes on them include the record. */
export const isSelfLinked = (kind: Kind, facet: Facet): boolean =>
  (kind === 'unit' && facet === 'unit') || (kind === 'technical_installation' && facet === 'technicalInstallation');

/** The values of a facet a record is linked to: its own, and itself where `isSelfLinked`. */
export const linkedValues = (record: Readonly<Record<string, unknown>>, kind: Kind, facet: Facet): string[] => {
  const values = facetValues(record, facet);
  return isSelfLinked(kind, facet) && !values.includes(record.id as string) ? [...values, record.id as string] : values;
};

/** The name of the pseudo-facet and value of the list that holds every record of a kind. */
export const ALL = '*';

/**
 * The one single-valued facet of a kind whose list lives in GSI3 of the record item itself rather
 * than in list entries of its own (fewer items to write: most records carry exactly one).
 */
export const RECORD_INDEXED_FACET: Partial<Record<Kind, Facet>> = {
  anomaly: 'priority',
  intervention: 'interventionType',
  commission: 'visitType',
};

/**
 * The list of a kind whose overdue date is not its main date (anomalies: `dueAt`, not
 * `detectedAt`), ordered by the overdue date, so that "overdue" is a key range there too.
 */
export const DUE = 'due';
export const hasDueList = (kind: Kind): boolean => {
  const definition = KIND_DEFINITIONS[kind];
  return definition.overdueDate !== null && definition.overdueDate !== definition.mainDate;
};

/** Facets that get list entries of their own. */
export const entryFacetsOf = (kind: Kind): readonly Facet[] =>
  facetsOf(kind).filter((facet) => facet !== RECORD_INDEXED_FACET[kind]);

/** Status part of a sort key for kinds without statuses. */
export const NO_STATUS = '-';

/** Sort key date of records without a date: before every real date, so never inside a period. */
export const UNDATED = '0000-00-00T00:00:00.000Z';
/** Bounds of real dates in sort keys, so that undated records stay out of "before now". */
export const EARLIEST = '0001';
export const LATEST = '9999';
