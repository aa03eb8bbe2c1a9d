import type { OrganizationType } from '#shared/vocabulary/organizations/organization.ts';
import type { InvitationState } from './invitation.ts';

/** Roles of organization users; the catalogue's `member` records take these. */
export const organizationRoles = ['admin', 'manager', 'viewer'] as const;
export type OrganizationRole = (typeof organizationRoles)[number];

/** Statuses of organization users; the catalogue's `member` records take these. */
export const userStatuses = ['active', 'pending', 'disabled'] as const;
export type UserStatus = (typeof userStatuses)[number];

/**
 * The two kinds of user, who sign in to pools of their own (docs/identity.md): organization users,
 * for whom MFA is optional, and back-office users, for whom it is required.
 */
export const userKinds = ['organization', 'backOffice'] as const;
export type UserKind = (typeof userKinds)[number];

/** The one role of back-office users, who belong to no organization. */
export const backOfficeRole = 'bo_admin';

export interface OrganizationUser {
  kind: 'organization';
  id: string;
  organizationId: string;
  organizationType: OrganizationType;
  firstName: string;
  lastName: string;
  email: string;
  role: OrganizationRole;
  status: UserStatus;
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
  role: typeof backOfficeRole;
  createdAt: string;
  updatedAt: string;
}

export type User = OrganizationUser | BackOfficeUser;
