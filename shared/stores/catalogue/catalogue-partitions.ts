/**
 * Every partition an organization's catalogue can hold items in, named from its records and labels
 * alone, so that the check reads them by key (one Query each) and its cost follows the
 * organization, never the table. A derived item can only sit in a partition the projection names
 * for some value: the lists of each facet value a record of the organization could give (the ids of
 * its units, installations, equipment and providers, the codes of the coded facets), the relations of
 * each record or label a record can name, the names, counters and word directory of each kind, and
 * each word the directory or the records name.
 */
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { catalogueKeys, keys, type Liveness, organizationPartition } from '#shared/stores/db/keys.ts';
import { queryAll } from '#shared/stores/db/query-all.ts';
import {
  ALL,
  DUE,
  entryFacetsOf,
  FACET_SPECS,
  facetCodesOn,
  facetsOf,
  hasDueList,
  NAMED_KINDS,
} from '#shared/vocabulary/catalogue/facets.ts';
import { KINDS, type Kind } from '#shared/vocabulary/catalogue/kinds.ts';
import { mapLimited } from '#shared/vocabulary/map-limited.ts';
import { type StoredRecord, storedRecordOf } from './record-items.ts';

const LIVENESSES: readonly Liveness[] = ['live', 'archived'];

/** Kinds other records name through a relation entry (buildingWorkId, anomalyId); labels too. */
const RELATION_TARGET_KINDS: ReadonlySet<Kind> = new Set(['building_work', 'anomaly']);

/** The values a facet of a kind can take in this organization. */
const facetCandidates = (kind: Kind, facet: keyof typeof FACET_SPECS, idsByKind: Map<Kind, string[]>): string[] => {
  const spec = FACET_SPECS[facet];
  if (spec.names) return idsByKind.get(spec.names) ?? [];
  return [...facetCodesOn(kind, facet)];
};

const listPartitions = (organizationId: string, idsByKind: Map<Kind, string[]>): string[] =>
  KINDS.flatMap((kind) =>
    LIVENESSES.flatMap((liveness) => [
      ...entryFacetsOf(kind).flatMap((facet) =>
        facetCandidates(kind, facet, idsByKind).map((value) =>
          catalogueKeys.list(organizationId, kind, liveness, facet, value),
        ),
      ),
      ...(hasDueList(kind) ? [catalogueKeys.list(organizationId, kind, liveness, DUE, ALL)] : []),
    ]),
  );

const counterPartitions = (organizationId: string): string[] =>
  KINDS.flatMap((kind) =>
    LIVENESSES.flatMap((liveness) =>
      [ALL, ...facetsOf(kind), ...(hasDueList(kind) ? [DUE] : [])].flatMap((facet) => [
        catalogueKeys.counterPartition(organizationId, kind, liveness, facet),
        catalogueKeys.monthCounterPartition(organizationId, kind, liveness, facet),
      ]),
    ),
  );

/** Every partition but the records' own and the words', which follow from the word directory. */
export const catalogueItemPartitions = (
  organizationId: string,
  records: readonly StoredRecord[],
  labelIds: readonly string[],
): string[] => {
  const idsByKind = new Map<Kind, string[]>();
  for (const record of records) idsByKind.set(record.kind, [...(idsByKind.get(record.kind) ?? []), record.id]);
  const relationTargets = [
    ...records.filter((record) => RELATION_TARGET_KINDS.has(record.kind)).map((record) => record.id),
    ...labelIds,
  ];
  return [
    ...listPartitions(organizationId, idsByKind),
    ...relationTargets.map((id) => catalogueKeys.relatedPartition(organizationId, id)),
    ...NAMED_KINDS.map((kind) => catalogueKeys.namePartition(organizationId, kind)),
    ...counterPartitions(organizationId),
    ...KINDS.map((kind) => catalogueKeys.wordDirectoryPartition(organizationId, kind)),
  ];
};

/** The items of these partitions, a few Queries at a time. */
export const itemsOfPartitions = async (partitions: readonly string[]): Promise<Record<string, unknown>[]> => {
  const unique = [...new Set(partitions)];
  const perPartition = await mapLimited(unique, 16, (partition) =>
    queryAll({
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': partition },
      ConsistentRead: true,
    }),
  );
  return perPartition.flat();
};

/** The kind a word directory partition (`…#WORDS#<kind>`) belongs to. */
const kindOfDirectory = (partition: string): Kind => partition.slice(partition.lastIndexOf('#') + 1) as Kind;

/** The items of the organization's partition whose sort keys start with `prefix` (only `projection`'s attributes, if given). */
export const partitionItems = (organizationId: string, prefix: string, projection?: string) =>
  queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': organizationPartition(organizationId), ':prefix': prefix },
    ProjectionExpression: projection,
  });

/**
 * Every catalogue item of the organization (records and what derives from them), read by key:
 * its records, then every partition they and its labels name (catalogue-partitions.ts), then the
 * blocks of every word the word directory names.
 */
export const readOrganizationCatalogue = async (organizationId: string): Promise<Record<string, unknown>[]> => {
  const [recordItems, labels] = await Promise.all([
    queryAll({
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': catalogueKeys.record(organizationId, '').PK },
      ConsistentRead: true,
    }),
    partitionItems(organizationId, keys.sectionPrefix.label),
  ]);
  const records = recordItems.map(storedRecordOf);
  const derived = await itemsOfPartitions(
    catalogueItemPartitions(
      organizationId,
      records,
      labels.map((label) => label.id as string),
    ),
  );
  const words = derived.filter((item) => item.itemType === itemTypes.catalogueWord);
  const blocks = await itemsOfPartitions(
    words.map((word) =>
      catalogueKeys.wordPartition(organizationId, kindOfDirectory(word.PK as string), word.SK as string),
    ),
  );
  return [...recordItems, ...derived, ...blocks];
};
