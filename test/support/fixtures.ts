import { randomUUID } from 'node:crypto';
import { putUser } from '../../shared/users/user-repository.ts';
import type { OrganizationUser } from '../../shared/users/user.ts';

/** Builders for records the tests need beyond the demo seed; every id is fresh unless given. */
export const now = () => new Date().toISOString();

export const anOrganizationUser = async (overrides: Partial<OrganizationUser> = {}): Promise<OrganizationUser> => {
  const user: OrganizationUser = {
    kind: 'organization', id: randomUUID(), organizationId: randomUUID(), organizationType: 'rs', role: 'admin',
    firstName: 'Test', lastName: 'User', email: 'test.user@example.com', status: 'active', createdAt: now(), updatedAt: now(),
    ...overrides,
  };
  await putUser(user);
  return user;
};
