import { randomUUID } from 'node:crypto';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import type { HttpOperation } from '#functions/operations.ts';
import { catalogueKeys, keys } from '#shared/stores/db/keys.ts';
import { globalIndexes } from '#shared/stores/db/table-definition.ts';
import {
  actionsOf,
  buildTestApp,
  deploymentContext,
  expectedEnvironment,
  grantedActions,
  logicalIdOf,
} from './fixture.ts';

/** Rows for every kind and level of grant, whose handlers need not exist. */
const operations: HttpOperation[] = [
  {
    operationId: 'readEverything',
    summary: 'Reads the table and the bucket',
    method: 'GET',
    path: '/bo/things/v1/{id}',
    api: 'main',
    audience: 'bo',
    entry: 'functions/not-written/read-everything.ts',
    grants: { table: ['GetItem', 'Query'], bucket: { files: ['GetObject'] }, bucketListing: 'missingObjects' },
  },
  {
    operationId: 'writeEverything',
    summary: 'Writes everywhere and sends email',
    method: 'POST',
    path: '/attachments/v3/things',
    api: 'attachments',
    audience: 'attachments',
    entry: 'functions/not-written/write-everything.ts',
    grants: {
      table: ['GetItem', 'BatchGetItem', 'PutItem', 'ConditionCheckItem'],
      bucket: { documents: ['PutObject', 'GetObject'], analyses: ['DeleteObject'] },
      analysisQueue: 'send',
      email: 'send',
    },
  },
  {
    operationId: 'touchNothing',
    summary: 'Needs no data',
    method: 'GET',
    path: '/ad/nothing/v1',
    api: 'main',
    audience: 'ad',
    entry: 'functions/not-written/touch-nothing.ts',
    grants: {},
  },
  {
    operationId: 'readCallerOnly',
    summary: 'Reads nothing but what every request reads',
    method: 'GET',
    path: '/rs/caller/v1',
    api: 'main',
    audience: 'rs',
    entry: 'functions/not-written/read-caller-only.ts',
    grants: { callers: 'read' },
  },
  {
    operationId: 'createSignIns',
    summary: 'Gives users a sign-in',
    method: 'POST',
    path: '/rs/sign-ins/v1',
    api: 'main',
    audience: 'rs',
    entry: 'functions/not-written/create-sign-ins.ts',
    grants: { callers: 'read', table: ['UpdateItem'], signInUsers: 'create' },
  },
  {
    operationId: 'disableSignIns',
    summary: 'Takes sign-ins away',
    method: 'DELETE',
    path: '/bo/sign-ins/v1/{id}',
    api: 'main',
    audience: 'bo',
    entry: 'functions/not-written/disable-sign-ins.ts',
    grants: { callers: 'read', signInUsers: 'switch' },
  },
];

const { app, api: stack } = buildTestApp({ operations, consumers: [] });
const functionOf = (operationId: string) => stack.functions.get(operationId)!;

