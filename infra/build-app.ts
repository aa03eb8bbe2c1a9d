import { App, Tags, Validations } from 'aws-cdk-lib';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { AwsSolutionsChecks } from 'cdk-nag';
import { type EventConsumer, eventConsumers, httpOperations, operatorCommands } from '#functions/operations.ts';
import type { UserKind } from '#shared/vocabulary/users/user.ts';
import { Monitoring } from './constructs/monitoring.ts';
import type { IdentityResources, TokenIssuer } from './constructs/operation-access.ts';
import type { SignInPool } from './constructs/user-pool.ts';
import { defaultStage, stackNames, stageProblem } from './deployment-names.ts';
import { ApiStack, type ApiStackProps } from './stacks/api-stack.ts';
import { DataStack, defaultNoncurrentVersionDays } from './stacks/data-stack.ts';
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
    commands = operatorCommands,
  }: Partial<Pick<ApiStackProps, 'operations' | 'consumers' | 'commands'>> = {},
) => {
  const app = new App({ context: { ...featureFlags, ...context } });
  const read = contextReader(app);

  // No browser origin may call with a user's token unless the deployment names it (docs/decisions.md, CORS).
  const allowedOrigins = read.list('allowedOrigins', []);

  const { stage, email, alarmEmail } = deploymentSettings(read);
  const env = deploymentEnvironment(read, stage);
  const names = stackNames(stage);
  Tags.of(app).add('stage', stage);
  // Production's table, bucket, queues and user pools cannot go with a stack deleted by mistake.
  const terminationProtection = stage === productionStage;
  const logRetention = logRetentionOf(read, stage);

  const data = new DataStack(app, names.data, { env, terminationProtection, allowedOrigins, ...bucketSettings(read) });
  const external = externalIdentity(read);
  const identityStack = external
    ? undefined
    : new IdentityStack(app, names.identity, { env, terminationProtection, email });
  const api = new ApiStack(app, names.api, {
    env,
    operations,
    consumers,
    commands,
    allowedOrigins,
    resources: {
      table: data.table,
      bucket: data.bucket,
      analysisQueue: data.analysisQueue,
      importQueue: data.importQueue,
      email,
      identity: external ?? poolIdentity(identityStack!),
    },
    streamFailures: data.streamFailures,
    logLevel: read.optionalString('logLevel'),
    logRetention,
    queueConcurrency: queueConcurrency(read, consumers),
    reservedConcurrency: reservedConcurrency(read, [
      ...operations.map((operation) => operation.operationId),
      ...[...consumers, ...commands].map((fn) => fn.name),
    ]),
  });
  // In the API stack, beside the functions and APIs it watches; the data stack exports the rest.
  const monitoring = new Monitoring(api, 'Monitoring', {
    apis: api.apis,
    functions: api.functions,
    table: data.table,
    analysisQueue: data.analysisQueue,
    deadLetterQueue: data.analysisDeadLetterQueue,
    importQueue: data.importQueue,
    importDeadLetterQueue: data.importDeadLetterQueue,
    streamConsumers: new Map(
      consumers
        .filter((consumer) => consumer.source === 'tableStream')
        .map((consumer) => [consumer.name, api.functions.get(consumer.name)!] as const),
    ),
    streamFailures: data.streamFailures,
    alarmEmail,
    accountConcurrency:
      positiveInteger('accountConcurrency', read.optionalString('accountConcurrency')) ?? defaultAccountConcurrency,
  });

  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  return { app, data, identity: identityStack, api, monitoring };
};

/**
 * The example domains of RFC 2606, which cdk.json and the README use as placeholders: a deployment naming
 * them has an SES identity nobody verified, links nobody can open and alarms nobody reads.
 */
