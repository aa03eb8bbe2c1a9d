import { randomUUID } from 'node:crypto';
import { findUserById, putUser } from '#shared/stores/users/user-repository.ts';
import type { BackOfficeUser, OrganizationUser } from '#shared/vocabulary/users/user.ts';
import { importInto } from './catalogue-fixtures.ts';

/** Builders for records the tests need beyond the demo seed; every id is fresh unless given. */
export const now = () => new Date().toISOString();

type UserFields = Partial<
  Pick<
    OrganizationUser,
    'id' | 'organizationId' | 'organizationType' | 'role' | 'firstName' | 'lastName' | 'email' | 'status'
  >
>;

/**
 * A user of an organization, imported as a customer's users are (and so its member record too);
 * the organization is created when it does not exist yet.
 */
export const anOrganizationUser = async (overrides: UserFields = {}): Promise<OrganizationUser> => {
  const { organizationId = randomUUID(), organizationType = 'rs', ...fields } = overrides;
  const id = fields.id ?? randomUUID();
  const user = {
    id,
    firstName: 'Test',
    lastName: 'User',
    email: `test.user.${id}@example.com`,
    role: 'admin',
    status: 'active',
    ...fields,
  };
  await importInto(organizationId, { users: [user] }, organizationType);
  return (await findUserById(id)) as OrganizationUser;
};

/** A user whose organization does not exist: a state no import produces, written directly to test how operations meet it. */
export const anOrphanUser = async (overrides: Partial<OrganizationUser> = {}): Promise<OrganizationUser> => {
  const user: OrganizationUser = {
    kind: 'organization',
    id: randomUUID(),
    organizationId: randomUUID(),
    organizationType: 'rs',
    role: 'viewer',
    firstName: 'Orphan',
    lastName: 'User',
    email: `orphan-${randomUUID()}@example.com`,
    status: 'pending',
    createdAt: now(),
    updatedAt: now(),
    ...overrides,
  };
  await putUser(user);
  return user;
};

/** A back-office user of the platform, in no catalogue, as the demo seed writes its own. */
export const aBackOfficeUser = async (): Promise<BackOfficeUser> => {
  const id = randomUUID();
  const user: BackOfficeUser = {
    kind: 'backOffice',
    id,
    role: 'bo_admin',
    firstName: 'Test',
    lastName: 'Office',
    email: `test.office.${id}@example.com`,
    createdAt: now(),
    updatedAt: now(),
  };
  await putUser(user);
  return user;
};
