/**
 * A lease item serializes writers that must not interleave: taken with a conditional put, kept
 * alive while the work lasts, given back at the end, and taken over once expired if its holder died.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as pause } from 'node:timers/promises';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import type { itemTypes } from './item-types.ts';
import { ttlAttribute } from './table-definition.ts';

/** Long enough to outlive a pause of the holder between two renewals; short enough that a crashed holder does not block for long. */
const leaseMillis = 60_000;
const renewEveryMillis = 15_000;

interface Lease {
  key: { PK: string; SK: string };
  itemType: (typeof itemTypes)[keyof typeof itemTypes];
  /** How long to wait for it before giving up. */
  waitMillis: number;
  /** What to throw once the wait is over. */
  busy: () => Error;
}

const isConditionFailure = (error: unknown) => error instanceof ConditionalCheckFailedException;

const tryTake = async (lease: Lease, owner: string): Promise<boolean> => {
  const now = Date.now();
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...lease.key,
          itemType: lease.itemType,
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

const renew = async (lease: Lease, owner: string) => {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: lease.key,
      UpdateExpression: 'SET expiresAt = :until',
      ConditionExpression: '#owner = :owner',
      ExpressionAttributeNames: { '#owner': 'owner' },
      ExpressionAttributeValues: { ':until': Date.now() + leaseMillis, ':owner': owner },
    }),
  );
};

const release = async (lease: Lease, owner: string) => {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: lease.key,
        ConditionExpression: '#owner = :owner',
        ExpressionAttributeNames: { '#owner': 'owner' },
        ExpressionAttributeValues: { ':owner': owner },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
};

/** Runs `work` holding the lease, renewed while the work runs and given back after. */
export const withLease = async <T>(lease: Lease, work: () => Promise<T>): Promise<T> => {
  const owner = randomUUID();
  const giveUpAt = Date.now() + lease.waitMillis;
  for (let attempt = 0; !(await tryTake(lease, owner)); attempt += 1) {
    if (Date.now() > giveUpAt) throw lease.busy();
    await pause(Math.min(10 * 2 ** Math.min(attempt, 3), 80) * (0.5 + Math.random()));
  }
  const renewal = setInterval(() => void renew(lease, owner).catch(() => undefined), renewEveryMillis);
  try {
    return await work();
  } finally {
    clearInterval(renewal);
    await release(lease, owner);
  }
};
