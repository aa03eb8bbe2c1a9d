/**
 * Key reads of the catalogue for one organization: records and name entries by id (BatchGetItem),
 * records by reference (Query on GSI1). The organization is part of every key, so an id or a ref of
 * another organization reads nothing.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { isDeleted, withRecordDefaults } from '#shared/stores/catalogue/record-items.ts';
import { batchGetItems } from '#shared/stores/db/batch-get.ts';
import { db, tableName } from '#shared/stores/db/client.ts';
import { onIndex } from '#shared/stores/db/items.ts';
import { catalogueKeys } from '#shared/stores/db/keys.ts';
import type { Kind } from '#shared/vocabulary/catalogue/kinds.ts';

export type StoredItem = Record<string, unknown>;

const byId = (items: readonly StoredItem[]) => new Map(items.map((item) => [item.id as string, item]));

/** Records by id; a soft-deleted one reads as absent. */
export const readRecords = async (organizationId: string, ids: readonly string[]): Promise<Map<string, StoredItem>> =>
  ids.length === 0
    ? new Map()
    : byId(
        (await batchGetItems([...new Set(ids)].map((id) => catalogueKeys.record(organizationId, id))))
          .filter((item) => !isDeleted(item))
          .map(withRecordDefaults),
      );

/** Name entries of units, installations, equipment or providers. */
export const readNames = async (
  organizationId: string,
  kind: Kind,
  ids: readonly string[],
): Promise<Map<string, StoredItem>> =>
  ids.length === 0
    ? new Map()
    : byId(await batchGetItems([...new Set(ids)].map((id) => catalogueKeys.name(organizationId, kind, id))));

/** The records holding a reference, one per kind at most; only of `kind` when given. */
export const readByRef = async (organizationId: string, ref: string, kind?: Kind): Promise<StoredItem[]> => {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      ...onIndex('GSI1', catalogueKeys.refPartition(organizationId, ref), kind),
    }),
  );
  return (Items ?? []).map(withRecordDefaults);
};
