import {
  DeleteMessageBatchCommand,
  GetQueueAttributesCommand,
  type Message,
  ReceiveMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { sqsClientConfig } from '#shared/stores/aws/sqs.ts';
import { lambdaContext } from './api-gateway-event.ts';

/**
 * What Lambda's SQS event source mapping does, for the local stack: receive a batch, invoke the
 * function with the SQS event, delete the messages that succeeded and leave the others to become
 * visible again, so that the queue's redrive policy moves a message that keeps failing to the
 * dead-letter queue. With `reportBatchItemFailures`, a thrown error fails the whole batch.
 */
export type SqsHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse | undefined>;

interface QueuePollerOptions {
  queueUrl: string;
  handler: SqsHandler;
  functionName: string;
  batchSize: number;
  timeoutSeconds: number;
  /** Long-poll wait; short, so that stopping never waits long. */
  waitTimeSeconds?: number;
  onError?: (error: unknown) => void;
}

const recordOf = (message: Message, queueArn: string, region: string): SQSRecord => {
  const attributes = message.Attributes ?? {};
  return {
    messageId: message.MessageId!,
    receiptHandle: message.ReceiptHandle!,
    body: message.Body ?? '',
    attributes: {
      ApproximateReceiveCount: attributes.ApproximateReceiveCount ?? '1',
      SentTimestamp: attributes.SentTimestamp ?? String(Date.now()),
      SenderId: attributes.SenderId ?? 'local',
      ApproximateFirstReceiveTimestamp: attributes.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
    },
    messageAttributes: {},
    md5OfBody: message.MD5OfBody ?? '',
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn,
    awsRegion: region,
  };
};

interface PollResult {
  received: number;
  deleted: number;
}

export const createQueuePoller = (options: QueuePollerOptions) => {
  const client = new SQSClient(sqsClientConfig);
  let queueArn: Promise<string> | undefined;
  const arn = () =>
    (queueArn ??= client
      .send(new GetQueueAttributesCommand({ QueueUrl: options.queueUrl, AttributeNames: ['QueueArn'] }))
      .then(({ Attributes }) => Attributes?.QueueArn ?? options.queueUrl));

  /** One receive and, when messages came, one invocation. */
  const pollOnce = async (abortSignal?: AbortSignal): Promise<PollResult> => {
    const { Messages = [] } = await client.send(
      new ReceiveMessageCommand({
        QueueUrl: options.queueUrl,
        MaxNumberOfMessages: options.batchSize,
        WaitTimeSeconds: options.waitTimeSeconds ?? 1,
        MessageSystemAttributeNames: ['All'],
      }),
      { abortSignal },
    );
    if (Messages.length === 0) return { received: 0, deleted: 0 };
    const [queueArnValue, region] = await Promise.all([arn(), client.config.region()]);
    const event: SQSEvent = { Records: Messages.map((message) => recordOf(message, queueArnValue, region)) };
    const failed = await invoke(options, event);
    const done = event.Records.filter((record) => !failed.has(record.messageId));
    if (done.length > 0) await deleteMessages(client, options.queueUrl, done);
    return { received: Messages.length, deleted: done.length };
  };

  let running: Promise<void> | undefined;
  const controller = new AbortController();
  return {
    pollOnce,
    /** Polls until stopped, as an event source mapping does while enabled. */
    start: () => {
      running ??= pollUntilAborted(pollOnce, controller.signal, options.onError);
    },
    stop: async () => {
      controller.abort();
      await running;
      client.destroy();
    },
  };
};

/** Invokes the function with the batch; returns the ids of the messages that failed. */
const invoke = async (options: QueuePollerOptions, event: SQSEvent): Promise<Set<string>> => {
  try {
    const response = await options.handler(event, lambdaContext(options.functionName, options.timeoutSeconds * 1000));
    return new Set((response?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier));
  } catch (error) {
    options.onError?.(error);
    return new Set(event.Records.map((record) => record.messageId));
  }
};

const deleteMessages = (client: SQSClient, queueUrl: string, records: readonly SQSRecord[]) =>
  client.send(
    new DeleteMessageBatchCommand({
      QueueUrl: queueUrl,
      Entries: records.map((record, index) => ({ Id: String(index), ReceiptHandle: record.receiptHandle })),
    }),
  );

/** Polls again and again; after a failed poll, waits a little before the next. */
const pollUntilAborted = async (
  pollOnce: (abortSignal?: AbortSignal) => Promise<PollResult>,
  signal: AbortSignal,
  onError: ((error: unknown) => void) | undefined,
) => {
  while (!signal.aborted) {
    try {
      await pollOnce(signal);
    } catch (error) {
      if (signal.aborted) break;
      onError?.(error);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
};
