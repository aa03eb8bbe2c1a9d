import { marshall } from '@aws-sdk/util-dynamodb';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { listPendingOutbox } from '#shared/stores/analyses/analysis-repository.ts';
import { outboxItemType } from '#shared/stores/analyses/outbox-stream.ts';
import { analysisKeys } from '#shared/stores/db/keys.ts';
import type { OutboxItem } from '#shared/vocabulary/analyses/outbox-item.ts';
import { lambdaContext } from './api-gateway-event.ts';
import { stoppableLoop } from './stoppable-loop.ts';

/**
 * The local stand-in for the table stream and its event source mapping, which feed the outbox
 * relay. In AWS each new outbox item reaches the relay as an INSERT stream record, again while the
 * relay fails it, until the mapping gives it up (its retries or its age spent) and sends its place
 * to the on-failure queue. Locally the poller finds pending outbox items with a Query on their
 * index and hands each to the same relay function as that INSERT record, with the same limits.
 * docs/analyses.md explains why.
 */
export type StreamHandler = (
  event: DynamoDBStreamEvent,
  context: Context,
) => Promise<DynamoDBBatchResponse | undefined>;

/** What Lambda sends to a stream mapping's on-failure destination: where the given-up records are, not the records. */
export interface StreamFailure {
  requestContext: {
    condition: 'RetryAttemptsExhausted' | 'RecordAgeExceeded';
    approximateInvokeCount: number;
    functionArn: string;
  };
  version: '1.0';
  timestamp: string;
  DDBStreamBatchInfo: {
    shardId: string;
    startSequenceNumber: string;
    endSequenceNumber: string;
    approximateArrivalOfFirstRecord: string;
    approximateArrivalOfLastRecord: string;
    batchSize: number;
    streamArn: string;
  };
}

interface OutboxPollerOptions {
  handler: StreamHandler;
  functionName: string;
  batchSize: number;
  timeoutSeconds: number;
  /** Retries of a failing record after its first delivery; without it, for ever. */
  retryAttempts?: number;
  /** Records older than this are given up; without it, none. */
  maxRecordAgeSeconds?: number;
  /** Where a given-up record's place goes (the on-failure destination). */
  onFailure?: (failure: StreamFailure) => Promise<void>;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}

const streamArn = 'arn:aws:dynamodb:local:000000000000:table/local/stream/local';
let sequence = 0;

/** The INSERT stream record of a pending outbox item, as the table stream would deliver it. */
const insertRecord = (item: OutboxItem): DynamoDBRecord => {
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
      ApproximateCreationDateTime: Date.parse(item.createdAt) / 1000,
      Keys: marshall(keys) as never,
      NewImage: marshall(image) as never,
      SequenceNumber: String(sequence).padStart(21, '0'),
      SizeBytes: JSON.stringify(image).length,
      StreamViewType: 'NEW_AND_OLD_IMAGES' as const,
    },
    eventSourceARN: streamArn,
  };
};

/** The INSERT stream records of pending outbox items. */
export const insertEvent = (items: readonly OutboxItem[]): DynamoDBStreamEvent => ({
  Records: items.map(insertRecord),
});

const keyOf = (item: OutboxItem) => `${item.organizationId}/${item.analysisId}`;

/** The items that pass the test and those that do not, each tested once. */
const partition = <T>(items: readonly T[], test: (item: T) => boolean): [T[], T[]] => {
  const passed = items.map(test);
  return [items.filter((_, index) => passed[index]), items.filter((_, index) => !passed[index])];
};

const failureOf = (
  item: OutboxItem,
  record: DynamoDBRecord,
  condition: StreamFailure['requestContext']['condition'],
  invokes: number,
  functionName: string,
): StreamFailure => ({
  requestContext: {
    condition,
    approximateInvokeCount: invokes,
    functionArn: lambdaContext(functionName).invokedFunctionArn,
  },
  version: '1.0',
  timestamp: new Date().toISOString(),
  DDBStreamBatchInfo: {
    shardId: 'shardId-local',
    startSequenceNumber: record.dynamodb!.SequenceNumber!,
    endSequenceNumber: record.dynamodb!.SequenceNumber!,
    approximateArrivalOfFirstRecord: item.createdAt,
    approximateArrivalOfLastRecord: item.createdAt,
    batchSize: 1,
    streamArn,
  },
});

