import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { nextInSequence } from '#shared/stores/attachments/sequences.ts';
import { db, tableName } from '#shared/stores/db/client.ts';
import { fileKeys, type SequenceKind } from '#shared/stores/db/keys.ts';

const floorOf = async (kind: SequenceKind): Promise<number> =>
  ((
    await db().send(
      new GetCommand({ TableName: tableName(), Key: fileKeys.serviceCounter(kind), ConsistentRead: true }),
    )
  ).Item?.value as number | undefined) ?? 0;

const takeAtOnce = (organizationId: string, kind: SequenceKind, count: number) =>
  Promise.all(Array.from({ length: count }, () => nextInSequence(organizationId, kind)));

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
const range = (first: number, count: number) => Array.from({ length: count }, (_, n) => first + n);

describe('integer id sequences', () => {
  it('gives concurrent writers of one organization distinct ids, without a gap, even while the sequence starts', async () => {
    const floor = await floorOf('attachment');
    const organizationId = randomUUID();
    const ids = await takeAtOnce(organizationId, 'attachment', 40);
    expect(sorted(ids)).toEqual(range(floor + 1, 40));
  });

  it('numbers each organization and each kind on its own, so that no item is raised by every tenant', async () => {
    const [attachmentFloor, originFloor] = await Promise.all([floorOf('attachment'), floorOf('origin')]);
    const [first, second] = [randomUUID(), randomUUID()];
    const [firstIds, secondIds, firstOrigins] = await Promise.all([
      takeAtOnce(first, 'attachment', 10),
      takeAtOnce(second, 'attachment', 10),
      takeAtOnce(first, 'origin', 5),
    ]);
    expect(sorted(firstIds)).toEqual(range(attachmentFloor + 1, 10));
    expect(sorted(secondIds)).toEqual(range(attachmentFloor + 1, 10));
    expect(sorted(firstOrigins)).toEqual(range(originFloor + 1, 5));
    expect(fileKeys.sequence(first, 'attachment').PK).not.toBe(fileKeys.sequence(second, 'attachment').PK);
  });

  it("starts an organization's sequence above the service-wide counter, so that no id it gave comes again", async () => {
    const floor = (await floorOf('userNumber')) + 1_000;
    await db().send(
      new PutCommand({ TableName: tableName(), Item: { ...fileKeys.serviceCounter('userNumber'), value: floor } }),
    );
    const organizationId = randomUUID();
    expect(await nextInSequence(organizationId, 'userNumber')).toBe(floor + 1);
    // Once started, the sequence goes on from its own value, whatever the service-wide counter says.
    await db().send(
      new PutCommand({ TableName: tableName(), Item: { ...fileKeys.serviceCounter('userNumber'), value: floor + 50 } }),
    );
    expect(await nextInSequence(organizationId, 'userNumber')).toBe(floor + 2);
  });
});
