/**
 * How one catalogue record is stored (docs/search.md, "Items"): the record item, one list entry
 * per facet value (and per overdue date where that is not the main date), and a name entry for the
 * kinds a question may name. Everything here is derived from the record alone, so that an import
 * can compute the keys an older version of the record wrote and remove the ones it no longer needs.
 */

import { itemTypes } from '#shared/stores/db/item-types.ts';
import { withoutKeys } from '#shared/stores/db/items.ts';
import { catalogueKeys, type Liveness } from '#shared/stores/db/keys.ts';
import {
  ALL,
  DUE,
  entryFacetsOf,
  FACET_SPECS,
  facetsOf,
  facetValues,
  hasDueList,
  isNamedKind,
  linkedValues,
  NO_STATUS,
  RECORD_INDEXED_FACET,
  UNDATED,
} from '#shared/vocabulary/catalogue/facets.ts';
import { COMMON_DATES, KIND_DEFINITIONS, type Kind } from '#shared/vocabulary/catalogue/kinds.ts';
import type { StoredFile } from '#shared/vocabulary/catalogue/stored-file.ts';
import type { CatalogueRecord, V2KindMembers, V2RecordMembers } from '#shared/vocabulary/catalogue-format/schema.ts';

/**
 * A record as stored: every timestamp in UTC ISO form, creation and update times filled, and the
 * v2 members present (a v1 file's records get their defaults). A document's or report's `file` is
 * the stored file, and `fileVersion` the number it will carry once replaced.
 */
export type StoredRecord = CatalogueRecord &
  V2RecordMembers &
  Omit<V2KindMembers, 'file'> & {
    createdAt: string;
    updatedAt: string;
    file?: StoredFile | null;
    fileVersion?: number;
    /**
     * The import's own: what the catalogue said of the file at its last import. A catalogue that
     * says the same again leaves the current file alone, whichever writer put it there.
     */
    statedFile?: { sha256: string; name: string; mimeType: string };
    /** Raised by every writer of the record item; the import writes a stored record only at the revision it read. */
    revision?: number;
  };

/** A stored record of kind K, typed by its kind's definition (kinds.ts): its status, its own fields. */
export type StoredRecordOf<K extends Kind> = Extract<StoredRecord, { kind: K }>;

export type Item = Record<string, unknown> & { PK: string; SK: string };
export type ItemKey = { PK: string; SK: string };

/** Timestamp fields of a kind (common ones and the kind's own). */
const timestampFields = (kind: Kind): string[] => [
  ...COMMON_DATES,
  ...Object.entries(KIND_DEFINITIONS[kind].fields).flatMap(([field, spec]) =>
    spec.type === 'timestamp' ? [field] : [],
  ),
];

const utc = (value: string): string => new Date(value).toISOString();

/**
 * The record to store. `previous` is the stored version, whose creation time is kept when the file
 * gives none.
 */
export const toStoredRecord = (
  record: CatalogueRecord,
  previous: StoredRecord | undefined,
  now: string,
): StoredRecord => {
  const stored: Record<string, unknown> = {
    archivedAt: null,
    deletedAt: null,
    createdByUserId: null,
    labelIds: [],
    ...record,
  };
  for (const field of [...timestampFields(record.kind), 'archivedAt', 'deletedAt']) {
    const value = stored[field];
    if (typeof value === 'string') stored[field] = utc(value);
  }
  stored.createdAt ??= previous?.createdAt ?? now;
  stored.updatedAt ??= now;
  // `archivedAt` implies `archived`; `archived` alone means archived when last updated.
  if (stored.archivedAt !== null) stored.archived = true;
  else if (stored.archived === true) stored.archivedAt = stored.updatedAt;
  return stored as unknown as StoredRecord;
};

/** Fields that name another record or a label, read from the named side through relation entries. */
const RELATED_FIELDS = ['buildingWorkId', 'anomalyId', 'labelIds'] as const;
type RelatedField = (typeof RELATED_FIELDS)[number];

