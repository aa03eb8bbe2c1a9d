import { App, Duration, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Table } from 'aws-cdk-lib/aws-dynamodb';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { describe, expect, it } from 'vitest';
import { eventConsumers, httpOperations, operatorCommands } from '#functions/operations.ts';
import { Monitoring } from '#infra/constructs/monitoring.ts';
import { analysisDelivery } from '#shared/vocabulary/analyses/delivery.ts';
import { importDelivery } from '#shared/vocabulary/imports/import-job.ts';
import { buildTestApp, deploymentContext, logicalIdOf, type Resources, resourcesOf } from './fixture.ts';

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
  Statistic?: string;
  ExtendedStatistic?: string;
  EvaluationPeriods?: number;
  ComparisonOperator: string;
  AlarmActions?: unknown[];
  OKActions?: unknown[];
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
  const functionNames = [
    ...httpOperations.map((operation) => operation.operationId),
    ...eventConsumers.map((consumer) => consumer.name),
    ...operatorCommands.map((command) => command.name),
  ];

  it.each(functionNames)('watch errors of %s, and its p99 duration near its timeout', (name) => {
    const fn = stack.functions.get(name)!;
    const ref = { Ref: logicalIdOf(fn, stack) };
    expect(alarmsOn('AWS/Lambda', 'Errors', ref)).toEqual([
      expect.objectContaining({ Threshold: 1, Period: 300, ComparisonOperator: 'GreaterThanOrEqualToThreshold' }),
    ]);
    expect(alarmsOn('AWS/Lambda', 'Duration', ref)).toEqual([
      expect.objectContaining({
        ExtendedStatistic: 'p99',
        Threshold: 0.8 * fn.timeout!.toMilliseconds(),
        EvaluationPeriods: 3,
      }),
    ]);
  });

  it('watch the account: concurrent executions near its quota, and any throttled invocation', () => {
    expect(accountAlarms('AWS/Lambda', 'ConcurrentExecutions')).toEqual([
      expect.objectContaining({ Threshold: 800, Statistic: 'Maximum' }),
    ]);
    expect(accountAlarms('AWS/Lambda', 'Throttles')).toEqual([expect.objectContaining({ Threshold: 1 })]);
    const { monitoring: quota } = buildTestApp({}, { accountConcurrency: '3000' });
    const concurrency = Object.values(resourcesOf(Stack.of(quota), 'AWS::CloudWatch::Alarm')).find(
      (alarm) => alarm.Properties?.MetricName === 'ConcurrentExecutions',
    );
    expect(concurrency?.Properties?.Threshold).toBe(2400);
  });

  it("watch SES's reputation before it pauses the service's e-mail", () => {
    expect(accountAlarms('AWS/SES', 'Reputation.BounceRate')).toEqual([expect.objectContaining({ Threshold: 0.05 })]);
    expect(accountAlarms('AWS/SES', 'Reputation.ComplaintRate')).toEqual([
      expect.objectContaining({ Threshold: 0.001 }),
    ]);
  });

  it.each(Object.keys(stack.apis) as (keyof typeof stack.apis)[])('watch the p99 latency of the %s API', (name) => {
    const apiId = logicalIdOf(stack.apis[name], stack);
    expect(alarmsOn('AWS/ApiGateway', 'Latency', { Ref: apiId })).toEqual([
      expect.objectContaining({ ExtendedStatistic: 'p99', Threshold: 5000, EvaluationPeriods: 3 }),
    ]);
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

  it('are only those, none with an action of its own', () => {
    const functions = httpOperations.length + eventConsumers.length + operatorCommands.length;
    const streamConsumers = eventConsumers.filter((consumer) => consumer.source === 'tableStream').length;
    const apis = Object.keys(stack.apis).length;
    // Per API its 5xx rate and latency; the account's four; dead letters of both queues and the
    // stream's failures, the age of both queues, the table's two.
    expect(alarmsProperties).toHaveLength(2 * functions + 2 * apis + streamConsumers + 4 + 7);
    for (const alarm of alarmsProperties) {
      expect(alarm.AlarmActions).toBeUndefined();
      expect(alarm.OKActions).toBeUndefined();
    }
  });
});