describe('operation grants', () => {
  it('pass the AwsSolutions checks for every kind of grant', { timeout: 30_000 }, () => {
    app.synth();
    expect(new AwsSolutionsChecks(app).validateScope(app).violations).toEqual([]);
  });

  it.each(operations)('give $operationId exactly the actions its grants name', ({ operationId, grants }) => {
    const actions = actionsOf(stack, functionOf(operationId)).filter((action) => !/^(logs|xray):/.test(action));
    expect([...new Set(actions)].sort()).toEqual(grantedActions(grants));
  });

  /** The statements of a function's role whose actions begin with `prefix`. */
  const statementsOf = (operationId: string, prefix: string) => {
    const role = logicalIdOf(functionOf(operationId).role!, stack);
    return Object.values(Template.fromStack(stack).findResources('AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties.Roles) === JSON.stringify([{ Ref: role }]))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Record<string, unknown>[])
      .filter((statement) => JSON.stringify(statement.Action).includes(prefix));
  };
  /** A resource as CloudFormation joins it, its references as JSON. */
  const joined = (resource: unknown) =>
    (resource as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1]
      .map((part) => (typeof part === 'string' ? part : JSON.stringify(part)))
      .join('');

  it('puts each part of the bucket in a statement of its own, on its keys only, and the listing on the bucket', () => {
    const statements = statementsOf('writeEverything', 's3:');
    expect(statements.map(({ Action, Resource }) => [Action, joined(Resource).replace(/^\{.*\}/, '')])).toEqual([
      [['s3:PutObject', 's3:GetObject'], '/org/*/documents/*'],
      ['s3:DeleteObject', '/org/*/analyses/*'],
    ]);
    expect(statementsOf('readEverything', 's3:ListBucket')).toEqual([
      { Effect: 'Allow', Action: 's3:ListBucket', Resource: { 'Fn::ImportValue': expect.stringMatching(/Bucket/) } },
    ]);
  });

  it('lets Query reach the designed indexes by name, and no other action reach an index', () => {
    const onIndexes = statementsOf('readEverything', 'dynamodb:').filter(({ Resource }) =>
      JSON.stringify(Resource).includes('/index/'),
    );
    expect(onIndexes).toHaveLength(1);
    expect(onIndexes[0]!.Action).toBe('dynamodb:Query');
    expect((onIndexes[0]!.Resource as unknown[]).map(joined).map((arn) => arn.replace(/^.*\/index\//, ''))).toEqual(
      globalIndexes.map(({ indexName }) => indexName),
    );
  });

  it.each(operations)('give $operationId only the settings of its grants', ({ operationId, grants }) => {
    const fn = Template.fromStack(stack).toJSON().Resources[logicalIdOf(functionOf(operationId), stack)];
    expect(Object.keys(fn.Properties.Environment.Variables).sort()).toEqual(expectedEnvironment(grants));
  });

  it("lets the caller grant read only the caller's own items: BatchGetItem on the two partitions", () => {
    const role = logicalIdOf(functionOf('readCallerOnly').role!, stack);
    const statements = Object.values(Template.fromStack(stack).findResources('AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties.Roles) === JSON.stringify([{ Ref: role }]))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as { Action: unknown; Condition?: unknown }[])
      .filter((statement) => JSON.stringify(statement.Action).includes('dynamodb:'));
    expect(statements).toEqual([
      {
        Effect: 'Allow',
        Action: 'dynamodb:BatchGetItem',
        Resource: expect.anything(),
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': expect.any(Array) } },
      },
    ]);
    const patterns = (statements[0]!.Condition as Record<string, Record<string, string[]>>)['ForAllValues:StringLike']![
      'dynamodb:LeadingKeys'
    ]!;
    // IAM's StringLike: `?` one character, `*` any run of them.
    const admits = (key: string) =>
      patterns.some((pattern) =>
        new RegExp(`^${pattern.replace(/[?*]/g, (wildcard) => (wildcard === '?' ? '.' : '.*'))}$`).test(key),
      );
    const [org, user] = [randomUUID(), randomUUID()];
    expect(
      [keys.idClaim(user).PK, keys.user(org, user).PK, keys.organization(org).PK, keys.backOfficeUser(user).PK].every(
        admits,
      ),
    ).toBe(true);
    expect(
      [catalogueKeys.record(org, user).PK, keys.session('hash').PK, 'LIBRARY', 'ORGLIST#1', 'IMPORTJOB#1'].some(admits),
    ).toBe(false);
  });

  it.each([
    [
      'createSignIns',
      [
        'cognito-idp:AdminCreateUser',
        'cognito-idp:AdminSetUserPassword',
        'cognito-idp:AdminUpdateUserAttributes',
        'cognito-idp:AdminEnableUser',
      ],
    ],
    [
      'disableSignIns',
      ['cognito-idp:AdminDisableUser', 'cognito-idp:AdminUserGlobalSignOut', 'cognito-idp:AdminEnableUser'],
    ],
  ])('lets %s administer sign-ins in the one user pool only', (operationId, actions) => {
    const role = logicalIdOf(functionOf(operationId).role!, stack);
    const statements = Object.values(Template.fromStack(stack).findResources('AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties.Roles) === JSON.stringify([{ Ref: role }]))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as { Action: unknown; Resource: unknown }[])
      .filter((statement) => JSON.stringify(statement.Action).includes('cognito-idp:'));
    expect(statements).toEqual([
      { Effect: 'Allow', Action: actions, Resource: { 'Fn::ImportValue': expect.stringMatching(/UserPool.*Arn/) } },
    ]);
  });

  it('refuses a sign-in grant when an external issuer names no user pool', () => {
    const external = { tokenIssuer: 'https://issuer.test/', tokenClientId: 'client-1' };
    expect(() => buildTestApp({ operations, consumers: [] }, external)).toThrow(
      /createSignIns is granted signInUsers, but the app's external token issuer names no user pool/,
    );
  });

  /** The SES statement of writeEverything's role, with its identity's ARN as CloudFormation joins it. */
  const sesStatement = (built: typeof stack) => {
    const role = logicalIdOf(built.functions.get('writeEverything')!.role!, built);
    const [statement, ...others] = Object.values(Template.fromStack(built).findResources('AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties.Roles) === JSON.stringify([{ Ref: role }]))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Record<string, unknown>[])
      .filter((entry) => JSON.stringify(entry.Action).includes('ses:'));
    expect(others).toEqual([]);
    const arn = (statement!.Resource as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1];
    return {
      ...statement,
      Resource: arn.map((part) => (typeof part === 'string' ? part : JSON.stringify(part))).join(''),
    };
  };
  const identityArn = (identity: string) =>
    `arn:{"Ref":"AWS::Partition"}:ses:{"Ref":"AWS::Region"}:{"Ref":"AWS::AccountId"}:identity/${identity}`;

  it("lets e-mail be sent on the SES identity the context names, from the service's address only", () => {
    expect(sesStatement(stack)).toEqual({
      Effect: 'Allow',
      Action: 'ses:SendEmail',
      Resource: identityArn(deploymentContext.sesIdentity),
      Condition: { StringEquals: { 'ses:FromAddress': deploymentContext.sesFromAddress } },
    });
  });

  it('lets e-mail be sent on an address identity, the from-address itself', () => {
    const address = 'invitations@facility-compliance.test';
    const { api } = buildTestApp({ operations, consumers: [] }, { sesIdentity: address, sesFromAddress: undefined });
    expect(sesStatement(api)).toMatchObject({
      Resource: identityArn(address),
      Condition: { StringEquals: { 'ses:FromAddress': address } },
    });
  });
});
