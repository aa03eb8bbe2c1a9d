import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#shared/stores/db/client.ts';
import { keys } from '#shared/stores/db/keys.ts';
import { putOrganization } from '#shared/stores/organizations/organization-repository.ts';
import { putUser } from '#shared/stores/users/user-repository.ts';
import type { Organization } from '#shared/vocabulary/organizations/organization.ts';
import type { InvitationState } from '#shared/vocabulary/users/invitation.ts';
import type { OrganizationUser } from '#shared/vocabulary/users/user.ts';

/** A stored organization; every test scopes its list queries to a fresh creator id to stay alone. */
export const organizationRecord = (overrides: Partial<Organization> = {}): Organization => {
  const id = overrides.id ?? randomUUID();
  return {
    id,
    type: 'ad',
    name: `Organization ${id.slice(0, 8)}`,
    comment: '',
    language: 'fr-FR',
    timezone: 'Europe/Paris',
    uploadSizeLimit: 1024,
    uploadSizeUsed: 0,
    engagementDuration: 12,
    engagementStartAt: '2026-01-01T00:00:00.000Z',
    engagementEndAt: '2027-01-01T00:00:00.000Z',
    renewAt: '2026-10-01T00:00:00.000Z',
    contractType: 'kare',
    onboardingStatus: 'in_progress',
    onboardingUpdatedAt: '2026-01-02T00:00:00.000Z',
    accessStatus: 'active',
    accessStatusUpdatedAt: '2026-01-02T00:00:00.000Z',
    inboundAlias: `ad-${id.slice(0, 8)}@inbound.example.com`,
    createdByBoUserId: randomUUID(),
    addressCountry: 'France',
    addressCity: 'Lyon',
    addressStreet: '1 place Bellecour',
    addressPostalCode: '69002',
    aiProvider: null,
    aiModel: null,
    aiSearchEnabled: false,
    archivedAt: null,
    deletedAt: null,
    createdAt: '2026-01-02T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
};

export const anOrganization = async (overrides: Partial<Organization> = {}): Promise<Organization> => {
  const organization = organizationRecord(overrides);
  await putOrganization(organization);
  return organization;
};

/** A pending user of `organization`, with an address of its own so that its e-mails can be told apart. */
export const aPendingUser = async (
  organization: Organization,
  overrides: Partial<OrganizationUser> = {},
): Promise<OrganizationUser> => {
  const id = randomUUID();
  const user: OrganizationUser = {
    kind: 'organization',
    id,
    organizationId: organization.id,
    organizationType: organization.type,
    role: 'viewer',
    firstName: 'Invited',
    lastName: 'Person',
    email: `invited-${id}@example.com`,
    status: 'pending',
    createdAt: '2026-01-02T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
  await putUser(user);
  return user;
};

/** Rewrites the invitation record, to arrange what the limits see (an earlier send, a full day). */
export const setInvitationState = async (user: OrganizationUser, invitation: InvitationState): Promise<void> => {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(user.organizationId, user.id),
      UpdateExpression: 'SET invitation = :invitation',
      ExpressionAttributeValues: { ':invitation': invitation },
    }),
  );
};
