import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { logger } from '#shared/stores/observability/logger.ts';
import { traceHandler } from '#shared/stores/observability/tracer.ts';

/**
 * A queue's consumer: each message is processed on its own, with the instant the invocation must
 * end by; the response names the ones that failed, so that only those are delivered again
 * (`reportBatchItemFailures`).
 */
export const sqsConsumer = (processRecord: (record: SQSRecord, deadline: number) => Promise<unknown>) =>
  middy<SQSEvent, SQSBatchResponse, Error, Context>()
    .use(traceHandler())
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .handler((event, context) => {
      // A processor per invocation: the local poller and the tests may run invocations side by side.
      const processor = new BatchProcessor(EventType.SQS);
      const deadline = Date.now() + context.getRemainingTimeInMillis();
      return processPartialResponse(event, (record: SQSRecord) => processRecord(record, deadline), processor, {
        context,
        // A batch whose every message failed is reported like any other, not thrown: the same redelivery, no function error.
        throwOnFullBatchFailure: false,
      });
    });
