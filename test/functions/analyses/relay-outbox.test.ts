import { randomUUID } from 'node:crypto';
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { CreateQueueCommand, DeleteQueueCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handler as consume } from '#functions/analyses/consume-analyses.ts';
import { handler as relay } from '#functions/analyses/relay-outbox.ts';
import { lambdaContext } from '#infra/local/api-gateway-event.ts';
import { createOutboxPoller, type StreamFailure } from '#infra/local/outbox-poller.ts';
import { ensureTable } from '#infra/local/provision.ts';
import { deleteOutboxItem, findAnalysis, findOutboxItem } from '#shared/stores/analyses/analysis-repository.ts';
import { sqs, sqsClientConfig } from '#shared/stores/aws/sqs.ts';
import { envNames } from '#shared/stores/config/env.ts';
import { db, tableName } from '#shared/stores/db/client.ts';
import { analysisKeys } from '#shared/stores/db/keys.ts';
import { queueAnalysis } from '#shared/use-cases/analyses/queue-analysis.ts';
import { ruleBasedAnalyser } from '#shared/use-cases/analyses/rule-based/rule-based-analyser.ts';
import type { OrganizationIdentity } from '#shared/vocabulary/auth/identity.ts';
import { aSubjectFile, sqsEvent } from '#test/support/analysis-fixtures.ts';

/**
 * The step between the two writes: the analysis and its outbox item are stored, the message is
 * not sent yet. These tests run on a table and a queue of their own, which the local stack's relay
 * does not watch, so that nothing but the test moves an outbox item along.
 */
const isolated = { table: `analysis-outbox-${randomUUID()}`, queueUrl: '' };
const saved = { table: process.env[envNames.tableName], queue: process.env[envNames.analysisQueueUrl] };
const dynamodb = new DynamoDBClient({});
const sqsAdmin = new SQSClient(sqsClientConfig);

beforeAll(async () => {
  await ensureTable(dynamodb, isolated.table);
  isolated.queueUrl = (await sqsAdmin.send(new CreateQueueCommand({ QueueName: `analysis-outbox-${randomUUID()}` })))
    .QueueUrl!;
  process.env[envNames.tableName] = isolated.table;
  process.env[envNames.analysisQueueUrl] = isolated.queueUrl;
});

afterAll(async () => {
  process.env[envNames.tableName] = saved.table;
  process.env[envNames.analysisQueueUrl] = saved.queue;
  await dynamodb.send(new DeleteTableCommand({ TableName: isolated.table }));
  await sqsAdmin.send(new DeleteQueueCommand({ QueueUrl: isolated.queueUrl }));
  dynamodb.destroy();
  sqsAdmin.destroy();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const caller: OrganizationIdentity = {
  kind: 'organization',
  userId: randomUUID(),
  organizationId: randomUUID(),
  organizationType: 'rs',
  role: 'admin',
};

const queueOne = async () => {
  const file = await aSubjectFile(caller.organizationId, 'Observations\n- Extincteur vide', { mimeType: 'text/plain' });
  return queueAnalysis(caller, { type: 'anomalies', reportId: file.id });
};

const rawItem = async (key: { PK: string; SK: string }) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: key }))).Item!;

/** The INSERT record the table stream carries for a stored item, as Lambda hands it to the relay. */
const streamEvent = (
  records: { eventName: 'INSERT' | 'MODIFY' | 'REMOVE'; item: Record<string, unknown>; sequence: string }[],
): DynamoDBStreamEvent => ({
  Records: records.map(({ eventName, item, sequence }) => ({
    eventID: randomUUID(),
    eventName,
    eventSource: 'aws:dynamodb',
    eventVersion: '1.1',
    awsRegion: 'us-east-1',
    dynamodb: {
      Keys: marshall({ PK: item.PK, SK: item.SK }) as never,
      ...(eventName === 'REMOVE' ? { OldImage: marshall(item) as never } : { NewImage: marshall(item) as never }),
      SequenceNumber: sequence,
      SizeBytes: 100,
      StreamViewType: 'NEW_AND_OLD_IMAGES',
    },
    eventSourceARN: `arn:aws:dynamodb:us-east-1:000000000000:table/${isolated.table}/stream/1`,
  })),
});

