import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { findRecord } from '#shared/stores/catalogue/record-repository.ts';
import { findLabel } from '#shared/stores/labels/label-repository.ts';
import { findOrganization } from '#shared/stores/organizations/organization-repository.ts';
import { readOrganizationUser } from '#shared/stores/users/user-repository.ts';
import { importCatalogue } from '#shared/use-cases/import/import.ts';
import { aRecord } from '#test/support/catalogue-fixtures.ts';

/**
 * Names are text a person can read (docs/decisions.md): a file is hostile input too, and the import
 * stores its names without bidirectional controls, zero-width or tag characters.
 */
const file = (overrides: { organizationName?: string; title?: string } = {}) => {
  const user = {
    id: randomUUID(),
    firstName: '\u200BAda\u202E',
    lastName: 'Love\u2066lace\u2069',
    email: `ada.${randomUUID()}@example.com`,
    role: 'admin',
    status: 'active',
  };
  const unit = aRecord('unit', { title: overrides.title ?? 'Bâtiment\u00a0A\u200D\uFEFF' });
  const label = { id: randomUUID(), name: 'Docs\u{E0041}\u{E007F}', color: '#123456', type: 'document' };
  return {
    catalogue: {
      format: 'catalogue/v2',
      organization: {
        id: randomUUID(),
        type: 'rs',
        name: overrides.organizationName ?? 'Acme \u202Etxt.exe',
        language: 'fr-FR',
        timezone: 'Europe/Paris',
      },
      users: [user],
      records: [unit],
      labels: [label],
    },
    user,
    unit,
    label,
  };
};

describe('names an import stores', () => {
  it('are stored without their invisible characters: organization, user, record title, label', async () => {
    const { catalogue, user, unit, label } = file();
    const result = await importCatalogue(structuredClone(catalogue));
    expect(result.ok).toBe(true);
    const organizationId = catalogue.organization.id;
    expect((await findOrganization(organizationId))?.name).toBe('Acme txt.exe');
    expect(await readOrganizationUser(organizationId, user.id)).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect((await findRecord(organizationId, unit.id, 'unit'))?.title).toBe('Bâtiment\u00a0A');
    expect((await findLabel(organizationId, label.id))?.name).toBe('Docs');
  });

  it('refuses a name of invisible characters only, as an empty one, and stores nothing', async () => {
    const { catalogue } = file({ title: '\u200B\u202E' });
    const result = await importCatalogue(structuredClone(catalogue));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map(({ field }) => field)).toEqual(['records[0].title']);
    expect(await findOrganization(catalogue.organization.id)).toBeUndefined();
  });
});
