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

/** Statuses of back-office users: a disabled one is cut off as a disabled organization user is. */
export const backOfficeUserStatuses = ['active', 'disabled'] as const;
export type BackOfficeUserStatus = (typeof backOfficeUserStatuses)[number];

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
  /** The status the catalogue file stated at its last import: the import's own (shared/vocabulary/users/user-statement.ts). */
  statedStatus?: UserStatus;
  /** `user_profession` and `diploma_title` labels. */
  labelIds?: string[];
  /** The latest invitation sent to a pending user (operation 12). */
  invitation?: InvitationState;
  /** When the user last stopped being active: every credential issued before is refused (`credentialPredatesSignOut`). */
  signedOutAt?: string;
  /** Set when the user was disabled, until their sign-in is enabled again on a re-enable. */
  signInDisabled?: boolean;
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
  /** Absent on users stored before back-office users had a status: they are active. */
  status?: BackOfficeUserStatus;
  signedOutAt?: string;
  createdAt: string;
  updatedAt: string;
}

export type User = OrganizationUser | BackOfficeUser;

/**
 * A credential (a bearer token, an attachments session) issued before the user last stopped being
 * active opens nothing, even once the user is active again: a re-enabled user signs in anew.
 * `issuedAtMs` is the earliest instant the credential may have been issued: a token's `iat` counts
 * whole seconds, so a token of the same second as the sign-out is refused too.
 */
export const credentialPredatesSignOut = (user: Pick<User, 'signedOutAt'>, issuedAtMs: number): boolean =>
  user.signedOutAt !== undefined && issuedAtMs < Date.parse(user.signedOutAt);
