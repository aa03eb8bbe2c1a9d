import { randomUUID } from 'node:crypto';
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  CreateQueueCommand,
  DeleteMessageCommand,
  DeleteQueueCommand,
  ReceiveMessageCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as consume } from '#functions/analyses/consume-analyses.ts';
import { handler as relay } from '#functions/analyses/relay-outbox.ts';
import { handler as sweep } from '#functions/analyses/sweep-outbox.ts';
import { lambdaContext } from '#infra/local/api-gateway-event.ts';
import { createOutboxPoller, type StreamFailure } from '#infra/local/outbox-poller.ts';
import { ensureTable } from '#infra/local/provision.ts';
import { createQueuePoller } from '#infra/local/queue-poller.ts';
import { createSchedulePoller } from '#infra/local/schedule-poller.ts';
import { findAnalysis, findOutboxItem } from '#shared/stores/analyses/analysis-repository.ts';
import { sqs, sqsClientConfig } from '#shared/stores/aws/sqs.ts';
import { envNames } from '#shared/stores/config/env.ts';
import { queueAnalysis } from '#shared/use-cases/analyses/queue-analysis.ts';
import { outboxDelivery } from '#shared/vocabulary/analyses/delivery.ts';
import type { OrganizationIdentity } from '#shared/vocabulary/auth/identity.ts';
import { aSubjectFile } from '#test/support/analysis-fixtures.ts';

/**
 * What becomes of an analysis whose message the relay cannot send, through the local stand-ins of
 * the table stream's event source (retries, record age, on-failure queue), the sweep's schedule and
 * the analysis queue's consumer, on a table and queues of their own. The relay's sends are made to
 * fail by analysis id: a fault the local queue cannot produce. The sweep runs with seconds where
 * AWS has minutes (`staleAfterSeconds`, `giveUpAfterSeconds`); everything else is as deployed.
 */
const isolated = { table: `outbox-sweep-${randomUUID()}`, queueUrl: '', failureQueueUrl: '' };
const saved = { table: process.env[envNames.tableName], queue: process.env[envNames.analysisQueueUrl] };
const dynamodb = new DynamoDBClient({});
const sqsAdmin = new SQSClient(sqsClientConfig);
const sweepSettings = { staleAfterSeconds: 1, giveUpAfterSeconds: 4 };

beforeAll(async () => {
  await ensureTable(dynamodb, isolated.table);
  const create = async (name: string) =>
    (await sqsAdmin.send(new CreateQueueCommand({ QueueName: `${name}-${randomUUID()}` }))).QueueUrl!;
  isolated.queueUrl = await create('outbox-sweep');
  isolated.failureQueueUrl = await create('outbox-sweep-failures');
  process.env[envNames.tableName] = isolated.table;
  process.env[envNames.analysisQueueUrl] = isolated.queueUrl;
});

afterAll(async () => {
  process.env[envNames.tableName] = saved.table;
  process.env[envNames.analysisQueueUrl] = saved.queue;
  await dynamodb.send(new DeleteTableCommand({ TableName: isolated.table }));
  for (const url of [isolated.queueUrl, isolated.failureQueueUrl])
    await sqsAdmin.send(new DeleteQueueCommand({ QueueUrl: url }));
  dynamodb.destroy();
  sqsAdmin.destroy();
});

/** Each test's organization is its own, so that a fault can name it before its analysis exists. */
let caller: OrganizationIdentity;
beforeEach(async () => {
  await failureQueueMessages();
  caller = {
    kind: 'organization',
    userId: randomUUID(),
    organizationId: randomUUID(),
    organizationType: 'rs',
    role: 'admin',
  };
});

const queueOne = async () => {
  const file = await aSubjectFile(caller.organizationId, 'Observations\n- Extincteur vide', { mimeType: 'text/plain' });
  return queueAnalysis(caller, { type: 'anomalies', reportId: file.id });
};

