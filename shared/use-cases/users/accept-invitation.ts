import { createSignInUser } from '#shared/stores/identity/sign-in-users.ts';
import {
  consumeInvitation,
  findUserByInvitationToken,
  restoreInvitation,
} from '#shared/stores/users/invitation-repository.ts';
import { conflict, notFound, validationError } from '#shared/vocabulary/errors.ts';
import { hashInvitationToken } from '#shared/vocabulary/users/invitation.ts';

/** Used, replaced by a newer send, expired or never sent: the same answer, so a link tells nothing about others. */
const noSuchInvitation = () => notFound('Invitation (used, replaced by a newer one, or expired)');

/**
 * Accepts an invitation link: the pending user becomes active and gets a sign-in with this
 * password (docs/identity.md, Invitations). The link is used up first, under a condition, so two
 * accepts racing on one link make one sign-in; when the sign-in cannot be made (a password the
 * pool refuses, an e-mail another sign-in has), the link is put back and works again.
 */
export const acceptInvitation = async (token: string, password: string, now = new Date()): Promise<{ id: string }> => {
  const user = await findUserByInvitationToken(token, now);
  if (!user?.invitation || !(await consumeInvitation(user, hashInvitationToken(token), now))) throw noSuchInvitation();
  let signIn: Awaited<ReturnType<typeof createSignInUser>> | undefined;
  try {
    signIn = await createSignInUser(user.id, user.email, password);
  } finally {
    // Refused or failed: the link works again.
    if (!signIn?.ok) await restoreInvitation({ ...user, invitation: user.invitation });
  }
  if (signIn.ok) return { id: user.id };
  if (signIn.reason === 'emailTaken') throw conflict(signIn.message, { reason: 'email_taken' });
  throw validationError([{ location: 'body', path: 'password', message: signIn.message, code: 'password_refused' }]);
};
