import { marshall } from '@aws-sdk/util-dynamodb';
import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { listPendingOutbox } from '#shared/stores/analyses/analysis-repository.ts';
import { outboxItemType } from '#shared/stores/analyses/outbox-stream.ts';
import { analysisKeys } from '#shared/stores/db/keys.ts';
import { lambdaContext } from './api-gateway-event.ts';

/**
 * The local stand-in for the table stream that feeds the outbox relay. In AWS each new outbox item
 * reaches the relay once as an INSERT stream record (and again while the relay fails); locally the
 * poller finds pending outbox items with a Query on their index and hands each to the same relay
 * function as that INSERT record, until the relay has deleted it. docs/analyses.md explains why.
 */
export type StreamHandler = (
  event: DynamoDBStreamEvent,
  context: Context,
) => Promise<DynamoDBBatchResponse | undefined>;

interface OutboxPollerOptions {
  handler: StreamHandler;
  functionName: string;
  batchSize: number;
  timeoutSeconds: number;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}

let sequence = 0;

/** The INSERT stream records of pending outbox items, as the table stream would deliver them. */
export const insertEvent = (items: Awaited<ReturnType<typeof listPendingOutbox>>): DynamoDBStreamEvent => ({
  Records: items.map((item) => {
    const keys = analysisKeys.outbox(item.organizationId, item.analysisId);
    const image = {
      ...keys,
      ...analysisKeys.pendingOutbox(item.createdAt, item.analysisId),
      itemType: outboxItemType,
      ...item,
    };
    sequence += 1;
    return {
      eventID: `local-${sequence}`,
      eventName: 'INSERT' as const,
      eventSource: 'aws:dynamodb',
      eventVersion: '1.1',
      awsRegion: process.env.AWS_REGION ?? 'us-east-1',
      dynamodb: {
        Keys: marshall(keys) as never,
        NewImage: marshall(image) as never,
        SequenceNumber: String(sequence).padStart(21, '0'),
        SizeBytes: JSON.stringify(image).length,
        StreamViewType: 'NEW_AND_OLD_IMAGES' as const,
      },
      eventSourceARN: 'arn:aws:dynamodb:local:000000000000:table/local/stream/local',
    };
  }),
});

export const createOutboxPoller = (options: OutboxPollerOptions) => {
  /** One Query and, when items are pending, one invocation; returns how many items it relayed. */
  const pollOnce = async (): Promise<{ pending: number; relayed: number }> => {
    const items = await listPendingOutbox(options.batchSize);
    if (items.length === 0) return { pending: 0, relayed: 0 };
    try {
      const response = await options.handler(
        insertEvent(items),
        lambdaContext(options.functionName, options.timeoutSeconds * 1000),
      );
      return { pending: items.length, relayed: items.length - (response?.batchItemFailures?.length ?? 0) };
    } catch (error) {
      options.onError?.(error);
      return { pending: items.length, relayed: 0 };
    }
  };

  let stopped = false;
  let running: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  return {
    pollOnce,
    start: () => {
      running ??= (async () => {
        while (!stopped) {
          let outcome = { pending: 0, relayed: 0 };
          try {
            outcome = await pollOnce();
          } catch (error) {
            options.onError?.(error);
          }
          // Straight on while a backlog drains; otherwise (idle, or the relay failing) wait a moment.
          if ((outcome.pending === 0 || outcome.relayed < outcome.pending) && !stopped) {
            await new Promise<void>((resolve) => {
              wake = resolve;
              setTimeout(resolve, options.intervalMs ?? 200);
            });
          }
        }
      })();
    },
    stop: async () => {
      stopped = true;
      wake?.();
      await running;
    },
  };
};
