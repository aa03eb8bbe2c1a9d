import {
  AdminInitiateAuthCommand,
  AssociateSoftwareTokenCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '#shared/stores/aws/cognito.ts';
import { totpCode } from './totp.ts';

/**
 * Sets up TOTP for a sign-in of a local pool and answers the secret, which an authenticator app
 * would take from a QR code; a new secret replaces the old one. In AWS a back-office user does this
 * at their first sign-in, when Cognito answers the password with the MFA_SETUP challenge;
 * cognito-local has no such challenge (a user without TOTP in a pool requiring MFA is refused), but
 * its AdminInitiateAuth signs a user in without asking for MFA, which gives the access token the
 * setup calls take (docs/identity.md, "What differs from Cognito").
 */
export const enrolTotp = async (
  pool: { userPoolId: string; clientId: string },
  username: string,
  password: string,
): Promise<string> => {
  const { AuthenticationResult } = await cognito().send(
    new AdminInitiateAuthCommand({
      UserPoolId: pool.userPoolId,
      ClientId: pool.clientId,
      AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  );
  const AccessToken = AuthenticationResult?.AccessToken;
  if (!AccessToken) throw new Error(`No access token to set up TOTP for ${username}`);
  const { SecretCode } = await cognito().send(new AssociateSoftwareTokenCommand({ AccessToken }));
  if (!SecretCode) throw new Error(`No TOTP secret for ${username}`);
  await cognito().send(
    new VerifySoftwareTokenCommand({ AccessToken, UserCode: totpCode(SecretCode), FriendlyDeviceName: 'local' }),
  );
  await cognito().send(
    new SetUserMFAPreferenceCommand({
      AccessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    }),
  );
  return SecretCode;
};
