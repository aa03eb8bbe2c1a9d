import { batchGetItems } from '#shared/stores/db/batch-get.ts';
import { withoutKeys } from '#shared/stores/db/items.ts';
import { keys } from '#shared/stores/db/keys.ts';
import type { Organization } from '#shared/vocabulary/organizations/organization.ts';
import type { User } from '#shared/vocabulary/users/user.ts';

/** The caller a token names, as stored now: either may be missing. */
export interface StoredCaller {
  user: User | undefined;
  organization: Organization | undefined;
}

type ItemKey = { PK: string; SK: string };

const itemAt = (items: readonly Record<string, unknown>[], key: ItemKey | undefined) =>
  key && items.find((item) => item.PK === key.PK && item.SK === key.SK);

/** The keys of the user an id claim names and, for an organization user, of the organization. */
const callerKeys = (
  userId: string,
  claim: Record<string, unknown> | undefined,
): { user?: ItemKey; organization?: ItemKey } => {
  if (claim?.section === 'backOfficeUser') return { user: keys.backOfficeUser(userId) };
  if (claim?.section !== 'record' || claim.kind !== 'member') return {};
  const organizationId = claim.organizationId as string;
  return { user: keys.user(organizationId, userId), organization: keys.organization(organizationId) };
};

/**
 * The user a token names and, for an organization user, the organization, read by the user id
 * alone, as every request does (functions/http/authenticate.ts): the id's claim, which says where the
 * user lives, then the user and the organization in one BatchGetItem. Eventually consistent: half
 * a read unit per item; a change is seen within about a second, and a claim never changes.
 */
export const readCaller = async (userId: string): Promise<StoredCaller> => {
  const claimKey = keys.idClaim(userId);
  const claim = itemAt(await batchGetItems([claimKey]), claimKey);
  const { user: userKey, organization: organizationKey } = callerKeys(userId, claim);
  if (!userKey) return { user: undefined, organization: undefined };
  const items = await batchGetItems(organizationKey ? [userKey, organizationKey] : [userKey]);
  const user = itemAt(items, userKey);
  const organization = itemAt(items, organizationKey);
  return {
    user: user && withoutKeys<User>(user),
    organization: organization && withoutKeys<Organization>(organization, ['revision']),
  };
};
