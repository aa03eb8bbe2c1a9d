import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#shared/stores/db/client.ts';
import { conditionHeld } from '#shared/stores/db/condition-held.ts';
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { onIndex, withoutKeys } from '#shared/stores/db/items.ts';
import { backOfficeKeys, keys } from '#shared/stores/db/keys.ts';
import { queryAll } from '#shared/stores/db/query-all.ts';
import { retryLostRaces } from '#shared/stores/db/transactions.ts';
import { conflict } from '#shared/vocabulary/errors.ts';
import type { BackOfficeUser, BackOfficeUserStatus } from '#shared/vocabulary/users/user.ts';

/** Every back-office user, oldest first (GSI1, one partition: the platform's own staff). */
export const listBackOfficeUsers = async (): Promise<BackOfficeUser[]> => {
  const items = await queryAll(onIndex('GSI1', backOfficeKeys.backOfficeUsersPartition));
  return items.map((item) => withoutKeys<BackOfficeUser>(item));
};

/** What a status change came to: written, the user already of that status (or not stored), or the caller no longer active. */
type StatusChange = 'changed' | 'unchanged' | 'callerNotActive';

/** A user stored before back-office users had a status is active. */
const isActive = 'attribute_exists(PK) AND (attribute_not_exists(#status) OR #status = :active)';

const statusUpdate = (userId: string, status: BackOfficeUserStatus, now: string) => ({
  TableName: tableName(),
  Key: keys.backOfficeUser(userId),
  UpdateExpression: `SET #status = :status, updatedAt = :now${status === 'disabled' ? ', signedOutAt = :now' : ''}`,
  ConditionExpression: status === 'active' ? 'attribute_exists(PK) AND #status = :disabled' : isActive,
  ExpressionAttributeNames: { '#status': 'status' },
  ExpressionAttributeValues: {
    ':status': status,
    ':now': now,
    ...(status === 'active' ? { ':disabled': 'disabled' } : { ':active': 'active' }),
  },
});

const callerStillActive = (callerId: string) => ({
  TableName: tableName(),
  Key: keys.backOfficeUser(callerId),
  ConditionExpression: isActive,
  ExpressionAttributeNames: { '#status': 'status' },
  ExpressionAttributeValues: { ':active': 'active' },
});

/** The cancellation reasons come in the order of the transaction's items: the caller's check, the user's update. */
const outcomeOfCancellation = (error: TransactionCanceledException): StatusChange | undefined => {
  const [callerReason, userReason] = (error.CancellationReasons ?? []).map((reason) => reason.Code);
  if (callerReason === 'ConditionalCheckFailed') return 'callerNotActive';
  if (userReason === 'ConditionalCheckFailed') return 'unchanged';
  return undefined;
};

/**
 * Sets another back-office user's status, if it differs, on condition that the caller is still an
 * active back-office user in the same transaction: the caller, never the user changed, stays
 * active, so every disable that lands leaves an active administrator (docs/data-model.md,
 * Writers). Disabling records `signedOutAt`, which refuses every credential issued before
 * (docs/identity.md, Disabled users). Two such writes colliding on each other's items are tried again.
 */
export const setBackOfficeUserStatus = async (
  callerId: string,
  userId: string,
  status: BackOfficeUserStatus,
  now: string,
): Promise<StatusChange> =>
  retryLostRaces(
    async () => {
      try {
        await db().send(
          new TransactWriteCommand({
            TransactItems: [
              { ConditionCheck: callerStillActive(callerId) },
              { Update: statusUpdate(userId, status, now) },
            ],
          }),
        );
        return 'changed';
      } catch (error) {
        if (!(error instanceof TransactionCanceledException)) throw error;
        return outcomeOfCancellation(error);
      }
    },
    () => conflict('Back-office users kept changing while this one was written; retry', { reason: 'contended' }),
  );

/** Removes a back-office user whose sign-in could not be made, with its id and e-mail claims: as if never created. */
export const removeBackOfficeUser = async (user: Pick<BackOfficeUser, 'id' | 'email'>): Promise<void> => {
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: tableName(), Key: keys.backOfficeUser(user.id) } },
        { Delete: { TableName: tableName(), Key: keys.idClaim(user.id) } },
        {
          Delete: {
            TableName: tableName(),
            Key: backOfficeKeys.backOfficeEmailClaim(user.email),
            ConditionExpression: 'userId = :user',
            ExpressionAttributeValues: { ':user': user.id },
          },
        },
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