const invokeRelay = (event: DynamoDBStreamEvent) => relay(event, lambdaContext('relayAnalysisOutbox', 30_000));

const messagesOnQueue = async () => {
  const { Messages = [] } = await sqsAdmin.send(
    new ReceiveMessageCommand({
      QueueUrl: isolated.queueUrl,
      MaxNumberOfMessages: 10,
      WaitTimeSeconds: 1,
      MessageSystemAttributeNames: ['All'],
    }),
  );
  return Messages;
};

describe('analysis outbox relay', () => {
  it('keeps the outbox item when the queue refuses the message, and sends it on the next delivery of the record', async () => {
    const { id } = await queueOne();
    const outbox = await rawItem(analysisKeys.outbox(caller.organizationId, id));
    const event = streamEvent([{ eventName: 'INSERT', item: outbox, sequence: '100' }]);

    vi.spyOn(sqs(), 'send').mockRejectedValueOnce(new Error('SQS unavailable') as never);
    expect((await invokeRelay(event)).batchItemFailures).toEqual([{ itemIdentifier: '100' }]);
    expect(await findOutboxItem(caller.organizationId, id)).toBeDefined();
    expect((await findAnalysis(caller.organizationId, id))?.status).toBe('queued');
    expect(await messagesOnQueue()).toEqual([]);

    expect((await invokeRelay(event)).batchItemFailures).toEqual([]);
    expect(await findOutboxItem(caller.organizationId, id)).toBeUndefined();
    const messages = await messagesOnQueue();
    expect(messages.map((message) => JSON.parse(message.Body!))).toEqual([
      { organizationId: caller.organizationId, analysisId: id },
    ]);
  });

  it('sends again when the outbox item could not be deleted, and the consumer still analyses once', async () => {
    const { id } = await queueOne();
    const event = streamEvent([
      { eventName: 'INSERT', item: await rawItem(analysisKeys.outbox(caller.organizationId, id)), sequence: '200' },
    ]);
    const send = db().send.bind(db());
    let failDelete = true;
    vi.spyOn(db(), 'send').mockImplementation((async (command: unknown, ...rest: unknown[]) => {
      if (command instanceof DeleteCommand && failDelete) {
        failDelete = false;
        throw new Error('throttled');
      }
      return (send as (...args: unknown[]) => unknown)(command, ...rest);
    }) as never);
    expect((await invokeRelay(event)).batchItemFailures).toEqual([{ itemIdentifier: '200' }]);
    expect(await findOutboxItem(caller.organizationId, id)).toBeDefined();
    expect((await invokeRelay(event)).batchItemFailures).toEqual([]);
    expect(await findOutboxItem(caller.organizationId, id)).toBeUndefined();

    const messages = await messagesOnQueue();
    expect(messages).toHaveLength(2);
    const runs = vi.spyOn(ruleBasedAnalyser, 'anomalies');
    const response = await consume(
      sqsEvent(messages.map((message) => ({ body: message.Body! }))),
      lambdaContext('consumeReportAnalyses', 60_000),
    );
    expect(response.batchItemFailures).toEqual([]);
    expect(runs).toHaveBeenCalledTimes(1);
    expect((await findAnalysis(caller.organizationId, id))?.status).toBe('succeeded');
  });

  it('sends nothing for records that are not the insert of an outbox item', async () => {
    const { id } = await queueOne();
    const outbox = await rawItem(analysisKeys.outbox(caller.organizationId, id));
    const analysis = await rawItem(analysisKeys.analysis(caller.organizationId, id));
    await db().send(new DeleteCommand({ TableName: tableName(), Key: analysisKeys.outbox(caller.organizationId, id) }));
    const response = await invokeRelay(
      streamEvent([
        { eventName: 'INSERT', item: analysis, sequence: '301' },
        { eventName: 'MODIFY', item: outbox, sequence: '302' },
        { eventName: 'REMOVE', item: outbox, sequence: '303' },
      ]),
    );
    expect(response.batchItemFailures).toEqual([]);
    expect(await messagesOnQueue()).toEqual([]);
  });

  it('locally, finds pending outbox items by their index and relays them through the same handler', async () => {
    const first = await queueOne();
    const second = await queueOne();
    const poller = createOutboxPoller({
      handler: relay,
      functionName: 'relayAnalysisOutbox',
      batchSize: 10,
      timeoutSeconds: 30,
    });

    vi.spyOn(sqs(), 'send').mockRejectedValue(new Error('SQS unavailable') as never);
    expect(await poller.pollOnce()).toEqual({ pending: 2, relayed: 0, givenUp: 0 });
    vi.restoreAllMocks();

    expect(await poller.pollOnce()).toEqual({ pending: 2, relayed: 2, givenUp: 0 });
    expect(await poller.pollOnce()).toEqual({ pending: 0, relayed: 0, givenUp: 0 });
    const analysisIds = (await messagesOnQueue()).map((message) => JSON.parse(message.Body!).analysisId);
    expect(analysisIds.sort()).toEqual([first.id, second.id].sort());
  });

  it('locally, gives a record up past its age without a delivery, as the event source does, and leaves its item', async () => {
    const { id } = await queueOne();
    const failures: StreamFailure[] = [];
    const relayed = vi.fn(relay);
    const poller = createOutboxPoller({
      handler: relayed,
      functionName: 'relayAnalysisOutbox',
      batchSize: 10,
      timeoutSeconds: 30,
      retryAttempts: 3,
      maxRecordAgeSeconds: 0,
      onFailure: async (failure) => void failures.push(failure),
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await poller.pollOnce()).toMatchObject({ relayed: 0, givenUp: 1 });
    expect(await poller.pollOnce()).toEqual({ pending: 0, relayed: 0, givenUp: 0 });
    expect(relayed).not.toHaveBeenCalled();
    expect(failures).toEqual([
      expect.objectContaining({ requestContext: expect.objectContaining({ condition: 'RecordAgeExceeded' }) }),
    ]);
    expect(await findOutboxItem(caller.organizationId, id)).toBeDefined();
    await deleteOutboxItem({ organizationId: caller.organizationId, analysisId: id });
  });

  it('locally, retries a failing record retryAttempts times, then gives it up and goes on with the others', async () => {
    const { id } = await queueOne();
    const failures: StreamFailure[] = [];
    const poller = createOutboxPoller({
      handler: relay,
      functionName: 'relayAnalysisOutbox',
      batchSize: 10,
      timeoutSeconds: 30,
      retryAttempts: 2,
      onFailure: async (failure) => void failures.push(failure),
    });
    vi.spyOn(sqs(), 'send').mockRejectedValue(new Error('SQS unavailable') as never);
    expect(await poller.pollOnce()).toEqual({ pending: 1, relayed: 0, givenUp: 0 });
    expect(await poller.pollOnce()).toEqual({ pending: 1, relayed: 0, givenUp: 0 });
    expect(await poller.pollOnce()).toEqual({ pending: 1, relayed: 0, givenUp: 1 });
    vi.restoreAllMocks();
    const next = await queueOne();
    expect(await poller.pollOnce()).toEqual({ pending: 1, relayed: 1, givenUp: 0 });
    expect(await findOutboxItem(caller.organizationId, id)).toBeDefined();
    expect(await findOutboxItem(caller.organizationId, next.id)).toBeUndefined();
    expect(failures.map((failure) => failure.requestContext)).toEqual([
      expect.objectContaining({ condition: 'RetryAttemptsExhausted', approximateInvokeCount: 3 }),
    ]);
    expect((await messagesOnQueue()).map((message) => JSON.parse(message.Body!).analysisId)).toEqual([next.id]);
    await deleteOutboxItem({ organizationId: caller.organizationId, analysisId: id });
  });
});
