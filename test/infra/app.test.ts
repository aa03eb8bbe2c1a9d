import { Template } from 'aws-cdk-lib/assertions';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { buildTestApp, testContext } from './fixture.ts';

describe('cdk-nag AwsSolutions checks', () => {
  it('find nothing to report', { timeout: 30_000 }, () => {
    const { app } = buildTestApp();
    // Synthesis runs the app's own checks and throws their report if they fail.
    app.synth();
    expect(new AwsSolutionsChecks(app).validateScope(app).violations).toEqual([]);
  });

  it('run whenever the app is synthesised', { timeout: 30_000 }, () => {
    const { app, data } = buildTestApp();
    new Queue(data, 'QueueWithoutDeadLetterQueue');
    expect(() => app.synth()).toThrow(/AwsSolutions-SQS3/);
  });
});

describe('physical names', () => {
  const { data, identity, api } = buildTestApp();
  const nameProperties = [
    'TableName',
    'BucketName',
    'QueueName',
    'FunctionName',
    'RoleName',
    'LogGroupName',
    'UserPoolName',
  ];

  it.each([data, identity!, api])('are left to CloudFormation in $stackName', (stack) => {
    const resources = Template.fromStack(stack).toJSON().Resources as Record<
      string,
      { Properties?: Record<string, unknown> }
    >;
    for (const [id, resource] of Object.entries(resources)) {
      for (const property of nameProperties) {
        // References to generated names are fine; literal names are not.
        expect(typeof resource.Properties?.[property], `${id}.${property}`).not.toBe('string');
      }
    }
  });
});

describe('context', () => {
  it('names a missing setting', () => {
    expect(() => buildTestApp(undefined, { sesFromAddress: undefined })).toThrow(
      /Missing CDK context "sesFromAddress"/,
    );
  });

  it('takes overrides and comma-separated lists as -c passes them', () => {
    const { api } = buildTestApp(undefined, { allowedOrigins: 'https://one.test, https://two.test' });
    Template.fromStack(api).hasResourceProperties('AWS::ApiGatewayV2::Api', {
      CorsConfiguration: { AllowOrigins: ['https://one.test', 'https://two.test'] },
    });
    expect(testContext.allowedOrigins).toBeUndefined();
  });
});
