import { SendMessageCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod/mini';
import { sqs } from '#shared/stores/aws/sqs.ts';
import { setting } from '#shared/stores/config/env.ts';
import { uuid } from '#shared/vocabulary/formats/formats.ts';

/** The import queue's message: take the next step of this job. */
export const importStepMessageSchema = z.strictObject({ jobId: uuid });

export const queueImportStep = async (jobId: string): Promise<void> => {
  await sqs().send(
    new SendMessageCommand({ QueueUrl: setting('importQueueUrl'), MessageBody: JSON.stringify({ jobId }) }),
  );
};
