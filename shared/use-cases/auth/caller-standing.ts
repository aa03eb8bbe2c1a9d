import type { StoredCaller } from '#shared/stores/users/caller-repository.ts';
import type { Identity } from '#shared/vocabulary/auth/identity.ts';
import type { Organization } from '#shared/vocabulary/organizations/organization.ts';
import { credentialPredatesSignOut, type OrganizationUser, type UserKind } from '#shared/vocabulary/users/user.ts';

/**
 * Who the caller is comes from the stored user and organization, never from the token's claims,
 * which only name the user (docs/identity.md): a change of role, status or access counts from the
 * next request. `unknown`: nobody stored who may sign in (no such user, one who is not active, an
 * organization missing or deleted), which signing in again does not change either but is the
 * answer a client can act on. `withoutAccess`: a real user of an organization the back office
 * has switched off (access inactive, or archived, which it must be first).
 *
 * The token's issuer must be one that signs in the stored user's kind: a back-office user only
 * with a token of the back-office pool, which required a TOTP code, and an organization user only
 * with one of the organization pool. Any other pairing is `unknown`, as if nobody were stored; so
 * is a token issued before the user last stopped being active (`credentialPredatesSignOut`).
 */
type Standing = { kind: 'admitted'; identity: Identity } | { kind: 'unknown' } | { kind: 'withoutAccess' };

const organizationIdentity = (user: OrganizationUser, organization: Organization): Identity => ({
  kind: 'organization',
  userId: user.id,
  organizationId: organization.id,
  organizationType: organization.type,
  role: user.role,
});

/** What a verified token says: the kinds of user its issuer signs in, and since when it may have existed. */
interface TokenCredential {
  users: readonly UserKind[];
  issuedAtMs: number;
}

export const callerStanding = ({ user, organization }: StoredCaller, token: TokenCredential): Standing => {
  if (!user || !token.users.includes(user.kind) || credentialPredatesSignOut(user, token.issuedAtMs))
    return { kind: 'unknown' };
  if (user.kind === 'backOffice')
    return (user.status ?? 'active') === 'active'
      ? { kind: 'admitted', identity: { kind: 'backOffice', userId: user.id, role: user.role } }
      : { kind: 'unknown' };
  if (user.status !== 'active' || !organization || organization.deletedAt !== null) return { kind: 'unknown' };
  if (organization.accessStatus !== 'active' || organization.archivedAt !== null) return { kind: 'withoutAccess' };
  return { kind: 'admitted', identity: organizationIdentity(user, organization) };
};
