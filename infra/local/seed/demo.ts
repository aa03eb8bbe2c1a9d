import { readFile } from 'node:fs/promises';
import { importLibrary } from '#shared/stores/library-rules/library-import.ts';
import { putUser } from '#shared/stores/users/user-repository.ts';
import { importCatalogue } from '#shared/use-cases/import/import.ts';
import { formatCatalogueErrors } from '#shared/vocabulary/catalogue-format/validate.ts';
import type { BackOfficeUser } from '#shared/vocabulary/users/user.ts';
import { adDemo, demoCatalogueFiles, demoDir, demoIds, rsDemo } from './demo-data.ts';

/** The demo's fixed ids, for the tools and tests that sign in as its users. */
export { demoIds } from './demo-data.ts';

const seededAt = '2026-01-05T09:00:00.000Z';

export const backOfficeAdmin: BackOfficeUser = {
  kind: 'backOffice',
  id: demoIds.backOfficeAdmin,
  role: 'bo_admin',
  firstName: 'Bastien',
  lastName: 'Office',
  email: 'bastien.office@example.com',
  createdAt: seededAt,
  updatedAt: seededAt,
};

/** Every demo user, for the start-up banner's tokens. */
export const demoUsers = [
  ...rsDemo.users.filter((user) => user.status === 'active').map((user) => ({ ...user, organization: 'rs' })),
  ...adDemo.users.filter((user) => user.status === 'active').map((user) => ({ ...user, organization: 'ad' })),
  { ...backOfficeAdmin, organization: 'bo' },
];

const importDemoFile = async (path: string) => {
  const result = await importCatalogue(JSON.parse(await readFile(path, 'utf8')), {
    baseDir: demoDir,
    byBackOfficeUserId: demoIds.backOfficeAdmin,
  });
  if (!result.ok)
    throw new Error(`The demo catalogue ${path} does not validate:\n${formatCatalogueErrors(result.errors)}`);
};

/**
 * The demo data that `npm start` loads: the demo organizations' catalogue files and the platform's
 * preventive library, through the same import a customer's data takes, and the back-office user
 * (the platform's, in no catalogue). Seeding again merges as a re-import does, so a kept
 * stack keeps what the operations changed since (invitations, replaced files, back-office edits).
 */
export const seedDemo = async (): Promise<void> => {
  await importDemoFile(demoCatalogueFiles.rs);
  await importDemoFile(demoCatalogueFiles.ad);
  await putUser(backOfficeAdmin);
  const library = await importLibrary(JSON.parse(await readFile(demoCatalogueFiles.library, 'utf8')), {
    byBackOfficeUserId: demoIds.backOfficeAdmin,
  });
  if (!library.ok) throw new Error(`The demo library does not validate:\n${formatCatalogueErrors(library.errors)}`);
};
