import { describe, expect, it } from 'vitest';
import { findUserById } from '#shared/stores/users/user-repository.ts';
import { setBackOfficeUserStatus } from '#shared/use-cases/back-office-users/set-back-office-user-status.ts';
import { HttpError } from '#shared/vocabulary/errors.ts';
import { aBackOfficeUser } from '#test/support/fixtures.ts';

/**
 * The rule that keeps an administrator, raced below the door (whose caller check would otherwise
 * answer 401 to a loser already disabled): the write holds only while its caller is active.
 */
describe('setting a back-office user’s status', () => {
  it('of two administrators disabling each other at once, lets exactly one land and refuses the other (409)', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [a, b] = await Promise.all([aBackOfficeUser(), aBackOfficeUser()]);
      const outcomes = await Promise.allSettled([
        setBackOfficeUserStatus(a.id, b.id, 'disabled'),
        setBackOfficeUserStatus(b.id, a.id, 'disabled'),
      ]);
      expect(outcomes.filter(({ status }) => status === 'fulfilled')).toHaveLength(1);
      const refused = outcomes.find((outcome) => outcome.status === 'rejected');
      expect(refused?.reason).toBeInstanceOf(HttpError);
      expect(refused?.reason).toMatchObject({ status: 409, details: { reason: 'caller_not_active' } });
      const stored = await Promise.all([a.id, b.id].map((id) => findUserById(id)));
      expect(stored.filter((user) => user?.kind === 'backOffice' && user.status !== 'disabled')).toHaveLength(1);
    }
  });

  it('refuses a disabled caller, and changes nothing', async () => {
    const [a, b, c] = await Promise.all([aBackOfficeUser(), aBackOfficeUser(), aBackOfficeUser()]);
    await setBackOfficeUserStatus(a.id, b.id, 'disabled');
    await expect(setBackOfficeUserStatus(b.id, c.id, 'disabled')).rejects.toMatchObject({
      status: 409,
      details: { reason: 'caller_not_active' },
    });
    expect(await findUserById(c.id)).not.toMatchObject({ status: 'disabled' });
  });
});
