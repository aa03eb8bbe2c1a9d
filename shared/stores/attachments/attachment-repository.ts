import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#shared/stores/db/client.ts';
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { onIndex, withoutKeys } from '#shared/stores/db/items.ts';
import { fileKeys } from '#shared/stores/db/keys.ts';
import { queryAll } from '#shared/stores/db/query-all.ts';
import { storageKeys } from '#shared/stores/storage/storage-keys.ts';
import type { Attachment } from '#shared/vocabulary/attachments/attachment.ts';
import type { Origin, OriginRef } from '#shared/vocabulary/attachments/origin.ts';
import { hasChildTypes } from '#shared/vocabulary/attachments/origin-types.ts';
import { nextInSequence } from './sequences.ts';
import { numberOfUser } from './user-numbers.ts';

const fromItem = (item: Record<string, unknown>): Attachment => withoutKeys<Attachment>(item);

const itemOf = (attachment: Attachment) => ({
  ...fileKeys.attachment(attachment.organizationId, attachment.id),
  ...fileKeys.attachmentByAttachable(
    attachment.organizationId,
    attachment.attachableType,
    attachment.attachableId,
    attachment.createdAt,
    attachment.id,
  ),
  ...fileKeys.attachmentByListingRoot(
    attachment.organizationId,
    attachment.listingRoot.type,
    attachment.listingRoot.id,
    attachment.createdAt,
    attachment.id,
  ),
  itemType: itemTypes.attachment,
  ...attachment,
});

interface NewAttachment {
  origin: Origin;
  name: string;
  mimeType: string;
  size: number;
  uploadedByUserId: string;
}

const attachmentOf = (
  input: NewAttachment,
  id: number,
  uploadedById: number,
  storageKey: string,
  now: string,
): Attachment => ({
  id,
  organizationId: input.origin.organizationId,
  name: input.name,
  mimeType: input.mimeType,
  size: input.size,
  storageKey,
  attachableType: input.origin.type,
  attachableId: input.origin.id,
  listingRoot: input.origin.parent ?? { type: input.origin.type, id: input.origin.id },
  siteIds: input.origin.siteIds,
  uploadedById,
  uploadedByUserId: input.uploadedByUserId,
  createdAt: now,
  updatedAt: now,
});

const store = async (attachment: Attachment, condition?: string): Promise<Attachment> => {
  await db().send(new PutCommand({ TableName: tableName(), Item: itemOf(attachment), ConditionExpression: condition }));
  return attachment;
};

/** Records a file on an origin under the next attachment id; the object itself goes to the returned storage key. */
export const createAttachment = async (input: NewAttachment, now = new Date().toISOString()): Promise<Attachment> => {
  const organizationId = input.origin.organizationId;
  const [id, uploadedById] = await Promise.all([
    nextInSequence(organizationId, 'attachment'),
    numberOfUser(organizationId, input.uploadedByUserId),
  ]);
  return store(
    attachmentOf(input, id, uploadedById, storageKeys.attachment(organizationId, id), now),
    'attribute_not_exists(PK)',
  );
};

export const findAttachment = async (
  organizationId: string,
  attachmentId: number,
  options: { consistent?: boolean } = {},
): Promise<Attachment | undefined> => {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: fileKeys.attachment(organizationId, attachmentId),
      ConsistentRead: options.consistent,
    }),
  );
  return Item ? fromItem(Item) : undefined;
};

/** The condition that the attachment is still as `read` saw it (absent when it was absent). */
const stillAsRead = (read: Attachment | undefined) => {
  if (!read) return { ConditionExpression: 'attribute_not_exists(PK)' };
  if (read.revision === undefined)
    return { ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(revision)' };
  return { ConditionExpression: 'revision = :revision', ExpressionAttributeValues: { ':revision': read.revision } };
};

const rewriteAttempts = 8;

/**
 * Writes what `change` makes of the stored attachment (undefined when there is none; `change`
 * returning undefined writes nothing), at the revision read: when another writer (a rename through
 * operation 3, another refresh) lands in between, it reads again and asks `change` again, so no
 * acknowledged write is lost (docs/data-model.md, "Writers").
 */
export const rewriteAttachment = async (
  organizationId: string,
  attachmentId: number,
  change: (stored: Attachment | undefined) => Promise<Attachment | undefined> | Attachment | undefined,
): Promise<void> => {
  for (let attempt = 1; ; attempt += 1) {
    const stored = await findAttachment(organizationId, attachmentId, { consistent: true });
    const next = await change(stored);
    if (!next) return;
    try {
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: itemOf({ ...next, revision: (stored?.revision ?? 0) + 1 }),
          ...stillAsRead(stored),
        }),
      );
      return;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException) || attempt === rewriteAttempts) throw error;
    }
  }
};

/** Every attachment of one origin's partition of an index: an origin's files are bounded by what one record carries. */
const attachmentsIn = async (
  indexName: 'GSI2' | 'GSI3',
  organizationId: string,
  origin: OriginRef,
): Promise<Attachment[]> =>
  (await queryAll(onIndex(indexName, fileKeys.originListing(organizationId, origin.type, origin.id)))).map(fromItem);

/** The files hanging on this origin itself (not its children's). */
export const attachmentsOn = (organizationId: string, origin: OriginRef): Promise<Attachment[]> =>
  attachmentsIn('GSI2', organizationId, origin);

/**
 * Every attachment an origin's listing shows: one Query on the origin's own partition, in GSI3 for
 * a record that has child records (its files and theirs) and in GSI2 otherwise (its files only).
 */
export const attachmentsOfOrigin = (origin: Origin): Promise<Attachment[]> =>
  attachmentsIn(hasChildTypes(origin.type) ? 'GSI3' : 'GSI2', origin.organizationId, origin);

/** Renames the caller's organization's attachment; undefined when there is no such attachment. */
export const renameAttachment = async (
  organizationId: string,
  attachmentId: number,
  name: string,
  now = new Date().toISOString(),
): Promise<Attachment | undefined> => {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: fileKeys.attachment(organizationId, attachmentId),
        UpdateExpression: 'SET #name = :name, updatedAt = :now ADD revision :one',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: { ':name': name, ':now': now, ':one': 1 },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return fromItem(Attributes!);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
};
