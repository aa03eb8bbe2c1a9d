import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { eventConsumers, httpOperations } from '#functions/operations.ts';
import type { UserKind } from '#shared/vocabulary/users/user.ts';
import { Monitoring } from './constructs/monitoring.ts';
import type { IdentityResources, TokenIssuer } from './constructs/operation-access.ts';
import type { SignInPool } from './constructs/user-pool.ts';
import { ApiStack, type ApiStackProps } from './stacks/api-stack.ts';
import { DataStack } from './stacks/data-stack.ts';
import { IdentityStack } from './stacks/identity-stack.ts';

/**
 * Builds the app without synthesising it, so that tests can inspect the stacks. `context` adds to
 * what the CDK CLI passes (cdk.json and `-c key=value`); tests may pass other operation tables.
 */
export const buildApp = (
  context: Record<string, unknown> = {},
  {
    operations = httpOperations,
    consumers = eventConsumers,
  }: Partial<Pick<ApiStackProps, 'operations' | 'consumers'>> = {},
) => {
  const app = new App({ context: { ...featureFlags, ...context } });
  const read = contextReader(app);

  // Undefined outside the CLI or without credentials, which yields environment-agnostic stacks.
  const env = { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION };
  const allowedOrigins = read.list('allowedOrigins', ['*']);

  const data = new DataStack(app, 'FacilityComplianceData', { env, allowedOrigins });
  const external = externalIdentity(read);
  const identityStack = external ? undefined : new IdentityStack(app, 'FacilityComplianceIdentity', { env });
  const api = new ApiStack(app, 'FacilityComplianceApi', {
    env,
    operations,
    consumers,
    allowedOrigins,
    resources: {
      table: data.table,
      bucket: data.bucket,
      analysisQueue: data.analysisQueue,
      email: {
        fromAddress: read.string('sesFromAddress'),
        invitationBaseUrl: read.optionalString('invitationBaseUrl'),
      },
      identity: external ?? poolIdentity(identityStack!),
    },
    logLevel: read.optionalString('logLevel'),
  });
  // In the API stack, beside the functions and APIs it watches; the data stack exports the rest.
  const monitoring = new Monitoring(api, 'Monitoring', {
    apis: api.apis,
    functions: api.functions,
    table: data.table,
    analysisQueue: data.analysisQueue,
    deadLetterQueue: data.analysisDeadLetterQueue,
    alarmEmail: read.optionalString('alarmEmail'),
  });

  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  return { app, data, identity: identityStack, api, monitoring };
};

const poolIdentity = ({ signIns, backOfficeSignIns }: IdentityStack): IdentityResources => ({
  issuers: [poolIssuer(signIns, 'organization'), poolIssuer(backOfficeSignIns, 'backOffice')],
  userPool: { id: signIns.userPool.userPoolId, arn: signIns.userPool.userPoolArn },
});

const poolIssuer = ({ issuer, client }: SignInPool, users: UserKind): TokenIssuer => ({
  issuer,
  tokens: 'cognitoAccess',
  clientId: client.userPoolClientId,
  users,
});

/**
 * With `tokenIssuer` set, the app trusts external issuers instead of creating user pools: that one
 * for organization users, and `backOfficeTokenIssuer`, if set, for back-office users, whom no
 * other token signs in (docs/identity.md). Each takes the client its tokens are issued to and, if
 * its keys are not at the issuer's well-known place, their URL; `userPoolArn` names the pool the
 * functions create organization users' sign-ins in, if the issuer is a Cognito pool.
 */
const externalIdentity = (read: ContextReader): IdentityResources | undefined => {
  const organization = externalIssuer(read, 'token', 'organization');
  const backOffice = externalIssuer(read, 'backOfficeToken', 'backOffice');
  if (!organization) {
    if (backOffice) throw new Error('CDK context "backOfficeTokenIssuer" is only read with "tokenIssuer"');
    return undefined;
  }
  // The issuer is what tells a back-office sign-in, which had to give a TOTP code, from another.
  if (backOffice?.issuer === organization.issuer)
    throw new Error('CDK context "backOfficeTokenIssuer" must differ from "tokenIssuer"');
  const userPoolArn = read.optionalString('userPoolArn');
  const userPoolId = userPoolArn?.split('/')[1];
  if (userPoolArn && !userPoolId) throw new Error(`CDK context "userPoolArn" is not a user pool ARN: ${userPoolArn}`);
  return {
    issuers: backOffice ? [organization, backOffice] : [organization],
    userPool: userPoolArn && userPoolId ? { id: userPoolId, arn: userPoolArn } : undefined,
  };
};

/** A Cognito user pool's issuer, whose access tokens name the user in `username`: `https://cognito-idp.<region>.amazonaws.com/<pool id>`. */
const cognitoPoolIssuer = /^https:\/\/cognito-idp\.[a-z0-9-]+\.amazonaws\.com\/[a-z0-9-]+_[A-Za-z0-9]+$/;

const externalIssuer = (
  read: ContextReader,
  prefix: 'token' | 'backOfficeToken',
  users: UserKind,
): TokenIssuer | undefined => {
  const issuer = read.optionalString(`${prefix}Issuer`);
  if (!issuer) return undefined;
  return {
    issuer,
    tokens: cognitoPoolIssuer.test(issuer) ? 'cognitoAccess' : 'subject',
    clientId: read.string(`${prefix}ClientId`),
    jwksUrl: read.optionalString(`${prefix}JwksUrl`),
    users,
  };
};

/** Feature flags this app relies on; cdk.json may set them too. */
const featureFlags = {
  // Grant S3 log delivery through a bucket policy, so that the log bucket can keep ACLs disabled.
  '@aws-cdk/aws-s3:serverAccessLogsUseBucketPolicy': true,
  // Exports keep the data stack from being deleted while the API stack still uses its resources.
  '@aws-cdk/core:defaultCrossStackReferences': 'strong',
};

type ContextReader = ReturnType<typeof contextReader>;

/** Context set with `-c` always arrives as a string, so lists are comma-separated. */
const contextReader = (app: App) => {
  const missing = (key: string): never => {
    throw new Error(`Missing CDK context "${key}": set it in cdk.json or pass -c ${key}=...`);
  };
  const optionalString = (key: string): string | undefined => {
    const value: unknown = app.node.tryGetContext(key);
    if (value === undefined || value === '') return undefined;
    return Array.isArray(value) ? value.join(',') : String(value);
  };
  const string = (key: string): string => optionalString(key) ?? missing(key);
  const list = (key: string, fallback?: string[]): string[] => {
    const value = optionalString(key);
    if (value !== undefined)
      return value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
    return fallback ?? missing(key);
  };
  return { optionalString, string, list };
};
