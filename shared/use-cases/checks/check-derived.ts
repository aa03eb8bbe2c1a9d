/**
 * Recomputes every derived item of an organization from its records and compares it with what is
 * stored (`npm run check-indexes`): list, name and relation entries and the index keys of record
 * items (per record), counters, month counters and the word index (per kind), and the origins of
 * the attachments API with the copies their files keep, and each document's kept versions against
 * its `fileVersion`, and the count of analyses queued or running against the analyses. It reads
 * the organization's partitions by key, never the table.
 */

import { findActiveCount, recountActiveAnalyses } from '#shared/stores/analyses/analysis-repository.ts';
import { expectedOrigin, originShapeOf } from '#shared/stores/attachments/record-origins.ts';
import { partitionItems, readOrganizationCatalogue } from '#shared/stores/catalogue/catalogue-partitions.ts';
import { counterItems, wordItems } from '#shared/stores/catalogue/derived-indexes.ts';
import {
  type Item,
  isDeleted,
  recordItems,
  type StoredRecord,
  storedRecordOf,
} from '#shared/stores/catalogue/record-items.ts';
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { analysisKeys, catalogueKeys, fileKeys } from '#shared/stores/db/keys.ts';
import { sameValue } from '#shared/stores/db/same-value.ts';
import { findOrganization } from '#shared/stores/organizations/organization-repository.ts';
import type { Attachment } from '#shared/vocabulary/attachments/attachment.ts';
import { KINDS } from '#shared/vocabulary/catalogue/kinds.ts';

export interface Drift {
  problem: 'missing' | 'extra' | 'different';
  PK: string;
  SK: string;
  expected?: Record<string, unknown>;
  actual?: Record<string, unknown>;
}

const keyOf = (item: { PK: unknown; SK: unknown }) => `${item.PK as string}|${item.SK as string}`;

const same = sameValue;

/** Every item the projection derives from these records, in this time zone. */
const expectedItems = (
  organizationId: string,
  records: ReturnType<typeof storedRecordOf>[],
  timeZone: string,
): Item[] => {
  const live = records.filter((record) => !isDeleted(record));
  return [
    ...records.flatMap((record) => recordItems(organizationId, record)),
    ...KINDS.flatMap((kind) => {
      const ofKind = live.filter((record) => record.kind === kind);
      return [...counterItems(organizationId, kind, ofKind, timeZone), ...wordItems(organizationId, kind, ofKind)];
    }),
  ];
};

const COUNTER_TYPES: ReadonlySet<unknown> = new Set([itemTypes.catalogueCounter, itemTypes.catalogueMonthCounter]);
const BOOKKEEPING = new Set(['PK', 'SK', 'itemType', 'lastImport']);

/**
 * A counter as it counts: imports add their changes to counters (derived-changes.ts), so one may
 * hold zeros where a recount writes nothing, and the id of the last import that updated it.
 * Undefined for a counter that counts nothing.
 */
const asCounted = (item: Record<string, unknown>): Record<string, unknown> | undefined => {
  if (!COUNTER_TYPES.has(item.itemType)) return item;
  const counts = Object.entries(item).filter(([attribute, value]) => !BOOKKEEPING.has(attribute) && value !== 0);
  if (counts.length === 0) return undefined;
  return { PK: item.PK, SK: item.SK, itemType: item.itemType, ...Object.fromEntries(counts) };
};

const compare = (expected: readonly Record<string, unknown>[], actual: readonly Record<string, unknown>[]): Drift[] => {
  const counted = actual.flatMap((item) => {
    const kept = asCounted(item);
    return kept ? [kept] : [];
  });
  const stored = new Map(counted.map((item) => [keyOf(item as { PK: unknown; SK: unknown }), item]));
  const drifts: Drift[] = [];
  for (const item of expected) {
    const key = keyOf(item as { PK: unknown; SK: unknown });
    const found = stored.get(key);
    stored.delete(key);
    if (!found) drifts.push({ problem: 'missing', PK: item.PK as string, SK: item.SK as string, expected: item });
    else if (!same(item, found))
      drifts.push({
        problem: 'different',
        PK: item.PK as string,
        SK: item.SK as string,
        expected: item,
        actual: found,
      });
  }
  for (const item of stored.values())
    drifts.push({ problem: 'extra', PK: item.PK as string, SK: item.SK as string, actual: item });
  return drifts;
};

