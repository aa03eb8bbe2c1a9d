import { type EventConsumer, eventConsumers } from '#functions/operations.ts';
import { outboxItemType } from '#shared/stores/analyses/outbox-stream.ts';
import type { LocalFunctions } from './local-functions.ts';
import { createOutboxPoller, type StreamHandler } from './outbox-poller.ts';
import { createQueuePoller, type SqsHandler } from './queue-poller.ts';

interface EventConsumerOptions {
  /** Each queue a consumer reads, by the name of its event source. */
  queueUrls: Record<'analysisQueue' | 'importQueue', string>;
  functions: LocalFunctions;
  onError?: (consumer: EventConsumer, error: unknown) => void;
}

/** Runs every event consumer of the operation table against the local queue and table. */
export const startEventConsumers = async (options: EventConsumerOptions): Promise<{ stop(): Promise<void> }> => {
  const pollers = await Promise.all(
    eventConsumers.flatMap((consumer) =>
      // As many pollers as the event source runs invocations at once.
      Array.from({ length: consumer.maxConcurrency ?? 1 }, () => pollerOf(consumer, options)),
    ),
  );
  for (const poller of pollers) poller.start();
  return { stop: async () => void (await Promise.all(pollers.map((poller) => poller.stop()))) };
};

const pollerOf = async (consumer: EventConsumer, options: EventConsumerOptions) => {
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
        handler: await options.functions.consumerHandler<StreamHandler>(consumer),
      });
  }
};
