import { eventConsumers } from '#functions/operations.ts';
import { uploadParts } from '#infra/cli/import/import-job-client.ts';
import type { LocalStack } from '#infra/local/stack.ts';
import { findImportJob } from '#shared/stores/imports/import-job-repository.ts';
import { createImportJob } from '#shared/use-cases/import-jobs/create-import-job.ts';
import { listImportJobParts } from '#shared/use-cases/import-jobs/list-import-job-parts.ts';
import { startImportJob } from '#shared/use-cases/import-jobs/start-import-job.ts';

const importWorker = eventConsumers.find((consumer) => consumer.entry === 'functions/import-jobs/run-import-jobs.ts')!;

/**
 * A catalogue's bytes as an import job on a local stack that runs the bundles (`bundleDir`), from
 * the creation to its end: its time, its steps, and the peak heap of the worker's sandbox, sampled
 * every 50 ms while it ran (the worker's heap as Lambda's would hold it: its own isolate).
 */
export const timedImportJob = async (
  stack: LocalStack,
  bytes: Buffer,
  createdBy: string,
  /** Every 30 s: record items written, of all, the steps so far and the worker's peak heap so far (MB). */
  onProgress?: (written: number, total: number, steps: number, peakMb: number) => void,
) => {
  const idle = (await stack.functionHeapUsed(importWorker.name)) ?? 0;
  let peak = 0;
  const sampler = setInterval(async () => {
    peak = Math.max(peak, (await stack.functionHeapUsed(importWorker.name)) ?? 0);
  }, 50);
  const started = performance.now();
  const { job, upload } = await createImportJob(createdBy, bytes.length);
  const parts = await uploadParts(upload, bytes, (from, count) => listImportJobParts(job.id, from, count));
  await startImportJob(job.id, parts);
  for (let polled = 0; ; polled += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = (await findImportJob(job.id))!;
    if (polled % 300 === 0) onProgress?.(now.records.written, now.records.total ?? 0, now.steps, peak / 1024 ** 2);
    if (now.state === 'failed')
      throw new Error(`the bench job failed: ${now.failure ?? JSON.stringify(now.problems.slice(0, 3))}`);
    if (now.state !== 'succeeded') continue;
    clearInterval(sampler);
    return {
      records: now.records.total ?? 0,
      steps: now.steps,
      seconds: (performance.now() - started) / 1000,
      idleMb: idle / 1024 ** 2,
      peakMb: peak / 1024 ** 2,
      fileMb: bytes.length / 1024 ** 2,
    };
  }
};
