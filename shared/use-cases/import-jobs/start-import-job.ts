import { completeJobFileUpload, uploadedJobFileSize } from '#shared/stores/imports/import-job-file.ts';
import { findImportJob, markImportQueued, unmarkImportQueued } from '#shared/stores/imports/import-job-repository.ts';
import { queueImportStep } from '#shared/stores/imports/import-queue.ts';
import { conflict, notFound, validationError } from '#shared/vocabulary/errors.ts';
import { type ImportJob, partSizesOf } from '#shared/vocabulary/imports/import-job.ts';
import { importJobView } from './import-job-schemas.ts';

type UploadedPart = { partNumber: number; etag: string };

/** The parts listed must be the job's, each once and in order: 1, 2, … as many as its size makes. */
const checkPartList = (job: ImportJob, parts: readonly UploadedPart[]) => {
  const expected = partSizesOf(job.fileSize).length;
  const issues = parts.flatMap((part, index) =>
    part.partNumber === index + 1
      ? []
      : [
          {
            location: 'body' as const,
            path: `parts[${index}].partNumber`,
            message: `must be ${index + 1}`,
            code: 'part',
          },
        ],
  );
  if (parts.length !== expected)
    issues.push({
      location: 'body',
      path: 'parts',
      message: `must list the ${expected} parts of a file of ${job.fileSize} bytes`,
      code: 'parts',
    });
  if (issues.length > 0) throw validationError(issues);
};

/**
 * Completes the file's upload, then checks it is whole: the upload completed by an earlier start
 * that failed after it is found complete by its size.
 */
const completeUpload = async (job: ImportJob, parts: readonly UploadedPart[]) => {
  const completed = await completeJobFileUpload(job.id, job.uploadId, parts);
  const size = await uploadedJobFileSize(job.id);
  if (size === job.fileSize) return;
  throw conflict('The file has not been uploaded whole', {
    reason: completed || size !== undefined ? 'size' : 'parts',
    declared: job.fileSize,
    uploaded: size ?? 0,
  });
};

/**
 * Starts a job whose parts were uploaded: the upload completed, the job queued and its first step
 * sent to the import queue. Starting a started job changes nothing (409); so does starting one
 * whose parts S3 does not hold as listed.
 */
export const startImportJob = async (jobId: string, parts: readonly UploadedPart[], now = new Date()) => {
  const job = await findImportJob(jobId);
  if (!job) throw notFound('Import job');
  if (job.state !== 'awaitingUpload') throw conflict('The import job has been started already', { state: job.state });
  checkPartList(job, parts);
  await completeUpload(job, parts);
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
