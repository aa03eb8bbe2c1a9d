import { retryLostRaces } from '#shared/stores/db/transactions.ts';
import { commitReplacement, findDocument } from '#shared/stores/documents/document-repository.ts';
import { findOrganization } from '#shared/stores/organizations/organization-repository.ts';
import { presignedUpload, type UploadTarget } from '#shared/stores/storage/presign.ts';
import { storageKeys } from '#shared/stores/storage/storage-keys.ts';
import type { OrganizationIdentity } from '#shared/vocabulary/auth/identity.ts';
import type { DocumentMimeType } from '#shared/vocabulary/documents/document.ts';
import { conflict, forbidden, HttpError, notFound } from '#shared/vocabulary/errors.ts';

interface ReplacementRequest {
  name: string;
  mimeType: DocumentMimeType;
  /** Bytes. */
  size: number;
}

const bytesPerMegabyte = 1024 * 1024;

const limitExceeded = (limitMegabytes: number, usedBytes: number, size: number) =>
  new HttpError('payload_too_large', "The file does not fit in the organization's upload size limit", {
    uploadSizeLimitBytes: limitMegabytes * bytesPerMegabyte,
    uploadSizeUsedBytes: usedBytes,
    requestedBytes: size,
  });

/**
 * Replaces a document's file: the outgoing file is kept as a DocumentVersion, the document points at
 * a new key under the organization's prefix, the organization's usage grows by the new size, and
 * the caller receives a presigned PUT for exactly that file. A concurrent replacement of the same
 * document makes this one read the document again and go on from the newer version, so neither
 * outgoing file is lost.
 */
export const replaceDocument = async (
  caller: OrganizationIdentity,
  documentId: string,
  request: ReplacementRequest,
): Promise<{ id: string; upload: UploadTarget }> => {
  if (caller.role === 'viewer') throw forbidden('Your role may not replace documents');
  return retryLostRaces(
    () => replaceOnce(caller, documentId, request),
    () => conflict('The document is being replaced by others at the same time; try again'),
  );
};

/** One read of the document and the usage, and the conditional write; undefined when either changed in between. */
const replaceOnce = async (caller: OrganizationIdentity, documentId: string, request: ReplacementRequest) => {
  const [document, organization] = await Promise.all([
    findDocument(caller.organizationId, documentId),
    findOrganization(caller.organizationId),
  ]);
  if (!document) throw notFound('Document');
  if (!organization) throw new Error(`Organization ${caller.organizationId} of a signed-in caller does not exist`);
  const maxUsedBefore = organization.uploadSizeLimit * bytesPerMegabyte - request.size;
  if (organization.uploadSizeUsed > maxUsedBefore)
    throw limitExceeded(organization.uploadSizeLimit, organization.uploadSizeUsed, request.size);

  const now = new Date();
  const storageKey = storageKeys.documentFile(caller.organizationId, documentId);
  const outcome = await commitReplacement({
    document,
    next: { name: request.name, mimeType: request.mimeType, size: request.size, storageKey },
    byUserId: caller.userId,
    at: now.toISOString(),
    uploadSizeLimit: organization.uploadSizeLimit,
    maxUsedBefore,
  });
  if (outcome !== 'replaced') return undefined;
  return { id: document.id, upload: await presignedUpload(storageKey, request.mimeType, request.size, now) };
};
