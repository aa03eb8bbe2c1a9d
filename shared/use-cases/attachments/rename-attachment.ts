import { findAttachment, renameAttachment as storeName } from '#shared/stores/attachments/attachment-repository.ts';
import { attachmentActions, originColumns } from '#shared/vocabulary/attachments/attachment.ts';
import type { OrganizationIdentity } from '#shared/vocabulary/auth/identity.ts';
import { forbidden, notFound } from '#shared/vocabulary/errors.ts';
import { withoutNulls } from '#shared/vocabulary/formats/without-nulls.ts';
import { hangsOnGoneRecord } from './live-attachments.ts';

interface AttachmentUpdateResult {
  id: number;
  name: string;
  storageKey: string;
  mimeType: string;
  size: number;
  attachableType: number;
  uploadedById: number;
  anomalyId?: number;
  clientInterventionId?: number;
  providerInterventionId?: number;
  logoForOrganizationId?: number;
  updatedAt: string;
  createdAt: string;
}

/**
 * Renames an attachment of the caller's organization, if the caller's role allows it
 * (`actions.canBeUpdated`) and its record is not deleted.
 */
export const renameAttachment = async (
  caller: OrganizationIdentity,
  attachmentId: number,
  name: string,
): Promise<{ data: AttachmentUpdateResult }> => {
  const current = await findAttachment(caller.organizationId, attachmentId);
  // A file of a deleted record is as absent as the record, whoever kept its id.
  if (!current || (await hangsOnGoneRecord(current))) throw notFound('Attachment');
  if (!attachmentActions(current, caller).canBeUpdated) throw forbidden('Your role may not rename this attachment');
  const renamed = await storeName(caller.organizationId, attachmentId, name);
  if (!renamed) throw notFound('Attachment');
  return {
    data: {
      id: renamed.id,
      name: renamed.name,
      storageKey: renamed.storageKey,
      mimeType: renamed.mimeType,
      size: renamed.size,
      attachableType: renamed.attachableType,
      uploadedById: renamed.uploadedById,
      ...withoutNulls(originColumns(renamed)),
      updatedAt: renamed.updatedAt,
      createdAt: renamed.createdAt,
    },
  };
};
