import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#shared/stores/db/client.ts';
import { conditionHeld } from '#shared/stores/db/condition-held.ts';
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { withoutKeys } from '#shared/stores/db/items.ts';
import { keys } from '#shared/stores/db/keys.ts';
import { findIdOwner } from '#shared/stores/ids/id-claim-repository.ts';
import type { IdOwner } from '#shared/vocabulary/ids/id-claim.ts';
import type { OrganizationUser, User } from '#shared/vocabulary/users/user.ts';

/**
 * Organization users live in their organization's partition; back-office users in their own. The
 * id registry says which: a user id names one user for ever (an organization user is also its
 * organization's `member` record).
 */
const primaryKey = (user: User) =>
  user.kind === 'organization' ? keys.user(user.organizationId, user.id) : keys.backOfficeUser(user.id);

const ownerOf = (user: User): IdOwner =>
  user.kind === 'organization'
    ? { organizationId: user.organizationId, section: 'record', kind: 'member' }
    : { organizationId: null, section: 'backOfficeUser' };

/**
 * An organization's user item. Consistent by default: the state a conditional write that follows is
 * checked against; a read that only shows the user (a creator's name) may take the cheaper read.
 */
export const readOrganizationUser = async (
  organizationId: string,
  userId: string,
  { consistent = true }: { consistent?: boolean } = {},
): Promise<OrganizationUser | undefined> => {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.user(organizationId, userId), ConsistentRead: consistent }),
  );
  return Item ? withoutKeys<OrganizationUser>(Item) : undefined;
};

/** Stores a user and claims its id, unless the id names something else already. */
export const putUser = async (user: User): Promise<void> => {
  const owner = ownerOf(user);
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...keys.idClaim(user.id),
              itemType: itemTypes.idClaim,
              ...owner,
              organizationId: owner.organizationId ?? undefined,
            },
            ConditionExpression:
              'attribute_not_exists(PK) OR (#section = :section AND (organizationId = :org OR attribute_not_exists(organizationId)))',
            ExpressionAttributeNames: { '#section': 'section' },
            ExpressionAttributeValues: { ':section': owner.section, ':org': owner.organizationId ?? '-' },
          },
        },
        { Put: { TableName: tableName(), Item: { ...primaryKey(user), itemType: itemTypes.user, ...user } } },
      ],
    }),
  );
};

/** The user of this id, wherever it lives: the id registry names its partition (strongly consistent). */
export const findUserById = async (userId: string): Promise<User | undefined> => {
  const owner = await findIdOwner(userId);
  const key =
    owner?.section === 'backOfficeUser'
      ? keys.backOfficeUser(userId)
      : owner?.section === 'record' && owner.kind === 'member'
        ? keys.user(owner.organizationId, userId)
        : undefined;
  if (!key) return undefined;
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return Item ? withoutKeys<User>(Item) : undefined;
};

/** What a catalogue file states about a user; the rest is the service's own. */
type StatedUser = Pick<
  OrganizationUser,
  'id' | 'organizationId' | 'organizationType' | 'firstName' | 'lastName' | 'email' | 'role' | 'status' | 'labelIds'
>;

const setFields = (fields: [string, unknown][], now: string) => ({
  UpdateExpression: `SET ${fields.map((_, index) => `#f${index} = :f${index}`).join(', ')}, createdAt = if_not_exists(createdAt, :now)`,
  ExpressionAttributeNames: Object.fromEntries(fields.map(([field], index) => [`#f${index}`, field])),
  ExpressionAttributeValues: {
    ...Object.fromEntries(fields.map(([, value], index) => [`:f${index}`, value])),
    ':now': now,
  },
});

/**
 * Writes the stated fields of an organization user and keeps what the service keeps about it: the
 * invitation (its send count, link and limits) and the creation time. The status has two writers
 * (docs/data-model.md, "Writers"): the file, and accepting an invitation (pending to active).
 * `statedStatus`, the status the file stated last time, is the import's own; a file stating the
 * same status again leaves the status alone, so an accepted invitation stays accepted.
 */
export const upsertOrganizationUser = async (user: StatedUser, now: string): Promise<void> => {
  const stated = { ...user, kind: 'organization', itemType: itemTypes.user, updatedAt: now, statedStatus: user.status };
  const key = keys.user(user.organizationId, user.id);
  const fields = setFields(Object.entries(stated), now);
  const statusChanged = await conditionHeld(() =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        ...fields,
        ConditionExpression: 'attribute_not_exists(statedStatus) OR statedStatus <> :f_status',
        ExpressionAttributeValues: { ...fields.ExpressionAttributeValues, ':f_status': user.status },
      }),
    ),
  );
  if (statusChanged) return;
  const { status: _sameAsLastTime, ...rest } = stated;
  await db().send(new UpdateCommand({ TableName: tableName(), Key: key, ...setFields(Object.entries(rest), now) }));
};
