/**
 * The `attachments` section of a catalogue: files hanging on a record, plan, plan point, inbox
 * item or the organization (its logo). Each gets its integer id once, under its uuid, and keeps it
 * on re-import; its origin is resolved from the record it hangs on, as the attachments API's is.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { rewriteAttachment } from '#shared/stores/attachments/attachment-repository.ts';
import { ensureOrigin, originShapeOf } from '#shared/stores/attachments/record-origins.ts';
import { nextInSequence } from '#shared/stores/attachments/sequences.ts';
import { numberOfUser } from '#shared/stores/attachments/user-numbers.ts';
import { batchGetItems } from '#shared/stores/db/batch-get.ts';
import { db, tableName } from '#shared/stores/db/client.ts';
import { conditionHeld } from '#shared/stores/db/condition-held.ts';
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { fileKeys } from '#shared/stores/db/keys.ts';
import { sameValue } from '#shared/stores/db/same-value.ts';
import type { Attachment } from '#shared/vocabulary/attachments/attachment.ts';
import type { CatalogueAttachment } from '#shared/vocabulary/catalogue-format/schema.ts';
import { mapLimited } from '#shared/vocabulary/map-limited.ts';
import type { FileKeeper } from './import-sections.ts';

/** The integer id of this catalogue attachment, given once (the first writer's wins). */
const attachmentIdOf = async (organizationId: string, uuid: string): Promise<number> => {
  const key = fileKeys.attachmentOfUuid(organizationId, uuid);
  const known = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  if (known.Item) return known.Item.attachmentId as number;
  const attachmentId = await nextInSequence(organizationId, 'attachment');
  const written = await conditionHeld(() =>
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key, itemType: itemTypes.attachmentOf, attachmentId },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
  );
  if (written) return attachmentId;
  return (await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item!
    .attachmentId as number;
};

const utc = (value: string) => new Date(value).toISOString();

const importAttachment = async (
  organizationId: string,
  attachment: CatalogueAttachment,
  keepFile: FileKeeper,
  now: string,
) => {
  const shape = await originShapeOf(organizationId, attachment.recordId);
  // The validation saw the record; only a deletion in the same file leaves it without an origin.
  if (!shape) return;
  const [origin, id, uploadedById] = await Promise.all([
    ensureOrigin(organizationId, shape, now),
    attachmentIdOf(organizationId, attachment.id),
    numberOfUser(organizationId, attachment.uploadedByUserId),
  ]);
  await rewriteAttachment(organizationId, id, async (previous) => {
    const storedFile = previous && {
      ...previous,
      createdAt: previous.createdAt,
      createdByUserId: previous.uploadedByUserId,
    };
    const file = (await keepFile(attachment.file, storedFile, previous?.statedFile))!;
    // A file the catalogue states as before stays as it is, with the name a rename may have given it.
    const kept = previous !== undefined && file === storedFile;
    const next: Attachment = {
      id,
      organizationId,
      name: file.name,
      mimeType: file.mimeType,
      size: file.size,
      storageKey: file.storageKey,
      ...(file.sha256 && { sha256: file.sha256 }),
      catalogueId: attachment.id,
      attachableType: origin.type,
      attachableId: origin.id,
      listingRoot: origin.parent ?? { type: origin.type, id: origin.id },
      siteIds: origin.siteIds,
      uploadedById,
      uploadedByUserId: attachment.uploadedByUserId,
      createdAt: utc(attachment.createdAt),
      updatedAt: kept ? laterOf(previous.updatedAt, utc(attachment.updatedAt)) : utc(attachment.updatedAt),
      statedFile: keepFile.statementOf(attachment.file),
    };
    return previous && sameValue({ ...next, revision: previous.revision }, previous) ? undefined : next;
  });
};

const laterOf = (a: string, b: string) => (a > b ? a : b);

/** Every attachment of the file, a few at a time. */
export const writeAttachments = async (
  organizationId: string,
  attachments: readonly CatalogueAttachment[],
  keepFile: FileKeeper,
  now: string,
) => {
  await mapLimited(attachments, 8, (attachment) => importAttachment(organizationId, attachment, keepFile, now));
};

/**
 * The origins of the records and section items the file wrote, for those that have one: their
 * type, sites and parent follow the record, and so do the files hanging on them.
 */
export const refreshOrigins = async (organizationId: string, subjectIds: readonly string[], now: string) => {
  const given = await batchGetItems([...new Set(subjectIds)].map((id) => fileKeys.originOfRecord(organizationId, id)));
  await mapLimited(given, 8, async (item) => {
    const shape = await originShapeOf(organizationId, item.recordId as string);
    if (shape) await ensureOrigin(organizationId, shape, now);
  });
};
