import { Duration, Stack } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  AlarmStatusWidget,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  type IMetric,
  MathExpression,
  Stats,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { type ITable, Operation } from 'aws-cdk-lib/aws-dynamodb';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { ApiName } from '#functions/operations.ts';
import { functionSettings } from '#infra/function-settings.ts';
import { analysisDelivery } from '#shared/vocabulary/analyses/delivery.ts';
import { importDelivery } from '#shared/vocabulary/imports/import-job.ts';

interface MonitoringProps {
  apis: Readonly<Record<ApiName, IHttpApi>>;
  /** By operationId or consumer name, as the API stack holds them. */
  functions: ReadonlyMap<string, IFunction>;
  table: ITable;
  analysisQueue: IQueue;
  deadLetterQueue: IQueue;
  importQueue: IQueue;
  /** Import steps that failed every delivery: a job that stopped in the middle (docs/import-jobs.md). */
  importDeadLetterQueue: IQueue;
  /** The table stream's consumers, by name: how far behind each reads its stream. */
  streamConsumers: ReadonlyMap<string, IFunction>;
  /** The records the stream's event source gave up (docs/analyses.md, Delivery). */
  streamFailures: IQueue;
  /** Where the alarm topic e-mails (CDK context `alarmEmail`). */
  alarmEmail: string;
}

/** Every alarm looks at five-minute windows: the finest CloudWatch bills standard metrics at. */
const period = Duration.minutes(5);

/** The DynamoDB calls the service makes (`shared/`): an alarm's metric math takes ten metrics at most. */
const tableOperations = [
  Operation.GET_ITEM,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.QUERY,
  Operation.SCAN,
  Operation.BATCH_GET_ITEM,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
];

/** Below this many requests in a window, a 5xx rate says more about chance than about the service. */
const minRequestsForRate = 10;
/** Percent of a window's requests answered 5xx. */
const serverErrorRatePercent = 5;
/** A queued analysis is taken within seconds; older than two redelivery cycles, users are left waiting. */
const oldestAnalysisSeconds = 2 * analysisDelivery.visibilityTimeoutSeconds;
/** An import step waits for one of the worker's few invocations; longer than two redelivery cycles, jobs are stuck. */
const oldestImportStepSeconds = 2 * importDelivery.visibilityTimeoutSeconds;
/** A stream record reaches its consumer within a second; a minute behind, the consumer fails or lags. */
const streamIteratorAgeMs = 60_000;