interface PollOutcome {
  pending: number;
  relayed: number;
  /** Records given up this poll: their retries or their age spent. */
  givenUp: number;
}

export const createOutboxPoller = (options: OutboxPollerOptions) => {
  /** Failed deliveries of each record still retried, and the records given up, by item. */
  const failures = new Map<string, number>();
  const givenUp = new Set<string>();

  /** The oldest pending items the stream has not given up, up to a batch. */
  const nextBatch = async (): Promise<OutboxItem[]> => {
    const batch: OutboxItem[] = [];
    let after: OutboxItem | undefined;
    for (;;) {
      const items = await listPendingOutbox(options.batchSize, after);
      batch.push(...items.filter((item) => !givenUp.has(keyOf(item))));
      if (items.length < options.batchSize || batch.length >= options.batchSize)
        return batch.slice(0, options.batchSize);
      after = items.at(-1);
    }
  };

  const forget = (item: OutboxItem) => failures.delete(keyOf(item));

  const giveUp = async (
    item: OutboxItem,
    record: DynamoDBRecord,
    condition: StreamFailure['requestContext']['condition'],
  ) => {
    givenUp.add(keyOf(item));
    const invokes = failures.get(keyOf(item)) ?? 0;
    forget(item);
    await options.onFailure?.(failureOf(item, record, condition, invokes, options.functionName));
  };

  const tooOld = (item: OutboxItem) =>
    options.maxRecordAgeSeconds !== undefined &&
    Date.now() - Date.parse(item.createdAt) > options.maxRecordAgeSeconds * 1000;

  /** Counts a failed delivery of the record; gives it up once its retries are spent. Returns whether it did. */
  const failed = async (item: OutboxItem, record: DynamoDBRecord): Promise<boolean> => {
    const count = (failures.get(keyOf(item)) ?? 0) + 1;
    failures.set(keyOf(item), count);
    if (options.retryAttempts === undefined || count <= options.retryAttempts) return false;
    await giveUp(item, record, 'RetryAttemptsExhausted');
    return true;
  };

  /** One batch of records and, when there are some, one invocation. */
  const pollOnce = async (): Promise<PollOutcome> => {
    const items = await nextBatch();
    if (items.length === 0) return { pending: 0, relayed: 0, givenUp: 0 };
    const records = insertEvent(items).Records.map((record, index) => ({ record, item: items[index]! }));
    // Lambda discards a record past its age before invoking.
    const [expired, live] = partition(records, ({ item }) => tooOld(item));
    for (const { item, record } of expired) await giveUp(item, record, 'RecordAgeExceeded');
    const outcome = { pending: items.length, relayed: 0, givenUp: expired.length };
    if (live.length === 0) return outcome;
    const failures = await invoke(options, { Records: live.map(({ record }) => record) });
    for (const { item, record } of live) {
      if (!failures.has(record.dynamodb!.SequenceNumber!)) {
        forget(item);
        outcome.relayed += 1;
      } else if (await failed(item, record)) outcome.givenUp += 1;
    }
    return outcome;
  };

  const loop = stoppableLoop(async ({ stopped, pause }) => {
    let outcome: PollOutcome = { pending: 0, relayed: 0, givenUp: 0 };
    try {
      outcome = await pollOnce();
    } catch (error) {
      options.onError?.(error);
    }
    // Straight on while a backlog drains; otherwise (idle, or the relay failing) wait a moment.
    if ((outcome.pending === 0 || outcome.relayed + outcome.givenUp < outcome.pending) && !stopped()) {
      await pause(options.intervalMs ?? 200);
    }
  });
  return { pollOnce, ...loop };
};

/** Invokes the relay; returns the sequence numbers of the records that failed (all of them if it threw). */
const invoke = async (options: OutboxPollerOptions, event: DynamoDBStreamEvent): Promise<Set<string>> => {
  try {
    const response = await options.handler(event, lambdaContext(options.functionName, options.timeoutSeconds * 1000));
    return new Set((response?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier));
  } catch (error) {
    options.onError?.(error);
    return new Set(event.Records.map((record) => record.dynamodb!.SequenceNumber!));
  }
};
