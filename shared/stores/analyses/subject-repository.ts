/**
 * Where an analysis subject lives: a report is the catalogue's `report` record, an inbox item the
 * item of the catalogue's `inboxItems` section; each holds the file the analysis reads.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#shared/stores/db/client.ts';
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { catalogueKeys, keys } from '#shared/stores/db/keys.ts';
import type { Subject } from '#shared/vocabulary/analyses/analysis.ts';
import type { SubjectFile } from '#shared/vocabulary/analyses/subject.ts';
import type { StoredFile } from '#shared/vocabulary/catalogue/stored-file.ts';

export const subjectKey = (organizationId: string, subject: Subject) =>
  subject.kind === 'report'
    ? catalogueKeys.record(organizationId, subject.id)
    : keys.inboxItem(organizationId, subject.id);

/** A stored item is that subject when it is of the subject's kind and not deleted (inbox items have neither). */
export const isSubjectItem = (subject: Subject, item: Record<string, unknown>): boolean =>
  subject.kind === 'report'
    ? item.kind === 'report' && typeof item.deletedAt !== 'string'
    : item.itemType === itemTypes.inboxItem;

/** The condition a transaction puts on the subject item, with its values: that it is the subject and not deleted. */
export const subjectCondition = (subject: Subject) =>
  subject.kind === 'report'
    ? {
        expression: 'kind = :reportKind AND (attribute_not_exists(deletedAt) OR attribute_type(deletedAt, :nullType))',
        values: { ':reportKind': 'report', ':nullType': 'NULL' },
      }
    : { expression: 'itemType = :inboxType', values: { ':inboxType': itemTypes.inboxItem } };

export const findSubjectFile = async (organizationId: string, subject: Subject): Promise<SubjectFile | undefined> => {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: subjectKey(organizationId, subject) }),
  );
  if (!Item || !isSubjectItem(subject, Item) || !Item.file) return undefined;
  const file = Item.file as StoredFile;
  return {
    id: subject.id,
    organizationId,
    name: file.name,
    storageKey: file.storageKey,
    mimeType: file.mimeType,
    createdAt: file.createdAt,
  };
};
