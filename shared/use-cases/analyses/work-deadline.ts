import { AnalysisFailure } from '#shared/vocabulary/analyses/analysis.ts';
import { analysisBounds } from '#shared/vocabulary/analyses/bounds.ts';

/**
 * When the work of one analysis must have ended (epoch milliseconds): `workSeconds` after its
 * claim, and never later than the invocation's end less the time kept for writing the outcome.
 * One analysis per invocation (batch size 1, docs/analyses.md, Bounds) has the whole share.
 */
export const workDeadlineOf = (claimedAt: number, invocationDeadline: number): number =>
  Math.min(
    claimedAt + analysisBounds.workSeconds * 1000,
    invocationDeadline - analysisBounds.finishReserveSeconds * 1000,
  );

/** Checked between the steps of the work: past the deadline, the analysis ends `file_too_complex`. */
export const checkDeadline = (deadline: number, step: string): void => {
  if (Date.now() > deadline)
    throw new AnalysisFailure(
      'file_too_complex',
      `The analysis did not finish within its time (${analysisBounds.workSeconds} s at most), at ${step}`,
    );
};

/** A file past one of the bounds of `analysisBounds`. */
export const tooComplex = (what: string): AnalysisFailure =>
  new AnalysisFailure('file_too_complex', `The file is too complex to analyse: ${what}`);
