import { parseArgs } from 'node:util';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  type InitiateAuthCommandOutput,
  ListUsersCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { useRunningLocalStack } from '#infra/local/local-dir.ts';
import { totpCode } from '#infra/local/totp.ts';
import { setting } from '#shared/stores/config/env.ts';

/**
 * `npm run sign-in -- <email or user id> <password> [--back-office] [--totp-secret <secret> | --code <code>]`:
 * signs in to one of the local stack's user pools (the organization users', or the back-office
 * users' with `--back-office`) with the calls a front end makes (InitiateAuth, USER_PASSWORD_AUTH,
 * the pool's public app client; then RespondToAuthChallenge with the TOTP code the pool asks for)
 * and prints the tokens, or the challenge that must be answered first.
 */
const usage =
  'usage: npm run sign-in -- <email or user id> <password> [--back-office] [--totp-secret <secret> | --code <code>]';
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'back-office': { type: 'boolean', default: false },
    'totp-secret': { type: 'string' },
    code: { type: 'string' },
  },
});
const [login, password] = positionals;
if (!login || !password || positionals.length > 2 || (values['totp-secret'] && values.code)) {
  console.error(usage);
  process.exit(2);
}
useRunningLocalStack();
const pool = values['back-office']
  ? { userPoolId: setting('backOfficeUserPoolId'), clientId: setting('backOfficeUserPoolClientId') }
  : { userPoolId: setting('userPoolId'), clientId: setting('userPoolClientId') };
const client = new CognitoIdentityProviderClient({ maxAttempts: 1 });

/**
 * In AWS the e-mail is a sign-in alias and goes to InitiateAuth as it is; cognito-local ignores
 * aliases, so the e-mail is first turned into the username, with an administrator's call no
 * front end could make.
 */
const usernameOf = async (emailOrId: string) => {
  if (!emailOrId.includes('@')) return emailOrId;
  const { Users = [] } = await client.send(
    new ListUsersCommand({ UserPoolId: pool.userPoolId, Filter: `email = "${emailOrId}"` }),
  );
  if (!Users[0]?.Username)
    throw new Error(
      `No sign-in with the e-mail ${emailOrId} in the ${values['back-office'] ? 'back-office' : 'organization'} users' pool`,
    );
  return Users[0].Username;
};

const code = values.code ?? (values['totp-secret'] && totpCode(values['totp-secret']));
const username = await usernameOf(login);
let answer: Pick<InitiateAuthCommandOutput, 'AuthenticationResult' | 'ChallengeName' | 'Session'> = await client.send(
  new InitiateAuthCommand({
    ClientId: pool.clientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: username, PASSWORD: password },
  }),
);
if (answer.ChallengeName === 'SOFTWARE_TOKEN_MFA' && code)
  answer = await client.send(
    new RespondToAuthChallengeCommand({
      ClientId: pool.clientId,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: answer.Session,
      ChallengeResponses: { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: code },
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
if (answer.ChallengeName === 'SOFTWARE_TOKEN_MFA')
  console.error('The pool asks for a TOTP code: add --totp-secret or --code');
client.destroy();
