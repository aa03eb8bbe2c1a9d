import { randomUUID } from 'node:crypto';
import { presignJobFileUpload } from '#shared/stores/imports/import-job-file.ts';
import { createImportJob as storeJob } from '#shared/stores/imports/import-job-repository.ts';
import type { ImportJob } from '#shared/vocabulary/imports/import-job.ts';
import { importJobView } from './import-job-schemas.ts';

/** A new job awaiting its file, and where to upload it (docs/import-jobs.md). */
export const createImportJob = async (createdBy: string, size: number, now = new Date()) => {
  const at = now.toISOString();
  const job: ImportJob = {
    id: randomUUID(),
    state: 'awaitingUpload',
    createdBy,
    createdAt: at,
    fileSize: size,
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
  const target = await presignJobFileUpload(job.id, size);
  return {
    job: importJobView(job),
    upload: {
      url: target.presignedUrl,
      method: 'PUT' as const,
      headers: { 'content-type': 'application/json' as const },
      expiresAt: target.expiresAt,
    },
  };
};
