/**
 * Whether what an origin stands for is gone (docs/files.md, "Deleted records"). A soft-deleted
 * record keeps only its record item, with `deletedAt` set; so does every read of the service treat
 * it as absent, and so do the records that are part of it: an intervention treating a deleted
 * anomaly, a plan drawing a deleted unit, a plan point of a deleted anomaly or on such a plan. The
 * items are read on each request, so a deletion (or its undoing by a later import) shows at once
 * and nothing is written beside the records.
 */
import { isDeleted } from '#shared/stores/catalogue/record-items.ts';
import { batchGetItems } from '#shared/stores/db/batch-get.ts';
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { catalogueKeys, keys } from '#shared/stores/db/keys.ts';
import type { Origin } from '#shared/vocabulary/attachments/origin.ts';
import { originTypeCodes } from '#shared/vocabulary/attachments/origin-types.ts';

type ItemKey = { PK: string; SK: string };
type Item = Record<string, unknown>;

const keyText = (key: ItemKey) => `${key.PK}\n${key.SK}`;

/**
 * The item an origin stands for. None for the logo, whose subject is the caller's own organization,
 * nor for an inbox item, which nothing deletes: neither needs a read.
 */
export const subjectKeyOf = (origin: Pick<Origin, 'organizationId' | 'type' | 'recordId'>): ItemKey | undefined => {
  const { organizationId, recordId } = origin;
  switch (origin.type) {
    case originTypeCodes.organizationLogo:
    case 20:
      return undefined;
    case 19:
      return keys.plan(organizationId, recordId);
    case 21:
      return keys.planPoint(organizationId, recordId);
    default:
      return catalogueKeys.record(organizationId, recordId);
  }
};

/** The records an item is part of, and is gone with. */
const partOf = (organizationId: string, item: Item): ItemKey[] => {
  switch (item.itemType) {
    case itemTypes.catalogueRecord:
      return typeof item.anomalyId === 'string' ? [catalogueKeys.record(organizationId, item.anomalyId)] : [];
    case itemTypes.plan:
      return [catalogueKeys.record(organizationId, item.unitId as string)];
    case itemTypes.planPoint:
      return [
        catalogueKeys.record(organizationId, item.anomalyId as string),
        keys.plan(organizationId, item.planId as string),
      ];
    default:
      return [];
  }
};

const isSoftDeleted = (item: Item) => item.itemType === itemTypes.catalogueRecord && isDeleted(item);

/**
 * Reads subjects and what they are part of, one BatchGetItem per round (a plan point takes three:
 * the point, its anomaly and plan, the plan's unit), never reading an item twice. An item that does
 * not exist is not gone: only a record's own `deletedAt` says so.
 */
export const subjectReader = (organizationId: string) => {
  const read = new Map<string, Item | null>();
  const item = (key: ItemKey): Item | undefined => read.get(keyText(key)) ?? undefined;
  const load = async (wanted: readonly (ItemKey | undefined)[]): Promise<void> => {
    let next = wanted.filter((key) => key !== undefined);
    while (next.length > 0) {
      const fresh = [
        ...new Map(next.filter((key) => !read.has(keyText(key))).map((key) => [keyText(key), key])).values(),
      ];
      for (const key of fresh) read.set(keyText(key), null);
      for (const found of await batchGetItems(fresh)) read.set(keyText(found as ItemKey), found);
      next = fresh.flatMap((key) => {
        const found = item(key);
        return found && !isSoftDeleted(found) ? partOf(organizationId, found) : [];
      });
    }
  };
  const isGone = (key: ItemKey | undefined): boolean => {
    if (key === undefined) return false;
    if (!read.has(keyText(key))) throw new Error(`${keyText(key)} was not loaded`);
    const found = item(key);
    return found !== undefined && (isSoftDeleted(found) || partOf(organizationId, found).some(isGone));
  };
  return { load, item, isGone };
};
