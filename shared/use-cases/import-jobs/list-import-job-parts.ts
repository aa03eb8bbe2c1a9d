import { signJobFileParts } from '#shared/stores/imports/import-job-file.ts';
import { findImportJob } from '#shared/stores/imports/import-job-repository.ts';
import { conflict, notFound, validationError } from '#shared/vocabulary/errors.ts';
import { type ImportJob, partSizesOf, partsOf } from '#shared/vocabulary/imports/import-job.ts';

/** Parts `from` to `from + count - 1` of the job's file (those it has), each with a PUT signed at `now`. */
export const partUploads = async (
  job: Pick<ImportJob, 'id' | 'uploadId' | 'fileSize'>,
  from: number,
  count: number,
  now: Date,
) => {
  const signed = await signJobFileParts(job.id, job.uploadId, partsOf(job.fileSize, from, count), now);
  return {
    method: 'PUT' as const,
    parts: signed.map(({ partNumber, size, url }) => ({ partNumber, size, url })),
    expiresAt: signed[0]!.expiresAt,
    partCount: partSizesOf(job.fileSize).length,
  };
};

/**
 * Where to upload parts of a job's file, signed now: a client asks for them as its upload reaches
 * them, and again for a part whose URL has expired, so that no upload races a clock started at the
 * job's creation (docs/import-jobs.md). Only while the job awaits its file: once started, its upload
 * is completed (409, as a second start).
 */
export const listImportJobParts = async (jobId: string, from: number, count: number, now = new Date()) => {
  const job = await findImportJob(jobId);
  if (!job) throw notFound('Import job');
  if (job.state !== 'awaitingUpload') throw conflict('The import job has been started already', { state: job.state });
  const partCount = partSizesOf(job.fileSize).length;
  if (from > partCount)
    throw validationError([
      {
        location: 'query',
        path: 'from',
        message: `must be at most ${partCount}, the parts of a file of ${job.fileSize} bytes`,
        code: 'too_big',
      },
    ]);
  return partUploads(job, from, count, now);
};
