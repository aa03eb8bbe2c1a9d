import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { findOrganization } from '#shared/stores/organizations/organization-repository.ts';
import { findUserById } from '#shared/stores/users/user-repository.ts';
import { importCatalogue } from '#shared/use-cases/import/import.ts';
import { anImportedOrganization, aRecord } from '#test/support/catalogue-fixtures.ts';

const organization = (id: string = randomUUID()) => ({
  id,
  type: 'rs',
  name: 'Another organization',
  language: 'fr-FR',
  timezone: 'Europe/Paris',
});
const user = (id: string = randomUUID(), status = 'pending') => ({
  id,
  firstName: 'Eve',
  lastName: 'Taker',
  email: `eve.${randomUUID()}@example.com`,
  role: 'admin',
  status,
});
const file = (sections: Record<string, unknown>) => ({ format: 'catalogue/v2', records: [], ...sections });

describe('ids are global facts', () => {
  it("rejects a new organization's file that reuses another organization's user id, writing nothing", async () => {
    const victim = await anImportedOrganization('rs', { users: [] });
    const attacker = organization();
    const result = await importCatalogue(file({ organization: attacker, users: [user(victim.admin)] }));
    expect(result).toMatchObject({
      ok: false,
      errors: [
        {
          field: 'users[0].id',
          rule: 'id_in_use',
          message: `users[0].id: ${victim.admin} is already the id of a member record of organization ${victim.id}`,
        },
      ],
    });
    expect(await findOrganization(attacker.id)).toBeUndefined();
    expect(await findUserById(victim.admin)).toMatchObject({ organizationId: victim.id, status: 'active' });
  });

  it('rejects one uuid given to two things of a file: a record and a label, a user and the organization', async () => {
    const shared = randomUUID();
    const org = organization();
    const result = await importCatalogue(
      file({
        organization: org,
        users: [user(org.id)],
        records: [aRecord('unit', { id: shared })],
        labels: [{ id: shared, name: 'Twin', color: '#112233', type: 'document' }],
      }),
    );
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors.map(({ field, rule }) => ({ field, rule }));
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'users[0].id', rule: 'id_in_use' },
        { field: 'labels[0].id', rule: 'id_in_use' },
      ]),
    );
    expect(await findOrganization(org.id)).toBeUndefined();
  });

  it("rejects a record whose id is one of the organization's plans, and another organization's record id", async () => {
    const unit = aRecord('unit');
    const plan = { id: randomUUID(), name: 'Ground floor', unitId: unit.id, file: null };
    const holder = await anImportedOrganization('rs', { records: [unit], plans: [plan] });
    const again = await importCatalogue(
      file({
        organization: { ...organization(holder.id), name: 'Test organization' },
        records: [aRecord('unit', { id: plan.id })],
      }),
    );
    expect(again).toMatchObject({
      ok: false,
      errors: [{ field: 'records[0].id', message: expect.stringContaining(`a plan of organization ${holder.id}`) }],
    });
    const elsewhere = await importCatalogue(
      file({ organization: organization(), records: [aRecord('unit', { id: unit.id })] }),
    );
    expect(elsewhere).toMatchObject({
      ok: false,
      errors: [
        { field: 'records[0].id', message: expect.stringContaining(`a unit record of organization ${holder.id}`) },
      ],
    });
  });

  it('lets exactly one of two organizations take a new id that both files give at the same time', async () => {
    for (let round = 0; round < 5; round += 1) {
      const contested = randomUUID();
      const results = await Promise.all(
        [organization(), organization()].map((org) =>
          importCatalogue(file({ organization: org, records: [aRecord('unit', { id: contested })] })),
        ),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      const loser = results.find((result) => !result.ok);
      expect(loser).toMatchObject({ errors: [{ field: 'records[0].id', rule: 'id_in_use' }] });
    }
  });

  it('lets exactly one take a new id that a stored organization adds while a new organization names it', async () => {
    const unit = aRecord('unit');
    const stored = await anImportedOrganization('rs', { records: [unit] });
    for (let round = 0; round < 5; round += 1) {
      const contested = randomUUID();
      const [reImport, newcomer] = await Promise.all([
        importCatalogue(
          file({
            organization: { ...organization(stored.id), name: 'Test organization' },
            records: [unit, aRecord('unit', { id: contested })],
          }),
        ),
        importCatalogue(file({ organization: organization(), records: [aRecord('unit', { id: contested })] })),
      ]);
      expect([reImport.ok, newcomer.ok].filter(Boolean)).toHaveLength(1);
      expect([reImport, newcomer].find((result) => !result.ok)).toMatchObject({
        errors: [{ rule: 'id_in_use', message: expect.stringContaining(contested) }],
      });
    }
  });

  it('keeps re-imports of the same ids by their owner working', async () => {
    const unit = aRecord('unit');
    const first = await anImportedOrganization('rs', { records: [unit] });
    const result = await importCatalogue(
      file({
        organization: { ...organization(first.id), name: 'Test organization' },
        records: [{ ...unit, title: 'Renamed' }],
      }),
    );
    expect(result.ok).toBe(true);
  });
});
