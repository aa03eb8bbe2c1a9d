import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { eventConsumers, httpOperations } from '../functions/operations.ts';
import { Monitoring } from './constructs/monitoring.ts';
import { ApiStack, type ApiStackProps } from './stacks/api-stack.ts';
import { DataStack } from './stacks/data-stack.ts';

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
      tokenIssuers: JSON.stringify([{ issuer: read.string('jwtIssuer'), audience: read.list('jwtAudience') }]),
    },
    jwt: { issuer: read.string('jwtIssuer'), audience: read.list('jwtAudience') },
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
  return { app, data, api, monitoring };
};

/** Feature flags this app relies on; cdk.json may set them too. */
const featureFlags = {
  // Grant S3 log delivery through a bucket policy, so that the log bucket can keep ACLs disabled.
  '@aws-cdk/aws-s3:serverAccessLogsUseBucketPolicy': true,
  // Exports keep the data stack from being deleted while the API stack still uses its resources.
  '@aws-cdk/core:defaultCrossStackReferences': 'strong',
};

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
