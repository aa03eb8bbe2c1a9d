import type { OrganizationIdentity } from '#shared/vocabulary/auth/identity.ts';
import type { OriginRef } from './origin.ts';
import { type OriginType, originTypeCodes } from './origin-types.ts';

export interface Attachment {
  id: number;
  organizationId: string;
  name: string;
  mimeType: string;
  /** Bytes. */
  size: number;
  storageKey: string;
  /** The record the file was attached to (`origin` in the list item). */
  attachableType: OriginType;
  attachableId: number;
  /** The origin whose listing shows this file besides its own: the parent record, or the record itself. */
  listingRoot: OriginRef;
  /** The sites of the record it was attached to, copied so that `x-sites` filters without more reads. */
  siteIds: string[];
  uploadedById: number;
  uploadedByUserId: string;
  /** SHA-256 of the bytes when a catalogue import stored them, so that a re-import knows them again. */
  sha256?: string;
  /** The attachment's uuid in the catalogue that brought it. */
  catalogueId?: string;
  createdAt: string;
  updatedAt: string;
  /** Raised by every writer of an existing attachment; a put replaces it only at the revision it read. */
  revision?: number;
  /** The import's own: what the catalogue said of the file at its last import (a rename through operation 3 stays while it says the same). */
  statedFile?: { sha256: string; name: string; mimeType: string };
}

export interface AttachmentActions {
  canBeUpdated: boolean;
  canBeDeleted: boolean;
}

/**
 * Admins manage every file; managers rename any file but only delete their own uploads, and leave
 * the organization's logo to admins; viewers only read. The rename operation applies the same rule.
 */
export const attachmentActions = (attachment: Attachment, caller: OrganizationIdentity): AttachmentActions => {
  const isLogo = attachment.attachableType === originTypeCodes.organizationLogo;
  switch (caller.role) {
    case 'admin':
      return { canBeUpdated: true, canBeDeleted: true };
    case 'manager':
      return { canBeUpdated: !isLogo, canBeDeleted: !isLogo && attachment.uploadedByUserId === caller.userId };
    case 'viewer':
      return { canBeUpdated: false, canBeDeleted: false };
  }
};

/**
 * The specification's update result names four origins by their own columns; each is the origin id
 * when the file hangs on such a record (or, for `anomalyId`, on an intervention of the anomaly), and
 * null otherwise.
 */
export const originColumns = (attachment: Attachment) => {
  const on = (type: OriginType) => (attachment.attachableType === type ? attachment.attachableId : null);
  return {
    anomalyId: attachment.listingRoot.type === originTypeCodes.anomaly ? attachment.listingRoot.id : null,
    clientInterventionId: on(originTypeCodes.clientIntervention),
    providerInterventionId: on(originTypeCodes.providerIntervention),
    logoForOrganizationId: on(originTypeCodes.organizationLogo),
  };
};
