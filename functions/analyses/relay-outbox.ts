import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { relayOutboxItem } from '#shared/stores/analyses/outbox.ts';
import { outboxItemOfStreamRecord } from '#shared/stores/analyses/outbox-stream.ts';
import { logger } from '#shared/stores/observability/logger.ts';
import { traceHandler } from '#shared/stores/observability/tracer.ts';

const relayRecord = async (record: DynamoDBRecord): Promise<void> => {
  const item = outboxItemOfStreamRecord(record);
  if (item) await relayOutboxItem(item);
};

/**
 * The table stream's consumer: turns each new outbox item into its queue message. A record that
 * fails is reported, and the stream delivers it (and what follows it in its shard) again.
 */
export const handler = middy<DynamoDBStreamEvent, DynamoDBBatchResponse, Error, Context>()
  .use(traceHandler())
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler((event, context) =>
    processPartialResponse(event, relayRecord, new BatchProcessor(EventType.DynamoDBStreams), {
      context,
      throwOnFullBatchFailure: false,
    }),
  );
