import { readFile } from 'node:fs/promises';
import { importCatalogue } from '../../../shared/catalogue/import.ts';
import { formatCatalogueErrors } from '../../../shared/catalogue/validate.ts';
import type { BackOfficeUser } from '../../../shared/users/user.ts';
import { putUser } from '../../../shared/users/user-repository.ts';
import { adDemo, demoCatalogueFiles, demoDir, demoIds, rsDemo } from './demo-data.ts';
import { seedLibraryRules } from './library-rules.ts';

export { demoIds } from './demo-data.ts';

const seededAt = '2026-01-05T09:00:00.000Z';

export const backOfficeAdmin: BackOfficeUser = {
  kind: 'backOffice', id: demoIds.backOfficeAdmin, role: 'bo_admin', firstName: 'Bastien', lastName: 'Office',
  email: 'bastien.office@example.com', createdAt: seededAt, updatedAt: seededAt,
};

/** Every demo user, for the start-up banner's tokens. */
export const demoUsers = [
  ...rsDemo.users.filter((user) => user.status === 'active').map((user) => ({ ...user, organization: 'rs' })),
  ...adDemo.users.filter((user) => user.status === 'active').map((user) => ({ ...user, organization: 'ad' })),
  { ...backOfficeAdmin, organization: 'bo' },
];

const importDemoFile = async (path: string) => {
  const result = await importCatalogue(JSON.parse(await readFile(path, 'utf8')), { baseDir: demoDir, byBackOfficeUserId: demoIds.backOfficeAdmin });
  if (!result.ok) throw new Error(`The demo catalogue ${path} does not validate:\n${formatCatalogueErrors(result.errors)}`);
};

/**
 * The demo data that `npm start` loads: the demo organizations' catalogue files, through the same
 * import a customer's data takes, then what belongs to the platform (a back-office user, the
 * preventive library). Seeding again merges as a re-import does, so a kept
 * stack keeps what the operations changed since (invitations, replaced files, back-office edits).
 */
export const seedDemo = async (): Promise<void> => {
  await importDemoFile(demoCatalogueFiles.rs);
  await importDemoFile(demoCatalogueFiles.ad);
  await putUser(backOfficeAdmin);
  await seedLibraryRules(demoIds.backOfficeAdmin);
};