/**
 * What operators are told about, and what they look at (docs/monitoring.md): alarms on the figures
 * that mean a person must act, all to one SNS topic, and one dashboard of those figures beside
 * the service's own business metrics.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = this.createTopic(props.alarmEmail);

    const apiRates = Object.entries(props.apis).map(([name, api]) => ({ name, api, rate: serverErrorRate(api) }));
    // A share of the callers gets the Error body of a fault instead of an answer.
    for (const { name, rate } of apiRates) {
      this.alarm(
        `${name}Api5xxRate`,
        rate,
        serverErrorRatePercent,
        `More than ${serverErrorRatePercent}% of the ${name} API's requests answered 5xx`,
      );
    }

    for (const [name, fn] of props.functions) {
      // Handlers turn their own failures into responses or batch reports, so a function error is a
      // crash, a timeout or running out of memory: something the code did not expect.
      this.alarm(
        `${name}Errors`,
        fn.metricErrors({ period, statistic: Stats.SUM }),
        1,
        `${name} failed (crash, timeout or out of memory)`,
      );
      // The account's concurrency, or the function's own reserved concurrency, is exhausted: requests are refused.
      this.alarm(`${name}Throttles`, fn.metricThrottles({ period, statistic: Stats.SUM }), 1, `${name} was throttled`);
    }

    const delivery = this.watchDelivery(props);

    // On-demand capacity still throttles a hot partition or past the table's limits; the callers get 429s.
    const throttled = props.table.metricThrottledRequestsForOperations({ operations: tableOperations, period });
    this.alarm('TableThrottledRequests', throttled, 1, 'DynamoDB throttled requests to the table');
    // DynamoDB's own faults (500s); the SDK retries them, so any that show are worth a look.
    const systemErrors = props.table.metricSystemErrorsForOperations({ operations: tableOperations, period });
    this.alarm('TableSystemErrors', systemErrors, 1, 'DynamoDB answered requests to the table with its own errors');

    this.dashboard = this.createDashboard(props, { apiRates, ...delivery, throttled, systemErrors });
  }

  /**
   * The queues and the table stream that carry analyses and import steps: a message that failed
   * every delivery, a record the stream gave up, and work left waiting too long.
   */
  private watchDelivery(props: MonitoringProps) {
    // Each message is an analysis or an import step that failed every delivery, or one no delivery can read: a person must look.
    const deadLetters = this.deadLetterAlarm(
      'AnalysisDeadLetters',
      props.deadLetterQueue,
      'Analysis messages are waiting in the dead-letter queue',
    );
    const importDeadLetters = this.deadLetterAlarm(
      'ImportDeadLetters',
      props.importDeadLetterQueue,
      'An import job stopped: its step failed every delivery',
    );
    // The stream gave a record up after its retries: its outbox item waits for the sweep (docs/analyses.md).
    const streamFailures = this.deadLetterAlarm(
      'StreamFailures',
      props.streamFailures,
      'The table stream gave records up: their analyses wait for the outbox sweep',
    );
    // A failing record holds its shard until it is given up; the records behind it wait.
    const iteratorAges = [...props.streamConsumers].map(([name, fn]) => {
      const age = fn.metric('IteratorAge', { period, statistic: Stats.MAXIMUM });
      const description = `${name} reads the table stream more than ${streamIteratorAgeMs / 1000} s behind`;
      this.alarm(`${name}IteratorAge`, age, streamIteratorAgeMs, description);
      return age;
    });
    // The consumer is failing, throttled or not keeping up, and users wait for their analyses or imports.
    const oldestAnalysis = props.analysisQueue.metricApproximateAgeOfOldestMessage({
      period,
      statistic: Stats.MAXIMUM,
    });
    this.alarm(
      'AnalysisQueueAge',
      oldestAnalysis,
      oldestAnalysisSeconds,
      `An analysis has waited over ${oldestAnalysisSeconds} s in the queue`,
    );
    const oldestImportStep = props.importQueue.metricApproximateAgeOfOldestMessage({
      period,
      statistic: Stats.MAXIMUM,
    });
    this.alarm(
      'ImportQueueAge',
      oldestImportStep,
      oldestImportStepSeconds,
      `An import step has waited over ${oldestImportStepSeconds} s in the queue`,
    );
    return { deadLetters, oldestAnalysis, importDeadLetters, oldestImportStep, streamFailures, iteratorAges };
  }

  /** At or above the threshold in one window; no data (no traffic) is not an incident. */
  private alarm(id: string, metric: IMetric, threshold: number, description: string) {
    const alarm = new Alarm(this, id, {
      metric,
      threshold,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: description,
    });
    const action = new SnsAction(this.topic);
    alarm.addAlarmAction(action);
    // The all-clear goes to the same people, so that nobody chases what has passed.
    alarm.addOkAction(action);
    this.alarms.push(alarm);
  }

  /**
   * Encrypted with a key of our own: the AWS-managed SNS key does not let CloudWatch publish. The
   * topic refuses requests without TLS.
   */
  /** An alarm on any message in a dead-letter queue; answers the metric, for the dashboard. */
  private deadLetterAlarm(id: string, queue: IQueue, description: string) {
    const messages = queue.metricApproximateNumberOfMessagesVisible({ period, statistic: Stats.MAXIMUM });
    this.alarm(id, messages, 1, description);
    return messages;
  }

  private createTopic(alarmEmail: string): Topic {
    const cloudWatch = new ServicePrincipal('cloudwatch.amazonaws.com');
    const key = new Key(this, 'AlarmTopicKey', { enableKeyRotation: true, description: 'Encrypts the alarm topic' });
    key.grant(cloudWatch, 'kms:Decrypt', 'kms:GenerateDataKey*');
    const topic = new Topic(this, 'AlarmTopic', {
      // The sender of the alarm e-mails: which deployment (its stage begins the stack's name).
      displayName: `Facility Compliance alarms, ${Stack.of(this).stackName}`,
      masterKey: key,
      enforceSSL: true,
    });
    topic.grantPublish(cloudWatch);
    topic.addSubscription(new EmailSubscription(alarmEmail));
    return topic;
  }

  private createDashboard(props: MonitoringProps, figures: DashboardFigures): Dashboard {
    const functions = [...props.functions];
    const perFunction = (metricOf: (fn: IFunction) => IMetric) => functions.map(([, fn]) => metricOf(fn));
    const graph = (widgetTitle: string, left: IMetric[], right: IMetric[] = []) =>
      new GraphWidget({ title: widgetTitle, left, right, width: 8 });
    const dashboard = new Dashboard(this, 'Dashboard', { defaultInterval: Duration.hours(3) });
    dashboard.addWidgets(new AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 24 }));
    dashboard.addWidgets(
      ...figures.apiRates.map(({ name, api, rate }) =>
        graph(`${name} API: requests, 5xx rate (%)`, [api.metricCount({ period, statistic: Stats.SUM })], [rate]),
      ),
      graph(
        'API latency p95 (ms)',
        Object.values(props.apis).map((api) => api.metricLatency({ period, statistic: Stats.percentile(95) })),
      ),
    );
    dashboard.addWidgets(
      graph(
        'Function errors',
        perFunction((fn) => fn.metricErrors({ period, statistic: Stats.SUM })),
      ),
      graph(
        'Function throttles',
        perFunction((fn) => fn.metricThrottles({ period, statistic: Stats.SUM })),
      ),
      graph(
        'Function duration p95 (ms)',
        perFunction((fn) => fn.metricDuration({ period, statistic: Stats.percentile(95) })),
      ),
    );
    dashboard.addWidgets(
      graph('Analysis queue: oldest message (s), dead letters', [figures.oldestAnalysis], [figures.deadLetters]),
      graph('Import queue: oldest step (s), dead letters', [figures.oldestImportStep], [figures.importDeadLetters]),
      graph('Table stream: relay behind (ms), records given up', figures.iteratorAges, [figures.streamFailures]),
    );
    dashboard.addWidgets(
      // One graph each: both sums name their metrics by operation, and a graph needs distinct names.
      graph('Table: throttled requests', [figures.throttled]),
      graph('Table: system errors', [figures.systemErrors]),
    );
    dashboard.addWidgets(
      graph('Search answers by kind', [business('SearchAnswers', ['kind'])]),
      graph('Search refusals by reason', [business('SearchRefusals', ['reason'])]),
      graph('Invitations: sent, refused by the rate limit', [
        business('InvitationsSent', []),
        business('InvitationsRateLimited', []),
      ]),
    );
    dashboard.addWidgets(
      graph('Analysis outcomes', [business('AnalysisOutcomes', ['outcome'])]),
      graph('Analysis failures by code', [business('AnalysisFailures', ['code'])]),
      graph('Analysis duration p95 by type (ms)', [business('AnalysisDuration', ['type'], 'p95')]),
    );
    dashboard.addWidgets(graph('Catalogue records imported', [business('CatalogueRecordsImported', [])]));
    return dashboard;
  }
}

