import { Duration } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  type Alarm,
  AlarmStatusWidget,
  Dashboard,
  GraphWidget,
  type IMetric,
  type IWidget,
  MathExpression,
  Stats,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import type { ApiName } from '#functions/operations.ts';
import { functionSettings } from '#infra/function-settings.ts';
import { type AlarmPager, chunksOf } from './alarm-pager.ts';

/** Every alarm and graph looks at five-minute windows: the finest CloudWatch bills standard metrics at. */
export const monitoringPeriod = Duration.minutes(5);
const period = monitoringPeriod;

/**
 * CloudWatch's limits on a dashboard (an alarm status widget shows 100 alarms, a graph 500
 * metrics, a dashboard 500 widgets), and ours within them: a graph of one line per function shows
 * at most 50, which a person can still tell apart.
 */
const dashboardLimits = {
  alarmsPerWidget: 100,
  metricsPerGraph: 500,
  widgets: 500,
  linesPerFunctionGraph: 50,
} as const;

export interface DashboardFigures {
  apiRates: { name: string; api: IHttpApi; rate: IMetric }[];
  concurrency: IMetric;
  throttles: IMetric;
  bounces: IMetric;
  complaints: IMetric;
  deadLetters: IMetric;
  oldestAnalysis: IMetric;
  importDeadLetters: IMetric;
  oldestImportStep: IMetric;
  streamFailures: IMetric;
  iteratorAges: IMetric[];
  throttled: IMetric;
  systemErrors: IMetric;
}

interface DashboardProps {
  apis: Readonly<Record<ApiName, IHttpApi>>;
  functions: ReadonlyMap<string, IFunction>;
  alarms: readonly Alarm[];
  pager: AlarmPager;
  figures: DashboardFigures;
}

const graph = (title: string, left: IMetric[], right: IMetric[] = []) =>
  new GraphWidget({ title, left, right, width: 8 });

/**
 * One dashboard (docs/monitoring.md, Dashboard): the pager and every alarm's state, then the
 * figures they watch, then the business metrics. Alarms and per-function lines are split over as
 * many widgets as CloudWatch's limits ask, so functions can be added without a failing deploy.
 */
export const monitoringDashboard = (scope: Construct, id: string, props: DashboardProps): Dashboard => {
  const dashboard = new Dashboard(scope, id, { defaultInterval: Duration.hours(3) });
  for (const row of [
    alarmRow(props),
    apiRow(props),
    ...functionRows(props),
    accountRow(props.figures),
    deliveryRow(props.figures),
    businessRow(),
    analysisRow(),
  ])
    dashboard.addWidgets(...row);
  return dashboard;
};

const alarmRow = ({ alarms, pager }: DashboardProps): IWidget[] => {
  const groups = chunksOf(alarms, dashboardLimits.alarmsPerWidget);
  return [
    new AlarmStatusWidget({ title: 'Pager (e-mails the alarm topic)', alarms: [pager.root], width: 24, height: 2 }),
    ...groups.map(
      (group, index) =>
        new AlarmStatusWidget({
          title: groups.length > 1 ? `Alarms (${index + 1} of ${groups.length})` : 'Alarms',
          alarms: group,
          width: 24,
        }),
    ),
  ];
};

const apiRow = ({ apis, figures }: DashboardProps): IWidget[] => [
  ...figures.apiRates.map(({ name, api, rate }) =>
    graph(`${name} API: requests, 5xx rate (%)`, [api.metricCount({ period, statistic: Stats.SUM })], [rate]),
  ),
  graph(
    'API latency p99 (ms)',
    Object.values(apis).map((api) => api.metricLatency({ period, statistic: Stats.percentile(99) })),
  ),
];

/** Errors, throttles and p99 duration per function, a graph for each group of functions. */
const functionRows = ({ functions }: DashboardProps): IWidget[][] => {
  const groups = chunksOf([...functions.values()], dashboardLimits.linesPerFunctionGraph);
  const part = (index: number) => (groups.length > 1 ? ` (${index + 1} of ${groups.length})` : '');
  return groups.map((group, index) => [
    graph(
      `Function errors${part(index)}`,
      group.map((fn) => fn.metricErrors({ period, statistic: Stats.SUM })),
    ),
    graph(
      `Function throttles${part(index)}`,
      group.map((fn) => fn.metricThrottles({ period, statistic: Stats.SUM })),
    ),
    graph(
      `Function duration p99 (ms)${part(index)}`,
      group.map((fn) => fn.metricDuration({ period, statistic: Stats.percentile(99) })),
    ),
  ]);
};

const accountRow = (figures: DashboardFigures): IWidget[] => [
  graph('Lambda in the account: concurrent executions, throttles', [figures.concurrency], [figures.throttles]),
  graph('SES reputation: bounce rate, complaint rate', [figures.bounces], [figures.complaints]),
  // One graph each: both sums name their metrics by operation, and a graph needs distinct names.
  graph('Table: throttled requests', [figures.throttled]),
  graph('Table: system errors', [figures.systemErrors]),
];

const deliveryRow = (figures: DashboardFigures): IWidget[] => [
  graph('Analysis queue: oldest message (s), dead letters', [figures.oldestAnalysis], [figures.deadLetters]),
  graph('Import queue: oldest step (s), dead letters', [figures.oldestImportStep], [figures.importDeadLetters]),
  graph('Table stream: relay behind (ms), records given up', figures.iteratorAges, [figures.streamFailures]),
];

const businessRow = (): IWidget[] => [
  graph('Search answers by kind', [business('SearchAnswers', ['kind'])]),
  graph('Search refusals by reason', [business('SearchRefusals', ['reason'])]),
  graph('Invitations: sent, refused by the rate limit', [
    business('InvitationsSent', []),
    business('InvitationsRateLimited', []),
  ]),
];

const analysisRow = (): IWidget[] => [
  graph('Analysis outcomes', [business('AnalysisOutcomes', ['outcome'])]),
  graph('Analysis failures by code', [business('AnalysisFailures', ['code'])]),
  graph('Analysis duration p95 by type (ms)', [business('AnalysisDuration', ['type'], 'p95')]),
  graph('Catalogue records imported', [business('CatalogueRecordsImported', [])]),
];

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
