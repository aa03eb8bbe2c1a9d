import { DeleteCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#shared/stores/db/client.ts';
import { conditionHeld } from '#shared/stores/db/condition-held.ts';
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { onIndex, withoutKeys } from '#shared/stores/db/items.ts';
import { backOfficeKeys, keys } from '#shared/stores/db/keys.ts';
import { queryAll } from '#shared/stores/db/query-all.ts';
import type { BackOfficeUser, BackOfficeUserStatus } from '#shared/vocabulary/users/user.ts';

/** Every back-office user, oldest first (GSI1, one partition: the platform's own staff). */
export const listBackOfficeUsers = async (): Promise<BackOfficeUser[]> => {
  const items = await queryAll(onIndex('GSI1', backOfficeKeys.backOfficeUsersPartition));
  return items.map((item) => withoutKeys<BackOfficeUser>(item));
};

/**
 * Sets a back-office user's status, if it differs: answers false for a user not stored, or already
 * of that status. Disabling records `signedOutAt`, which refuses every credential issued before
 * (docs/identity.md, Disabled users).
 */
export const setBackOfficeUserStatus = async (
  userId: string,
  status: BackOfficeUserStatus,
  now: string,
): Promise<boolean> =>
  conditionHeld(() =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.backOfficeUser(userId),
        UpdateExpression: `SET #status = :status, updatedAt = :now${status === 'disabled' ? ', signedOutAt = :now' : ''}`,
        // A user stored before back-office users had a status is active.
        ConditionExpression:
          status === 'active'
            ? 'attribute_exists(PK) AND #status = :disabled'
            : 'attribute_exists(PK) AND (attribute_not_exists(#status) OR #status = :active)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':status': status,
          ':now': now,
          ...(status === 'active' ? { ':disabled': 'disabled' } : { ':active': 'active' }),
        },
      }),
    ),
  );

/** Removes a back-office user whose sign-in could not be made, with its id claim: as if never created. */
export const removeBackOfficeUser = async (userId: string): Promise<void> => {
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: tableName(), Key: keys.backOfficeUser(userId) } },
        { Delete: { TableName: tableName(), Key: keys.idClaim(userId) } },
      ],
    }),
  );
};

/**
 * Claims the making of the first back-office administrator: true for the one caller that claims
 * it, false once claimed. Released when the making fails, so that it can be run again.
 */
export const claimFirstAdministrator = async (userId: string, now: string): Promise<boolean> =>
  conditionHeld(() =>
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...backOfficeKeys.firstAdministrator, itemType: itemTypes.firstAdministrator, userId, createdAt: now },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
  );

export const releaseFirstAdministrator = async (userId: string): Promise<void> => {
  await conditionHeld(() =>
    db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: backOfficeKeys.firstAdministrator,
        ConditionExpression: 'userId = :user',
        ExpressionAttributeValues: { ':user': userId },
      }),
    ),
  );
};
