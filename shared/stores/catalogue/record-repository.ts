/**
 * Reads of catalogue records by id and of the records that name one record (relation entries):
 * how every operation reaches the record the import stored. A soft-deleted record reads as absent.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from '#shared/stores/db/batch-get.ts';
import { db, tableName } from '#shared/stores/db/client.ts';
import { onIndex } from '#shared/stores/db/items.ts';
import { catalogueKeys } from '#shared/stores/db/keys.ts';
import { queryAll, queryCount } from '#shared/stores/db/query-all.ts';
import type { Kind } from '#shared/vocabulary/catalogue/kinds.ts';
import { isDeleted, type StoredRecord, type StoredRecordOf, storedRecordOf } from './record-items.ts';

/** The record of this id if it is of `kind` and not deleted. `consistent` for reads a write is conditioned on. */
export const findRecord = async <K extends Kind>(
  organizationId: string,
  recordId: string,
  kind: K,
  options: { consistent?: boolean } = {},
): Promise<StoredRecordOf<K> | undefined> => {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: catalogueKeys.record(organizationId, recordId),
      ConsistentRead: options.consistent,
    }),
  );
  if (!Item || Item.kind !== kind) return undefined;
  // The item's kind was just checked: it holds a record of that kind.
  const record = storedRecordOf(Item) as StoredRecordOf<K>;
  return isDeleted(record) ? undefined : record;
};

/** The records of these ids that exist and are not deleted, in no particular order. */
export const findRecords = async (organizationId: string, recordIds: readonly string[]): Promise<StoredRecord[]> =>
  (await findStoredRecords(organizationId, [...new Set(recordIds)])).filter((record) => !isDeleted(record));

interface RelatedEntry {
  kind: Kind;
  id: string;
  field: string;
}

const relatedQuery = (organizationId: string, targetId: string, prefix?: string) =>
  prefix
    ? {
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: {
          ':pk': catalogueKeys.relatedPartition(organizationId, targetId),
          ':prefix': prefix,
        },
      }
    : {
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': catalogueKeys.relatedPartition(organizationId, targetId) },
      };

/** Records of `kind` that name `targetId`, in list order (status, then main date). */
export const findRelated = async (organizationId: string, targetId: string, kind: Kind): Promise<RelatedEntry[]> =>
  (await queryAll({
    ...relatedQuery(organizationId, targetId, `${kind}#`),
    ProjectionExpression: 'kind, id, field',
  })) as unknown as RelatedEntry[];

/** The latest-dated record of `kind` and `status` naming `targetId`: one entry read. */
export const findLatestRelated = async (
  organizationId: string,
  targetId: string,
  kind: Kind,
  status: string,
): Promise<RelatedEntry | undefined> => {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      ...relatedQuery(organizationId, targetId, `${kind}#${status}#`),
      ScanIndexForward: false,
      Limit: 1,
      ProjectionExpression: 'kind, id, field',
    }),
  );
  return Items?.[0] as RelatedEntry | undefined;
};

/** How many records name `targetId` (of `kind`, or of any kind), counted by DynamoDB without returning them. */
export const countRelated = (organizationId: string, targetId: string, kind?: Kind): Promise<number> =>
  queryCount(relatedQuery(organizationId, targetId, kind && `${kind}#`));

/** Whether the organization holds any record, deleted ones included: a first import has none. */
export const holdsRecords = async (organizationId: string): Promise<boolean> => {
  const { Count } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': catalogueKeys.record(organizationId, '').PK },
      Limit: 1,
      Select: 'COUNT',
    }),
  );
  return Boolean(Count);
};

/** The records of these ids as stored, soft-deleted ones included (the import merges over them). */
export const findStoredRecords = async (
  organizationId: string,
  recordIds: readonly string[],
): Promise<StoredRecord[]> =>
  (await batchGetItems(recordIds.map((id) => catalogueKeys.record(organizationId, id)))).map(storedRecordOf);

/** The records that hold a ref, of any kind (refs are unique per kind across the organization). */
export const findRefHolders = async (organizationId: string, ref: string): Promise<{ id: string; kind: Kind }[]> =>
  (
    await queryAll({
      ...onIndex('GSI1', catalogueKeys.refPartition(organizationId, ref)),
      ProjectionExpression: 'id, kind',
    })
  ).map((holder) => ({ id: holder.id as string, kind: holder.kind as Kind }));
