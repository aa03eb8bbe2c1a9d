import { createHash, type Hash } from 'node:crypto';
import { jobFileChunks } from '#shared/stores/imports/import-job-file.ts';
import {
  beginImportStep,
  finishImportJob,
  recordImportProgress,
} from '#shared/stores/imports/import-job-repository.ts';
import { queueImportStep } from '#shared/stores/imports/import-queue.ts';
import { logger } from '#shared/stores/observability/logger.ts';
import { importCatalogue } from '#shared/use-cases/import/import.ts';
import { jsonValueOfChunks, NotJsonText } from '#shared/vocabulary/catalogue-format/json-stream.ts';
import { importDelivery, importJobLimits } from '#shared/vocabulary/imports/import-job.ts';

/** Thrown from the import's progress when the step's time is nearly spent: the next step goes on. */
class ImportPaused extends Error {}

const pausedBy = (error: unknown): boolean =>
  error instanceof ImportPaused || (error instanceof Error && error.cause instanceof ImportPaused);

/** The chunks as they pass, added to the digest. */
async function* digested(chunks: AsyncIterable<Uint8Array>, digest: Hash): AsyncGenerator<Uint8Array> {
  for await (const chunk of chunks) {
    digest.update(chunk);
    yield chunk;
  }
}

/** What the file says of itself, for the job's progress: its organization and how many records. */
const outlineOf = (input: unknown) => {
  const file = (typeof input === 'object' && input !== null ? input : {}) as {
    organization?: { id?: unknown };
    records?: unknown;
  };
  return {
    organizationId: typeof file.organization?.id === 'string' ? file.organization.id.toLowerCase() : undefined,
    total: Array.isArray(file.records) ? file.records.length : 0,
  };
};

/** Writes the progress at most every 2 s, and pauses the step when `deadline` nears. */
const progressOf = (jobId: string, deadline: number) => {
  let writtenAt = 0;
  return (_phase: 'records', done: number, total: number) => {
    if (Date.now() > deadline - importDelivery.pauseMarginMs) throw new ImportPaused();
    if (Date.now() - writtenAt < 2000) return;
    writtenAt = Date.now();
    void recordImportProgress(jobId, { total, written: done }, new Date().toISOString()).catch((error: unknown) =>
      logger.warn('import progress not recorded', { jobId, error }),
    );
  };
};

/**
 * One step of an import job (docs/import-jobs.md): the whole import of the job's file, as
 * `npm run import` runs it (validated whole, then written), until it ends or the step's time nears
 * its end. A step that pauses sends the next one, which takes the same file up where it stopped:
 * the import's journal lets only that file finish, and what is written already is not written
 * again. A step that dies is delivered again by the queue, as many times as `maxSteps` allows.
 */
export const runImportStep = async (jobId: string, deadline: number): Promise<void> => {
  const job = await beginImportStep(jobId, new Date().toISOString());
  if (!job) return;
  if (job.steps > importJobLimits.maxSteps) {
    await finishImportJob(
      jobId,
      { state: 'failed', failure: `gave up after ${importJobLimits.maxSteps} steps` },
      new Date().toISOString(),
    );
    return;
  }
  const digest = createHash('sha256');
  let input: unknown;
  try {
    input = await jsonValueOfChunks(digested(jobFileChunks(jobId), digest));
  } catch (error) {
    // A file that could not be read (S3 failing) is no problem of the file: the queue delivers the step again.
    if (!(error instanceof NotJsonText)) throw error;
    const problem = { field: '', rule: 'json' as const, message: error.message };
    await finishImportJob(jobId, { state: 'failed', problems: [problem] }, new Date().toISOString());
    return;
  }
  const outline = outlineOf(input);
  await recordImportProgress(
    jobId,
    {
      fileSha256: digest.digest('hex'),
      ...(outline.organizationId && { organizationId: outline.organizationId }),
      total: outline.total,
      written: job.records.written,
    },
    new Date().toISOString(),
  );
  try {
    const result = await importCatalogue(input, {
      byBackOfficeUserId: job.createdBy,
      onProgress: progressOf(jobId, deadline),
    });
    const outcome = result.ok
      ? ({ state: 'succeeded', records: result.records } as const)
      : ({ state: 'failed', problems: result.errors } as const);
    await finishImportJob(jobId, outcome, new Date().toISOString());
    logger.info('import job finished', { jobId, state: outcome.state });
  } catch (error) {
    if (!pausedBy(error)) throw error;
    logger.info('import step paused', { jobId, step: job.steps });
    await queueImportStep(jobId);
  }
};
