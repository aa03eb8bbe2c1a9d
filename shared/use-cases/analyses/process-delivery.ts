import {
  claimAnalysis,
  completeAnalysis,
  findAnalysis,
  releaseClaim,
} from '#shared/stores/analyses/analysis-repository.ts';
import { type AnalysisMessage, analysisMessageSchema } from '#shared/stores/analyses/outbox.ts';
import { discardResult, storeResult } from '#shared/stores/analyses/result-store.ts';
import { mayPassOnRetry } from '#shared/stores/aws/transient-errors.ts';
import { logger } from '#shared/stores/observability/logger.ts';
import { recordAnalysisDuration, recordAnalysisOutcome } from '#shared/stores/observability/metrics.ts';
import { type Analysis, type AnalysisError, AnalysisFailure } from '#shared/vocabulary/analyses/analysis.ts';
import type { ReportAnalyser } from './analyser.ts';
import { runAnalysis } from './run-analysis.ts';
import { workDeadlineOf } from './work-deadline.ts';

/** One delivery of a queue message, as the consumer sees it. */
interface Delivery {
  body: string;
  /** 1 on the first delivery; the queue moves the message to its dead-letter queue after the last. */
  receiveCount: number;
  /** When the invocation handling it ends at the latest (epoch milliseconds): the claim's lease. */
  deadline: number;
}

interface ConsumerSettings {
  analyser: ReportAnalyser;
  maxReceiveCount: number;
}

/** A message that no delivery can ever process; it ends in the dead-letter queue for a person to look at. */
class PoisonMessage extends Error {}

const parseMessage = (body: string): AnalysisMessage => {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new PoisonMessage('The message body is not JSON');
  }
  const parsed = analysisMessageSchema.safeParse(json);
  if (!parsed.success) throw new PoisonMessage(`The message is not an analysis message: ${parsed.error.message}`);
  return parsed.data;
};

type DeliveryOutcome = 'succeeded' | 'failed' | 'skipped';

/**
 * Runs the analysis a message names, at most once whatever the number of deliveries: the claim
 * (`queued` → `running`) succeeds for one delivery only; others find the analysis running under a
 * live claim, finished, or gone, and are done. A failure another attempt cannot fix ends the
 * analysis `failed` at once; an error that may pass (throttling, a service fault, the network) is
 * thrown so that the message is delivered again, and on the last delivery the analysis is ended
 * `failed` before the message goes to the dead-letter queue.
 */
export const processDelivery = async (
  delivery: Delivery,
  settings: ConsumerSettings,
  now = new Date(),
): Promise<DeliveryOutcome> => {
  const message = parseMessage(delivery.body);
  const analysis = await claimAnalysis(
    message.organizationId,
    message.analysisId,
    now,
    delivery.deadline,
    delivery.receiveCount >= settings.maxReceiveCount,
  );
  if (!analysis) {
    const current = await findAnalysis(message.organizationId, message.analysisId);
    logger.info(
      current
        ? 'analysis already claimed or finished; delivery acknowledged'
        : 'analysis not found; delivery acknowledged',
      {
        analysisId: message.analysisId,
        status: current?.status,
      },
    );
    recordAnalysisOutcome('skipped');
    return 'skipped';
  }
  const startedAt = performance.now();
  const ran = () => recordAnalysisDuration(analysis.type, performance.now() - startedAt);
  try {
    await runAndComplete(analysis, settings, workDeadlineOf(now.getTime(), delivery.deadline));
    ran();
    logger.info('analysis succeeded', {
      analysisId: analysis.id,
      type: analysis.type,
      analyser: settings.analyser.name,
    });
    recordAnalysisOutcome('succeeded');
    return 'succeeded';
  } catch (error) {
    ran();
    const failure = finalFailure(error, delivery, settings);
    if (!failure) {
      await releaseClaim(analysis);
      recordAnalysisOutcome('retried');
      throw error;
    }
    await completeAnalysis(analysis, { status: 'failed', error: failure }, new Date());
    // An internal error is ours to look at; the others are about the subject or the weather.
    logger[failure.code === 'internal_error' ? 'error' : 'info']('analysis failed', {
      analysisId: analysis.id,
      code: failure.code,
      error,
    });
    recordAnalysisOutcome('failed', failure.code);
    if (failure.code === 'attempts_exhausted') throw error;
    return 'failed';
  }
};

const runAndComplete = async (analysis: Analysis, settings: ConsumerSettings, deadline: number): Promise<void> => {
  const stored = await storeResult(analysis, await runAnalysis(analysis, settings.analyser, deadline));
  if (!(await completeAnalysis(analysis, { status: 'succeeded', ...stored }, new Date()))) await discardResult(stored);
};

/** The reason the analysis ends `failed` now, or undefined when the message should be delivered again. */
const finalFailure = (error: unknown, delivery: Delivery, settings: ConsumerSettings): AnalysisError | undefined => {
  if (error instanceof AnalysisFailure) return { code: error.code, message: error.message };
  if (!mayPassOnRetry(error))
    return { code: 'internal_error', message: 'The analysis met an error that another attempt cannot fix' };
  if (delivery.receiveCount >= settings.maxReceiveCount) {
    return {
      code: 'attempts_exhausted',
      message: `The analysis failed on each of its ${settings.maxReceiveCount} attempts`,
    };
  }
  return undefined;
};
