/**
 * An import's journal: written before its first item, deleted after its last. Items derived from
 * a record may hold the import's time (a record whose file states no date is dated by it), so an
 * import that failed part-way is finished by running the same file again at the same time: every
 * item it writes is then the very item the failed run wrote or meant to write.
 */
import { createHash } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client.ts';
import { itemTypes } from '../db/item-types.ts';
import { catalogueKeys } from '../db/keys.ts';

export const fileHashOf = (input: unknown): string => createHash('sha256').update(JSON.stringify(input)).digest('hex');

/** The time to write this file at: the failed run's when it is the same file, else `now`. */
export const beginImport = async (organizationId: string, fileHash: string, now: string): Promise<string> => {
  const key = catalogueKeys.importJournal(organizationId);
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  if (Item?.fileHash === fileHash) return Item.at as string;
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...key, itemType: itemTypes.catalogueImportJournal, fileHash, at: now, startedAt: now },
    }),
  );
  return now;
};

export const endImport = async (organizationId: string): Promise<void> => {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: catalogueKeys.importJournal(organizationId) }));
};
