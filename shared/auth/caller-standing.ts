import type { Organization } from '../organizations/organization.ts';
import type { StoredCaller } from '../users/caller-repository.ts';
import type { User } from '../users/user.ts';
import type { Identity, OrganizationIdentity } from './identity.ts';

/**
 * A token is signed once and lives for hours; the stored user and organization say who the caller
 * is now. `unknown`: the token describes nobody stored as it says (no such user, one who is not
 * active, another role, an organization missing, deleted or of another type), and signing in again
 * is the way out. `withoutAccess`: a real user of an organization the back office has switched off
 * (access inactive, or archived, which it must be first), which a new token would not change.
 */
type Standing = 'admitted' | 'unknown' | 'withoutAccess';

const userBearsOut = (identity: Identity, user: User | undefined): boolean =>
  user?.kind === identity.kind &&
  user.role === identity.role &&
  (user.kind === 'backOffice' || user.status === 'active');

const organizationBearsOut = (identity: OrganizationIdentity, organization: Organization | undefined) =>
  organization?.type === identity.organizationType && organization.deletedAt === null;

export const callerStanding = (identity: Identity, { user, organization }: StoredCaller): Standing => {
  if (!userBearsOut(identity, user)) return 'unknown';
  if (identity.kind === 'backOffice') return 'admitted';
  if (!organization || !organizationBearsOut(identity, organization)) return 'unknown';
  return organization.accessStatus === 'active' && organization.archivedAt === null ? 'admitted' : 'withoutAccess';
};
