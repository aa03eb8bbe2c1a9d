import { STATUS_CODES } from 'node:http';
import { mayPassOnRetry } from '#shared/stores/aws/transient-errors.ts';
import { WriterLeaseBusyError } from '#shared/stores/catalogue/writer-lease.ts';
import { JobFileChanged, jobFileSource } from '#shared/stores/imports/import-job-file.ts';
import {
  beginImportStep,
  finishImportJob,
  recordImportProgress,
} from '#shared/stores/imports/import-job-repository.ts';
import { queueImportStep } from '#shared/stores/imports/import-queue.ts';
import { logger } from '#shared/stores/observability/logger.ts';
import { importFromSource } from '#shared/use-cases/import/import.ts';
import { ImportStepError } from '#shared/use-cases/import/import-step.ts';
import type { FileOutline } from '#shared/vocabulary/catalogue-format/catalogue-source.ts';
import { NotJsonText } from '#shared/vocabulary/catalogue-format/json-stream.ts';
import { isUuid } from '#shared/vocabulary/formats/formats.ts';
import { type ImportJob, importDelivery, importJobLimits } from '#shared/vocabulary/imports/import-job.ts';

/** The organization the file names, for the job's progress: a uuid, as the job's view types it, or none. */
const organizationIdOf = (envelope: unknown): string | undefined => {
  const id = (envelope as { organization?: { id?: unknown } } | null)?.organization?.id;
  return typeof id === 'string' && isUuid(id) ? id.toLowerCase() : undefined;
};

/** Writes the progress at most every 2 s. */
const progressOf = (jobId: string) => {
  let writtenAt = 0;
  return (_phase: 'records', done: number, total: number) => {
    if (Date.now() - writtenAt < 2000) return;
    writtenAt = Date.now();
    void recordImportProgress(jobId, { total, written: done }, new Date().toISOString()).catch((error: unknown) =>
      logger.warn('import progress not recorded', { jobId, error }),
    );
  };
};

/** The file's outline (a pass that parses no record), or the job failed when the bytes are no JSON text. */
const outlineOf = async (jobId: string, read: () => Promise<FileOutline>): Promise<FileOutline | undefined> => {
  try {
    return await read();
  } catch (error) {
    // A file that could not be read (S3 failing) is no problem of the file: the queue delivers the step again.
    if (!(error instanceof NotJsonText)) throw error;
    const problem = { field: '', rule: 'json' as const, message: error.message };
    await finishImportJob(jobId, { state: 'failed', problems: [problem] }, new Date().toISOString());
    return undefined;
  }
};

/** One delivery of a step's message: when its invocation ends, and how many times the queue has delivered it. */
interface StepDelivery {
  deadline: number;
  /** 1 on the first delivery (SQS's `ApproximateReceiveCount`). */
  receiveCount: number;
}

const failJob = async (jobId: string, failure: string) => {
  await finishImportJob(jobId, { state: 'failed', failure }, new Date().toISOString());
  logger.error('import job failed', { jobId, failure });
};

/** Why the job is given up before its step runs: too many steps, or a last attempt that died without an answer. */
const givenUp = (job: ImportJob, { receiveCount }: StepDelivery): string | undefined => {
  if (job.steps > importJobLimits.maxSteps) return `too_many_steps: gave up after ${importJobLimits.maxSteps} steps`;
  if (receiveCount > importDelivery.stepAttempts)
    return `attempts_exhausted: the step died on each of its ${importDelivery.stepAttempts} attempts, without an answer (a crash or a timeout)`;
  return undefined;
};

/** The error under the import's naming of its step. */
const causeOf = (error: unknown): unknown => (error instanceof ImportStepError ? error.cause : error);

/** Whether another delivery of the step may pass: AWS busy or unreachable, or another import holding the organization. */
const mayPass = (error: unknown): boolean =>
  mayPassOnRetry(causeOf(error)) || causeOf(error) instanceof WriterLeaseBusyError;

