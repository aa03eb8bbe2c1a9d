import { randomUUID } from 'node:crypto';
import { beginJobFileUpload } from '#shared/stores/imports/import-job-file.ts';
import { createImportJob as storeJob } from '#shared/stores/imports/import-job-repository.ts';
import type { ImportJob } from '#shared/vocabulary/imports/import-job.ts';
import { importJobView } from './import-job-schemas.ts';

/** A new job awaiting its file, and where to upload each part of it (docs/import-jobs.md). */
export const createImportJob = async (createdBy: string, size: number, now = new Date()) => {
  const at = now.toISOString();
  const id = randomUUID();
  const upload = await beginJobFileUpload(id, size, now);
  const job: ImportJob = {
    id,
    state: 'awaitingUpload',
    createdBy,
    createdAt: at,
    fileSize: size,
    uploadId: upload.uploadId,
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
  return {
    job: importJobView(job),
    upload: {
      method: 'PUT' as const,
      parts: upload.parts.map(({ partNumber, size: partSize, url }) => ({ partNumber, size: partSize, url })),
      expiresAt: upload.parts[0]!.expiresAt,
    },
  };
};
