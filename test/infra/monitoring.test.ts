import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { eventConsumers, httpOperations, operatorCommands } from '#functions/operations.ts';
import { analysisDelivery } from '#shared/vocabulary/analyses/delivery.ts';
import { importDelivery } from '#shared/vocabulary/imports/import-job.ts';
import { buildTestApp, deploymentContext, logicalIdOf, resourcesOf } from './fixture.ts';

const { api: stack, data, monitoring } = buildTestApp();
const alarms = resourcesOf(stack, 'AWS::CloudWatch::Alarm');
const topicRef = { Ref: logicalIdOf(monitoring.topic, stack) };

type Dimension = { Name: string; Value: unknown };
type Query = { Id: string; Expression?: string; MetricStat?: { Metric: { MetricName: string; Namespace: string } } };
interface AlarmProperties {
  MetricName?: string;
  Namespace?: string;
  Dimensions?: Dimension[];
  Metrics?: Query[];
  Threshold: number;
  Period?: number;
  ComparisonOperator: string;
  AlarmActions: unknown[];
  OKActions: unknown[];
}
const alarmsProperties = Object.values(alarms).map((alarm) => alarm.Properties as unknown as AlarmProperties);

/** The alarms on one metric of a namespace, whose dimensions mention the resource. */
const alarmsOn = (namespace: string, metricName: string, resource: unknown) =>
  alarmsProperties.filter(
    (alarm) =>
      alarm.Namespace === namespace &&
      alarm.MetricName === metricName &&
      JSON.stringify(alarm.Dimensions).includes(JSON.stringify(resource)),
  );

/** A resource of the data stack as the API stack reads it: through the data stack's export. */
const imported = (resource: string) => stack.resolve(data.exportValue(resource));

describe('alarms', () => {
  it.each([
    ...httpOperations.map((operation) => operation.operationId),
    ...eventConsumers.map((consumer) => consumer.name),
    ...operatorCommands.map((command) => command.name),
  ])('watch errors and throttles of %s', (name) => {
    const fn = { Ref: logicalIdOf(stack.functions.get(name)!, stack) };
    for (const metric of ['Errors', 'Throttles']) {
      const [alarm, ...others] = alarmsOn('AWS/Lambda', metric, fn);
      expect(others, metric).toEqual([]);
      expect(alarm, metric).toMatchObject({
        Threshold: 1,
        Period: 300,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      });
    }
  });

  it.each(Object.keys(stack.apis) as (keyof typeof stack.apis)[])('watch the 5xx rate of the %s API', (name) => {
    const apiId = { Ref: logicalIdOf(stack.apis[name], stack) };
    const rates = alarmsProperties.filter((alarm) =>
      JSON.stringify(alarm.Metrics ?? []).includes(JSON.stringify(apiId)),
    );
    expect(rates).toHaveLength(1);
    const [rate] = rates;
    expect(rate?.Threshold).toBe(5);
    expect(rate?.Metrics?.find((query) => query.Expression)?.Expression).toBe(
      'IF(requests >= 10, 100 * errors / requests, 0)',
    );
    expect(
      rate?.Metrics?.map((query) => query.MetricStat?.Metric.MetricName)
        .filter(Boolean)
        .sort(),
    ).toEqual(['5xx', 'Count']);
  });

  it.each(['analysisDeadLetterQueue', 'importDeadLetterQueue', 'streamFailures'] as const)(
    'watch the %s for any message',
    (queue) => {
      const queueName = imported(data[queue].queueName);
      expect(alarmsOn('AWS/SQS', 'ApproximateNumberOfMessagesVisible', queueName)).toEqual([
        expect.objectContaining({ Threshold: 1 }),
      ]);
    },
  );

  it('watch the age of the oldest analysis message, beyond two redelivery cycles', () => {
    const queueName = imported(data.analysisQueue.queueName);
    expect(alarmsOn('AWS/SQS', 'ApproximateAgeOfOldestMessage', queueName)).toEqual([
      expect.objectContaining({ Threshold: 2 * analysisDelivery.visibilityTimeoutSeconds }),
    ]);
  });

  it('watch the age of the oldest import step, beyond two redelivery cycles', () => {
    const queueName = imported(data.importQueue.queueName);
    expect(alarmsOn('AWS/SQS', 'ApproximateAgeOfOldestMessage', queueName)).toEqual([
      expect.objectContaining({ Threshold: 2 * importDelivery.visibilityTimeoutSeconds }),
    ]);
  });

  it.each(eventConsumers.filter((consumer) => consumer.source === 'tableStream'))(
    'watch how far behind $name reads the table stream',
    ({ name }) => {
      const fn = { Ref: logicalIdOf(stack.functions.get(name)!, stack) };
      expect(alarmsOn('AWS/Lambda', 'IteratorAge', fn)).toEqual([
        expect.objectContaining({ Threshold: 60_000, ComparisonOperator: 'GreaterThanOrEqualToThreshold' }),
      ]);
    },
  );

  it.each(['ThrottledRequests', 'SystemErrors'])(
    "watch the table's %s across the operations the service calls",
    (metricName) => {
      const tableName = JSON.stringify(imported(data.table.tableName));
      const watching = alarmsProperties.filter((alarm) =>
        alarm.Metrics?.some(
          (query) => query.MetricStat?.Metric.MetricName === metricName && JSON.stringify(query).includes(tableName),
        ),
      );
      expect(watching).toHaveLength(1);
      const operations = watching[0]!.Metrics!.filter((query) => query.MetricStat).length;
      // CloudWatch refuses an alarm whose metric math reads more than ten metrics.
      expect(operations).toBeGreaterThan(0);
      expect(operations).toBeLessThanOrEqual(10);
    },
  );

  it('are only those, each telling the topic when it fires and when it clears', () => {
    const functions = httpOperations.length + eventConsumers.length + operatorCommands.length;
    const streamConsumers = eventConsumers.filter((consumer) => consumer.source === 'tableStream').length;
    // Dead letters of both queues and the stream's failures, the age of both queues, the table's two.
    expect(alarmsProperties).toHaveLength(2 * functions + Object.keys(stack.apis).length + streamConsumers + 7);
    for (const alarm of alarmsProperties) {
      expect(alarm.AlarmActions).toEqual([topicRef]);
      expect(alarm.OKActions).toEqual([topicRef]);
    }
  });
});

