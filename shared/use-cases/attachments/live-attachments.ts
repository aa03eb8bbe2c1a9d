/**
 * The files operations 2 and 3 may show: those whose records are not gone (origin-subjects.ts). The
 * attachment items keep their origin's keys whatever happens to the record, so the records are
 * checked on each request (docs/files.md, "Deleted records").
 */

import { attachmentsOfOrigin } from '#shared/stores/attachments/attachment-repository.ts';
import { findOrigin, findOrigins } from '#shared/stores/attachments/origin-repository.ts';
import { subjectKeyOf, subjectReader } from '#shared/stores/attachments/origin-subjects.ts';
import type { Attachment } from '#shared/vocabulary/attachments/attachment.ts';
import type { Origin, OriginRef } from '#shared/vocabulary/attachments/origin.ts';

const refText = (ref: OriginRef) => `${ref.type}#${ref.id}`;
const attachableOf = (attachment: Attachment): OriginRef => ({
  type: attachment.attachableType,
  id: attachment.attachableId,
});

/** The child records (an anomaly's interventions) that files of this listing hang on. */
const childrenIn = (origin: Origin, attachments: readonly Attachment[]): OriginRef[] => {
  const children = new Map(
    attachments.map((attachment) => [refText(attachableOf(attachment)), attachableOf(attachment)]),
  );
  children.delete(refText(origin));
  return [...children.values()];
};

/**
 * Every file an origin's listing shows, or undefined when the origin's own record is gone. The
 * record is read beside the files' Query; the children's origins and records after it, in one
 * BatchGetItem each (a child's anomaly is the listing's record, already read).
 */
export const liveAttachmentsOf = async (origin: Origin): Promise<Attachment[] | undefined> => {
  const subjects = subjectReader(origin.organizationId);
  const own = subjectKeyOf(origin);
  const [attachments] = await Promise.all([attachmentsOfOrigin(origin), subjects.load([own])]);
  if (subjects.isGone(own)) return undefined;
  const children = await findOrigins(origin.organizationId, childrenIn(origin, attachments));
  await subjects.load(children.map(subjectKeyOf));
  const gone = new Set(children.filter((child) => subjects.isGone(subjectKeyOf(child))).map(refText));
  return attachments.filter((attachment) => !gone.has(refText(attachableOf(attachment))));
};

/** Whether the file hangs on a record that is gone: its origin, then the record and what it is part of. */
export const hangsOnGoneRecord = async (attachment: Attachment): Promise<boolean> => {
  const origin = await findOrigin(attachment.organizationId, attachment.attachableType, attachment.attachableId);
  const subjects = subjectReader(attachment.organizationId);
  const key = origin && subjectKeyOf(origin);
  await subjects.load([key]);
  return subjects.isGone(key);
};
