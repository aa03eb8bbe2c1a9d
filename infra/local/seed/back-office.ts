import type { OrganizationUser } from '../../../shared/users/user.ts';
import { putUser } from '../../../shared/users/user-repository.ts';

/** Users the back office can re-send an invitation to (operation 12): one pending user per organization type. */
export const backOfficeDemoIds = {
  pendingRsUser: 'b1b2c3d4-0006-4000-8000-000000000006',
  pendingAdUser: 'b1b2c3d4-0007-4000-8000-000000000007',
} as const;

const invitedAt = '2026-01-06T09:00:00.000Z';

const pendingUser = (
  id: string, organizationId: string, organizationType: 'rs' | 'ad', firstName: string, lastName: string,
): OrganizationUser => ({
  kind: 'organization', id, organizationId, organizationType, role: 'viewer', firstName, lastName,
  email: `${firstName}.${lastName}@example.com`.toLowerCase(), status: 'pending', createdAt: invitedAt, updatedAt: invitedAt,
});

export const seedBackOffice = async (organizations: { rs: string; ad: string }): Promise<void> => {
  await Promise.all([
    putUser(pendingUser(backOfficeDemoIds.pendingRsUser, organizations.rs, 'rs', 'Jules', 'Moreau')),
    putUser(pendingUser(backOfficeDemoIds.pendingAdUser, organizations.ad, 'ad', 'Jonas', 'Fischer')),
  ]);
};
