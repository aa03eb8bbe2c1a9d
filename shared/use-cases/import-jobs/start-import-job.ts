import { uploadedJobFileSize } from '#shared/stores/imports/import-job-file.ts';
import { findImportJob, markImportQueued, unmarkImportQueued } from '#shared/stores/imports/import-job-repository.ts';
import { queueImportStep } from '#shared/stores/imports/import-queue.ts';
import { conflict, notFound } from '#shared/vocabulary/errors.ts';
import { importJobView } from './import-job-schemas.ts';

/**
 * Starts a job whose file was uploaded whole: queued, and its first step sent to the import
 * queue. Starting a started job changes nothing (409); so does starting one without its file.
 */
export const startImportJob = async (jobId: string, now = new Date()) => {
  const job = await findImportJob(jobId);
  if (!job) throw notFound('Import job');
  if (job.state !== 'awaitingUpload') throw conflict('The import job has been started already', { state: job.state });
  const size = await uploadedJobFileSize(jobId);
  if (size !== job.fileSize)
    throw conflict('The file has not been uploaded whole', {
      reason: 'no_file',
      declared: job.fileSize,
      uploaded: size ?? 0,
    });
  // One starter wins the state; the message goes after, and a send that fails puts the state back.
  const at = now.toISOString();
  if (!(await markImportQueued(jobId, at)))
    throw conflict('The import job has been started already', { state: 'queued' });
  try {
    await queueImportStep(jobId);
  } catch (error) {
    await unmarkImportQueued(jobId);
    throw error;
  }
  // As it was queued: a worker may have taken it since.
  return importJobView({ ...job, state: 'queued', startedAt: at, updatedAt: at });
};
