/**
 * The counters under an import written in chunks (docs/import-jobs.md, "Memory"). A chunk of 1,000
 * records moves about 2,300 counters (the counter and month counter of each list its records
 * enter or leave), so adding each chunk's deltas as it is written would rewrite a counter most
 * chunks touch once per chunk: 2.3 writes a record. Instead each chunk stages its deltas under the
 * run, in a few items, and at its end the run adds them up and writes each counter once.
 *
 * Staging: a chunk's deltas (counter key, item type, attribute deltas) as JSON lines, spread over
 * `COUNTER_SHARDS` shards by a hash of the counter's key, cut in parts and deflated, keyed by the
 * shard, the chunk and the part. A chunk's deltas follow from fields only the import writes (under
 * the organization's writer lease), so a chunk staged again before its records are written puts
 * the same items.
 *
 * Applying, a shard at a time (one shard holds every delta of its counters, so a step holds a
 * shard's sums, not the run's): the shard's staged items are read and summed per counter, and each
 * counter is written once, marked with the run's id; a counter that holds it already was written by
 * an apply that stopped, and is left alone. The shard's staged items are deleted only once the
 * journal says its apply is done: a sum of what is left of them could differ from the whole.
 */
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { catalogueKeys } from '#shared/stores/db/keys.ts';
import { type QueryInput, queryPages } from '#shared/stores/db/query-all.ts';
import { ttlAttribute } from '#shared/stores/db/table-definition.ts';
import { mapLimited } from '#shared/vocabulary/map-limited.ts';
import { shardOf } from '#shared/vocabulary/shard.ts';
import { writeBatches } from './batch-write.ts';
import {
  applyCounterDeltas,
  type CounterDelta,
  counterDeltas,
  counterSums,
  type RecordChange,
} from './derived-changes.ts';
import { checkStagedChunk, linesInParts, packed, stagingExpiry, unpacked } from './import-staging.ts';
import { type Item, keyOf, keyText } from './record-items.ts';

/** Shards a run's counter deltas are spread over: a million generated records move about 330,000 counters, 10,000 a shard. */
export const COUNTER_SHARDS = 32;

/** Characters of deltas per staged item before deflating: far below DynamoDB's 400 KB. */
const PART_CHARACTERS = 200_000;

/** The counter deltas of one chunk of an import run, staged under the run, not yet added to the counters. */
export const stageCounterChanges = async (
  organizationId: string,
  run: { id: string; chunk: number; zone: string },
  changes: readonly RecordChange[],
): Promise<void> => {
  checkStagedChunk(run.chunk);
  const byShard = new Map<number, CounterDelta[]>();
  for (const delta of counterDeltas(organizationId, changes, run.zone)) {
    const shard = shardOf(keyText(delta.key), COUNTER_SHARDS);
    const deltas = byShard.get(shard) ?? [];
    byShard.set(shard, deltas);
    deltas.push(delta);
  }
  const expiresAt = stagingExpiry();
  const items = [...byShard].flatMap(([shard, deltas]) =>
    linesInParts(
      deltas.map((delta) => JSON.stringify(delta)),
      PART_CHARACTERS,
    ).map(
      (lines, part): Item => ({
        ...catalogueKeys.stagedCounters(organizationId, run.id, { shard, chunk: run.chunk, part }),
        itemType: itemTypes.catalogueStagedCounters,
        deltas: packed(lines),
        [ttlAttribute]: expiresAt,
      }),
    ),
  );
  await writeBatches(items.map((put) => ({ put })));
};

/** The query of one shard's staged items (strongly consistent: the lease holder wrote them). */
const shardQuery = (organizationId: string, runId: string, shard: number): QueryInput => ({
  KeyConditionExpression: 'PK = :pk AND begins_with(SK, :shard)',
  ExpressionAttributeValues: {
    ':pk': catalogueKeys.stagedCountersPartition(organizationId, runId),
    ':shard': catalogueKeys.stagedCountersShard(shard),
  },
  ConsistentRead: true,
});

/** One shard's staged items, page by page. */
const shardPages = (organizationId: string, runId: string, shard: number) =>
  queryPages(shardQuery(organizationId, runId, shard));

/** The shards from `from` on that hold staged deltas of the run (a small run moves few of them), asked all at once. */
export const stagedCounterShards = async (organizationId: string, runId: string, from: number): Promise<number[]> => {
  const shards = Array.from({ length: Math.max(0, COUNTER_SHARDS - from) }, (_, index) => from + index);
  const held = await mapLimited(shards, COUNTER_SHARDS, async (shard) => {
    const first = await queryPages({ ...shardQuery(organizationId, runId, shard), Limit: 1 }).next();
    return (first.value?.Items ?? []).length > 0;
  });
  return shards.filter((_, index) => held[index]);
};

/** Adds a shard's staged deltas to their counters, each counter once; run again after a stop, it writes the counters not yet written. */
export const applyStagedCounters = async (organizationId: string, runId: string, shard: number): Promise<void> => {
  const sums = counterSums();
  for await (const page of shardPages(organizationId, runId, shard))
    for (const item of page.Items ?? [])
      for (const line of unpacked(item.deltas as Uint8Array)) sums.add(JSON.parse(line) as CounterDelta);
  await applyCounterDeltas(sums.deltas(), runId);
};

/** Deletes a shard's staged deltas, once they are applied. */
export const deleteStagedCounters = async (organizationId: string, runId: string, shard: number): Promise<void> => {
  for await (const page of shardPages(organizationId, runId, shard))
    await writeBatches((page.Items ?? []).map((item) => ({ delete: keyOf(item as Item) })));
};
