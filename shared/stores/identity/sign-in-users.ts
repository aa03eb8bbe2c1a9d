import {
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '#shared/stores/aws/cognito.ts';
import { optionalSetting, setting } from '#shared/stores/config/env.ts';
import { mapLimited } from '#shared/vocabulary/map-limited.ts';

/**
 * The only code of the service that creates and disables sign-ins in the user pools. A sign-in
 * user's username is our user id, so the access token's `username` names the stored user; the
 * e-mail is an attribute (and, in AWS, a sign-in alias). Everything else about the user
 * (organization, role, status) stays in our table.
 */

/**
 * `passwordRefused`: the pool's password policy refuses it (a 400 for the caller). `emailTaken`:
 * another sign-in already has this verified e-mail as its alias (AWS only; a 409).
 */
type CreateSignInResult = { ok: true } | { ok: false; reason: 'passwordRefused' | 'emailTaken'; message: string };

const errorName = (error: unknown) => (error instanceof Error ? error.name : undefined);

/**
 * Gives the user a sign-in with this password, confirmed and enabled: the invitation link they
 * followed proved the e-mail, hence `email_verified` and no Cognito message (SUPPRESS). A user who
 * had a sign-in before (accepted, then disabled and invited again, perhaps at another e-mail) gets
 * that sign-in back, at the e-mail the link went to, enabled. Calling it again for the same user
 * sets the password again, so a retried acceptance finishes what a failed one started. A password
 * the pool's policy refuses is an answer, not an error. The pool is the organization users' unless
 * another is named: the local demo names the back-office users' (infra/local/seed/demo-sign-ins.ts).
 */
export const createSignInUser = async (
  userId: string,
  email: string,
  password: string,
  UserPoolId = setting('userPoolId'),
): Promise<CreateSignInResult> => {
  const verifiedEmail = [
    { Name: 'email', Value: email },
    { Name: 'email_verified', Value: 'true' },
  ];
  try {
    await cognito().send(
      new AdminCreateUserCommand({
        UserPoolId,
        Username: userId,
        MessageAction: 'SUPPRESS',
        UserAttributes: verifiedEmail,
      }),
    );
  } catch (error) {
    if (errorName(error) === 'AliasExistsException')
      return { ok: false, reason: 'emailTaken', message: (error as Error).message };
    if (errorName(error) !== 'UsernameExistsException') throw error;
    const taken = await restoreSignIn(UserPoolId, userId, verifiedEmail);
    if (taken) return taken;
  }
  try {
    await cognito().send(
      new AdminSetUserPasswordCommand({ UserPoolId, Username: userId, Password: password, Permanent: true }),
    );
    return { ok: true };
  } catch (error) {
    if (errorName(error) === 'InvalidPasswordException')
      return { ok: false, reason: 'passwordRefused', message: (error as Error).message };
    throw error;
  }
};

/** An existing sign-in of the user, at the e-mail the invitation went to, enabled; or why not. */
const restoreSignIn = async (
  UserPoolId: string,
  userId: string,
  verifiedEmail: { Name: string; Value: string }[],
): Promise<CreateSignInResult | undefined> => {
  try {
    await cognito().send(
      new AdminUpdateUserAttributesCommand({ UserPoolId, Username: userId, UserAttributes: verifiedEmail }),
    );
  } catch (error) {
    if (errorName(error) === 'AliasExistsException')
      return { ok: false, reason: 'emailTaken', message: (error as Error).message };
    throw error;
  }
  await cognito().send(new AdminEnableUserCommand({ UserPoolId, Username: userId }));
  return undefined;
};

/**
 * Stops the user signing in and, where the pool supports it, revokes their refresh tokens. Access
 * tokens already issued stay valid until they expire, but the service reads the user's status on
 * every request, so they open nothing. A user who never had a sign-in (still invited) has nothing
 * to disable.
 */
export const disableSignIn = async (userId: string, UserPoolId = setting('userPoolId')): Promise<void> => {
  try {
    await cognito().send(new AdminDisableUserCommand({ UserPoolId, Username: userId }));
  } catch (error) {
    if (errorName(error) === 'UserNotFoundException') return;
    throw error;
  }
  try {
    await cognito().send(new AdminUserGlobalSignOutCommand({ UserPoolId, Username: userId }));
  } catch (error) {
    if (!unsupportedHere(error)) throw error;
  }
};

/**
 * Gives a back-office user a sign-in whose first password Cognito makes and e-mails
 * (`DesiredDeliveryMediums: EMAIL`): the user sets their own at the first sign-in
 * (`NEW_PASSWORD_REQUIRED`), then TOTP (`MFA_SETUP`, the back-office pool requires it). The e-mail
 * is verified at once, so that it is a sign-in alias and can receive password resets.
 */
export const createInvitedSignIn = async (
  userId: string,
  email: string,
  UserPoolId: string,
): Promise<{ ok: true } | { ok: false; reason: 'emailTaken'; message: string }> => {
  try {
    await cognito().send(
      new AdminCreateUserCommand({
        UserPoolId,
        Username: userId,
        DesiredDeliveryMediums: ['EMAIL'],
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    return { ok: true };
  } catch (error) {
    if (errorName(error) === 'AliasExistsException' || errorName(error) === 'UsernameExistsException')
      return { ok: false, reason: 'emailTaken', message: (error as Error).message };
    throw error;
  }
};

/**
 * Lets a re-enabled user sign in again (AdminEnableUser, idempotent). A user who never had a
 * sign-in has nothing to enable; without a user pool of ours (an external issuer) neither.
 */
export const enableSignIn = async (userId: string, UserPoolId = optionalSetting('userPoolId')): Promise<void> => {
  if (!UserPoolId) return;
  try {
    await cognito().send(new AdminEnableUserCommand({ UserPoolId, Username: userId }));
  } catch (error) {
    if (errorName(error) !== 'UserNotFoundException') throw error;
  }
};

/** Cognito's admin user operations allow a few tens of calls per second per account. */
const DISABLE_CONCURRENCY = 4;

/**
 * Disables the sign-ins of these users, again for those already disabled (both calls are
 * idempotent), so that a re-run of an import that failed half-way still disables every one. With
 * no user pool of ours (an external issuer), there is nothing to disable: the status read on each
 * request is what refuses them.
 */
export const disableSignIns = async (userIds: readonly string[]): Promise<void> => {
  if (!optionalSetting('userPoolId')) return;
  await mapLimited(userIds, DISABLE_CONCURRENCY, disableSignIn);
};

/** cognito-local answers an operation it does not implement with a 500 naming the target. */
const unsupportedHere = (error: unknown) => error instanceof Error && /Unsupported x-amz-target/.test(error.message);
