import { createSignInUser } from '#shared/stores/identity/sign-in-users.ts';
import {
  consumeInvitation,
  findUserByInvitationToken,
  restoreInvitation,
} from '#shared/stores/users/invitation-repository.ts';
import { conflict, notFound, validationError } from '#shared/vocabulary/errors.ts';
import { hashInvitationToken } from '#shared/vocabulary/users/invitation.ts';
import { passwordPolicy, passwordSymbols, unmetPasswordRules } from '#shared/vocabulary/users/password-policy.ts';

/** Used, replaced by a newer send, expired or never sent: the same answer, so a link tells nothing about others. */
const noSuchInvitation = () => notFound('Invitation (used, replaced by a newer one, or expired)');

const ruleMessages = {
  minLength: `must be at least ${passwordPolicy.minLength} characters`,
  lowercase: 'must hold a lowercase letter (a-z)',
  uppercase: 'must hold an uppercase letter (A-Z)',
  digit: 'must hold a digit (0-9)',
  symbol: `must hold a symbol, one of ${passwordSymbols.trim()} or a space`,
} as const;

/** A password the published policy refuses: a 400 naming each rule it breaks, before anything is read or written. */
const checkPassword = (password: string) => {
  const unmet = unmetPasswordRules(password);
  if (unmet.length > 0)
    throw validationError(
      unmet.map((rule) => ({
        location: 'body',
        path: 'password',
        message: ruleMessages[rule],
        code: `password_${rule}`,
      })),
    );
};

/**
 * Accepts an invitation link: the pending user becomes active and gets a sign-in with this
 * password, which must meet the policy the inspection publishes (docs/identity.md, Invitations). The link is used up first, under a condition, so two
 * accepts racing on one link make one sign-in; when the sign-in cannot be made (a password the
 * pool refuses, an e-mail another sign-in has), the link is put back and works again.
 */
export const acceptInvitation = async (token: string, password: string, now = new Date()): Promise<{ id: string }> => {
  checkPassword(password);
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
