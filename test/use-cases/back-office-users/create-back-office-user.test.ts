import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envNames } from '#shared/stores/config/env.ts';
import { createBackOfficeUser } from '#shared/use-cases/back-office-users/create-back-office-user.ts';
import { listBackOfficeUsers } from '#shared/use-cases/back-office-users/list-back-office-users.ts';

/**
 * One e-mail, one back-office account, by the table alone: without a back-office pool of ours (an
 * external issuer), no pool's unique e-mail stands behind the e-mail claim.
 */
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('creating a back-office user', () => {
  it('of 6 creations racing with one e-mail, in any case and spacing, stores exactly one', async () => {
    vi.stubEnv(envNames.backOfficeUserPoolId, '');
    const email = `race.${randomUUID()}@example.com`;
    const spellings = [email, email.toUpperCase(), `Race.${email.slice(5)}`];
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, (_, index) =>
        createBackOfficeUser({ firstName: 'Rae', lastName: 'Race', email: spellings[index % spellings.length]! }),
      ),
    );
    expect(outcomes.filter(({ status }) => status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes.filter((each) => each.status === 'rejected'))
      expect(outcome.reason).toMatchObject({ status: 409, details: { reason: 'email_taken' } });
    const { items } = await listBackOfficeUsers();
    expect(items.filter((user) => user.email.toLowerCase() === email)).toHaveLength(1);
  });
});
