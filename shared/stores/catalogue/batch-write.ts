import { BatchWriteCommand, type BatchWriteCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#shared/stores/db/client.ts';
import { mapLimited } from '#shared/vocabulary/map-limited.ts';
import type { Item, ItemKey } from './record-items.ts';

const batchLimit = 25;
const maxAttempts = 8;

export type WriteRequest = { put: Item } | { delete: ItemKey };

/**
 * Puts and deletes in BatchWriteItem calls of 25, `concurrency` calls at a time; unprocessed
 * requests are retried with backoff and an error is thrown when some are still left, never a
 * silent gap. Not atomic: the import re-derives what it can (counters, words) on every run.
 */
export const writeBatches = async (
  requests: readonly WriteRequest[],
  options: { concurrency?: number; onWritten?: (count: number) => void } = {},
): Promise<void> => {
  const chunks: WriteRequest[][] = [];
  for (let start = 0; start < requests.length; start += batchLimit)
    chunks.push(requests.slice(start, start + batchLimit));
  await mapLimited(chunks, options.concurrency ?? 8, async (chunk) => {
    await writeChunk(chunk);
    options.onWritten?.(chunk.length);
  });
};

/** One BatchWriteItem call, and again for what DynamoDB hands back unprocessed, with backoff. */
const writeChunk = async (chunk: readonly WriteRequest[]): Promise<void> => {
  let pending: NonNullable<BatchWriteCommandOutput['UnprocessedItems']>[string] | undefined = chunk.map((request) =>
    'put' in request ? { PutRequest: { Item: request.put } } : { DeleteRequest: { Key: request.delete } },
  );
  for (let attempt = 0; pending && pending.length > 0; attempt += 1) {
    if (attempt === maxAttempts) throw new Error(`BatchWriteItem left ${pending.length} requests unprocessed`);
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 2 ** attempt * 10));
    const response: BatchWriteCommandOutput = await db().send(
      new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }),
    );
    pending = response.UnprocessedItems?.[tableName()];
  }
};