const placeholderDomain = /(^|\.)example\.(com|net|org)$/i;
const emailAddress = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * Which stage a deployment is (`dev` unless `stage` says), and what it must state and the app
 * cannot guess: where e-mail comes from and which SES identity lets it leave, where invitation
 * links lead (unless to the service's own page) and where alarms go. Every problem names its
 * context key, all at once, before anything is built.
 */
const deploymentSettings = (read: ContextReader) => {
  const stage = read.optionalString('stage') ?? defaultStage;
  const sesIdentity = read.optionalString('sesIdentity');
  // An address identity lets that one address send: it is the from-address unless one is given.
  const fromAddress = read.optionalString('sesFromAddress') ?? (sesIdentity?.includes('@') ? sesIdentity : undefined);
  const invitationBaseUrl = read.optionalString('invitationBaseUrl');
  const alarmEmail = read.optionalString('alarmEmail');
  const problems = [
    stageProblem(stage),
    identityProblem(sesIdentity, fromAddress),
    addressProblem('sesFromAddress', fromAddress),
    invitationBaseUrl && urlProblem('invitationBaseUrl', invitationBaseUrl),
    addressProblem('alarmEmail', alarmEmail),
  ].filter(Boolean);
  if (problems.length > 0 || !fromAddress || !sesIdentity || !alarmEmail) throw new Error(problems.join('\n'));
  return { stage, email: { fromAddress, sesIdentity, invitationBaseUrl }, alarmEmail };
};

const placeholder = (key: string, value: string) =>
  `CDK context "${key}" is a placeholder (${value}): set this deployment's own with -c ${key}=...`;
const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1);
const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

const addressProblem = (key: string, value: string | undefined): string | undefined => {
  if (!value) return missingContext(key);
  if (!emailAddress.test(value)) return `CDK context "${key}" is not an e-mail address: ${value}`;
  if (placeholderDomain.test(domainOf(value))) return placeholder(key, value);
};

/** SES lets an address identity send as itself only, and a domain identity as any address at it. */
const identityProblem = (identity: string | undefined, fromAddress: string | undefined): string | undefined => {
  if (!identity) return missingContext('sesIdentity');
  if (identity.includes('@')) {
    const problem = addressProblem('sesIdentity', identity);
    if (problem || !fromAddress || sameName(identity, fromAddress)) return problem;
    return `CDK context "sesIdentity" is the address ${identity}, which cannot send as "sesFromAddress" ${fromAddress}`;
  }
  if (placeholderDomain.test(identity)) return placeholder('sesIdentity', identity);
  if (fromAddress && !sameName(domainOf(fromAddress), identity))
    return `CDK context "sesFromAddress" ${fromAddress} is not at the domain "sesIdentity" names, ${identity}`;
};

/** A link carries the invitation's token: https only. */
const urlProblem = (key: string, value: string): string | undefined => {
  const url = URL.parse(value);
  if (url?.protocol !== 'https:') return `CDK context "${key}" is not an https URL: ${value}`;
  if (placeholderDomain.test(url.hostname)) return placeholder(key, value);
};

/** A whole number of at least 1 that a context key gives, or undefined without one. */
const positiveInteger = (key: string, value: string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`CDK context "${key}" is not a whole number above 0: ${value}`);
  return number;
};

/** How long the bucket keeps replaced and deleted versions: `noncurrentVersionDays`, 30 without it. */
const bucketSettings = (read: ContextReader) => ({
  noncurrentVersionDays:
    positiveInteger('noncurrentVersionDays', read.optionalString('noncurrentVersionDays')) ??
    defaultNoncurrentVersionDays,
});

/** The account's concurrent executions the README's "Fresh account" asks for, unless `accountConcurrency` says. */
const defaultAccountConcurrency = 1000;

/** The stage whose stateful stacks have termination protection and whose logs are kept longest. */
const productionStage = 'prod';

/**
 * Where the stacks go. A developer's `dev` may take whatever the shell's profile gives, or nothing
 * (environment-agnostic stacks); any other stage names its region, with `-c region=…` or
 * `AWS_REGION`, so that a shell without one never deploys to us-east-1 by default, where the SES
 * identity is not verified and the data would not belong. The account is the credentials'.
 */
const deploymentEnvironment = (read: ContextReader, stage: string) => {
  const named = process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION;
  const region = read.optionalString('region') ?? (stage === defaultStage ? process.env.CDK_DEFAULT_REGION : named);
  if (region !== undefined && !/^[a-z]{2}(-[a-z]+)+-\d$/.test(region))
    throw new Error(`CDK context "region" is not an AWS region: ${region}`);
  if (region === undefined && stage !== defaultStage)
    throw new Error(
      `Stage "${stage}" names no region: pass -c region=<region> (or set AWS_REGION), the region its SES identity is verified in`,
    );
  return { account: process.env.CDK_DEFAULT_ACCOUNT, region };
};

