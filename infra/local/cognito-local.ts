import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { passwordPolicy } from '#shared/vocabulary/users/password-policy.ts';
import type { UserKind } from '#shared/vocabulary/users/user.ts';

/**
 * cognito-local, the laptop's Amazon Cognito, in a child process of its own (docs/identity.md:
 * it loads aws-sdk v2, which the rest of the stack never needs, and is stopped with one kill),
 * with the two user pools of AWS and a public app client each, created at start or found again in
 * a kept data directory. Its signing key is the same in every install: only local settings may
 * point at it.
 */
export interface LocalPool {
  userPoolId: string;
  clientId: string;
  /** The `iss` of its tokens. */
  issuer: string;
  jwksUrl: string;
}

export interface LocalCognito {
  endpoint: string;
  pools: Record<UserKind, LocalPool>;
}

/** A message Cognito would e-mail (a temporary password, a code): cognito-local prints it instead. */
export interface CognitoDelivery {
  username: string;
  destination: string;
  code: string;
}

/**
 * The messages in cognito-local's output: each is a box of `Name: value` lines, `Username`,
 * `Destination` and `Code` among them (its ConsoleMessageSender).
 */
const deliveriesIn = (text: string): CognitoDelivery[] =>
  [...text.matchAll(/Confirmation Code Delivery([\s\S]*?)(?=Confirmation Code Delivery|$)/g)].flatMap(([, box]) => {
    const field = (name: string) => new RegExp(`${name}:\\s+(\\S+)`).exec(box ?? '')?.[1];
    const [username, destination, code] = [field('Username'), field('Destination'), field('Code')];
    return username && destination && code ? [{ username, destination, code }] : [];
  });

/**
 * As infra/stacks/identity-stack.ts: MFA optional for organization users, required for back-office
 * users. cognito-local has no MFA_SETUP challenge, so a back-office user signs in only once TOTP
 * is set up for them (infra/local/totp-enrolment.ts).
 */
const localPools: Record<UserKind, { name: string; mfa: 'OPTIONAL' | 'ON' }> = {
  organization: { name: 'facility-compliance-local', mfa: 'OPTIONAL' },
  backOffice: { name: 'facility-compliance-back-office-local', mfa: 'ON' },
};

const startScript = join(
  dirname(createRequire(import.meta.url).resolve('cognito-local/package.json')),
  'lib/bin/start.js',
);

const exitWithParent = `process.stdin.on('end', () => process.exit()).resume(); require(${JSON.stringify(startScript)});`;

