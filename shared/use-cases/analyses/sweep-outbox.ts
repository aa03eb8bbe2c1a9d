import {
  failAbandonedClaim,
  failUnsentAnalysis,
  listAbandonedFinalClaims,
  listPendingOutbox,
} from '#shared/stores/analyses/analysis-repository.ts';
import { relayOutboxItem } from '#shared/stores/analyses/outbox.ts';
import { mayPassOnRetry } from '#shared/stores/aws/transient-errors.ts';
import { logger } from '#shared/stores/observability/logger.ts';
import { recordAnalysisOutcome } from '#shared/stores/observability/metrics.ts';
import type { AnalysisError } from '#shared/vocabulary/analyses/analysis.ts';
import type { OutboxItem } from '#shared/vocabulary/analyses/outbox-item.ts';

interface SweepSettings {
  /** Outbox items older than this are swept: the table stream has sent them or given them up. */
  staleAfterSeconds: number;
  /** An item an error that may pass still holds back after this long ends its analysis `failed`. */
  giveUpAfterSeconds: number;
}

export interface SweepOutcome {
  sent: number;
  /** Analyses ended `failed`: their message never sent, or their last delivery died. */
  failed: number;
  /** Kept for a later sweep: an error that may pass, on an item younger than `giveUpAfterSeconds`. */
  kept: number;
}

const page = 25;

/**
 * Sends the message of every outbox item older than `staleAfterSeconds` (docs/analyses.md,
 * Delivery): those whose stream record the relay never got through, given up by the stream after
 * its retries, or expired. The same relay as the stream's, so an item sent twice (the stream got
 * through after all) is claimed once by the consumer. An item whose send fails the same way every
 * time, or has failed for `giveUpAfterSeconds`, ends its analysis `failed` with the reason: no
 * analysis stays `queued` for ever. Then it ends `failed` (`attempts_exhausted`) each analysis
 * whose message's last delivery claimed it and died: no delivery follows, so no analysis stays
 * `running` for ever either. Stops when `hasTime` says the invocation is running out; the next
 * sweep goes on.
 */
export const sweepOutbox = async (
  settings: SweepSettings,
  hasTime: () => boolean,
  now = new Date(),
): Promise<SweepOutcome> => {
  const outcome: SweepOutcome = { sent: 0, failed: 0, kept: 0 };
  const staleBefore = new Date(now.getTime() - settings.staleAfterSeconds * 1000).toISOString();
  let after: OutboxItem | undefined;
  while (hasTime()) {
    const items = await listPendingOutbox(page, after);
    const stale = items.filter((item) => item.createdAt < staleBefore);
    for (const item of stale) outcome[await sweepItem(item, settings, now)] += 1;
    if (stale.length < page) break;
    after = stale.at(-1);
  }
  outcome.failed += await endAbandonedClaims(hasTime, now);
  if (outcome.sent + outcome.failed + outcome.kept > 0) logger.info('outbox swept', { ...outcome });
  return outcome;
};

const abandoned: AnalysisError = {
  code: 'attempts_exhausted',
  message: 'The analysis stopped its consumer (out of time or memory) on each of its attempts',
};

/** Ends every analysis whose final claim's lease ran out: its last delivery died without finishing it. */
const endAbandonedClaims = async (hasTime: () => boolean, now: Date): Promise<number> => {
  let ended = 0;
  while (hasTime()) {
    const claims = await listAbandonedFinalClaims(page, now);
    const endedBefore = ended;
    for (const claim of claims) {
      if (!(await failAbandonedClaim(claim, abandoned, now))) continue;
      ended += 1;
      recordAnalysisOutcome('failed', abandoned.code);
      logger.error('analysis abandoned by its last delivery; analysis failed', { analysisId: claim.analysisId });
    }
    // A page none of which could be ended (each moved on meanwhile) would come back the same.
    if (claims.length < page || ended === endedBefore) break;
  }
  return ended;
};

const sweepItem = async (item: OutboxItem, settings: SweepSettings, now: Date): Promise<keyof SweepOutcome> => {
  try {
    await relayOutboxItem(item);
    return 'sent';
  } catch (error) {
    const pendingSeconds = (now.getTime() - Date.parse(item.createdAt)) / 1000;
    const failure = unsentFailure(error, pendingSeconds, settings);
    if (!failure) {
      logger.warn('analysis message not sent; the next sweep tries again', { analysisId: item.analysisId, error });
      return 'kept';
    }
    if (await failUnsentAnalysis(item, failure, now)) recordAnalysisOutcome('failed', failure.code);
    logger.error('analysis message never sent; analysis failed', {
      analysisId: item.analysisId,
      code: failure.code,
      error,
    });
    return 'failed';
  }
};

/** Why the analysis ends `failed` now, or undefined while a later sweep may still send its message. */
const unsentFailure = (error: unknown, pendingSeconds: number, settings: SweepSettings): AnalysisError | undefined => {
  if (!mayPassOnRetry(error))
    return { code: 'internal_error', message: 'The analysis could not be handed to the analyser' };
  if (pendingSeconds >= settings.giveUpAfterSeconds)
    return {
      code: 'attempts_exhausted',
      message: `The analysis could not be handed to the analyser within ${settings.giveUpAfterSeconds} s`,
    };
  return undefined;
};
