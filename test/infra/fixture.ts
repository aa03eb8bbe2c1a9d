import fs from 'node:fs';
import path from 'node:path';
import type { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { vi } from 'vitest';
import {
  type EventConsumer,
  eventConsumers,
  type Grants,
  type HttpOperation,
  httpOperations,
  type OperatorCommand,
  operatorCommands,
} from '#functions/operations.ts';
import { buildApp } from '#infra/build-app.ts';
import { projectRoot } from '#infra/project-root.ts';
import { envNames } from '#shared/stores/config/env.ts';

/**
 * What a deployment states in place of cdk.json's placeholders, which refuse to deploy: a domain
 * identity, a sender at it, an alarm address (a reserved test domain, RFC 2606).
 */
export const deploymentContext = {
  sesIdentity: 'facility-compliance.test',
  sesFromAddress: 'no-reply@facility-compliance.test',
  alarmEmail: 'ops@facility-compliance.test',
};

/** cdk.json's context: placeholders where a deployment must state its own. */
export const cdkJsonContext: Record<string, unknown> = JSON.parse(
  fs.readFileSync(path.join(projectRoot, 'cdk.json'), 'utf8'),
).context;

/** What the CDK CLI would pass from cdk.json and `-c`, with bundling skipped so that tests stay fast. */
export const testContext: Record<string, unknown> = {
  ...cdkJsonContext,
  ...deploymentContext,
  'aws:cdk:bundling-stacks': [],
};

/**
 * NodejsFunction checks that its entry file exists even when bundling is skipped. The stacks do not
 * depend on the handlers' code, so the operations' entries are taken as present while stacks are built.
 */
export const withEntries = <T>(rows: readonly { entry: string }[], build: () => T): T => {
  const entries = new Set(rows.map((row) => path.join(projectRoot, row.entry)));
  const existsSync = fs.existsSync;
  const spy = vi.spyOn(fs, 'existsSync').mockImplementation((file) => entries.has(String(file)) || existsSync(file));
  try {
    return build();
  } finally {
    spy.mockRestore();
  }
};

export const buildTestApp = (
  {
    operations = httpOperations,
    consumers = eventConsumers,
    commands = operatorCommands,
  }: {
    operations?: readonly HttpOperation[];
    consumers?: readonly EventConsumer[];
    commands?: readonly OperatorCommand[];
  } = {},
  context: Record<string, unknown> = {},
) =>
  withEntries([...operations, ...consumers, ...commands], () =>
    buildApp({ ...testContext, ...context }, { operations, consumers, commands }),
  );

export type Resources = Record<string, { Type: string; Properties?: Record<string, unknown>; DeletionPolicy?: string }>;

export const resourcesOf = (stack: Stack, type: string) => Template.fromStack(stack).findResources(type) as Resources;

/** The logical id of an L2 construct's CloudFormation resource. */
export const logicalIdOf = (construct: { node: { defaultChild?: unknown } }, stack: Stack): string =>
  stack.getLogicalId(construct.node.defaultChild as Parameters<Stack['getLogicalId']>[0]);

type PolicyStatement = { Action: string | string[]; Resource: unknown };

/** Every action in the policies attached to a function's role. */
export const actionsOf = (stack: Stack, fn: { role?: { node: { defaultChild?: unknown } } }): string[] => {
  if (!fn.role) throw new Error('function without a role');
  const role = { Ref: logicalIdOf(fn.role, stack) };
  return Object.values(resourcesOf(stack, 'AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties!.Roles).includes(JSON.stringify(role)))
    .flatMap((policy) => (policy.Properties!.PolicyDocument as { Statement: PolicyStatement[] }).Statement)
    .flatMap((statement) => [statement.Action].flat());
};

/** What an event source mapping calls on its function's behalf, on the function's queue or stream. */
/** Reading the table's change stream: the outbox relay's event source mapping alone does it. */
export const streamReads = /^dynamodb:(DescribeStream|GetRecords|GetShardIterator|ListStreams)$/;

export const eventSourceActions = {
  analysisQueue: /^sqs:(ReceiveMessage|DeleteMessage|ChangeMessageVisibility|GetQueueAttributes|GetQueueUrl)$/,
  importQueue: /^sqs:(ReceiveMessage|DeleteMessage|ChangeMessageVisibility|GetQueueAttributes|GetQueueUrl)$/,
  // The stream's mapping, and the on-failure queue it sends what it gives up to (its SendMessage is the function's own grant).
  tableStream:
    /^(dynamodb:(DescribeStream|GetRecords|GetShardIterator|ListStreams)|sqs:(GetQueueAttributes|GetQueueUrl))$/,
  // A schedule invokes through the function's resource policy, and grants its role nothing.
  schedule: /(?!)/,
};

/**
 * The actions of a function's role but those every function has (its log group, X-Ray) and those
 * its event source calls on its behalf (`source`), each once, sorted.
 */
export const ownActions = (stack: Stack, fn: { role?: { node: { defaultChild?: unknown } } }, source?: RegExp) =>
  [...new Set(actionsOf(stack, fn).filter((action) => !/^(logs|xray):/.test(action) && !source?.test(action)))].sort();

/** The Cognito actions the sign-in grants bring, on one pool or the other. */
const cognitoActionsOf = (grants: Grants): string[] =>
  [
    ...new Set([
      ...(grants.signInUsers === 'create'
        ? ['AdminCreateUser', 'AdminSetUserPassword', 'AdminUpdateUserAttributes', 'AdminEnableUser']
        : []),
      ...(grants.signInUsers === 'switch' || grants.backOfficeSignIns === 'switch'
        ? ['AdminDisableUser', 'AdminUserGlobalSignOut', 'AdminEnableUser']
        : []),
      ...(grants.backOfficeSignIns === 'create' ? ['AdminCreateUser'] : []),
    ]),
  ].map((action) => `cognito-idp:${action}`);

/** The actions a function's grants bring, each exactly once: those named, and those of each grant's level. */
export const grantedActions = (grants: Grants): string[] =>
  [
    ...new Set([
      ...(grants.callers && !grants.table?.includes('BatchGetItem') ? ['dynamodb:BatchGetItem'] : []),
      ...(grants.table ?? []).map((action) => `dynamodb:${action}`),
      ...Object.values(grants.bucket ?? {}).flatMap((actions) => actions.map((action) => `s3:${action}`)),
      ...(grants.bucketListing ? ['s3:ListBucket'] : []),
      ...(grants.analysisQueue || grants.importQueue ? ['sqs:SendMessage'] : []),
      ...(grants.email ? ['ses:SendEmail'] : []),
      ...cognitoActionsOf(grants),
    ]),
  ].sort();

/** The settings a function must receive: the common ones plus those of its grants, and no others. */
export const expectedEnvironment = (grants: Grants): string[] =>
  [
    'POWERTOOLS_SERVICE_NAME',
    'POWERTOOLS_LOG_LEVEL',
    'POWERTOOLS_METRICS_NAMESPACE',
    ...(grants.table || grants.callers ? [envNames.tableName] : []),
    ...(grants.callers ? [envNames.tokenIssuers] : []),
    ...(grants.bucket || grants.bucketListing ? [envNames.bucketName] : []),
    ...(grants.analysisQueue ? [envNames.analysisQueueUrl] : []),
    ...(grants.importQueue ? [envNames.importQueueUrl] : []),
    ...(grants.email ? [envNames.emailFrom, envNames.invitationBaseUrl] : []),
    ...(grants.signInUsers ? [envNames.userPoolId] : []),
    ...(grants.backOfficeSignIns ? [envNames.backOfficeUserPoolId] : []),
    ...(grants.signInClient ? [envNames.userPoolEndpoint, envNames.userPoolClientId] : []),
  ].sort();
