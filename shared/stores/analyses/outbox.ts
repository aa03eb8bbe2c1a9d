import { SendMessageCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod/mini';
import { sqs } from '#shared/stores/aws/sqs.ts';
import { setting } from '#shared/stores/config/env.ts';
import { logger } from '#shared/stores/observability/logger.ts';
import type { OutboxItem } from '#shared/vocabulary/analyses/outbox-item.ts';
import { uuid } from '#shared/vocabulary/formats/formats.ts';
import { deleteOutboxItem } from './analysis-repository.ts';

/** The queue message: which analysis to run, and in which organization's partition to find it. */
export const analysisMessageSchema = z.strictObject({ organizationId: uuid, analysisId: uuid });
export type AnalysisMessage = z.infer<typeof analysisMessageSchema>;

/**
 * Sends the message, then deletes the outbox item. A failure before the send leaves the item for
 * the next attempt; a failure after it leaves the item too, and the message is sent again, which
 * the consumer absorbs (a delivered analysis is claimed once). Either way no message is lost.
 */
export const relayOutboxItem = async (item: OutboxItem): Promise<void> => {
  const message: AnalysisMessage = { organizationId: item.organizationId, analysisId: item.analysisId };
  await sqs().send(
    new SendMessageCommand({ QueueUrl: setting('analysisQueueUrl'), MessageBody: JSON.stringify(message) }),
  );
  await deleteOutboxItem(item);
  logger.info('analysis message sent', { analysisId: item.analysisId });
};