const waitUntilAnswering = async (client: CognitoIdentityProviderClient, exited: () => string | undefined) => {
  for (let attempt = 0; attempt < 300; attempt++) {
    const failure = exited();
    if (failure) throw new Error(`cognito-local stopped: ${failure}`);
    try {
      return await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error('cognito-local did not answer within 15 s');
};

/** The pool and client of an earlier run when the data was kept, else new ones set up as in AWS. */
const ensurePoolAndClient = async (
  client: CognitoIdentityProviderClient,
  pools: { Id?: string; Name?: string }[],
  { name, mfa }: (typeof localPools)[UserKind],
) => {
  const existing = pools.find((pool) => pool.Name === name)?.Id;
  const userPoolId =
    existing ??
    (
      await client.send(
        new CreateUserPoolCommand({
          PoolName: name,
          // As infra/constructs/user-pool.ts; cognito-local does not enforce the policy nor resolve the alias.
          AliasAttributes: ['email'],
          MfaConfiguration: mfa,
          Policies: {
            PasswordPolicy: {
              MinimumLength: passwordPolicy.minLength,
              RequireLowercase: passwordPolicy.requireLowercase,
              RequireUppercase: passwordPolicy.requireUppercase,
              RequireNumbers: passwordPolicy.requireDigits,
              RequireSymbols: passwordPolicy.requireSymbols,
            },
          },
        }),
      )
    ).UserPool?.Id;
  if (!userPoolId) throw new Error('cognito-local created no user pool');
  const clients = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
  const clientId =
    clients.UserPoolClients?.find((poolClient) => poolClient.ClientName === name)?.ClientId ??
    (
      await client.send(
        new CreateUserPoolClientCommand({
          UserPoolId: userPoolId,
          ClientName: name,
          GenerateSecret: false,
          ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        }),
      )
    ).UserPoolClient?.ClientId;
  if (!clientId) throw new Error('cognito-local created no app client');
  return { userPoolId, clientId };
};

const localPool = async (
  client: CognitoIdentityProviderClient,
  endpoint: string,
  pools: { Id?: string; Name?: string }[],
  users: UserKind,
): Promise<LocalPool> => {
  const { userPoolId, clientId } = await ensurePoolAndClient(client, pools, localPools[users]);
  const issuer = `${endpoint}/${userPoolId}`;
  return { userPoolId, clientId, issuer, jwksUrl: `${issuer}/.well-known/jwks.json` };
};

export const startCognitoLocal = async (options: {
  port: number;
  /** Where it keeps its pools and users; without it a temporary folder, removed at stop. */
  dataDir?: string;
  /** Called with each message cognito-local prints instead of e-mailing it. */
  onDelivery?: (delivery: CognitoDelivery) => void;
}): Promise<{ cognito: LocalCognito; deliveries: () => readonly CognitoDelivery[]; stop(): Promise<void> }> => {
  const dir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'cognito-local-'));
  // It keeps its settings and data in .cognito/ under its working directory. Its default settings
  // make every pool's username the e-mail; ours is the user id.
  mkdirSync(join(dir, '.cognito'), { recursive: true });
  writeFileSync(join(dir, '.cognito/config.json'), JSON.stringify({ UserPoolDefaults: { UsernameAttributes: [] } }));
  // It exits when its stdin closes, which happens when this process ends, however it ends.
  const child: ChildProcess = spawn(process.execPath, ['-e', exitWithParent], {
    cwd: dir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(options.port),
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  let exitReason: string | undefined;
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2000));
  // Whole messages: a box may arrive in several chunks, so each is read once the next begins or output pauses.
  let pending = '';
  const delivered: CognitoDelivery[] = [];
  const readDeliveries = (chunk: Buffer) => {
    pending += chunk.toString();
    const last = pending.lastIndexOf('Confirmation Code Delivery');
    const complete = /╰/.test(pending.slice(last)) ? pending : pending.slice(0, Math.max(0, last));
    for (const delivery of deliveriesIn(complete)) {
      delivered.push(delivery);
      options.onDelivery?.(delivery);
    }
    pending = pending.slice(complete.length);
  };
  child.stdout?.on('data', keep);
  child.stdout?.on('data', readDeliveries);
  child.stderr?.on('data', keep);
  child.on('error', (error) => (exitReason = error.message));
  child.on('exit', (code) => (exitReason ??= `exit code ${code}: ${output.slice(-500)}`));

  const stop = () =>
    new Promise<void>((resolve) => {
      const cleanUp = () => {
        if (!options.dataDir) rmSync(dir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return cleanUp();
      child.once('exit', cleanUp);
      child.kill();
    });

  const endpoint = `http://127.0.0.1:${options.port}`;
  const client = new CognitoIdentityProviderClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  try {
    const { UserPools = [] } = await waitUntilAnswering(client, () => exitReason);
    // One after the other: cognito-local writes its list of clients to one file.
    const organization = await localPool(client, endpoint, UserPools, 'organization');
    const backOffice = await localPool(client, endpoint, UserPools, 'backOffice');
    return { cognito: { endpoint, pools: { organization, backOffice } }, deliveries: () => delivered, stop };
  } catch (error) {
    await stop();
    throw error;
  } finally {
    client.destroy();
  }
};