/** The retentions CloudWatch Logs accepts, in days. */
const logRetentions = [
  1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827, 2192, 2557, 2922, 3288, 3653,
];

/**
 * How long the functions' and the APIs' logs are kept: `logRetentionDays`, else a year for `prod`
 * (evidence of what happened, past the month a dispute takes to surface) and a month for the others.
 */
const logRetentionOf = (read: ContextReader, stage: string): RetentionDays => {
  const days = positiveInteger('logRetentionDays', read.optionalString('logRetentionDays'));
  if (days !== undefined && !logRetentions.includes(days))
    throw new Error(
      `CDK context "logRetentionDays" is not a retention CloudWatch Logs takes (${logRetentions.join(', ')}): ${days}`,
    );
  return (days ?? (stage === productionStage ? 365 : 30)) as RetentionDays;
};

/**
 * `queueConcurrency`: the most invocations a queue consumer's event source runs at once, as
 * `name=count` pairs (`consumeReportAnalyses=10`), over the operation table's own; Lambda takes 2
 * to 1,000. A name that is no queue consumer is refused.
 */
const queueConcurrency = (read: ContextReader, consumers: readonly EventConsumer[]): Record<string, number> => {
  const queueConsumers = consumers.filter((consumer) => consumer.source.endsWith('Queue')).map(({ name }) => name);
  const pairs = namedCounts(read, 'queueConcurrency', queueConsumers);
  for (const [name, count] of Object.entries(pairs))
    if (count < 2 || count > 1000)
      throw new Error(`CDK context "queueConcurrency.${name}" must be from 2 to 1000: ${count}`);
  return pairs;
};

/**
 * `reservedConcurrency`: concurrency set aside per function, as `name=count` pairs with `-c`
 * (`querySearchRSV1=20,consumeReportAnalyses=5`) or an object in cdk.json. None by default
 * (README.md, Lambda concurrency); a name that is no function is refused.
 */
const reservedConcurrency = (read: ContextReader, functionNames: readonly string[]): Record<string, number> =>
  namedCounts(read, 'reservedConcurrency', functionNames);

/** A context key's `name=count` pairs, each name one of `names` and each count a whole number above 0. */
const namedCounts = (read: ContextReader, key: string, names: readonly string[]): Record<string, number> => {
  const pairs = read.list(key, []).map((pair) => pair.split('=').map((part) => part.trim()));
  const unknown = pairs.filter(([name]) => !name || !names.includes(name)).map(([name]) => name);
  if (unknown.length > 0) throw new Error(`CDK context "${key}" names no function: ${unknown.join(', ')}`);
  return Object.fromEntries(pairs.map(([name, count]) => [name, positiveInteger(`${key}.${name}`, count ?? '')!]));
};

const poolIdentity = ({ signIns, backOfficeSignIns }: IdentityStack): IdentityResources => ({
  issuers: [poolIssuer(signIns, 'organization'), poolIssuer(backOfficeSignIns, 'backOffice')],
  userPool: { id: signIns.userPool.userPoolId, arn: signIns.userPool.userPoolArn },
  backOfficeUserPool: { id: backOfficeSignIns.userPool.userPoolId, arn: backOfficeSignIns.userPool.userPoolArn },
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

const missingContext = (key: string) => `Missing CDK context "${key}": set it in cdk.json or pass -c ${key}=...`;

/** Context set with `-c` always arrives as a string, so lists are comma-separated. */
const contextReader = (app: App) => {
  const missing = (key: string): never => {
    throw new Error(missingContext(key));
  };
  const optionalString = (key: string): string | undefined => {
    const value: unknown = app.node.tryGetContext(key);
    if (value === undefined || value === '') return undefined;
    if (Array.isArray(value)) return value.join(',');
    // An object in cdk.json, as `-c` would give it: `key=value` pairs.
    if (typeof value === 'object' && value !== null)
      return Object.entries(value)
        .map(([name, item]) => `${name}=${String(item)}`)
        .join(',');
    return String(value);
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