/**
 * A failure in words: the step, the HTTP status a service answered (its message may be the SDK's
 * failure to read an answer that was no XML), and the cause.
 */
const reasonOf = (error: unknown): string => {
  const cause = causeOf(error);
  const status = (cause as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;
  const where = error instanceof ImportStepError ? `failed while ${error.step}` : 'failed';
  const answered = status ? `HTTP ${status} ${STATUS_CODES[status] ?? ''}, ` : '';
  const what = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
  return `${where}: ${answered}${what}`.replace(/\s+/g, ' ');
};

/**
 * A step that failed: delivered again (thrown) when another attempt may pass and one is left;
 * else the job ends `failed`, with the reason, at once.
 */
const failedStep = async (jobId: string, delivery: StepDelivery, error: unknown): Promise<void> => {
  if (error instanceof JobFileChanged) return failJob(jobId, `file_changed: ${error.message}`);
  if (!mayPass(error)) return failJob(jobId, `step_failed: ${reasonOf(error)}`);
  if (delivery.receiveCount < importDelivery.stepAttempts) {
    logger.warn('import step failed; the queue delivers it again', { jobId, error });
    throw error;
  }
  return failJob(
    jobId,
    `attempts_exhausted: the step failed on each of its ${importDelivery.stepAttempts} attempts; the last: ${reasonOf(error)}`,
  );
};

/** What the first pass learnt of the file: its digest, the version it read, its organization and record count. */
const recordOutline = (job: ImportJob, outline: FileOutline, fileEtag: string | undefined) => {
  const organizationId = organizationIdOf(outline.envelope);
  return recordImportProgress(
    job.id,
    {
      fileSha256: outline.fileHash,
      ...(job.fileEtag === undefined && fileEtag !== undefined && { fileEtag }),
      ...(organizationId && { organizationId }),
      total: outline.recordCount,
      written: job.records.written,
    },
    new Date().toISOString(),
  );
};

/** The import of the job's file from where it stands, every pass reading the version the job's first pass read. */
const importJobFile = async (job: ImportJob, deadline: number): Promise<void> => {
  const source = jobFileSource(job.id, job.fileEtag);
  const outline = await outlineOf(job.id, () => source.outline());
  if (!outline) return;
  await recordOutline(job, outline, source.etag());
  const outcome = await importFromSource(source, outline, {
    byBackOfficeUserId: job.createdBy,
    onProgress: progressOf(job.id),
    shouldPause: () => Date.now() > deadline - importDelivery.pauseMarginMs,
    maxErrors: importJobLimits.maxListedProblems,
  });
  if ('paused' in outcome) {
    logger.info('import step paused', { jobId: job.id, step: job.steps });
    await queueImportStep(job.id);
    return;
  }
  const end = outcome.ok
    ? ({ state: 'succeeded', records: outcome.records } as const)
    : ({ state: 'failed', problems: outcome.errors, problemCount: outcome.errorCount } as const);
  await finishImportJob(job.id, end, new Date().toISOString());
  logger.info('import job finished', { jobId: job.id, state: end.state });
};

/**
 * One step of an import job (docs/import-jobs.md): the import of the job's file, read from the
 * bucket in passes and written a chunk at a time, until it ends or the step's time nears its end.
 * A step that pauses sends the next one, which takes the same file up at the chunk where it
 * stopped (the import's journal keeps it). Every job ends ("Every job ends"): a step that fails in
 * a way no retry can fix ends it `failed` at once; one that may pass is thrown, for the queue to
 * deliver again, until its last attempt, which ends the job `failed` (`attempts_exhausted`).
 */
export const runImportStep = async (jobId: string, delivery: StepDelivery): Promise<void> => {
  const job = await beginImportStep(jobId, new Date().toISOString());
  if (!job) return;
  const reason = givenUp(job, delivery);
  if (reason) return failJob(jobId, reason);
  try {
    await importJobFile(job, delivery.deadline);
  } catch (error) {
    await failedStep(jobId, delivery, error);
  }
};
