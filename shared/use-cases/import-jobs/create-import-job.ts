import { randomUUID } from 'node:crypto';
import { beginJobFileUpload } from '#shared/stores/imports/import-job-file.ts';
import { createImportJob as storeJob } from '#shared/stores/imports/import-job-repository.ts';
import { type ImportJob, importJobLimits } from '#shared/vocabulary/imports/import-job.ts';
import { importJobView } from './import-job-schemas.ts';
import { partUploads } from './list-import-job-parts.ts';

/**
 * A new job awaiting its file, and where to upload the file's first batch of parts (the others are
 * asked for as the upload reaches them: docs/import-jobs.md).
 */
export const createImportJob = async (createdBy: string, size: number, now = new Date()) => {
  const at = now.toISOString();
  const id = randomUUID();
  const uploadId = await beginJobFileUpload(id);
  const job: ImportJob = {
    id,
    state: 'awaitingUpload',
    createdBy,
    createdAt: at,
    fileSize: size,
    uploadId,
    startedAt: null,
    finishedAt: null,
    organizationId: null,
    fileSha256: null,
    records: { total: null, written: 0 },
    steps: 0,
    problems: [],
    problemCount: 0,
    failure: null,
    updatedAt: at,
  };
  await storeJob(job);
  return { job: importJobView(job), upload: await partUploads(job, 1, importJobLimits.partUrlBatch, now) };
};
