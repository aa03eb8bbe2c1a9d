import * as z from 'zod/mini';
import { uuid } from '../http/formats.ts';
import { type OrganizationType, organizationTypes } from '../organizations/organization.ts';
import { backOfficeRole, type OrganizationRole, organizationRoles } from '../users/user.ts';

/**
 * The caller, as API Gateway's JWT authorizer (or the local server standing in for it) passes
 * the verified token's claims. Organization users carry `org` and `orgType`; back-office users
 * carry neither and have the `bo_admin` role.
 */
/** The ids of users and organizations are UUIDs like every other id (one pattern, formats.ts). */
const uuidClaim = uuid;

const organizationUserClaims = z.object({
  sub: uuidClaim,
  org: uuidClaim,
  orgType: z.enum(organizationTypes),
  role: z.enum(organizationRoles),
});

const backOfficeUserClaims = z.object({
  sub: uuidClaim,
  role: z.literal(backOfficeRole),
  org: z.optional(z.undefined()),
  orgType: z.optional(z.undefined()),
});

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

export const identityFromClaims = (claims: unknown): Identity | undefined => {
  const organizationUser = organizationUserClaims.safeParse(claims);
  if (organizationUser.success) {
    const { sub, org, orgType, role } = organizationUser.data;
    return { kind: 'organization', userId: sub, organizationId: org, organizationType: orgType, role };
  }
  const backOfficeUser = backOfficeUserClaims.safeParse(claims);
  if (backOfficeUser.success) return { kind: 'backOffice', userId: backOfficeUser.data.sub, role: backOfficeRole };
  return undefined;
};

/** Narrows the identity on routes whose audience admits only organization users. */
export const organizationCaller = (identity: Identity): OrganizationIdentity => {
  if (identity.kind !== 'organization') throw new Error('route admitted a non-organization caller');
  return identity;
};
