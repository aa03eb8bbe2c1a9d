import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '#infra/local/seed/catalogue-generator.ts';
import { itemsOfPartitions } from '#shared/stores/catalogue/catalogue-partitions.ts';
import { applyCounterDeltas, counterDeltas, type RecordChange } from '#shared/stores/catalogue/derived-changes.ts';
import { keyText, type StoredRecord, toStoredRecord } from '#shared/stores/catalogue/record-items.ts';
import {
  applyStagedCounters,
  COUNTER_SHARDS,
  deleteStagedCounters,
  stageCounterChanges,
} from '#shared/stores/catalogue/staged-counters.ts';
import { batchGetItems } from '#shared/stores/db/batch-get.ts';
import { catalogueKeys } from '#shared/stores/db/keys.ts';
import { parseRecord } from '#shared/vocabulary/catalogue-format/parse-record.ts';

const NOW = '2026-03-01T08:00:00.000Z';
const ZONE = 'Europe/Paris';

/**
 * 2,000 generated records created in four chunks of 500, then a fifth chunk changing 300 records of
 * the first again: anomalies opened or resolved, records archived, records deleted.
 */
const scenario = (): RecordChange[][] => {
  const { records } = generateCatalogue({
    organization: { id: randomUUID(), name: 'Counted' },
    records: 2000,
    seed: 5,
  });
  const stored = records.map((raw) => toStoredRecord(parseRecord(raw, 'catalogue/v2'), undefined, NOW));
  const created = (after: StoredRecord): RecordChange => ({ before: undefined, after });
  const chunks = [0, 1, 2, 3].map((chunk) => stored.slice(chunk * 500, chunk * 500 + 500).map(created));
  const again = stored.slice(0, 300).map((before, index): RecordChange => {
    if (index % 3 === 0 && before.kind === 'anomaly')
      return { before, after: { ...before, status: before.status === 'open' ? 'resolved' : 'open' } };
    if (index % 3 !== 2) return { before, after: { ...before, archived: true, archivedAt: NOW } };
    return { before, after: { ...before, deletedAt: NOW } };
  });
  return [...chunks, again];
};

/** The counters any chunk moves, read, with the organization's id and the run's mark taken out so that two organizations compare. */
const countersOf = async (organizationId: string, chunks: readonly RecordChange[][]) => {
  const keys = new Map(
    chunks
      .flatMap((changes) => counterDeltas(organizationId, changes, ZONE))
      .map(({ key }) => [keyText(key), key] as const),
  );
  const items = await batchGetItems([...keys.values()], { consistent: true });
  return items
    .map(({ lastImport: _run, ...item }) => ({
      ...item,
      PK: (item.PK as string).replace(organizationId, '<org>'),
      SK: item.SK as string,
    }))
    .sort((a, b) => `${a.PK}|${a.SK}`.localeCompare(`${b.PK}|${b.SK}`));
};

const staged = (organizationId: string, runId: string) =>
  itemsOfPartitions([catalogueKeys.stagedCountersPartition(organizationId, runId)]);

describe('counter deltas staged chunk by chunk and added a shard at a time at the end of the run', () => {
  it('give exactly the counters the same changes added at once give, a shard added twice counted once, the staging gone after', async () => {
    const chunks = scenario();
    const expected = randomUUID();
    await applyCounterDeltas(counterDeltas(expected, chunks.flat(), ZONE), 'at-once');

    const organizationId = randomUUID();
    const runId = randomUUID();
    // Staged out of order, the second chunk twice: the chunk number decides, not the order of staging.
    for (const chunk of [4, 1, 0, 2, 1, 3])
      await stageCounterChanges(organizationId, { id: runId, chunk, zone: ZONE }, chunks[chunk]!);
    const stagedItems = await staged(organizationId, runId);
    expect(new Set(stagedItems.map((item) => (item.SK as string).slice(0, 2))).size).toBe(COUNTER_SHARDS);
    expect(stagedItems.length).toBeLessThanOrEqual(COUNTER_SHARDS * chunks.length);

    for (let shard = 0; shard < COUNTER_SHARDS; shard += 1) {
      await applyStagedCounters(organizationId, runId, shard);
      // A step that stopped after adding the shard, before the journal noted it, adds it again.
      if (shard % 2 === 0) await applyStagedCounters(organizationId, runId, shard);
      await deleteStagedCounters(organizationId, runId, shard);
    }

    const counters = await countersOf(organizationId, chunks);
    expect(counters.length).toBeGreaterThan(500);
    expect(counters).toEqual(await countersOf(expected, chunks));
    expect(await staged(organizationId, runId)).toEqual([]);
  });

  it('stage nothing for changes that move no counter', async () => {
    const organizationId = randomUUID();
    const runId = randomUUID();
    await stageCounterChanges(organizationId, { id: runId, chunk: 0, zone: ZONE }, []);
    expect(await staged(organizationId, runId)).toEqual([]);
  });
});
