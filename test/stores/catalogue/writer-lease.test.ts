import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { WriterLeaseBusyError, withWriterLease } from '#shared/stores/catalogue/writer-lease.ts';
import { db, tableName } from '#shared/stores/db/client.ts';
import { catalogueKeys } from '#shared/stores/db/keys.ts';

describe("an organization's writer lease", () => {
  it('lets one writer work at a time, the others waiting their turn', async () => {
    const organizationId = randomUUID();
    let inside = 0;
    let most = 0;
    const work = async () => {
      inside += 1;
      most = Math.max(most, inside);
      await new Promise((resolve) => setTimeout(resolve, 20));
      inside -= 1;
    };
    await Promise.all(Array.from({ length: 5 }, () => withWriterLease(organizationId, work)));
    expect(most).toBe(1);
  });

  it('gives up after the wait with a busy error, and takes over a lease whose holder died', async () => {
    const organizationId = randomUUID();
    const lease = (expiresAt: number) =>
      db().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...catalogueKeys.writerLease(organizationId), owner: 'someone', expiresAt },
        }),
      );
    await lease(Date.now() + 60_000);
    await expect(withWriterLease(organizationId, async () => 'never', 200)).rejects.toBeInstanceOf(
      WriterLeaseBusyError,
    );
    await lease(Date.now() - 1);
    expect(await withWriterLease(organizationId, async () => 'taken over', 200)).toBe('taken over');
  });

  it('is given back when the work fails', async () => {
    const organizationId = randomUUID();
    await expect(
      withWriterLease(organizationId, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await withWriterLease(organizationId, async () => 'free again', 200)).toBe('free again');
  });
});
