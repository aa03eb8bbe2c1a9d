import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '#shared/stores/db/client.ts';
import { findOrganization } from '#shared/stores/organizations/organization-repository.ts';
import { updateAdOrganization } from '#shared/use-cases/organizations/update-ad-organization.ts';
import { anOrganization } from '#test/support/organization-fixtures.ts';

/** Called directly: a mock of this process's DynamoDB client does not reach the local stack's functions. */
describe('updating an ad organization while others write', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps trying while others keep winning, for as long as the time budget lasts', async () => {
    const organization = await anOrganization();
    const send = db().send.bind(db());
    let lost = 0;
    vi.spyOn(db(), 'send').mockImplementation(((command: unknown) => {
      if (command instanceof TransactWriteCommand && lost < 12) {
        lost += 1;
        return Promise.reject(
          new TransactionCanceledException({
            message: 'cancelled',
            $metadata: {},
            CancellationReasons: [{ Code: 'TransactionConflict' }, { Code: 'None' }],
          }),
        );
      }
      return send(command as never);
    }) as typeof send);
    expect(await updateAdOrganization(organization.id, { name: 'Finally' })).toEqual({ id: organization.id });
    vi.restoreAllMocks();
    expect(lost).toBe(12);
    expect(await findOrganization(organization.id)).toMatchObject({ name: 'Finally' });
  });
});
