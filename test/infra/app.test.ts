import type { CfnElement, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp, cdkJsonContext, testContext } from './fixture.ts';

describe('cdk-nag AwsSolutions checks', () => {
  it('find nothing to report', { timeout: 120_000 }, () => {
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

/**
 * The properties that name a resource in the whole account and region (two stacks giving one the
 * same value clash), as opposed to names inside a resource (an inline policy, a stage, a metric).
 */
const accountWideNames = [
  'Name',
  'TableName',
  'BucketName',
  'QueueName',
  'TopicName',
  'DisplayName',
  'FunctionName',
  'RoleName',
  'LogGroupName',
  'UserPoolName',
  'AlarmName',
  'DashboardName',
  'AliasName',
  'ParameterName',
  'Domain',
];

type SynthesizedTemplate = {
  Resources?: Record<string, { Properties?: Record<string, unknown> }>;
  Outputs?: Record<string, { Export?: { Name?: unknown } }>;
};

/** Every such name a template gives outright, and its exports' names; generated names are CloudFormation's, from the stack's. */
const givenNames = (template: SynthesizedTemplate) => [
  ...Object.values(template.Resources ?? {}).flatMap((resource) =>
    accountWideNames.flatMap((property) => {
      const value = resource.Properties?.[property];
      return typeof value === 'string' ? [value] : [];
    }),
  ),
  ...Object.values(template.Outputs ?? {}).flatMap((output) => {
    const name = output.Export?.Name;
    return typeof name === 'string' ? [name] : [];
  }),
];

describe('stages', () => {
  const synthesized = (stage: string) => {
    const assembly = buildTestApp(undefined, { stage, region: 'eu-west-3' }).app.synth();
    return assembly.stacks.map((stack) => ({
      stackName: stack.stackName,
      names: givenNames(stack.template),
      resources: Object.keys(stack.template.Resources ?? {}).length,
    }));
  };

  it('synthesize side by side in one account and region, sharing no name', { timeout: 60_000 }, () => {
    const staging = synthesized('staging');
    const prod = synthesized('prod');
    const stackNames = (stacks: typeof staging) => stacks.map((stack) => stack.stackName);
    expect(stackNames(staging)).toEqual([
      'staging-FacilityComplianceData',
      'staging-FacilityComplianceIdentity',
      'staging-FacilityComplianceApi',
    ]);
    expect(stackNames(prod)).toEqual(stackNames(staging).map((name) => name.replace(/^staging-/, 'prod-')));
    const namesOf = (stacks: typeof staging) => new Set(stacks.flatMap((stack) => [stack.stackName, ...stack.names]));
    const shared = [...namesOf(staging)].filter((name) => namesOf(prod).has(name));
    expect(shared).toEqual([]);
    // The same service in each: only the names differ.
    expect(prod.map((stack) => stack.resources)).toEqual(staging.map((stack) => stack.resources));
    // Each name carries its stage, and there are some: the check above compared something.
    const stagingNames = staging.flatMap((stack) => stack.names);
    expect(stagingNames.filter((name) => !name.includes('staging-'))).toEqual([]);
    expect(stagingNames.length).toBeGreaterThan(0);
  });

  it('other than dev, name their region, or synthesis refuses', () => {
    vi.stubEnv('AWS_REGION', undefined);
    vi.stubEnv('AWS_DEFAULT_REGION', undefined);
    try {
      expect(() => buildTestApp(undefined, { stage: 'prod' })).toThrow(/Stage "prod" names no region: pass -c region=/);
      expect(() => buildTestApp(undefined, { stage: 'prod', region: 'Paris' })).toThrow(/not an AWS region: Paris/);
      expect(buildTestApp(undefined, { stage: 'prod', region: 'eu-west-3' }).api.region).toBe('eu-west-3');
      vi.stubEnv('AWS_REGION', 'eu-central-1');
      expect(buildTestApp(undefined, { stage: 'prod' }).data.region).toBe('eu-central-1');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("protect prod's stateful stacks from deletion, and keep its logs a year", { timeout: 60_000 }, () => {
    const prod = buildTestApp(undefined, { stage: 'prod', region: 'eu-west-3' });
    expect([prod.data, prod.identity!, prod.api].map((stack) => stack.terminationProtection)).toEqual([
      true,
      true,
      false,
    ]);
    const dev = buildTestApp();
    expect([dev.data, dev.identity!].map((stack) => stack.terminationProtection)).toEqual([false, false]);
    const retentions = (stack: Stack) =>
      new Set(
        Object.values(Template.fromStack(stack).findResources('AWS::Logs::LogGroup')).map(
          (group) => group.Properties.RetentionInDays,
        ),
      );
    expect(retentions(prod.api)).toEqual(new Set([365]));
    expect(retentions(dev.api)).toEqual(new Set([30]));
    expect(retentions(buildTestApp(undefined, { logRetentionDays: '90' }).api)).toEqual(new Set([90]));
    expect(() => buildTestApp(undefined, { logRetentionDays: '100' })).toThrow(/"logRetentionDays" is not a retention/);
  });

  it('default to dev, and refuse a name a stack cannot begin with', () => {
    expect(buildTestApp().data.stackName).toBe('dev-FacilityComplianceData');
    expect(() => buildTestApp(undefined, { stage: 'Prod_1' })).toThrow(
      /CDK context "stage" must be a lower-case letter/,
    );
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

  it('leaves CORS off both APIs without allowedOrigins', () => {
    const { api } = buildTestApp();
    const apis = Object.values(Template.fromStack(api).findResources('AWS::ApiGatewayV2::Api'));
    expect(apis).toHaveLength(2);
    for (const resource of apis) expect(resource.Properties.CorsConfiguration).toBeUndefined();
  });

  it('sets reserved concurrency on the functions reservedConcurrency names, and no other', () => {
    const reservedIn = (stack: Stack) =>
      Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function'))
        .map((fn) => fn.Properties.ReservedConcurrentExecutions)
        .filter((count) => count !== undefined);
    expect(reservedIn(buildTestApp().api)).toEqual([]);
    const { api } = buildTestApp(undefined, { reservedConcurrency: 'querySearchRSV1=20, consumeReportAnalyses=5' });
    expect(reservedIn(api).sort()).toEqual([20, 5]);
    const fromCdkJson = buildTestApp(undefined, { reservedConcurrency: { runImportJobs: 5 } });
    const runImportJobs = fromCdkJson.api.functions.get('runImportJobs')!;
    expect(
      fromCdkJson.api.resolve(
        (runImportJobs.node.defaultChild as { reservedConcurrentExecutions?: number }).reservedConcurrentExecutions,
      ),
    ).toBe(5);
    expect(() => buildTestApp(undefined, { reservedConcurrency: 'noSuchFunction=3' })).toThrow(
      /"reservedConcurrency" names no function: noSuchFunction/,
    );
    expect(() => buildTestApp(undefined, { reservedConcurrency: 'querySearchRSV1=0' })).toThrow(
      /not a whole number above 0/,
    );
  });

  it("sets a queue consumer's maximum concurrency from queueConcurrency, within Lambda's bounds", () => {
    const maximumOf = (stack: Stack, name: string) =>
      Object.values(Template.fromStack(stack).findResources('AWS::Lambda::EventSourceMapping')).find((mapping) =>
        JSON.stringify(mapping.Properties.FunctionName).includes(
          stack.getLogicalId(stack.node.findChild(name).node.defaultChild as CfnElement),
        ),
      )?.Properties.ScalingConfig;
    const { api } = buildTestApp(undefined, { queueConcurrency: 'consumeReportAnalyses=20' });
    expect(maximumOf(api, 'consumeReportAnalyses')).toEqual({ MaximumConcurrency: 20 });
    expect(maximumOf(api, 'runImportJobs')).toEqual({ MaximumConcurrency: 5 });
    expect(() => buildTestApp(undefined, { queueConcurrency: 'consumeReportAnalyses=1' })).toThrow(/from 2 to 1000/);
    expect(() => buildTestApp(undefined, { queueConcurrency: 'querySearchRSV1=3' })).toThrow(/names no function/);
  });
});
