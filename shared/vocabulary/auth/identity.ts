import type { OrganizationType } from '#shared/vocabulary/organizations/organization.ts';
import type { backOfficeRole, OrganizationRole } from '#shared/vocabulary/users/user.ts';

/**
 * The caller of a request, as the stored user and organization describe them (caller-standing.ts):
 * organization users act within one organization of one type; back-office users belong to none
 * and have the `bo_admin` role.
 */
export type Identity =
  | {
      kind: 'organization';
      userId: string;
      organizationId: string;
      organizationType: OrganizationType;
      role: OrganizationRole;
    }
  | { kind: 'backOffice'; userId: string; role: typeof backOfficeRole };

export type OrganizationIdentity = Extract<Identity, { kind: 'organization' }>;

/** Narrows the identity on routes whose audience admits only organization users. */
export const organizationCaller = (identity: Identity): OrganizationIdentity => {
  if (identity.kind !== 'organization') throw new Error('route admitted a non-organization caller');
  return identity;
};
