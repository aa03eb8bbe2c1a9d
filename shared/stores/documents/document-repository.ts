import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { StoredRecord } from '#shared/stores/catalogue/record-items.ts';
import { findRecord } from '#shared/stores/catalogue/record-repository.ts';
import { db, tableName } from '#shared/stores/db/client.ts';
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { withoutKeys } from '#shared/stores/db/items.ts';
import { catalogueKeys, fileKeys, keys, organizationPartition } from '#shared/stores/db/keys.ts';
import { queryAll } from '#shared/stores/db/query-all.ts';
import type { CurrentFile, Document, DocumentFile, DocumentVersion } from '#shared/vocabulary/documents/document.ts';

const documentOf = (organizationId: string, record: StoredRecord): Document => ({
  id: record.id,
  organizationId,
  file: (record.file as CurrentFile | null | undefined) ?? null,
  currentVersion: record.fileVersion ?? 0,
  createdAt: record.createdAt,
  updatedAt: record.updatedAt,
});

/** The catalogue's document record. Strongly consistent: a replacement bases its version condition on what it reads here. */
export const findDocument = async (organizationId: string, documentId: string): Promise<Document | undefined> => {
  const record = await findRecord(organizationId, documentId, 'document', { consistent: true });
  return record && documentOf(organizationId, record);
};

/** The document and its kept versions, oldest first. */
export const findDocumentWithVersions = async (
  organizationId: string,
  documentId: string,
): Promise<{ document: Document; versions: DocumentVersion[] } | undefined> => {
  const document = await findDocument(organizationId, documentId);
  if (!document) return undefined;
  const versions = (
    await queryAll({
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: {
        ':pk': organizationPartition(organizationId),
        ':prefix': fileKeys.documentVersionPrefix(documentId),
      },
      ConsistentRead: true,
    })
  ).map((item) => withoutKeys<DocumentVersion>(item));
  return { document, versions };
};

interface Replacement {
  /** The document as read; the write only happens if it is still at this version. */
  document: Document;
  next: DocumentFile;
  byUserId: string;
  at: string;
  /** The organization's limit as read (MB) and the highest usage (bytes) that leaves room for the new file. */
  uploadSizeLimit: number;
  maxUsedBefore: number;
}

type ReplacementOutcome = 'replaced' | 'documentChanged' | 'usageChanged' | 'contended';

const outgoingVersionOf = (document: Document, file: CurrentFile, byUserId: string, at: string): DocumentVersion => ({
  documentId: document.id,
  organizationId: document.organizationId,
  version: document.currentVersion,
  name: file.name,
  mimeType: file.mimeType,
  size: file.size,
  storageKey: file.storageKey,
  createdAt: file.createdAt,
  createdByUserId: file.createdByUserId,
  replacedAt: at,
  replacedByUserId: byUserId,
});

/**
 * One transaction: the outgoing file (if any) becomes version n, the document record moves to the
 * new file as version n+1 only if it is still at n, and the organization's usage grows by the new
 * file's size only if that stays within a limit that has not changed since it was read. All or nothing.
 */
export const commitReplacement = async (replacement: Replacement): Promise<ReplacementOutcome> => {
  const { document, byUserId, at } = replacement;
  const outgoing = document.file && outgoingVersionOf(document, document.file, byUserId, at);
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          documentMove(replacement),
          usageGrowth(replacement),
          ...(outgoing ? [outgoingVersionPut(outgoing)] : []),
        ],
      }),
    );
    return 'replaced';
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    return cancellationOutcome(error);
  }
};

/** The document record moves to the new file as version n+1, only if it is still at version n. */
const documentMove = ({ document, next, byUserId, at }: Replacement) => {
  const current: CurrentFile = { ...next, createdAt: at, createdByUserId: byUserId };
  // A record imported without a file has no `fileVersion` yet.
  const versionCondition =
    document.currentVersion === 0
      ? '(attribute_not_exists(fileVersion) OR fileVersion = :readVersion)'
      : 'fileVersion = :readVersion';
  return {
    Update: {
      TableName: tableName(),
      Key: catalogueKeys.record(document.organizationId, document.id),
      // The revision tells the import, which writes whole records, that the record changed since it read it.
      UpdateExpression:
        'SET #file = :file, mimeType = :mimeType, fileVersion = :nextVersion, updatedAt = :at, revision = if_not_exists(revision, :zero) + :one',
      ConditionExpression: `attribute_exists(PK) AND ${versionCondition}`,
      ExpressionAttributeNames: { '#file': 'file' },
      ExpressionAttributeValues: {
        ':file': current,
        ':mimeType': next.mimeType,
        ':nextVersion': document.currentVersion + 1,
        ':readVersion': document.currentVersion,
        ':at': at,
        ':zero': 0,
        ':one': 1,
      },
    },
  };
};

/** The organization's usage grows by the new file's size, only within a limit unchanged since it was read. */
const usageGrowth = ({ document, next, uploadSizeLimit, maxUsedBefore }: Replacement) => ({
  Update: {
    TableName: tableName(),
    Key: keys.organization(document.organizationId),
    UpdateExpression: 'ADD uploadSizeUsed :size',
    ConditionExpression: 'uploadSizeLimit = :limit AND uploadSizeUsed <= :maxUsedBefore',
    ExpressionAttributeValues: {
      ':size': next.size,
      ':limit': uploadSizeLimit,
      ':maxUsedBefore': maxUsedBefore,
    },
  },
});

const outgoingVersionPut = (outgoing: DocumentVersion) => ({
  Put: {
    TableName: tableName(),
    Item: {
      ...fileKeys.documentVersion(outgoing.organizationId, outgoing.documentId, outgoing.version),
      itemType: itemTypes.documentVersion,
      ...outgoing,
    },
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

/** The cancellation reasons come in the order of the transaction's items: document, usage, outgoing version. */
const cancellationOutcome = (error: TransactionCanceledException): ReplacementOutcome => {
  const [documentReason, usageReason, versionReason] = (error.CancellationReasons ?? []).map((reason) => reason.Code);
  if (documentReason === 'ConditionalCheckFailed' || versionReason === 'ConditionalCheckFailed')
    return 'documentChanged';
  if (usageReason === 'ConditionalCheckFailed') return 'usageChanged';
  return 'contended';
};
