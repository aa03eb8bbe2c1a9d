import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { importStepMessageSchema } from '#shared/stores/imports/import-queue.ts';
import { logger } from '#shared/stores/observability/logger.ts';
import { traceHandler } from '#shared/stores/observability/tracer.ts';
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
 * fails is reported, and the queue delivers it again; a message that is no step is dropped.
 */
export const handler = middy<SQSEvent, SQSBatchResponse, Error, Context>()
  .use(traceHandler())
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler((event, context) => {
    const processor = new BatchProcessor(EventType.SQS);
    const deadline = Date.now() + context.getRemainingTimeInMillis();
    return processPartialResponse(
      event,
      async (record: SQSRecord) => {
        const message = importStepMessageSchema.safeParse(parsedOrUndefined(record.body));
        if (!message.success) return logger.error('not an import step', { body: record.body });
        await runImportStep(message.data.jobId, deadline);
      },
      processor,
      { context, throwOnFullBatchFailure: false },
    );
  });
