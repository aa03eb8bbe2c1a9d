import { batchGetItems } from '../db/batch-get.ts';
import { withoutKeys } from '../db/items.ts';
import { keys } from '../db/keys.ts';
import type { Organization } from '../organizations/organization.ts';
import type { User } from './user.ts';

/** The caller a token names, as stored now: either may be missing. */
export interface StoredCaller {
  user: User | undefined;
  organization: Organization | undefined;
}

type ItemKey = { PK: string; SK: string };

/**
 * The user and, for an organization user, the organization, in one BatchGetItem that every request
 * makes (shared/http/authenticate.ts). Eventually consistent: half a read unit per item, and a
 * change is seen within about a second.
 */
export const readCaller = async (userId: string, organizationId: string | undefined): Promise<StoredCaller> => {
  const userKey: ItemKey = organizationId ? keys.user(organizationId, userId) : keys.backOfficeUser(userId);
  const organizationKey: ItemKey | undefined = organizationId ? keys.organization(organizationId) : undefined;
  const items = await batchGetItems(organizationKey ? [userKey, organizationKey] : [userKey]);
  const itemAt = (key: ItemKey | undefined) => key && items.find((item) => item.PK === key.PK && item.SK === key.SK);
  const user = itemAt(userKey);
  const organization = itemAt(organizationKey);
  return {
    user: user && withoutKeys<User>(user),
    organization: organization && withoutKeys<Organization>(organization, ['revision']),
  };
};
