import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client.ts';
import { itemTypes } from '../db/item-types.ts';
import { onIndex, withoutKeys } from '../db/items.ts';
import { keys } from '../db/keys.ts';
import type { OrganizationUser, User } from './user.ts';

/**
 * Organization users live in their organization's partition; back-office users in their own.
 * GSI1 finds either kind by id alone.
 */
const primaryKey = (user: User) =>
  user.kind === 'organization' ? keys.user(user.organizationId, user.id) : keys.backOfficeUser(user.id);

export const putUser = async (user: User): Promise<void> => {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...primaryKey(user), ...keys.userById(user.id), itemType: itemTypes.user, ...user },
    }),
  );
};

export const findUserById = async (userId: string): Promise<User | undefined> => {
  const index = keys.userById(userId);
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      ...onIndex('GSI1', index.GSI1PK, index.GSI1SK),
    }),
  );
  const item = Items?.[0];
  if (!item) return undefined;
  return withoutKeys<User>(item);
};

/** What a catalogue file states about a user; the rest is the service's own. */
type StatedUser = Pick<
  OrganizationUser,
  'id' | 'organizationId' | 'organizationType' | 'firstName' | 'lastName' | 'email' | 'role' | 'status' | 'labelIds'
>;

/**
 * Writes the stated fields of an organization user and keeps what the service keeps about it: the
 * invitation (its send count, link and limits) and the creation time.
 */
export const upsertOrganizationUser = async (user: StatedUser, now: string): Promise<void> => {
  const stated = { ...user, kind: 'organization', itemType: itemTypes.user, ...keys.userById(user.id), updatedAt: now };
  const fields = Object.entries(stated);
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(user.organizationId, user.id),
      UpdateExpression: `SET ${fields.map((_, index) => `#f${index} = :f${index}`).join(', ')}, createdAt = if_not_exists(createdAt, :now)`,
      ExpressionAttributeNames: Object.fromEntries(fields.map(([field], index) => [`#f${index}`, field])),
      ExpressionAttributeValues: {
        ...Object.fromEntries(fields.map(([, value], index) => [`:f${index}`, value])),
        ':now': now,
      },
    }),
  );
};
