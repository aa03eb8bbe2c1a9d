import { parseArgs } from 'node:util';
import { useRunningLocalStack } from '#infra/local/local-dir.ts';
import { generateCatalogue } from '#infra/local/seed/catalogue-generator.ts';
import { importCatalogue } from '#shared/use-cases/import/import.ts';
import { formatCatalogueErrors } from '#shared/vocabulary/catalogue-format/validate.ts';
import { organizationRoles } from '#shared/vocabulary/users/user.ts';
import { importProgress } from './progress.ts';

/**
 * `npm run seed -- --records 100000 [--organization <uuid>] [--name <text>] [--seed <n>]`: generates a
 * realistic catalogue of that size for one organization (with an admin, a manager and a viewer)
 * and imports it into the running local stack. The same options give the same catalogue.
 */
const { values } = parseArgs({
  options: {
    records: { type: 'string', default: '100000' },
    organization: { type: 'string', default: 'a1b2c3d4-0009-4000-8000-000000000009' },
    name: { type: 'string', default: 'Foncière Grande Échelle' },
    seed: { type: 'string', default: '1' },
  },
});
const records = Number(values.records);
if (!Number.isInteger(records) || records < 20) {
  console.error('usage: npm run seed -- --records <n ≥ 20> [--organization <uuid>] [--name <text>] [--seed <n>]');
  process.exit(2);
}
useRunningLocalStack();

const prefix = values.organization.slice(0, 8);
const users = organizationRoles.map((role, index) => ({
  id: `${prefix}-00${index + 1}0-4000-8000-00000000000${index + 1}`,
  firstName: role[0]!.toUpperCase() + role.slice(1),
  lastName: 'Seed',
  email: `${role}.${prefix}@example.com`,
  role,
}));
const file = generateCatalogue({
  organization: { id: values.organization, name: values.name },
  users,
  records,
  seed: Number(values.seed),
});
const progress = importProgress();
const result = await importCatalogue(file, { onProgress: progress.onProgress });
progress.done();
if (!result.ok) {
  console.error(formatCatalogueErrors(result.errors));
  process.exit(1);
}
console.log(`organization ${result.organizationId}: ${result.records} records imported`);
for (const user of users)
  console.log(`  ${user.role.padEnd(8)} ${user.id}   (token: npm run token -- --user ${user.id})`);
