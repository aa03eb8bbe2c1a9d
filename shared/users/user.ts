import type { OrganizationRole, OrganizationType } from '../auth/identity.ts';
import type { InvitationState } from './invitation.ts';

export const userStatuses = ['active', 'pending', 'disabled'] as const;

export interface OrganizationUser {
  kind: 'organization';
  id: string;
  organizationId: string;
  organizationType: OrganizationType;
  firstName: string;
  lastName: string;
  email: string;
  role: OrganizationRole;
  status: (typeof userStatuses)[number];
  /** `user_profession` and `diploma_title` labels. */
  labelIds?: string[];
  /** The latest invitation sent to a pending user (operation 12). */
  invitation?: InvitationState;
  createdAt: string;
  updatedAt: string;
}

export interface BackOfficeUser {
  kind: 'backOffice';
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: 'bo_admin';
  createdAt: string;
  updatedAt: string;
}

export type User = OrganizationUser | BackOfficeUser;

/** The claims a token for this user carries (see shared/auth/identity.ts). */
export const claimsOf = (user: User): Record<string, string> =>
  user.kind === 'organization'
    ? { sub: user.id, org: user.organizationId, orgType: user.organizationType, role: user.role }
    : { sub: user.id, role: user.role };
