import { batchGetItems } from '#shared/stores/db/batch-get.ts';
import { withoutKeys } from '#shared/stores/db/items.ts';
import { backOfficeKeys, keys, organizationPartition } from '#shared/stores/db/keys.ts';
import { queryCount } from '#shared/stores/db/query-all.ts';
import type { BackOfficeUser } from '#shared/vocabulary/users/user.ts';

/**
 * How many users an organization has, whatever their status: a Query on the organization's
 * partition with `Select: COUNT`, so DynamoDB counts and no user item is returned. It reads (and
 * is billed for) the user items server-side; docs/data-model.md has the cost.
 */
export const countOrganizationMembers = (organizationId: string): Promise<number> =>
  queryCount({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :users)',
    ExpressionAttributeValues: {
      ':pk': organizationPartition(organizationId),
      ':users': backOfficeKeys.organizationUserPrefix,
    },
  });

/** Back-office users by id; unknown ids are absent from the map. */
export const findBackOfficeUsers = async (userIds: readonly string[]): Promise<Map<string, BackOfficeUser>> => {
  const items = await batchGetItems([...new Set(userIds)].map(keys.backOfficeUser));
  return new Map(items.map((item) => [item.id as string, withoutKeys<BackOfficeUser>(item)]));
};