interface DashboardFigures {
  apiRates: { name: string; api: IHttpApi; rate: IMetric }[];
  deadLetters: IMetric;
  oldestAnalysis: IMetric;
  importDeadLetters: IMetric;
  oldestImportStep: IMetric;
  streamFailures: IMetric;
  iteratorAges: IMetric[];
  throttled: IMetric;
  systemErrors: IMetric;
}

/** Percent of the window's requests answered 5xx, zero below `minRequestsForRate` requests. */
const serverErrorRate = (api: IHttpApi): IMetric =>
  new MathExpression({
    expression: `IF(requests >= ${minRequestsForRate}, 100 * errors / requests, 0)`,
    usingMetrics: {
      errors: api.metricServerError({ period, statistic: Stats.SUM }),
      requests: api.metricCount({ period, statistic: Stats.SUM }),
    },
    label: '5xx rate (%)',
    period,
  });

/**
 * A business metric (shared/stores/observability/metrics.ts) with one line per value of its dimensions,
 * whatever values the service has emitted: a search, as the values are the service's to add.
 */
const business = (metricName: string, dimensions: string[], statistic = 'Sum'): IMetric =>
  new MathExpression({
    expression: `SEARCH('{${[functionSettings.metricsNamespace, 'service', ...dimensions].join(',')}} MetricName="${metricName}" service="${functionSettings.serviceName}"', '${statistic}', ${period.toSeconds()})`,
    usingMetrics: {},
    label: '',
    period,
  });
