import { jobFileSource } from '#shared/stores/imports/import-job-file.ts';
import {
  beginImportStep,
  finishImportJob,
  recordImportProgress,
} from '#shared/stores/imports/import-job-repository.ts';
import { queueImportStep } from '#shared/stores/imports/import-queue.ts';
import { logger } from '#shared/stores/observability/logger.ts';
import { importFromSource } from '#shared/use-cases/import/import.ts';
import type { FileOutline } from '#shared/vocabulary/catalogue-format/catalogue-source.ts';
import { NotJsonText } from '#shared/vocabulary/catalogue-format/json-stream.ts';
import { importDelivery, importJobLimits } from '#shared/vocabulary/imports/import-job.ts';

/** The organization the file names, for the job's progress. */
const organizationIdOf = (envelope: unknown): string | undefined => {
  const id = (envelope as { organization?: { id?: unknown } } | null)?.organization?.id;
  return typeof id === 'string' ? id.toLowerCase() : undefined;
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

/**
 * One step of an import job (docs/import-jobs.md): the import of the job's file, read from the
 * bucket in passes and written a chunk at a time, until it ends or the step's time nears its end.
 * A step that pauses sends the next one, which takes the same file up at the chunk where it
 * stopped (the import's journal keeps it). A step that dies is delivered again by the queue, as
 * many times as `maxSteps` allows, and takes the file up in the same way.
 */
export const runImportStep = async (jobId: string, deadline: number): Promise<void> => {
  const job = await beginImportStep(jobId, new Date().toISOString());
  if (!job) return;
  if (job.steps > importJobLimits.maxSteps) {
    const failure = `gave up after ${importJobLimits.maxSteps} steps`;
    await finishImportJob(jobId, { state: 'failed', failure }, new Date().toISOString());
    return;
  }
  const source = jobFileSource(jobId);
  const outline = await outlineOf(jobId, () => source.outline());
  if (!outline) return;
  const organizationId = organizationIdOf(outline.envelope);
  await recordImportProgress(
    jobId,
    {
      fileSha256: outline.fileHash,
      ...(organizationId && { organizationId }),
      total: outline.recordCount,
      written: job.records.written,
    },
    new Date().toISOString(),
  );
  const outcome = await importFromSource(source, outline, {
    byBackOfficeUserId: job.createdBy,
    onProgress: progressOf(jobId),
    shouldPause: () => Date.now() > deadline - importDelivery.pauseMarginMs,
    maxErrors: importJobLimits.maxListedProblems,
  });
  if ('paused' in outcome) {
    logger.info('import step paused', { jobId, step: job.steps });
    await queueImportStep(jobId);
    return;
  }
  const end = outcome.ok
    ? ({ state: 'succeeded', records: outcome.records } as const)
    : ({ state: 'failed', problems: outcome.errors, problemCount: outcome.errorCount } as const);
  await finishImportJob(jobId, end, new Date().toISOString());
  logger.info('import job finished', { jobId, state: end.state });
};
