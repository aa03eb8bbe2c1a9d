import { randomUUID } from 'node:crypto';
import { optionalSetting } from '#shared/stores/config/env.ts';
import { createInvitedSignIn } from '#shared/stores/identity/sign-in-users.ts';
import { removeBackOfficeUser } from '#shared/stores/users/back-office-user-repository.ts';
import { putUser } from '#shared/stores/users/user-repository.ts';
import { conflict } from '#shared/vocabulary/errors.ts';
import { type BackOfficeUser, backOfficeRole } from '#shared/vocabulary/users/user.ts';
import { backOfficeUserView, type NewBackOfficeUser } from './back-office-user-schemas.ts';

const emailTaken = () => conflict('A back-office user has this e-mail already', { reason: 'email_taken' });

/**
 * Stores a back-office user (its item and id claim, as every user, and the claim of its e-mail, so
 * that of concurrent creations with one e-mail one lands) and gives it a sign-in in the back-office
 * pool, whose first password Cognito e-mails (docs/identity.md, Back-office users).
 * When the sign-in cannot be made, the user is removed again: nothing is left half made. Without a
 * back-office pool of ours (an external issuer), the user is stored and that issuer signs them in.
 */
export const createBackOfficeUser = async (
  fields: NewBackOfficeUser,
  { id = randomUUID(), now = new Date() }: { id?: string; now?: Date } = {},
) => {
  const at = now.toISOString();
  const user: BackOfficeUser = {
    kind: 'backOffice',
    id,
    ...fields,
    role: backOfficeRole,
    status: 'active',
    createdAt: at,
    updatedAt: at,
  };
  if (!(await putUser(user))) throw emailTaken();
  const poolId = optionalSetting('backOfficeUserPoolId');
  if (poolId) {
    let signIn: Awaited<ReturnType<typeof createInvitedSignIn>> | undefined;
    try {
      signIn = await createInvitedSignIn(user.id, user.email, poolId);
    } finally {
      if (!signIn?.ok) await removeBackOfficeUser(user);
    }
    if (!signIn.ok) throw emailTaken();
  }
  return backOfficeUserView(user);
};