const relatedIds = (record: Readonly<Record<string, unknown>>, field: RelatedField): string[] => {
  const value = record[field];
  return Array.isArray(value) ? (value as string[]) : typeof value === 'string' ? [value] : [];
};

export const isDeleted = (record: { deletedAt?: unknown }): boolean => typeof record.deletedAt === 'string';

const defaultsByKind = new Map<Kind, Readonly<Record<string, unknown>>>();

/** What a record holds for each field the file left out: null, false, or no ids. */
const recordDefaults = (kind: Kind): Readonly<Record<string, unknown>> => {
  const known = defaultsByKind.get(kind);
  if (known) return known;
  const kindFields = Object.entries(KIND_DEFINITIONS[kind].fields).map(([field, spec]) => [
    field,
    spec.type === 'relations' ? [] : null,
  ]);
  const defaults = {
    subtitle: null,
    status: null,
    archived: false,
    historized: false,
    unitIds: [],
    technicalInstallationIds: [],
    archivedAt: null,
    deletedAt: null,
    createdByUserId: null,
    labelIds: [],
    ...Object.fromEntries(kindFields),
  };
  defaultsByKind.set(kind, defaults);
  return defaults;
};

const isDefault = (value: unknown, fallback: unknown) =>
  value === fallback ||
  (Array.isArray(value) && Array.isArray(fallback) && value.length === 0 && fallback.length === 0);

/**
 * The record item leaves out every field at its default, which reading restores (`storedRecordOf`):
 * most records leave most fields empty, and a smaller item is cheaper to write, store and read.
 */
const compact = (record: StoredRecord): Record<string, unknown> => {
  const defaults = recordDefaults(record.kind);
  return Object.fromEntries(
    Object.entries(record).filter(([field, value]) => !(field in defaults && isDefault(value, defaults[field]))),
  );
};

export const livenessOf = (record: { archived: boolean }): Liveness => (record.archived ? 'archived' : 'live');

export const mainDateOf = (record: Readonly<Record<string, unknown>>, kind: Kind): string | null =>
  (record[KIND_DEFINITIONS[kind].mainDate] as string | null | undefined) ?? null;

export const overdueDateOf = (record: Readonly<Record<string, unknown>>, kind: Kind): string | null => {
  const field = KIND_DEFINITIONS[kind].overdueDate;
  return field === null ? null : ((record[field] as string | null | undefined) ?? null);
};

/** What a Card shows of a record, and what its lifecycle filters test: list entries and name items carry them. */
const CARD_FIELDS = ['kind', 'id', 'ref', 'title', 'subtitle', 'status', 'archived', 'historized'] as const;

/** Fields a list entry carries: the card's, what filters test and the dates lists sort by. */
const entryFields = (kind: Kind): string[] => {
  const definition = KIND_DEFINITIONS[kind];
  return [
    ...CARD_FIELDS,
    ...new Set([
      ...facetsOf(kind).map((facet) => FACET_SPECS[facet].field),
      'unitIds',
      'technicalInstallationIds',
      definition.mainDate,
      ...(definition.overdueDate ? [definition.overdueDate] : []),
    ]),
  ];
};

