import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '#infra/local/seed/catalogue-generator.ts';
import { formatCatalogueErrors, validateCatalogue } from '#shared/vocabulary/catalogue-format/validate.ts';
import { organizationRoles } from '#shared/vocabulary/users/user.ts';

const organization = { id: 'a1b2c3d4-0009-4000-8000-000000000009', name: 'Foncière Petite Échelle' };
const users = organizationRoles.map((role, index) => ({
  id: `a1b2c3d4-00${index + 1}0-4000-8000-00000000000${index + 1}`,
  firstName: role,
  lastName: 'Seed',
  email: `${role}.a1b2c3d4@example.com`,
  role,
}));

describe('the catalogue generator', () => {
  // The smallest size `npm run seed` accepts: the kinds' minimums leave almost nothing to share.
  it.each([
    ['without users', undefined],
    ['with users', users],
  ])('generates a valid 20-record catalogue %s', (_, withUsers) => {
    const file = generateCatalogue({ organization, users: withUsers, records: 20 });
    const validation = validateCatalogue(file);
    expect(validation.ok ? '' : formatCatalogueErrors(validation.errors)).toBe('');
  });
});
