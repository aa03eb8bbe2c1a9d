import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { eventConsumers, httpOperations } from '../functions/operations.ts';
import { Monitoring } from './constructs/monitoring.ts';
import type { IdentityResources } from './constructs/operation-access.ts';
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
  const external = externalIssuer(read);
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
      email: { fromAddress: read.string('sesFromAddress'), invitationBaseUrl: read.string('invitationBaseUrl') },
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

const poolIdentity = ({ signIns }: IdentityStack): IdentityResources => ({
  issuer: signIns.issuer,
  clientId: signIns.client.userPoolClientId,
  userPool: { id: signIns.userPool.userPoolId, arn: signIns.userPool.userPoolArn },
});

/**
 * With `tokenIssuer` set, the app trusts that issuer instead of creating a user pool: tokens
 * issued to `tokenClientId`, keys at `tokenJwksUrl` if not at the issuer's well-known place, and
 * `userPoolArn` for the pool the functions create sign-ins in, if the issuer is a Cognito pool.
 */
const externalIssuer = (read: ContextReader): IdentityResources | undefined => {
  const issuer = read.optionalString('tokenIssuer');
  if (!issuer) return undefined;
  const userPoolArn = read.optionalString('userPoolArn');
  const userPoolId = userPoolArn?.split('/')[1];
  if (userPoolArn && !userPoolId) throw new Error(`CDK context "userPoolArn" is not a user pool ARN: ${userPoolArn}`);
  return {
    issuer,
    clientId: read.string('tokenClientId'),
    jwksUrl: read.optionalString('tokenJwksUrl'),
    userPool: userPoolArn && userPoolId ? { id: userPoolId, arn: userPoolArn } : undefined,
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