const pick = (record: Readonly<Record<string, unknown>>, fields: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(fields.map((field) => [field, record[field] ?? null]));

/** Sort key of a record in every list it is in. */
const entrySortKey = (record: StoredRecord): string =>
  catalogueKeys.listEntry(record.status ?? NO_STATUS, mainDateOf(record, record.kind) ?? UNDATED, record.id);

/**
 * Every item a record is stored as. A soft-deleted record keeps its record item, without index
 * keys, and nothing else: no list, counter, name, word or relation knows it.
 */
export const recordItems = (organizationId: string, record: StoredRecord): Item[] => {
  if (isDeleted(record))
    return [
      {
        ...catalogueKeys.record(organizationId, record.id),
        itemType: itemTypes.catalogueRecord,
        organizationId,
        ...compact(record),
      },
    ];
  const sortKey = entrySortKey(record);
  return [
    liveRecordItem(organizationId, record, sortKey),
    ...listEntryItems(organizationId, record, sortKey),
    ...relationItems(organizationId, record, sortKey),
    ...nameItems(organizationId, record),
  ];
};

/** The record item, with its ref key and the keys of the all list and of its indexed facet's list. */
const liveRecordItem = (organizationId: string, record: StoredRecord, sortKey: string): Item => {
  const { kind, id } = record;
  const liveness = livenessOf(record);
  const indexedFacet = RECORD_INDEXED_FACET[kind];
  const indexedValue = indexedFacet ? facetValues(record, indexedFacet)[0] : undefined;
  return {
    ...catalogueKeys.record(organizationId, id),
    ...catalogueKeys.recordRef(organizationId, record.ref, kind),
    GSI2PK: catalogueKeys.list(organizationId, kind, liveness, ALL, ALL),
    GSI2SK: sortKey,
    ...(indexedFacet &&
      indexedValue !== undefined && {
        GSI3PK: catalogueKeys.list(organizationId, kind, liveness, indexedFacet, indexedValue),
        GSI3SK: sortKey,
      }),
    itemType: itemTypes.catalogueRecord,
    organizationId,
    ...compact(record),
  };
};

/** An entry in the list of each facet value the record has, and in its kind's overdue-date list. */
const listEntryItems = (organizationId: string, record: StoredRecord, sortKey: string): Item[] => {
  const { kind, id } = record;
  const liveness = livenessOf(record);
  const entry = pick(record, entryFields(kind));
  const items: Item[] = entryFacetsOf(kind).flatMap((facet) =>
    linkedValues(record, kind, facet).map((value) => ({
      PK: catalogueKeys.list(organizationId, kind, liveness, facet, value),
      SK: sortKey,
      itemType: itemTypes.catalogueListEntry,
      ...entry,
    })),
  );
  if (hasDueList(kind)) {
    items.push({
      PK: catalogueKeys.list(organizationId, kind, liveness, DUE, ALL),
      SK: catalogueKeys.listEntry(record.status ?? NO_STATUS, overdueDateOf(record, kind) ?? UNDATED, id),
      itemType: itemTypes.catalogueListEntry,
      ...entry,
    });
  }
  return items;
};

/** A relation item under each record the record names. */
const relationItems = (organizationId: string, record: StoredRecord, sortKey: string): Item[] => {
  const { kind, id } = record;
  return RELATED_FIELDS.flatMap((field) =>
    relatedIds(record, field).map((target) => ({
      ...catalogueKeys.related(organizationId, target, kind, sortKey),
      itemType: itemTypes.catalogueRelation,
      kind,
      id,
      field,
    })),
  );
};

/** The name item of a kind the name resolver knows. */
const nameItems = (organizationId: string, record: StoredRecord): Item[] => {
  if (!isNamedKind(record.kind)) return [];
  return [
    {
      ...catalogueKeys.name(organizationId, record.kind, record.id),
      itemType: itemTypes.catalogueName,
      ...pick(record, [...CARD_FIELDS, 'unitIds', 'technicalInstallationIds']),
    },
  ];
};

export const keyOf = (item: ItemKey): ItemKey => ({ PK: item.PK, SK: item.SK });

/** An item's key as one string, for sets and maps of items. */
export const keyText = (item: ItemKey): string => `${item.PK}|${item.SK}`;

/** The stored record an item of the record partition holds (keys and bookkeeping removed, defaults restored). */
export const storedRecordOf = (item: Record<string, unknown>): StoredRecord => {
  return {
    ...recordDefaults(item.kind as Kind),
    ...withoutKeys<Record<string, unknown>>(item, ['organizationId']),
  } as StoredRecord;
};

/** A record item as read, keys kept, with the fields its item leaves out restored. */
export const withRecordDefaults = (item: Record<string, unknown>): Record<string, unknown> => ({
  ...recordDefaults(item.kind as Kind),
  ...item,
});
