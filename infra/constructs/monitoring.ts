import { Duration, Stack } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  type Dashboard,
  type IMetric,
  MathExpression,
  Metric,
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
import { analysisDelivery } from '#shared/vocabulary/analyses/delivery.ts';
import { importDelivery } from '#shared/vocabulary/imports/import-job.ts';
import { AlarmPager } from './alarm-pager.ts';
import { type DashboardFigures, monitoringDashboard, monitoringPeriod } from './monitoring-dashboard.ts';

/** A function, and its timeout: what its duration is measured against. */
type WatchedFunction = IFunction & { readonly timeout?: Duration };

interface MonitoringProps {
  apis: Readonly<Record<ApiName, IHttpApi>>;
  /** By operationId or consumer name, as the API stack holds them. */
  functions: ReadonlyMap<string, WatchedFunction>;
  table: ITable;
  analysisQueue: IQueue;
  deadLetterQueue: IQueue;
  importQueue: IQueue;
  /** Import steps that failed every delivery: a job that stopped in the middle (docs/import-jobs.md). */
  importDeadLetterQueue: IQueue;
  /** The table stream's consumers, by name: how far behind each reads its stream. */
  streamConsumers: ReadonlyMap<string, WatchedFunction>;
  /** The records the stream's event source gave up (docs/analyses.md, Delivery). */
  streamFailures: IQueue;
  /** Where the alarm topic e-mails (CDK context `alarmEmail`). */
  alarmEmail: string;
  /** The account's concurrent executions quota in the region (CDK context `accountConcurrency`). */
  accountConcurrency: number;
}

const period = monitoringPeriod;

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

/** The thresholds of the alarms (docs/monitoring.md, Alarms, says why each). */
const alarmThresholds = {
  /** Below this many requests in a window, a 5xx rate says more about chance than about the service. */
  minRequestsForRate: 10,
  /** Percent of a window's requests answered 5xx. */
  serverErrorRatePercent: 5,
  /** An API's p99 latency, three windows running: 7 times the slowest operation's p95 on Lambda (README.md). */
  apiLatencyP99Ms: 5000,
  /** A function's p99 duration as a share of its timeout, three windows running: 1 % of its calls nearly time out. */
  durationShareOfTimeout: 0.8,
  /** The account's concurrent executions as a share of its quota: past it, a burst is refused. */
  accountConcurrencyShare: 0.8,
  /** SES reviews an account at a 5 % bounce rate and may pause its sending at 10 %. */
  sesBounceRate: 0.05,
  /** SES reviews an account at a 0.1 % complaint rate and may pause its sending at 0.5 %. */
  sesComplaintRate: 0.001,
  /** A queued analysis is taken within seconds; older than two redelivery cycles, users are left waiting. */
  oldestAnalysisSeconds: 2 * analysisDelivery.visibilityTimeoutSeconds,
  /** An import step waits for one of the worker's few invocations; longer than two redelivery cycles, jobs are stuck. */
  oldestImportStepSeconds: 2 * importDelivery.visibilityTimeoutSeconds,
  /** A stream record reaches its consumer within a second; a minute behind, the consumer fails or lags. */
  streamIteratorAgeMs: 60_000,
} as const;

/** Windows in a row a slow figure must stay above its threshold: a passing spike is no page. */
const sustainedWindows = 3;

