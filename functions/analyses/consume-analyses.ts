import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { logger } from '#shared/stores/observability/logger.ts';
import { traceHandler } from '#shared/stores/observability/tracer.ts';
import { processDelivery } from '#shared/use-cases/analyses/process-delivery.ts';
import { ruleBasedAnalyser } from '#shared/use-cases/analyses/rule-based/rule-based-analyser.ts';
import { analysisDelivery } from '#shared/vocabulary/analyses/delivery.ts';

/** The analyser every analysis runs with; a language-model analyser would be chosen here. */
const settings = { analyser: ruleBasedAnalyser, maxReceiveCount: analysisDelivery.maxReceiveCount };

/**
 * The analysis queue's consumer. Each message is processed on its own; the response names the
 * ones that failed, so that only those are delivered again (`reportBatchItemFailures`).
 */
export const handler = middy<SQSEvent, SQSBatchResponse, Error, Context>()
  .use(traceHandler())
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler((event, context) => {
    // A processor per invocation: the local poller and the tests may run invocations side by side.
    const processor = new BatchProcessor(EventType.SQS);
    const deadline = Date.now() + context.getRemainingTimeInMillis();
    return processPartialResponse(
      event,
      (record: SQSRecord) =>
        processDelivery(
          { body: record.body, receiveCount: Number(record.attributes.ApproximateReceiveCount), deadline },
          settings,
        ),
      processor,
      // A batch whose every message failed is reported like any other, not thrown: the same redelivery, no function error.
      { context, throwOnFullBatchFailure: false },
    );
  });