describe('the pager', () => {
  const composites = resourcesOf(stack, 'AWS::CloudWatch::CompositeAlarm');
  const rootId = logicalIdOf(monitoring.pager.root, stack);

  it('is the one alarm that e-mails the topic, when it fires and when it clears', () => {
    for (const [id, composite] of Object.entries(composites)) {
      const { AlarmActions, OKActions } = composite.Properties as { AlarmActions?: unknown; OKActions?: unknown };
      expect(AlarmActions).toEqual(id === rootId ? [topicRef] : undefined);
      expect(OKActions).toEqual(id === rootId ? [topicRef] : undefined);
    }
  });

  it('fires when any alarm does, through composites of at most 40 alarms each', () => {
    expect(alarmsUnder(rootId, composites).sort()).toEqual(Object.keys(alarms).sort());
    for (const composite of Object.values(composites))
      expect(JSON.stringify(composite.Properties!.AlarmRule).match(/ALARM\(/g)!.length).toBeLessThanOrEqual(40);
  });

  it('keeps within the limits however many functions are added', { timeout: 60_000 }, () => {
    const grown = monitoringOf(200);
    const many = resourcesOf(grown, 'AWS::CloudWatch::CompositeAlarm');
    const root = Object.keys(many).find((id) => (many[id]!.Properties as { AlarmActions?: unknown }).AlarmActions)!;
    expect(alarmsUnder(root, many)).toHaveLength(Object.keys(resourcesOf(grown, 'AWS::CloudWatch::Alarm')).length);
    for (const composite of Object.values(many))
      expect(JSON.stringify(composite.Properties!.AlarmRule).match(/ALARM\(/g)!.length).toBeLessThanOrEqual(40);
  });
});

/** The metric alarms a composite reads, through the composites it reads. */
const alarmsUnder = (id: string, composites: Resources): string[] => {
  const named = [
    ...JSON.stringify(composites[id]!.Properties!.AlarmRule).matchAll(/"Fn::GetAtt":\["([^"]+)","Arn"\]/g),
  ];
  return named.flatMap(([, child]) => (composites[child!] ? alarmsUnder(child!, composites) : [child!]));
};

/**
 * The monitoring of a service grown to `count` functions, in a stack of its own that imports them:
 * CloudFormation takes 500 resources a stack, fewer than so many functions would make beside it.
 */
const monitoringOf = (count: number): Stack => {
  const grown = new Stack(new App(), 'Grown');
  const functions = new Map(
    Array.from({ length: count }, (_, index) => {
      const fn = Object.assign(LambdaFunction.fromFunctionName(grown, `Fn${index}`, `grown-${index}`), {
        timeout: Duration.seconds(10),
      });
      return [`grown${index}`, fn] as const;
    }),
  );
  const queue = (name: string) => Queue.fromQueueArn(grown, name, `arn:aws:sqs:eu-west-3:123456789012:${name}`);
  const api = (id: string) => HttpApi.fromHttpApiAttributes(grown, id, { httpApiId: id });
  new Monitoring(grown, 'Monitoring', {
    apis: { main: api('main'), attachments: api('attachments') },
    functions,
    table: Table.fromTableName(grown, 'Table', 'grown'),
    analysisQueue: queue('analyses'),
    deadLetterQueue: queue('analysis-dead-letters'),
    importQueue: queue('imports'),
    importDeadLetterQueue: queue('import-dead-letters'),
    streamConsumers: new Map([...functions].slice(0, 1)),
    streamFailures: queue('stream-failures'),
    alarmEmail: deploymentContext.alarmEmail,
    accountConcurrency: 1000,
  });
  return grown;
};

type Widget = { type: string; properties: { alarms?: unknown[]; metrics?: unknown[] } };

/** The widgets of a stack's dashboard, its body's references to other resources read as plain text. */
const dashboardWidgets = (of: Stack): Widget[] => {
  const [dashboard] = Object.values(resourcesOf(of, 'AWS::CloudWatch::Dashboard'));
  const body = dashboard!.Properties!.DashboardBody as string | { 'Fn::Join': [string, unknown[]] };
  const text =
    typeof body === 'string'
      ? body
      : body['Fn::Join'][1].map((part) => (typeof part === 'string' ? part : 'reference')).join('');
  return (JSON.parse(text) as { widgets: Widget[] }).widgets;
};

/** The alarms on a metric of the whole account: no dimension. */
const accountAlarms = (namespace: string, metricName: string) =>
  alarmsProperties.filter(
    (alarm) => alarm.Namespace === namespace && alarm.MetricName === metricName && !alarm.Dimensions?.length,
  );

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

  it('shows the pager and every alarm, at most 100 to a widget', () => {
    const widgets = dashboardWidgets(stack);
    const shown = widgets.flatMap((widget) => widget.properties.alarms ?? []);
    expect(shown).toHaveLength(Object.keys(alarms).length + 1);
    for (const widget of widgets) expect(widget.properties.alarms?.length ?? 0).toBeLessThanOrEqual(100);
  });

  it("stays within CloudWatch's limits however many functions are added", { timeout: 60_000 }, () => {
    const grown = monitoringOf(200);
    const widgets = dashboardWidgets(grown);
    expect(widgets.length).toBeLessThanOrEqual(500);
    for (const widget of widgets) {
      expect(widget.properties.alarms?.length ?? 0).toBeLessThanOrEqual(100);
      expect(widget.properties.metrics?.length ?? 0).toBeLessThanOrEqual(500);
    }
    const shown = widgets.flatMap((widget) => widget.properties.alarms ?? []);
    expect(shown).toHaveLength(Object.keys(resourcesOf(grown, 'AWS::CloudWatch::Alarm')).length + 1);
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