/** An SDK error as SQS answers it: `retryable` says whether the SDK's classification lets another attempt pass. */
const sqsError = (name: string, retryable: boolean) =>
  Object.assign(new Error(name), {
    name,
    $fault: retryable ? 'server' : 'client',
    $metadata: { httpStatusCode: retryable ? 503 : 400 },
  });

/**
 * The relay's and the sweep's SendMessage, failing for the test's organization with the error
 * `fault` gives for that attempt (none: sent); counts the attempts and the sends of each analysis.
 */
const sendsFailing = (fault: (attempt: number) => Error | undefined) => {
  const attempts = new Map<string, number>();
  const sent = new Map<string, number>();
  const send = sqs().send.bind(sqs());
  vi.spyOn(sqs(), 'send').mockImplementation((async (command: unknown, ...rest: unknown[]) => {
    if (command instanceof SendMessageCommand) {
      const { organizationId, analysisId } = JSON.parse(command.input.MessageBody!);
      const attempt = (attempts.get(analysisId) ?? 0) + 1;
      attempts.set(analysisId, attempt);
      const error = organizationId === caller.organizationId ? fault(attempt) : undefined;
      if (error) throw error;
      const result = await (send as (...args: unknown[]) => Promise<unknown>)(command, ...rest);
      sent.set(analysisId, (sent.get(analysisId) ?? 0) + 1);
      return result;
    }
    return (send as (...args: unknown[]) => unknown)(command, ...rest);
  }) as never);
  return { attempts, sent };
};

const failureQueueMessages = async (): Promise<StreamFailure[]> => {
  const received: StreamFailure[] = [];
  for (;;) {
    const { Messages = [] } = await sqsAdmin.send(
      new ReceiveMessageCommand({ QueueUrl: isolated.failureQueueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 0 }),
    );
    if (Messages.length === 0) return received;
    received.push(...Messages.map((message) => JSON.parse(message.Body!) as StreamFailure));
    for (const { ReceiptHandle } of Messages)
      await sqsAdmin.send(new DeleteMessageCommand({ QueueUrl: isolated.failureQueueUrl, ReceiptHandle }));
  }
};

