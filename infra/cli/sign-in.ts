import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { setting } from '../../shared/config/env.ts';
import { useRunningLocalStack } from '../local/local-dir.ts';

/**
 * `npm run sign-in -- <email or user id> <password>`: signs in to the local stack's user pool
 * with the call a front end makes (InitiateAuth, USER_PASSWORD_AUTH, the public app client) and
 * prints the tokens, or the challenge (MFA) that must be answered first.
 */
const [login, password] = process.argv.slice(2);
if (!login || !password) {
  console.error('usage: npm run sign-in -- <email or user id> <password>');
  process.exit(2);
}
useRunningLocalStack();
const client = new CognitoIdentityProviderClient({ maxAttempts: 1 });

/**
 * In AWS the e-mail is a sign-in alias and goes to InitiateAuth as it is; cognito-local ignores
 * aliases, so the e-mail is first turned into the username, with an administrator's call no
 * front end could make.
 */
const usernameOf = async (emailOrId: string) => {
  if (!emailOrId.includes('@')) return emailOrId;
  const { Users = [] } = await client.send(
    new ListUsersCommand({ UserPoolId: setting('userPoolId'), Filter: `email = "${emailOrId}"` }),
  );
  if (!Users[0]?.Username) throw new Error(`No sign-in with the e-mail ${emailOrId}`);
  return Users[0].Username;
};

const answer = await client.send(
  new InitiateAuthCommand({
    ClientId: setting('userPoolClientId'),
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: await usernameOf(login), PASSWORD: password },
  }),
);
const tokens = answer.AuthenticationResult;
console.log(
  JSON.stringify(
    tokens
      ? { accessToken: tokens.AccessToken, idToken: tokens.IdToken, refreshToken: tokens.RefreshToken }
      : { challenge: answer.ChallengeName, session: answer.Session },
    null,
    2,
  ),
);
client.destroy();
