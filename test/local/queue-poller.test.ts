import { randomUUID } from 'node:crypto';
import {
  CreateQueueCommand,
  DeleteQueueCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQueuePoller } from '#infra/local/queue-poller.ts';
import { sqsClientConfig } from '#shared/stores/aws/sqs.ts';

/** The local stand-in for Lambda's SQS event source mapping, on queues of its own with a one-second visibility timeout. */
const sqs = new SQSClient(sqsClientConfig);
const queues = { main: '', deadLetter: '', mainArn: '' };

beforeAll(async () => {
  queues.deadLetter = (await sqs.send(new CreateQueueCommand({ QueueName: `poller-dlq-${randomUUID()}` }))).QueueUrl!;
  const { Attributes } = await sqs.send(
    new GetQueueAttributesCommand({ QueueUrl: queues.deadLetter, AttributeNames: ['QueueArn'] }),
  );
  queues.main = (
    await sqs.send(
      new CreateQueueCommand({
        QueueName: `poller-${randomUUID()}`,
        Attributes: {
          VisibilityTimeout: '1',
          RedrivePolicy: JSON.stringify({ deadLetterTargetArn: Attributes!.QueueArn, maxReceiveCount: '2' }),
        },
      }),
    )
  ).QueueUrl!;
  queues.mainArn = (
    await sqs.send(new GetQueueAttributesCommand({ QueueUrl: queues.main, AttributeNames: ['QueueArn'] }))
  ).Attributes!.QueueArn!;
});

afterAll(async () => {
  await sqs.send(new DeleteQueueCommand({ QueueUrl: queues.main }));
  await sqs.send(new DeleteQueueCommand({ QueueUrl: queues.deadLetter }));
  sqs.destroy();
});

const send = (body: string) => sqs.send(new SendMessageCommand({ QueueUrl: queues.main, MessageBody: body }));

describe('local SQS event source', () => {
  it('hands batches to the function as SQS events and deletes only the messages that did not fail', async () => {
    const events: SQSEvent[] = [];
    const poller = createQueuePoller({
      queueUrl: queues.main,
      functionName: 'test',
      batchSize: 10,
      timeoutSeconds: 5,
      handler: async (event) => {
        events.push(event);
        return {
          batchItemFailures: event.Records.filter((record) => record.body === 'fail').map((record) => ({
            itemIdentifier: record.messageId,
          })),
        };
      },
    });
    for (const body of ['ok-1', 'fail', 'ok-2']) await send(body);
    let deleted = 0;
    while (events.flatMap((event) => event.Records).length < 3) deleted += (await poller.pollOnce()).deleted;
    expect(deleted).toBe(2);
    const record = events[0]!.Records[0]!;
    expect(record).toMatchObject({
      eventSource: 'aws:sqs',
      eventSourceARN: queues.mainArn,
      attributes: { ApproximateReceiveCount: '1' },
    });

    // The failed message comes back after the visibility timeout, counted; after the second failure the queue moves it aside.
    const before = events.length;
    while (events.length === before) await poller.pollOnce();
    expect(events.at(-1)!.Records.map((again) => [again.body, again.attributes.ApproximateReceiveCount])).toEqual([
      ['fail', '2'],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(await poller.pollOnce()).toEqual({ received: 0, deleted: 0 });
    const { Messages = [] } = await sqs.send(
      new ReceiveMessageCommand({ QueueUrl: queues.deadLetter, WaitTimeSeconds: 1 }),
    );
    expect(Messages.map((message) => message.Body)).toEqual(['fail']);
    await poller.stop();
  });

  it('deletes nothing when the function throws', async () => {
    let calls = 0;
    const poller = createQueuePoller({
      queueUrl: queues.main,
      functionName: 'test',
      batchSize: 10,
      timeoutSeconds: 5,
      handler: async () => {
        calls += 1;
        throw new Error('boom');
      },
    });
    await send('thrown');
    while (calls === 0) expect((await poller.pollOnce()).deleted).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const { Messages = [] } = await sqs.send(new ReceiveMessageCommand({ QueueUrl: queues.main, WaitTimeSeconds: 1 }));
    expect(Messages.map((message) => message.Body)).toEqual(['thrown']);
    await poller.stop();
  });
});
