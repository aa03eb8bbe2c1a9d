import { createHash, randomBytes } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#shared/stores/db/client.ts';
import { conditionHeld } from '#shared/stores/db/condition-held.ts';
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { keys } from '#shared/stores/db/keys.ts';
import { ttlAttribute } from '#shared/stores/db/table-definition.ts';
import { isLostRace, retryLostRaces } from '#shared/stores/db/transactions.ts';
import { tooManyRequests } from '#shared/vocabulary/errors.ts';

/**
 * Session tokens for the attachments API. Only a hash of the token is stored, so a leaked table
 * does not leak live sessions; an expired session is refused before DynamoDB's TTL removes it.
 */
const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

interface Session {
  userId: string;
  /** Absent on sessions opened before it was kept: then their expiry less the lifetime. */
  openedAt?: string;
  expiresAt: string;
}

const sessionLifetimeSeconds = 12 * 3600;

/** A session of no device, as the local `npm run token` and the tests hand out. */
export const createSession = async (
  userId: string,
  lifetimeSeconds = sessionLifetimeSeconds,
): Promise<{ token: string; expiresAt: string }> => {
  const token = randomBytes(32).toString('base64url');
  const openedAtMs = Date.now();
  const item = sessionItem(hash(token), userId, openedAtMs, openedAtMs + lifetimeSeconds * 1000);
  await db().send(new PutCommand({ TableName: tableName(), Item: item }));
  return { token, expiresAt: item.expiresAt };
};

/** When the session this token opens was opened, if it is a live session of that user. */
export const liveSessionOf = async (
  token: string,
  userId: string,
  now = new Date(),
): Promise<{ openedAtMs: number } | undefined> => {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.session(hash(token)) }));
  const session = Item as Session | undefined;
  if (session === undefined || session.userId !== userId || new Date(session.expiresAt) <= now) return undefined;
  const openedAtMs = session.openedAt
    ? Date.parse(session.openedAt)
    : Date.parse(session.expiresAt) - sessionLifetimeSeconds * 1000;
  return { openedAtMs };
};

const sessionItem = (
  tokenHash: string,
  userId: string,
  openedAtMs: number,
  expiresAtMs: number,
  deviceId?: string,
) => ({
  ...keys.session(tokenHash),
  itemType: itemTypes.session,
  userId,
  ...(deviceId && { deviceId }),
  openedAt: new Date(openedAtMs).toISOString(),
  expiresAt: new Date(expiresAtMs).toISOString(),
  [ttlAttribute]: Math.ceil(expiresAtMs / 1000),
});

/**
 * Opens a session of the user on a device (12 h), closing the one the device had: one session per
 * device. The device's pointer is written on the condition that it still names the session read,
 * so two opens racing on one device leave exactly one session of it open.
 */
export const openSession = async (userId: string, deviceId: string): Promise<{ token: string; expiresAt: string }> =>
  retryLostRaces(
    async () => {
      const pointerKey = keys.sessionOfDevice(userId, deviceId);
      const { Item: pointer } = await db().send(
        new GetCommand({ TableName: tableName(), Key: pointerKey, ConsistentRead: true }),
      );
      const token = randomBytes(32).toString('base64url');
      const openedAtMs = Date.now();
      const expiresAtMs = openedAtMs + sessionLifetimeSeconds * 1000;
      const previous = pointer?.tokenHash as string | undefined;
      try {
        await db().send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: tableName(),
                  Item: sessionItem(hash(token), userId, openedAtMs, expiresAtMs, deviceId),
                },
              },
              {
                Put: {
                  TableName: tableName(),
                  Item: {
                    ...pointerKey,
                    itemType: itemTypes.sessionOfDevice,
                    tokenHash: hash(token),
                    [ttlAttribute]: Math.ceil(expiresAtMs / 1000),
                  },
                  ...(previous
                    ? {
                        ConditionExpression: 'tokenHash = :previous',
                        ExpressionAttributeValues: { ':previous': previous },
                      }
                    : { ConditionExpression: 'attribute_not_exists(PK)' }),
                },
              },
              ...(previous ? [{ Delete: { TableName: tableName(), Key: keys.session(previous) } }] : []),
            ],
          }),
        );
      } catch (error) {
        if (isLostRace(error)) return undefined;
        throw error;
      }
      return { token, expiresAt: new Date(expiresAtMs).toISOString() };
    },
    () => tooManyRequests('Another session of this device is being opened; retry shortly', 1),
  );

/** Closes the caller's own session; false when the token names no session of this user. */
export const closeSession = async (token: string, userId: string): Promise<boolean> => {
  const { Attributes } = await db()
    .send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.session(hash(token)),
        ConditionExpression: 'userId = :user',
        ExpressionAttributeValues: { ':user': userId },
        ReturnValues: 'ALL_OLD',
      }),
    )
    .catch((error: unknown) => {
      if (error instanceof ConditionalCheckFailedException) return { Attributes: undefined };
      throw error;
    });
  const deviceId = Attributes?.deviceId as string | undefined;
  // The device's pointer goes only if it still names this session (a newer one may have replaced it).
  if (deviceId)
    await conditionHeld(() =>
      db().send(
        new DeleteCommand({
          TableName: tableName(),
          Key: keys.sessionOfDevice(userId, deviceId),
          ConditionExpression: 'tokenHash = :hash',
          ExpressionAttributeValues: { ':hash': hash(token) },
        }),
      ),
    );
  return Attributes !== undefined;
};
