import { sqsConsumer } from '#functions/queues/sqs-consumer.ts';
import { importStepMessageSchema } from '#shared/stores/imports/import-queue.ts';
import { logger } from '#shared/stores/observability/logger.ts';
import { runImportStep } from '#shared/use-cases/import-jobs/run-import-step.ts';

const parsedOrUndefined = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
};

/**
 * The import queue's worker: one step of one job per message (docs/import-jobs.md). A step that
 * may pass on another delivery is reported failed, and the queue delivers it again, its receive
 * count telling the step which attempt it is; a message that is no step is dropped.
 */
export const handler = sqsConsumer(async (record, deadline) => {
  const message = importStepMessageSchema.safeParse(parsedOrUndefined(record.body));
  if (!message.success) return logger.error('not an import step', { body: record.body });
  await runImportStep(message.data.jobId, {
    deadline,
    receiveCount: Number(record.attributes.ApproximateReceiveCount) || 1,
  });
});
