import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { mapLimited } from '#shared/vocabulary/map-limited.ts';
import { db, tableName } from './client.ts';

const batchGetLimit = 100;
const maxAttempts = 6;
const concurrentCalls = 16;

const readChunk = async (
  chunk: Record<string, unknown>[],
  options: { consistent?: boolean },
): Promise<Record<string, unknown>[]> => {
  const items: Record<string, unknown>[] = [];
  let pending: Record<string, unknown>[] | undefined = chunk;
  for (let attempt = 0; pending && pending.length > 0; attempt += 1) {
    if (attempt === maxAttempts) throw new Error(`BatchGetItem left ${pending.length} keys unprocessed`);
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 2 ** attempt * 10));
    const response: BatchGetCommandOutput = await db().send(
      new BatchGetCommand({
        RequestItems: { [tableName()]: { Keys: pending, ConsistentRead: options.consistent } },
      }),
    );
    items.push(...(response.Responses?.[tableName()] ?? []));
    pending = response.UnprocessedKeys?.[tableName()]?.Keys;
  }
  return items;
};

/**
 * The items at these keys, in no particular order; missing keys are simply absent. BatchGetItem
 * takes 100 keys per call and may hand some back unprocessed under load: those are retried with
 * backoff, and still-unprocessed keys after the last attempt are an error, never a silent gap.
 */
export const batchGetItems = async (
  itemKeys: readonly Record<string, unknown>[],
  options: { consistent?: boolean } = {},
): Promise<Record<string, unknown>[]> => {
  const chunks: Record<string, unknown>[][] = [];
  for (let start = 0; start < itemKeys.length; start += batchGetLimit)
    chunks.push(itemKeys.slice(start, start + batchGetLimit));
  // A few calls at a time: a read of 100,000 keys would otherwise queue a thousand requests on the client's sockets.
  return (await mapLimited(chunks, concurrentCalls, (chunk) => readChunk(chunk, options))).flat();
};
