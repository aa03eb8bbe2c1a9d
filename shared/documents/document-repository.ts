import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client.ts';
import { fileKeys, keys, organizationPartition } from '../db/keys.ts';
import type { Document, DocumentFile, DocumentVersion } from './document.ts';

const strip = ({ PK: _pk, SK: _sk, itemType: _itemType, ...rest }: Record<string, unknown>) => rest;

export const putDocument = async (document: Document): Promise<void> => {
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...fileKeys.document(document.organizationId, document.id), itemType: 'document', ...document } }),
  );
};

/** Strongly consistent: a replacement bases its version condition on what it reads here. */
export const findDocument = async (organizationId: string, documentId: string): Promise<Document | undefined> => {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: fileKeys.document(organizationId, documentId), ConsistentRead: true }),
  );
  return Item ? (strip(Item) as unknown as Document) : undefined;
};

/** The document and its kept versions, oldest first, with one Query on the document's sort-key prefix. */
export const findDocumentWithVersions = async (
  organizationId: string,
  documentId: string,
): Promise<{ document: Document; versions: DocumentVersion[] } | undefined> => {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': organizationPartition(organizationId), ':prefix': fileKeys.documentFamilyPrefix(documentId) },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  const document = items.find((item) => item.itemType === 'document');
  if (!document) return undefined;
  return {
    document: strip(document) as unknown as Document,
    versions: items.filter((item) => item.itemType === 'documentVersion').map((item) => strip(item) as unknown as DocumentVersion),
  };
};

export interface Replacement {
  /** The document as read; the write only happens if it is still at this version. */
  document: Document;
  next: DocumentFile;
  byUserId: string;
  at: string;
  /** The organization's limit as read (MB) and the highest usage (bytes) that leaves room for the new file. */
  uploadSizeLimit: number;
  maxUsedBefore: number;
}

export type ReplacementOutcome = 'replaced' | 'documentChanged' | 'usageChanged' | 'contended';

/**
 * One transaction: the outgoing file becomes version n, the document moves to the new file as
 * version n+1 only if it is still at n, and the organization's usage grows by the new file's size
 * only if that stays within a limit that has not changed since it was read. All or nothing.
 */
export const commitReplacement = async ({ document, next, byUserId, at, uploadSizeLimit, maxUsedBefore }: Replacement): Promise<ReplacementOutcome> => {
  const outgoing: DocumentVersion = {
    documentId: document.id,
    organizationId: document.organizationId,
    version: document.currentVersion,
    name: document.name,
    mimeType: document.mimeType,
    size: document.size,
    storageKey: document.storageKey,
    createdAt: document.fileCreatedAt,
    createdByUserId: document.fileCreatedByUserId,
    replacedAt: at,
    replacedByUserId: byUserId,
  };
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: fileKeys.document(document.organizationId, document.id),
              UpdateExpression:
                'SET #name = :name, mimeType = :mimeType, #size = :size, storageKey = :storageKey, currentVersion = :nextVersion, ' +
                'fileCreatedAt = :at, fileCreatedByUserId = :by, updatedAt = :at',
              ConditionExpression: 'currentVersion = :readVersion',
              ExpressionAttributeNames: { '#name': 'name', '#size': 'size' },
              ExpressionAttributeValues: {
                ':name': next.name,
                ':mimeType': next.mimeType,
                ':size': next.size,
                ':storageKey': next.storageKey,
                ':nextVersion': document.currentVersion + 1,
                ':readVersion': document.currentVersion,
                ':at': at,
                ':by': byUserId,
              },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...fileKeys.documentVersion(document.organizationId, document.id, outgoing.version), itemType: 'documentVersion', ...outgoing },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: keys.organization(document.organizationId),
              UpdateExpression: 'ADD uploadSizeUsed :size',
              ConditionExpression: 'uploadSizeLimit = :limit AND uploadSizeUsed <= :maxUsedBefore',
              ExpressionAttributeValues: { ':size': next.size, ':limit': uploadSizeLimit, ':maxUsedBefore': maxUsedBefore },
            },
          },
        ],
      }),
    );
    return 'replaced';
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const [documentReason, versionReason, usageReason] = (error.CancellationReasons ?? []).map((reason) => reason.Code);
    if (documentReason === 'ConditionalCheckFailed' || versionReason === 'ConditionalCheckFailed') return 'documentChanged';
    if (usageReason === 'ConditionalCheckFailed') return 'usageChanged';
    return 'contended';
  }
};
