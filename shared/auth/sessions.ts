import { createHash, randomBytes } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client.ts';
import { itemTypes } from '../db/item-types.ts';
import { keys } from '../db/keys.ts';
import { ttlAttribute } from '../db/table-definition.ts';

/**
 * Session tokens for the attachments API. Only a hash of the token is stored, so a leaked table
 * does not leak live sessions; an expired session is refused before DynamoDB's TTL removes it.
 */
const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

interface Session {
  userId: string;
  expiresAt: string;
}

export const createSession = async (
  userId: string,
  lifetimeSeconds = 12 * 3600,
): Promise<{ token: string; expiresAt: string }> => {
  const token = randomBytes(32).toString('base64url');
  const expiresAtMs = Date.now() + lifetimeSeconds * 1000;
  const expiresAt = new Date(expiresAtMs).toISOString();
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.session(hash(token)),
        itemType: itemTypes.session,
        userId,
        expiresAt,
        [ttlAttribute]: Math.ceil(expiresAtMs / 1000),
      },
    }),
  );
  return { token, expiresAt };
};

export const isLiveSessionOf = async (token: string, userId: string, now = new Date()): Promise<boolean> => {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.session(hash(token)) }));
  const session = Item as Session | undefined;
  return session !== undefined && session.userId === userId && new Date(session.expiresAt) > now;
};
