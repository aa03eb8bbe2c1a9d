import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { MetricUnit as Unit } from '@aws-lambda-powertools/metrics/types';
import { once } from '#shared/vocabulary/once.ts';
import { serviceName } from './service-name.ts';

/**
 * The business figures AWS cannot know (docs/monitoring.md); latency and errors per function come
 * from Lambda and API Gateway themselves. Embedded metric format: each figure is a JSON line on
 * stdout, which CloudWatch turns into a metric when it reads a function's log.
 *
 * Only where a namespace is set, which the CDK stacks do on every function: elsewhere (the local
 * stack, the scripts, the tests) no log becomes a metric, and the lines would only fill the console.
 */
const namespace = process.env.POWERTOOLS_METRICS_NAMESPACE;
/**
 * Made at the first figure rather than when the function starts: it builds its own `Console`
 * over stdout and stderr (~2.5 ms of a cold start, docs/cold-start.md).
 */
const metrics = once(() => (namespace ? new Metrics({ namespace, serviceName }) : undefined));

/**
 * Each figure is its own EMF document, written when it happens: one flush shares one set of
 * dimensions, and a request or a batch records figures of different dimensions (an answer's kind
 * and a refusal's reason; outcomes of records processed side by side). Dimensions stay few-valued:
 * never an organization, a user or a record.
 */
const emit = (name: string, unit: Unit, value: number, dimensions: Record<string, string> = {}) => {
  const single = metrics()?.singleMetric();
  if (!single) return;
  for (const [dimension, dimensionValue] of Object.entries(dimensions)) single.addDimension(dimension, dimensionValue);
  single.addMetric(name, unit, value);
};

/** `querySearchRSV1`: one answer, by kind, and for a refused question the reason. */
export const recordSearchAnswer = (answer: { kind: string; reason?: string }) => {
  emit('SearchAnswers', MetricUnit.Count, 1, { kind: answer.kind });
  if (answer.reason) emit('SearchRefusals', MetricUnit.Count, 1, { reason: answer.reason });
};

/**
 * The analysis consumer, per delivery: `succeeded` and `failed` end the analysis, `retried` leaves
 * the message to be delivered again, `skipped` finds it already claimed, finished or gone.
 */
type AnalysisOutcome = 'succeeded' | 'failed' | 'retried' | 'skipped';

export const recordAnalysisOutcome = (outcome: AnalysisOutcome, failureCode?: string) => {
  emit('AnalysisOutcomes', MetricUnit.Count, 1, { outcome });
  if (failureCode) emit('AnalysisFailures', MetricUnit.Count, 1, { code: failureCode });
};

/** How long one run of an analysis took, from its claim to its end, whatever the outcome. */
export const recordAnalysisDuration = (type: string, milliseconds: number) =>
  emit('AnalysisDuration', MetricUnit.Milliseconds, milliseconds, { type });

/** `resendInvitationBOV1`: an invitation e-mail went out. */
export const recordInvitationSent = () => emit('InvitationsSent', MetricUnit.Count, 1);

/** `resendInvitationBOV1`: a send refused because the user's invitation was sent too recently or too often. */
export const recordInvitationRateLimited = () => emit('InvitationsRateLimited', MetricUnit.Count, 1);

/** The catalogue import: the records of one accepted file, all written. */
export const recordCatalogueRecordsImported = (records: number) =>
  emit('CatalogueRecordsImported', MetricUnit.Count, records);
