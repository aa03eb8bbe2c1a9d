import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { type EventConsumer, eventConsumers } from '#functions/operations.ts';
import { outboxItemType } from '#shared/stores/analyses/outbox-stream.ts';
import { sqsClientConfig } from '#shared/stores/aws/sqs.ts';
import { outboxDelivery } from '#shared/vocabulary/analyses/delivery.ts';
import type { LocalFunctions } from './local-functions.ts';
import { createOutboxPoller, type StreamHandler } from './outbox-poller.ts';
import { createQueuePoller, type SqsHandler } from './queue-poller.ts';
import { createSchedulePoller, type ScheduledHandler } from './schedule-poller.ts';

interface EventConsumerOptions {
  /** Each queue a consumer reads, by the name of its event source, and the stream's on-failure queue. */
  queueUrls: Record<'analysisQueue' | 'importQueue' | 'streamFailures', string>;
  functions: LocalFunctions;
  onError?: (consumer: EventConsumer, error: unknown) => void;
}

interface Poller {
  start(): void;
  stop(): Promise<void>;
}

/** Runs every event consumer of the operation table against the local queues, table and clock. */
export const startEventConsumers = async (options: EventConsumerOptions): Promise<{ stop(): Promise<void> }> => {
  const sqs = new SQSClient(sqsClientConfig);
  const pollers = await Promise.all(
    eventConsumers.flatMap((consumer) =>
      // As many pollers as the event source runs invocations at once.
      Array.from({ length: consumer.maxConcurrency ?? 1 }, () => pollerOf(consumer, options, sqs)),
    ),
  );
  for (const poller of pollers) poller.start();
  return {
    stop: async () => {
      await Promise.all(pollers.map((poller) => poller.stop()));
      sqs.destroy();
    },
  };
};

const pollerOf = async (consumer: EventConsumer, options: EventConsumerOptions, sqs: SQSClient): Promise<Poller> => {
  const common = {
    functionName: consumer.name,
    batchSize: consumer.batchSize,
    timeoutSeconds: consumer.timeoutSeconds,
    onError: (error: unknown) => options.onError?.(consumer, error),
  };
  switch (consumer.source) {
    case 'analysisQueue':
    case 'importQueue':
      return createQueuePoller({
        ...common,
        queueUrl: options.queueUrls[consumer.source],
        handler: await options.functions.consumerHandler<SqsHandler>(consumer),
      });
    case 'tableStream':
      // The outbox relay is the one stream consumer; its local stand-in knows where outbox items are.
      if (consumer.insertedItemTypes?.join() !== outboxItemType)
        throw new Error(`No local event source for ${consumer.name}`);
      return createOutboxPoller({
        ...common,
        retryAttempts: outboxDelivery.retryAttempts,
        maxRecordAgeSeconds: outboxDelivery.maxRecordAgeSeconds,
        onFailure: async (failure) =>
          void (await sqs.send(
            new SendMessageCommand({
              QueueUrl: options.queueUrls.streamFailures,
              MessageBody: JSON.stringify(failure),
            }),
          )),
        handler: await options.functions.consumerHandler<StreamHandler>(consumer),
      });
    case 'schedule':
      if (!consumer.schedule) throw new Error(`${consumer.name}: a scheduled consumer needs its schedule`);
      return createSchedulePoller({
        ...common,
        event: consumer.schedule.event,
        everyMs: consumer.schedule.everyMinutes * 60_000,
        handler: await options.functions.consumerHandler<ScheduledHandler>(consumer),
      });
  }
};
