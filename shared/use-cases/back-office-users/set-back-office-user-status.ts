import { optionalSetting } from '#shared/stores/config/env.ts';
import { disableSignIn, enableSignIn } from '#shared/stores/identity/sign-in-users.ts';
import { setBackOfficeUserStatus as writeStatus } from '#shared/stores/users/back-office-user-repository.ts';
import { findUserById } from '#shared/stores/users/user-repository.ts';
import { conflict, notFound } from '#shared/vocabulary/errors.ts';
import type { BackOfficeUserStatus } from '#shared/vocabulary/users/user.ts';
import { backOfficeUserView } from './back-office-user-schemas.ts';

const callerNotActive = () =>
  conflict('You are no longer an active back-office user: another administrator disabled you', {
    reason: 'caller_not_active',
  });

/**
 * Disables or enables another back-office user. Disabling cuts them off at once (every token and
 * session issued before is refused for good) and disables their sign-in; enabling enables the
 * sign-in, and they sign in anew. Nobody changes their own status, and the change is written only
 * while the caller is still active, so the back office always keeps an active administrator: of two
 * administrators disabling each other at once, one lands and the other is refused (409). Setting
 * the status a user has already changes nothing in the table; the sign-in is switched again (both
 * calls are idempotent), so a retry finishes what a failed one began.
 */
export const setBackOfficeUserStatus = async (
  callerId: string,
  userId: string,
  status: BackOfficeUserStatus,
  now = new Date(),
) => {
  if (callerId === userId) throw conflict('A back-office user cannot change their own status', { reason: 'self' });
  if ((await writeStatus(callerId, userId, status, now.toISOString())) === 'callerNotActive') throw callerNotActive();
  const user = await findUserById(userId);
  if (user?.kind !== 'backOffice') throw notFound('Back-office user');
  const poolId = optionalSetting('backOfficeUserPoolId');
  if (poolId) {
    if (status === 'disabled') await disableSignIn(userId, poolId);
    else await enableSignIn(userId, poolId);
  }
  return backOfficeUserView(user);
};
