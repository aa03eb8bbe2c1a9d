import { randomInt, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { findOrganization } from '#shared/stores/organizations/organization-repository.ts';
import { importCatalogue } from '#shared/use-cases/import/import.ts';
import { formatCatalogueErrors } from '#shared/vocabulary/catalogue-format/validate.ts';
import type { OrganizationType } from '#shared/vocabulary/organizations/organization.ts';

/**
 * Test data goes in the way a customer's does: as a `catalogue/v2` file through the import. Every
 * id is fresh unless given; refs are random, so that test files running side by side on the same
 * organization never take each other's.
 */
export const nextRef = (letters: string) => `${letters}-${randomInt(1, 2 ** 47)}`;

export type Sections = Partial<
  Record<'users' | 'records' | 'labels' | 'plans' | 'planPoints' | 'inboxItems' | 'attachments', unknown[]>
>;

/** Imports these sections into the organization (created as `rs` in fr-FR when new); fails the test on a rejected file. */
export const importInto = async (
  organizationId: string,
  sections: Sections,
  type: OrganizationType = 'rs',
): Promise<void> => {
  const stored = await findOrganization(organizationId);
  const organization = stored
    ? { id: stored.id, type: stored.type, name: stored.name, language: stored.language, timezone: stored.timezone }
    : { id: organizationId, type, name: 'Test organization', language: 'fr-FR', timezone: 'Europe/Paris' };
  const result = await importCatalogue({ format: 'catalogue/v2', organization, records: [], ...sections });
  if (!result.ok) expect.fail(`the test catalogue was rejected:\n${formatCatalogueErrors(result.errors)}`);
};

export interface TestOrganization {
  id: string;
  admin: string;
  manager: string;
  viewer: string;
}

/** A fresh organization with one user of each role. */
export const anImportedOrganization = async (
  type: OrganizationType = 'rs',
  sections: Sections = {},
): Promise<TestOrganization> => {
  const id = randomUUID();
  const user = (role: string) => {
    const userId = randomUUID();
    return {
      id: userId,
      firstName: role,
      lastName: 'Tester',
      email: `${role}.${userId}@example.com`,
      role,
      status: 'active',
    };
  };
  const [admin, manager, viewer] = [user('admin'), user('manager'), user('viewer')];
  await importInto(id, { ...sections, users: [admin, manager, viewer, ...(sections.users ?? [])] }, type);
  return { id, admin: admin.id, manager: manager.id, viewer: viewer.id };
};

/** A file member of a record or section item, inline. */
export const aFile = (name: string, content: string | Uint8Array, mimeType = 'text/plain') => ({
  name,
  mimeType,
  content: { base64: Buffer.from(content).toString('base64') },
});

/** A catalogue attachment: a small text file named `name` on the record (or plan, point, organization) of `recordId`. */
export const aCatalogueAttachment = (recordId: string, name: string, uploadedByUserId: string) => ({
  id: randomUUID(),
  recordId,
  file: aFile(name, `content of ${name}`),
  uploadedByUserId,
  createdAt: '2026-02-01T10:00:00.000Z',
  updatedAt: '2026-02-01T10:00:00.000Z',
});

/** A record of the kind, with the fields every record needs. */
export const aRecord = <T extends Record<string, unknown>>(kind: string, fields: T = {} as T) => ({
  kind,
  id: randomUUID(),
  ref: nextRef(
    kind
      .replace(/[^a-z]/g, '')
      .slice(0, 3)
      .toUpperCase(),
  ),
  title: `A ${kind}`,
  ...fields,
});
