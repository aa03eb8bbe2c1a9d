import { Template } from 'aws-cdk-lib/assertions';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { buildTestApp, cdkJsonContext, testContext } from './fixture.ts';

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

describe('deployment settings', () => {
  it("refuse cdk.json's placeholders, naming each key", () => {
    const refusal = () => buildTestApp(undefined, cdkJsonContext);
    for (const key of ['sesIdentity', 'sesFromAddress', 'alarmEmail'])
      expect(refusal).toThrow(new RegExp(`CDK context "${key}" is a placeholder`));
  });

  it.each([
    [{ sesIdentity: undefined }, /Missing CDK context "sesIdentity"/],
    [{ sesIdentity: 'example.com', sesFromAddress: 'no-reply@example.com' }, /"sesIdentity" is a placeholder/],
    [{ sesIdentity: 'team@example.org', sesFromAddress: undefined }, /"sesIdentity" is a placeholder/],
    [{ sesFromAddress: undefined }, /Missing CDK context "sesFromAddress"/],
    [{ sesFromAddress: 'no-reply' }, /"sesFromAddress" is not an e-mail address: no-reply/],
    [
      { sesFromAddress: 'no-reply@other.test' },
      /"sesFromAddress" no-reply@other\.test is not at the domain "sesIdentity"/,
    ],
    [
      { sesIdentity: 'team@facility-compliance.test' },
      /"sesIdentity" is the address team@facility-compliance\.test, which cannot send as "sesFromAddress"/,
    ],
    [{ invitationBaseUrl: 'https://app.example.com/invitations' }, /"invitationBaseUrl" is a placeholder/],
    [{ invitationBaseUrl: 'http://app.facility-compliance.test/join' }, /"invitationBaseUrl" is not an https URL/],
    [{ alarmEmail: undefined }, /Missing CDK context "alarmEmail"/],
    [{ alarmEmail: '' }, /Missing CDK context "alarmEmail"/],
    [{ alarmEmail: 'ops@example.net' }, /"alarmEmail" is a placeholder/],
  ])('refuse %o', (context, message) => {
    expect(() => buildTestApp(undefined, context)).toThrow(message);
  });

  it('take an address identity as the from-address, and a page of its own for invitations', { timeout: 30_000 }, () => {
    const { app } = buildTestApp(undefined, {
      sesIdentity: 'team@facility-compliance.test',
      sesFromAddress: undefined,
      invitationBaseUrl: 'https://app.facility-compliance.test/invitations',
    });
    expect(() => app.synth()).not.toThrow();
  });
});

describe('context', () => {
  it('takes overrides and comma-separated lists as -c passes them', () => {
    const { api } = buildTestApp(undefined, { allowedOrigins: 'https://one.test, https://two.test' });
    Template.fromStack(api).hasResourceProperties('AWS::ApiGatewayV2::Api', {
      CorsConfiguration: { AllowOrigins: ['https://one.test', 'https://two.test'] },
    });
    expect(testContext.allowedOrigins).toBeUndefined();
  });
});
