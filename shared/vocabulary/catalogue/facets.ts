/**
 * Facets: the record fields a search can filter, count and group by, besides status and dates.
 * Each facet value of a record puts the record into one list (docs/search.md), and each list has a
 * counter; this file says which fields those are. A facet applies to the kinds whose definition
 * (kinds.ts) has its field.
 */
import { fieldsOf, KIND_DEFINITIONS, KINDS, type Kind } from './kinds.ts';

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

/**
 * One facet. It applies to the kinds whose definition (kinds.ts) has its field; `many` and `names`
 * agree with that field's spec (a test checks it).
 */
interface FacetSpec {
  /** The record field holding the value(s). */
  readonly field: string;
  /** A list of ids (a record may carry several values) rather than one value. */
  readonly many: boolean;
  /** The kind of the records whose ids the values are (their names are shown); null for codes. */
  readonly names: Kind | null;
  /** The query parameter of a kind's list endpoint that takes the values (a Section's `listParams`). */
  readonly listParam: string;
}

export const FACET_SPECS = {
  priority: { field: 'priority', many: false, names: null, listParam: 'priority' },
  interventionType: { field: 'interventionType', many: false, names: null, listParam: 'interventionType' },
  visitType: { field: 'visitType', many: false, names: null, listParam: 'visitType' },
  decision: { field: 'decision', many: false, names: null, listParam: 'decision' },
  unit: { field: 'unitIds', many: true, names: 'unit', listParam: 'unitIds' },
  technicalInstallation: {
    field: 'technicalInstallationIds',
    many: true,
    names: 'technical_installation',
    listParam: 'technicalInstallationIds',
  },
  equipment: { field: 'equipmentIds', many: true, names: 'equipment', listParam: 'equipmentIds' },
  provider: { field: 'providerId', many: false, names: 'provider', listParam: 'providerIds' },
} as const satisfies Record<Facet, FacetSpec>;

export const isFacet = (key: string): key is Facet => key in FACET_SPECS;

/** Facets whose values are ids of records of another kind, named in answers by those records' titles. */
export type NamedFacet = { [F in Facet]: (typeof FACET_SPECS)[F]['names'] extends null ? never : F }[Facet];

export const isNamedFacet = (key: string): key is NamedFacet => isFacet(key) && FACET_SPECS[key].names !== null;
const NAMED_FACETS = FACETS.filter(isNamedFacet);

/** The facet whose values are ids of each named kind ("unit" → `unit`, "provider" → `provider`). */
export const FACET_NAMING = Object.fromEntries(NAMED_FACETS.map((facet) => [FACET_SPECS[facet].names, facet])) as {
  readonly [F in NamedFacet as (typeof FACET_SPECS)[F]['names']]: F;
};

/**
 * Kinds whose records other records name by id (units, installations, equipment, providers): a
 * question may name them, and each of their records gets a name entry. In the order of `FACETS`,
 * which is also the order a name matching several kinds is offered in.
 */
export type NamedKind = (typeof FACET_SPECS)[NamedFacet]['names'];
export const NAMED_KINDS = NAMED_FACETS.map((facet) => FACET_SPECS[facet].names) as readonly NamedKind[];
export const isNamedKind = (kind: Kind): kind is NamedKind => (NAMED_KINDS as readonly Kind[]).includes(kind);

/** The facet whose values are ids of records of this kind, if any. */
export const facetNaming = (kind: Kind): NamedFacet | undefined =>
  (FACET_NAMING as Partial<Record<Kind, NamedFacet>>)[kind];

/** Facets whose values are codes of an enumeration (priority, types, decision). */
export type CodedFacet = Exclude<Facet, NamedFacet>;
export const isCodedFacet = (key: string): key is CodedFacet => isFacet(key) && FACET_SPECS[key].names === null;
export const CODED_FACETS = FACETS.filter(isCodedFacet);

const FACET_KINDS = Object.fromEntries(
  FACETS.map((facet) => [facet, KINDS.filter((kind) => FACET_SPECS[facet].field in fieldsOf(kind))]),
) as unknown as Record<Facet, readonly Kind[]>;

/** The kinds a facet applies to: those with its field. */
export const facetKinds = (facet: Facet): readonly Kind[] => FACET_KINDS[facet];

export const facetApplies = (facet: Facet, kind: Kind): boolean => FACET_KINDS[facet].includes(kind);

export const facetsOf = (kind: Kind): readonly Facet[] => FACETS.filter((facet) => facetApplies(facet, kind));

/** The codes a facet takes on a kind: the enumeration of its field there, none when the field is no enumeration. */
export const facetCodesOn = (kind: Kind, facet: Facet): readonly string[] => {
  const field = fieldsOf(kind)[FACET_SPECS[facet].field];
  return field?.type === 'enum' ? field.values : [];
};

/** Every code of a coded facet ("-low": the priorities but low). */
export const facetCodes = (facet: CodedFacet): readonly string[] => facetCodesOn(FACET_KINDS[facet][0]!, facet);

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
 * than in list entries of its own (fewer items to write: most records carry exactly one): the
 * kind's first coded facet. It shapes the stored lists: a kind that gains a coded facet before its
 * current one needs its derived items rebuilt (a test pins the current ones).
 */
export const RECORD_INDEXED_FACET: Partial<Record<Kind, Facet>> = Object.fromEntries(
  KINDS.flatMap((kind) => {
    const coded = facetsOf(kind).find((facet) => isCodedFacet(facet) && !FACET_SPECS[facet].many);
    return coded ? [[kind, coded]] : [];
  }),
);

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