/** Polls until the analysis is settled or the time is up; answers it and the seconds it took. */
const settled = async (id: string, since: number, limitMs = 20_000) => {
  for (;;) {
    const analysis = await findAnalysis(caller.organizationId, id);
    if (analysis?.status === 'succeeded' || analysis?.status === 'failed' || Date.now() - since > limitMs)
      return { analysis, seconds: (Date.now() - since) / 1000 };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/**
 * One set of pollers for the file: a queue poller stopped in the middle of a long poll may still
 * be handed a message by the local queue, which then stays invisible for its visibility timeout.
 */
let stop: () => Promise<void>;
beforeAll(() => {
  const failures = new SQSClient(sqsClientConfig);
  const stream = createOutboxPoller({
    handler: relay,
    functionName: 'relayAnalysisOutbox',
    batchSize: outboxDelivery.batchSize,
    timeoutSeconds: outboxDelivery.relayTimeoutSeconds,
    retryAttempts: outboxDelivery.retryAttempts,
    maxRecordAgeSeconds: outboxDelivery.maxRecordAgeSeconds,
    intervalMs: 50,
    onFailure: async (failure) =>
      void (await failures.send(
        new SendMessageCommand({ QueueUrl: isolated.failureQueueUrl, MessageBody: JSON.stringify(failure) }),
      )),
  });
  const sweeper = createSchedulePoller({
    handler: sweep,
    functionName: 'sweepAnalysisOutbox',
    timeoutSeconds: 60,
    event: sweepSettings,
    everyMs: 250,
  });
  const consumer = createQueuePoller({
    queueUrl: isolated.queueUrl,
    handler: consume,
    functionName: 'consumeReportAnalyses',
    batchSize: 5,
    timeoutSeconds: 60,
  });
  for (const poller of [stream, sweeper, consumer]) poller.start();
  stop = async () => {
    await Promise.all([stream.stop(), sweeper.stop(), consumer.stop()]);
    failures.destroy();
  };
});

afterAll(async () => {
  await stop();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('an analysis whose message the relay cannot send', () => {
  it('ends failed with a reason when the send fails the same way every time (a poison record)', async () => {
    const counts = sendsFailing(() => sqsError('KmsAccessDenied', false));
    const started = Date.now();
    const { id } = await queueOne();

    const { analysis, seconds } = await settled(id, started);
    expect(analysis).toMatchObject({
      status: 'failed',
      error: { code: 'internal_error', message: 'The analysis could not be handed to the analyser' },
    });
    // The stream's first delivery and its retries, then one try by the sweep.
    expect(counts.attempts.get(id)).toBe(outboxDelivery.retryAttempts + 2);
    expect(counts.sent.get(id)).toBeUndefined();
    expect(await findOutboxItem(caller.organizationId, id)).toBeUndefined();
    const failures = await failureQueueMessages();
    expect(failures).toEqual([
      expect.objectContaining({
        requestContext: expect.objectContaining({
          condition: 'RetryAttemptsExhausted',
          approximateInvokeCount: outboxDelivery.retryAttempts + 1,
        }),
      }),
    ]);
    console.info(
      `poison record: ${counts.attempts.get(id)} send attempts, ${failures.length} on-failure message, failed after ${seconds.toFixed(2)} s`,
    );
  });

  it('is sent once by the sweep when the stream gave it up on errors that then passed (a stuck outbox item)', async () => {
    // Every delivery the stream makes meets a throttled queue; the sweep's comes after the throttling.
    const streamDeliveries = outboxDelivery.retryAttempts + 1;
    const counts = sendsFailing((attempt) =>
      attempt <= streamDeliveries ? sqsError('ThrottlingException', true) : undefined,
    );
    const started = Date.now();
    const { id } = await queueOne();

    const { analysis, seconds } = await settled(id, started);
    expect(analysis).toMatchObject({ status: 'succeeded', attempt: 1, error: null });
    expect(counts.sent.get(id)).toBe(1);
    expect(counts.attempts.get(id)).toBe(streamDeliveries + 1);
    expect(await findOutboxItem(caller.organizationId, id)).toBeUndefined();
    expect(await failureQueueMessages()).toHaveLength(1);
    console.info(
      `stuck outbox item: ${counts.attempts.get(id)} send attempts, sent ${counts.sent.get(id)} time, succeeded after ${seconds.toFixed(2)} s`,
    );
  });

  it('ends failed when errors that may pass still keep it back after giveUpAfterSeconds', async () => {
    const counts = sendsFailing(() => sqsError('ServiceUnavailable', true));
    const started = Date.now();
    const { id } = await queueOne();

    const { analysis, seconds } = await settled(id, started);
    expect(analysis).toMatchObject({ status: 'failed', error: { code: 'attempts_exhausted' } });
    expect(seconds).toBeGreaterThanOrEqual(sweepSettings.giveUpAfterSeconds);
    expect(counts.sent.get(id)).toBeUndefined();
    // The stream's deliveries, then one try by each sweep until the item is old enough to give up.
    expect(counts.attempts.get(id)).toBeGreaterThan(outboxDelivery.retryAttempts + 2);
    console.info(
      `unsendable for ${sweepSettings.giveUpAfterSeconds} s: ${counts.attempts.get(id)} send attempts, failed after ${seconds.toFixed(2)} s`,
    );
  });

  it('leaves a healthy analysis to the stream: sent once, never swept', async () => {
    const counts = sendsFailing(() => undefined);
    const started = Date.now();
    const { id } = await queueOne();
    const { analysis, seconds } = await settled(id, started);
    expect(analysis?.status).toBe('succeeded');
    expect(counts.sent.get(id)).toBe(1);
    expect(seconds).toBeLessThan(sweepSettings.staleAfterSeconds + 5);
    const outcome = await sweep(sweepSettings, lambdaContext('sweepAnalysisOutbox', 60_000));
    expect(outcome).toEqual({ sent: 0, failed: 0, kept: 0 });
  });
});