describe('alarm topic', () => {
  const template = Template.fromStack(stack);

  it('is encrypted with a rotated key CloudWatch may use, and refuses requests without TLS', () => {
    const [topic] = Object.values(resourcesOf(stack, 'AWS::SNS::Topic'));
    const keyId = (topic!.Properties!.KmsMasterKeyId as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const key = resourcesOf(stack, 'AWS::KMS::Key')[keyId];
    expect(key!.Properties!.EnableKeyRotation).toBe(true);
    expect(JSON.stringify(key!.Properties!.KeyPolicy)).toContain('cloudwatch.amazonaws.com');
    const statements = Object.values(resourcesOf(stack, 'AWS::SNS::TopicPolicy')).flatMap(
      (policy) => (policy.Properties!.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement,
    );
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
    expect(statements).toContainEqual(
      expect.objectContaining({
        Effect: 'Allow',
        Action: 'sns:Publish',
        Principal: { Service: 'cloudwatch.amazonaws.com' },
      }),
    );
  });

  it('e-mails the address the alarmEmail context names, and no other', () => {
    template.resourceCountIs('AWS::SNS::Subscription', 1);
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: deploymentContext.alarmEmail,
    });
  });
});

describe('dashboard', () => {
  const dashboards = Object.values(resourcesOf(stack, 'AWS::CloudWatch::Dashboard'));
  const body = JSON.stringify(Stack.of(stack).resolve(dashboards[0]?.Properties?.DashboardBody));

  it('is one', () => {
    expect(dashboards).toHaveLength(1);
  });

  it.each([
    'SearchAnswers',
    'SearchRefusals',
    'AnalysisOutcomes',
    'AnalysisFailures',
    'AnalysisDuration',
    'InvitationsSent',
    'InvitationsRateLimited',
    'CatalogueRecordsImported',
  ])('shows the business metric %s', (metricName) => {
    expect(body).toContain(`MetricName=\\\\\\"${metricName}\\\\\\"`);
  });

  it('shows the alarms and the figures they watch', () => {
    for (const figure of [
      'alarms',
      '5xx',
      'Errors',
      'Throttles',
      'ApproximateAgeOfOldestMessage',
      'ApproximateNumberOfMessagesVisible',
      'ThrottledRequests',
      'SystemErrors',
      'IteratorAge',
      'Import queue',
      'records given up',
    ]) {
      expect(body).toContain(figure);
    }
  });
});