/**
 * What operators are told about, and what they look at (docs/monitoring.md): alarms on the figures
 * that mean a person must act, none of which e-mails on its own; one composite alarm, in ALARM
 * while any of them is, e-mails the alarm topic when it fires and when it clears; one dashboard
 * shows every alarm and the figures beside the service's own business metrics.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];
  readonly pager: AlarmPager;
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = this.createTopic(props.alarmEmail);
    const apiRates = this.watchApis(props);
    this.watchFunctions(props);
    const account = this.watchAccount(props);
    const delivery = this.watchDelivery(props);
    const table = this.watchTable(props);

    this.pager = new AlarmPager(this, 'Pager', this.alarms, 'An alarm of the service is in ALARM: see the dashboard');
    const action = new SnsAction(this.topic);
    this.pager.root.addAlarmAction(action);
    // The all-clear once every alarm has cleared, so that nobody chases what has passed.
    this.pager.root.addOkAction(action);

    const figures: DashboardFigures = { apiRates, ...account, ...delivery, ...table };
    this.dashboard = monitoringDashboard(this, 'Dashboard', {
      ...props,
      alarms: this.alarms,
      pager: this.pager,
      figures,
    });
  }

  /** Per API: the share of callers answered 5xx, and a latency that stays high. */
  private watchApis(props: MonitoringProps) {
    const { serverErrorRatePercent, apiLatencyP99Ms } = alarmThresholds;
    return Object.entries(props.apis).map(([name, api]) => {
      const rate = serverErrorRate(api);
      this.alarm(
        `${name}Api5xxRate`,
        rate,
        serverErrorRatePercent,
        `More than ${serverErrorRatePercent}% of the ${name} API's requests answered 5xx`,
      );
      const latency = api.metricLatency({ period, statistic: Stats.percentile(99) });
      this.alarm(
        `${name}ApiLatency`,
        latency,
        apiLatencyP99Ms,
        `The ${name} API's p99 latency stayed over ${apiLatencyP99Ms} ms for ${sustainedWindows * 5} minutes`,
        sustainedWindows,
      );
      return { name, api, rate };
    });
  }

  /**
   * Handlers turn their own failures into responses or batch reports, so a function error is a
   * crash, a timeout or running out of memory; a p99 duration near the timeout comes before them.
   */
  private watchFunctions(props: MonitoringProps) {
    const share = alarmThresholds.durationShareOfTimeout;
    for (const [name, fn] of props.functions) {
      this.alarm(
        `${name}Errors`,
        fn.metricErrors({ period, statistic: Stats.SUM }),
        1,
        `${name} failed (crash, timeout or out of memory)`,
      );
      const timeoutMs = (fn.timeout ?? Duration.seconds(3)).toMilliseconds();
      const duration = fn.metricDuration({ period, statistic: Stats.percentile(99) });
      this.alarm(
        `${name}NearTimeout`,
        duration,
        share * timeoutMs,
        `${name}'s p99 duration stayed over ${share * 100}% of its ${timeoutMs / 1000} s timeout`,
        sustainedWindows,
      );
    }
  }

  /**
   * Lambda's account-wide figures in the region: executions near the quota, and any invocation
   * refused (by the quota, or by a function's reserved concurrency), whichever function it was.
   */
  private watchAccount({ accountConcurrency }: MonitoringProps) {
    const { accountConcurrencyShare, sesBounceRate, sesComplaintRate } = alarmThresholds;
    const concurrency = accountMetric('AWS/Lambda', 'ConcurrentExecutions', Stats.MAXIMUM);
    const concurrencyLimit = Math.floor(accountConcurrencyShare * accountConcurrency);
    this.alarm(
      'AccountConcurrency',
      concurrency,
      concurrencyLimit,
      `Lambda ran ${concurrencyLimit} or more executions at once, of the account's ${accountConcurrency}`,
    );
    const throttles = accountMetric('AWS/Lambda', 'Throttles', Stats.SUM);
    this.alarm(
      'AccountThrottles',
      throttles,
      1,
      'Lambda refused invocations: the account or a reserved concurrency is exhausted',
    );
    // SES pauses an account's sending past these rates: invitations and the user pools' e-mails stop.
    const bounces = this.sesRateAlarm('SesBounceRate', 'Reputation.BounceRate', 'bounce', sesBounceRate, 0.1);
    const complaints = this.sesRateAlarm(
      'SesComplaintRate',
      'Reputation.ComplaintRate',
      'complaint',
      sesComplaintRate,
      0.005,
    );
    return { concurrency, throttles, bounces, complaints };
  }

  /**
   * The queues and the table stream that carry analyses and import steps: a message that failed
   * every delivery, a record the stream gave up, and work left waiting too long.
   */
  private watchDelivery(props: MonitoringProps) {
    const { oldestAnalysisSeconds, oldestImportStepSeconds, streamIteratorAgeMs } = alarmThresholds;
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
      this.alarm(
        `${name}IteratorAge`,
        age,
        streamIteratorAgeMs,
        `${name} reads the table stream more than ${streamIteratorAgeMs / 1000} s behind`,
      );
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

  /** The table's throttled requests and DynamoDB's own faults, over the operations the service calls. */
  private watchTable({ table }: MonitoringProps) {
    // On-demand capacity still throttles a hot partition or past the table's limits; the callers get 429s.
    const throttled = table.metricThrottledRequestsForOperations({ operations: tableOperations, period });
    this.alarm('TableThrottledRequests', throttled, 1, 'DynamoDB throttled requests to the table');
    // DynamoDB's own faults (500s); the SDK retries them, so any that show are worth a look.
    const systemErrors = table.metricSystemErrorsForOperations({ operations: tableOperations, period });
    this.alarm('TableSystemErrors', systemErrors, 1, 'DynamoDB answered requests to the table with its own errors');
    return { throttled, systemErrors };
  }

  /**
   * At or above the threshold in `windows` windows running; no data (no traffic) is not an
   * incident. No action of its own: the pager tells.
   */
  private alarm(id: string, metric: IMetric, threshold: number, description: string, windows = 1) {
    this.alarms.push(
      new Alarm(this, id, {
        metric,
        threshold,
        evaluationPeriods: windows,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      }),
    );
  }

  /** An alarm on one of SES's reputation rates of the account (fractions), below the rate at which SES pauses sending; answers the metric. */
  private sesRateAlarm(id: string, metricName: string, name: string, threshold: number, pausedAt: number) {
    const rate = accountMetric('AWS/SES', metricName, Stats.MAXIMUM);
    this.alarm(
      id,
      rate,
      threshold,
      `SES's ${name} rate reached ${threshold * 100}%: past ${pausedAt * 100}% SES pauses sending`,
    );
    return rate;
  }

  /** An alarm on any message in a dead-letter queue; answers the metric, for the dashboard. */
  private deadLetterAlarm(id: string, queue: IQueue, description: string) {
    const messages = queue.metricApproximateNumberOfMessagesVisible({ period, statistic: Stats.MAXIMUM });
    this.alarm(id, messages, 1, description);
    return messages;
  }

  /**
   * Encrypted with a key of our own: the AWS-managed SNS key does not let CloudWatch publish. The
   * topic refuses requests without TLS.
   */
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
}

/** A metric of the whole account in the region: no dimension. */
const accountMetric = (namespace: string, metricName: string, statistic: string) =>
  new Metric({ namespace, metricName, statistic, period });

/** Percent of the window's requests answered 5xx, zero below `minRequestsForRate` requests. */
const serverErrorRate = (api: IHttpApi): IMetric =>
  new MathExpression({
    expression: `IF(requests >= ${alarmThresholds.minRequestsForRate}, 100 * errors / requests, 0)`,
    usingMetrics: {
      errors: api.metricServerError({ period, statistic: Stats.SUM }),
      requests: api.metricCount({ period, statistic: Stats.SUM }),
    },
    label: '5xx rate (%)',
    period,
  });
