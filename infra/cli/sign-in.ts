import { parseArgs } from 'node:util';
import { CognitoIdentityProviderClient, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { defaultStage } from '#infra/deployment-names.ts';
import { totpCode } from '#infra/local/totp.ts';
import { ask } from './ask.ts';
import { otpauthUri, type SignInStep, signIn } from './sign-in/challenges.ts';
import { chosenPool } from './sign-in/pools.ts';

/**
 * `npm run sign-in -- <e-mail or user id> <password> …`: signs in to the organization users' pool,
 * or the back-office users' with `--back-office`, as a front end does (sign-in/challenges.ts), and
 * prints the tokens, or the challenge still to answer. The pool: the running local stack's; with
 * `--aws` the deployed identity stack's of the stage `--stage` names (`dev` without it), from the outputs `cdk deploy` wrote (cdk.json
 * `outputsFile`); with `--user-pool-id` and `--client-id` that one (in the region its id begins
 * with, or `--region`).
 */
const usage = `usage: npm run sign-in -- <e-mail or user id> <password> [--back-office]
  [--aws [--stage <stage>] | --user-pool-id <id> --client-id <id> [--region <region>]]
  [--new-password <password>] [--totp-secret <secret> | --code <code>] [--set-up-totp]`;
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'back-office': { type: 'boolean', default: false },
    aws: { type: 'boolean', default: false },
    stage: { type: 'string', default: defaultStage },
    'user-pool-id': { type: 'string' },
    'client-id': { type: 'string' },
    region: { type: 'string' },
    'new-password': { type: 'string' },
    'totp-secret': { type: 'string' },
    code: { type: 'string' },
    'set-up-totp': { type: 'boolean', default: false },
  },
});
const [login, password] = positionals;
const named = Boolean(values['user-pool-id'] || values['client-id']);
if (
  !login ||
  !password ||
  positionals.length > 2 ||
  (values['totp-secret'] && values.code) ||
  (named && (values.aws || !values['user-pool-id'] || !values['client-id']))
) {
  console.error(usage);
  process.exit(2);
}
const backOffice = values['back-office'];
const poolName = backOffice ? "back-office users'" : "organization users'";

const pool = chosenPool({
  backOffice,
  aws: values.aws,
  stage: values.stage,
  named: named ? { userPoolId: values['user-pool-id']!, clientId: values['client-id']! } : undefined,
  region: values.region,
});
const client = new CognitoIdentityProviderClient({ maxAttempts: 1, ...(pool.region && { region: pool.region }) });

/**
 * In AWS the e-mail is a sign-in alias and goes to InitiateAuth as it is; cognito-local ignores
 * aliases, so locally the e-mail is first turned into the username, with an administrator's call
 * no front end could make.
 */
const usernameOf = async (emailOrId: string) => {
  if (pool.region || !emailOrId.includes('@')) return emailOrId;
  const { Users = [] } = await client.send(
    new ListUsersCommand({ UserPoolId: pool.userPoolId, Filter: `email = "${emailOrId}"` }),
  );
  if (!Users[0]?.Username) throw new Error(`No sign-in with the e-mail ${emailOrId} in the ${poolName} pool`);
  return Users[0].Username;
};

/** Set with --set-up-totp: the secret this run set up, printed with the tokens. */
let newTotpSecret: string | undefined;

const newPassword = async () =>
  values['new-password'] ?? ask('The password is temporary. New password: ', { hidden: true });

/**
 * MFA_SETUP: shows the new secret and asks for a code of the app that took it; with --set-up-totp
 * (for scripts), answers with a code of the secret itself, which is then printed with the tokens.
 */
const setUpTotp = async (secret: string): Promise<string | undefined> => {
  const issuer = backOffice ? 'Facility Compliance back office' : 'Facility Compliance';
  console.error(
    `TOTP set-up: add this secret to an authenticator app\n  ${secret}\n  ${otpauthUri(secret, login, issuer)}`,
  );
  if (!values['set-up-totp']) return ask('Code the app shows: ');
  newTotpSecret = secret;
  return totpCode(secret);
};

const hints: Record<string, string> = {
  NEW_PASSWORD_REQUIRED: 'The password is temporary: run this on a terminal, or add --new-password',
  MFA_SETUP: 'The pool asks for TOTP to be set up: run this on a terminal, or add --set-up-totp',
  SOFTWARE_TOKEN_MFA: 'The pool asks for a TOTP code: add --totp-secret or --code',
};

const printed = ({ AuthenticationResult: tokens, ChallengeName, Session }: SignInStep) =>
  tokens
    ? {
        accessToken: tokens.AccessToken,
        idToken: tokens.IdToken,
        refreshToken: tokens.RefreshToken,
        ...(newTotpSecret && { totpSecret: newTotpSecret }),
      }
    : { challenge: ChallengeName, session: Session };

const step = await signIn(
  client,
  { clientId: pool.clientId, username: await usernameOf(login), password },
  { newPassword, code: values.code, totpSecret: values['totp-secret'], setUpTotp },
);
console.log(JSON.stringify(printed(step), null, 2));
if (step.ChallengeName && hints[step.ChallengeName]) console.error(hints[step.ChallengeName]);
client.destroy();