/** Origins derived again from their records, and the copies of each origin that its files keep. */
const originDrifts = async (organizationId: string): Promise<Drift[]> => {
  const [origins, attachments] = await Promise.all([
    partitionItems(organizationId, 'ORIGIN#'),
    partitionItems(organizationId, 'ATTACHMENT#'),
  ]);
  const drifts: Drift[] = [];
  const current = new Map<string, Record<string, unknown>>();
  for (const origin of origins) {
    const shape = await originShapeOf(organizationId, origin.recordId as string);
    const expected = shape && (await expectedOrigin(organizationId, shape));
    const derived = expected && {
      type: expected.type,
      id: expected.id,
      siteIds: expected.siteIds,
      parent: expected.parent,
    };
    const actual = { type: origin.type, id: origin.id, siteIds: origin.siteIds, parent: origin.parent };
    current.set(`${origin.type as number}#${origin.id as number}`, actual);
    // The origin of a deleted record is not read by the attachments API (docs/files.md): only a live record's can drift.
    if (derived && !same(derived, actual))
      drifts.push({
        problem: 'different',
        PK: origin.PK as string,
        SK: origin.SK as string,
        expected: derived,
        actual,
      });
  }
  for (const item of attachments) {
    const attachment = item as unknown as Attachment & { PK: string; SK: string };
    const origin = current.get(`${attachment.attachableType}#${attachment.attachableId}`);
    if (!origin) continue;
    const expected = { siteIds: origin.siteIds, listingRoot: origin.parent ?? { type: origin.type, id: origin.id } };
    const actual = { siteIds: attachment.siteIds, listingRoot: attachment.listingRoot };
    if (!same(expected, actual))
      drifts.push({ problem: 'different', PK: attachment.PK, SK: attachment.SK, expected, actual });
  }
  return drifts;
};

/**
 * A document at `fileVersion` n keeps the files it replaced as versions 1..n-1: a version missing
 * lost a file, one at n or beyond was written over a version a replacement had already counted.
 */
const documentVersionDrifts = async (organizationId: string, records: readonly StoredRecord[]): Promise<Drift[]> => {
  const versions = await partitionItems(organizationId, 'DOCUMENT#');
  const byDocument = new Map<string, Set<number>>();
  for (const version of versions) {
    const held = byDocument.get(version.documentId as string) ?? new Set<number>();
    byDocument.set(version.documentId as string, held.add(version.version as number));
  }
  const drifts: Drift[] = [];
  for (const record of records.filter((stored) => stored.kind === 'document')) {
    const current = record.fileVersion ?? 0;
    const held = byDocument.get(record.id) ?? new Set<number>();
    const versionKey = (version: number) => fileKeys.documentVersion(organizationId, record.id, version);
    for (let version = 1; version < current; version += 1)
      if (!held.has(version)) drifts.push({ problem: 'missing', ...versionKey(version), expected: { version } });
    for (const version of held)
      if (version >= current)
        drifts.push({ problem: 'extra', ...versionKey(version), actual: { version, fileVersion: current } });
  }
  return drifts;
};

/** Reads of the count and the recount before a difference is a drift: an analysis created or ended between them differs once. */
const activeCountReads = 3;

/**
 * The organization's count of active analyses against the analyses queued or running
 * (docs/data-model.md). The two are read apart, so an analysis created or ended between the reads
 * (the service keeps running while it is checked) is read again before it counts as a drift.
 */
const activeAnalysesDrifts = async (organizationId: string): Promise<Drift[]> => {
  let stored = 0;
  let counted = 0;
  for (let read = 0; read < activeCountReads; read += 1) {
    stored = await findActiveCount(organizationId);
    counted = await recountActiveAnalyses(organizationId);
    if (stored === counted) return [];
  }
  return [
    {
      problem: 'different',
      ...analysisKeys.activeCount(organizationId),
      expected: { active: counted },
      actual: { active: stored },
    },
  ];
};

/** Every difference between the derived items an organization holds and those its records derive. */
export const checkDerivedItems = async (
  organizationId: string,
): Promise<{ records: number; items: number; drifts: Drift[] }> => {
  const organization = await findOrganization(organizationId);
  if (!organization) throw new Error(`No organization ${organizationId}`);
  const actual = await readOrganizationCatalogue(organizationId);
  const recordPartition = catalogueKeys.record(organizationId, '').PK;
  const records = actual.filter((item) => item.PK === recordPartition).map(storedRecordOf);
  const expected = expectedItems(organizationId, records, organization.timezone);
  return {
    records: records.length,
    items: actual.length,
    drifts: [
      ...compare(expected, actual),
      ...(await originDrifts(organizationId)),
      ...(await documentVersionDrifts(organizationId, records)),
      ...(await activeAnalysesDrifts(organizationId)),
    ],
  };
};
