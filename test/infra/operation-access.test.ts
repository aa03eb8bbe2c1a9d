import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import type { HttpOperation } from '../../functions/operations.ts';
import {
  accessExpectations,
  actionsOf,
  buildTestApp,
  expectedEnvironment,
  logicalIdOf,
  testContext,
} from './fixture.ts';

/** Rows for every kind and level of grant, whose handlers need not exist. */
const operations: HttpOperation[] = [
  {
    operationId: 'readEverything',
    summary: 'Reads the table and the bucket',
    description: 'A test row.',
    method: 'GET',
    path: '/bo/things/v1/{id}',
    api: 'main',
    audience: 'bo',
    entry: 'functions/not-written/read-everything.ts',
    grants: { table: 'read', bucket: 'read' },
  },
  {
    operationId: 'writeEverything',
    summary: 'Writes everywhere and sends email',
    description: 'A test row.',
    method: 'POST',
    path: '/attachments/v3/things',
    api: 'attachments',
    audience: 'attachments',
    entry: 'functions/not-written/write-everything.ts',
    grants: { table: 'readWrite', bucket: 'readWrite', analysisQueue: 'send', email: 'send' },
  },
  {
    operationId: 'touchNothing',
    summary: 'Needs no data',
    description: 'A test row.',
    method: 'GET',
    path: '/ad/nothing/v1',
    api: 'main',
    audience: 'ad',
    entry: 'functions/not-written/touch-nothing.ts',
    grants: {},
  },
];

const { app, api: stack } = buildTestApp({ operations, consumers: [] });
const functionOf = (operationId: string) => stack.functions.get(operationId)!;

describe('operation grants', () => {
  it('pass the AwsSolutions checks for every kind of grant', { timeout: 30_000 }, () => {
    app.synth();
    expect(new AwsSolutionsChecks(app).validateScope(app).violations).toEqual([]);
  });

  it.each(operations)('give $operationId exactly the access its grants name', ({ operationId, grants }) => {
    const actions = actionsOf(stack, functionOf(operationId));
    const { required, forbidden } = accessExpectations(grants);
    expect(actions).toEqual(expect.arrayContaining(required));
    for (const pattern of forbidden) expect(actions.filter((action) => pattern.test(action))).toEqual([]);
  });

  it.each(operations)('give $operationId only the settings of its grants', ({ operationId, grants }) => {
    const fn = Template.fromStack(stack).toJSON().Resources[logicalIdOf(functionOf(operationId), stack)];
    expect(Object.keys(fn.Properties.Environment.Variables).sort()).toEqual(expectedEnvironment(grants));
  });

  it('lets email be sent from the from-address domain identity only', () => {
    const domain = String(testContext.sesFromAddress).split('@')[1];
    const role = logicalIdOf(functionOf('writeEverything').role!, stack);
    Template.fromStack(stack).hasResourceProperties('AWS::IAM::Policy', {
      Roles: [{ Ref: role }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          {
            Effect: 'Allow',
            Action: ['ses:SendEmail', 'ses:SendRawEmail'],
            Resource: {
              'Fn::Join': [
                '',
                [
                  'arn:',
                  { Ref: 'AWS::Partition' },
                  ':ses:',
                  { Ref: 'AWS::Region' },
                  ':',
                  { Ref: 'AWS::AccountId' },
                  `:identity/${domain}`,
                ],
              ],
            },
          },
        ]),
      },
    });
  });
});
