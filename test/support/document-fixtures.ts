import { findDocumentWithVersions } from '#shared/stores/documents/document-repository.ts';
import { findOrganization } from '#shared/stores/organizations/organization-repository.ts';
import type { Document } from '#shared/vocabulary/documents/document.ts';
import type { Organization } from '#shared/vocabulary/organizations/organization.ts';
import { aFile, aRecord, importInto } from './catalogue-fixtures.ts';
import { anOrganizationWithUsers } from './files-fixtures.ts';

/** Documents to replace, and what a replacement leaves behind, for the document replacement tests. */
export const pdfReplacement = (size: number) => ({
  name: 'Rapport de vérification.pdf',
  mimeType: 'application/pdf' as const,
  size,
});

/** The document with its current file's fields beside its own, as the assertions name them. */
const flat = (document: Document) => ({
  id: document.id,
  organizationId: document.organizationId,
  currentVersion: document.currentVersion,
  name: document.file?.name,
  mimeType: document.file?.mimeType,
  size: document.file?.size,
  storageKey: document.file?.storageKey,
  fileCreatedAt: document.file?.createdAt,
  fileCreatedByUserId: document.file?.createdByUserId,
});

export const documentSnapshot = async (
  document: { id: string; organizationId: string },
  organization: Organization,
) => {
  const family = await findDocumentWithVersions(document.organizationId, document.id);
  return {
    family: family && { document: flat(family.document), versions: family.versions },
    used: (await findOrganization(organization.id))!.uploadSizeUsed,
  };
};

/** The imported document's file: its bytes count in the organization's usage. */
export const importedFileBytes = 1000;

export const aReplaceableDocument = async (organization: Partial<Organization> = {}) => {
  const { uploadSizeUsed = 5000, ...rest } = organization;
  const setup = await anOrganizationWithUsers({
    uploadSizeLimit: 100,
    uploadSizeUsed: uploadSizeUsed - importedFileBytes,
    ...rest,
  });
  const record = aRecord('document', {
    file: aFile('Registre.pdf', 'x'.repeat(importedFileBytes), 'application/pdf'),
    createdByUserId: setup.admin.id,
  });
  await importInto(setup.organization.id, { records: [record] });
  const document = (
    await documentSnapshot({ id: record.id, organizationId: setup.organization.id }, setup.organization)
  ).family!.document;
  return { ...setup, document };
};
