import { findImportJob } from '#shared/stores/imports/import-job-repository.ts';
import { notFound } from '#shared/vocabulary/errors.ts';
import { importJobView } from './import-job-schemas.ts';

export const getImportJob = async (jobId: string) => {
  const job = await findImportJob(jobId);
  if (!job) throw notFound('Import job');
  return importJobView(job);
};
