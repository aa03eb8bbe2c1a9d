/**
 * One writer of an organization's catalogue at a time. An import reads the stored versions of the
 * records it replaces, writes them with their derived items and deletes the derived items the old
 * versions had; two imports interleaving over the same records would each delete by what it read
 * and leave stale entries behind, and two recounts could write counters of a moment past. A lease
 * item serializes them: taken with a conditional put, kept alive while the work lasts, given back
 * at the end, and taken over once expired if its holder died.
 */

import { randomUUID } from 'node:crypto';
import { setTimeout as pause } from 'node:timers/promises';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client.ts';
import { itemTypes } from '../db/item-types.ts';
import { catalogueKeys } from '../db/keys.ts';
import { ttlAttribute } from '../db/table-definition.ts';
import { HttpError, tooManyRequests } from '../http/errors.ts';

/** Long enough to outlive a pause of the holder between two renewals; short enough that a crashed holder does not block for long. */
const leaseMillis = 60_000;
const renewEveryMillis = 15_000;

/**
 * Contention, not a fault: a request that meets it answers 429 with Retry-After, as for any busy
 * resource (the holder may be an import of minutes, so a few seconds rather than one).
 */
export class WriterLeaseBusyError extends HttpError {
  constructor(organizationId: string) {
    const busy = tooManyRequests(
      `Another writer holds the catalogue of organization ${organizationId}; retry shortly`,
      5,
    );
    super(busy.code, busy.message, busy.details, busy.headers);
  }
}

const isConditionFailure = (error: unknown) => error instanceof ConditionalCheckFailedException;

const tryTake = async (organizationId: string, owner: string): Promise<boolean> => {
  const now = Date.now();
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...catalogueKeys.writerLease(organizationId),
          itemType: itemTypes.catalogueWriterLease,
          owner,
          expiresAt: now + leaseMillis,
          [ttlAttribute]: Math.ceil((now + leaseMillis) / 1000) + 3600,
        },
        ConditionExpression: 'attribute_not_exists(PK) OR expiresAt < :now',
        ExpressionAttributeValues: { ':now': now },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

const renew = async (organizationId: string, owner: string) => {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: catalogueKeys.writerLease(organizationId),
      UpdateExpression: 'SET expiresAt = :until',
      ConditionExpression: '#owner = :owner',
      ExpressionAttributeNames: { '#owner': 'owner' },
      ExpressionAttributeValues: { ':until': Date.now() + leaseMillis, ':owner': owner },
    }),
  );
};

const release = async (organizationId: string, owner: string) => {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: catalogueKeys.writerLease(organizationId),
        ConditionExpression: '#owner = :owner',
        ExpressionAttributeNames: { '#owner': 'owner' },
        ExpressionAttributeValues: { ':owner': owner },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
};

/**
 * Runs `work` holding the organization's writer lease, waiting for it at most `waitMillis`
 * (then `WriterLeaseBusyError`). The lease is renewed while the work runs and given back after.
 */
export const withWriterLease = async <T>(
  organizationId: string,
  work: () => Promise<T>,
  waitMillis = 15 * 60_000,
): Promise<T> => {
  const owner = randomUUID();
  const giveUpAt = Date.now() + waitMillis;
  for (let attempt = 0; !(await tryTake(organizationId, owner)); attempt += 1) {
    if (Date.now() > giveUpAt) throw new WriterLeaseBusyError(organizationId);
    await pause(Math.min(10 * 2 ** Math.min(attempt, 3), 80) * (0.5 + Math.random()));
  }
  const renewal = setInterval(() => void renew(organizationId, owner).catch(() => undefined), renewEveryMillis);
  try {
    return await work();
  } finally {
    clearInterval(renewal);
    await release(organizationId, owner);
  }
};
