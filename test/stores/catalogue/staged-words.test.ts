import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { itemsOfPartitions } from '#shared/stores/catalogue/catalogue-partitions.ts';
import { applyWordChanges, type RecordChange } from '#shared/stores/catalogue/derived-changes.ts';
import { wordEntriesOf } from '#shared/stores/catalogue/derived-indexes.ts';
import { type StoredRecord, toStoredRecord } from '#shared/stores/catalogue/record-items.ts';
import { mergeStagedWords, STAGING_SHARDS, stageWordChanges } from '#shared/stores/catalogue/staged-words.ts';
import { db, tableName } from '#shared/stores/db/client.ts';
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { catalogueKeys } from '#shared/stores/db/keys.ts';
import { ttlAttribute } from '#shared/stores/db/table-definition.ts';
import { KINDS } from '#shared/vocabulary/catalogue/kinds.ts';
import type { CatalogueRecord } from '#shared/vocabulary/catalogue-format/schema.ts';

const NOW = '2026-03-01T08:00:00.000Z';
const COLOURS = ['rouge', 'vert', 'bleu', 'jaune', 'noir'];

const anomaly = (id: string, index: number): StoredRecord =>
  toStoredRecord(
    {
      kind: 'anomaly',
      id,
      ref: `ANO-${index}`,
      title: `Pompe ${COLOURS[index % COLOURS.length]}`,
      status: 'open',
      detectedAt: new Date(Date.UTC(2025, 0, 1) + index * 3_600_000).toISOString(),
    } as unknown as CatalogueRecord,
    undefined,
    NOW,
  );

const unit = (id: string, index: number): StoredRecord =>
  toStoredRecord(
    {
      kind: 'unit',
      id,
      ref: `UNI-${index}`,
      title: `Bâtiment ${COLOURS[index % COLOURS.length]}`,
    } as unknown as CatalogueRecord,
    undefined,
    NOW,
  );

const created = (after: StoredRecord): RecordChange => ({ before: undefined, after });

/**
 * An index of 1,200 anomalies holding "pompe" (two blocks), then a run of three chunks: the first
 * moves 600 of them out of "pompe", archives or deletes them, and adds units; the second adds 1,000
 * anomalies; the third changes 300 of the first chunk's records again (back into "pompe", a text,
 * undeleted) and deletes 400 of the second's. A second run then deletes 1,000 "pompe" records, so
 * the word shrinks to one block.
 */
const scenario = () => {
  const ids = Array.from({ length: 2200 }, () => randomUUID());
  const base = ids.slice(0, 1200).map((id, index) => anomaly(id, index));
  const first = base.slice(0, 600).map((record, index): StoredRecord => {
    if (index % 3 === 0) return { ...record, title: `Vanne ${COLOURS[index % COLOURS.length]}` };
    if (index % 3 === 1) return { ...record, archived: true, archivedAt: NOW };
    return { ...record, deletedAt: NOW };
  });
  const units = Array.from({ length: 20 }, (_, index) => unit(randomUUID(), index));
  const added = ids.slice(1200).map((id, index) => anomaly(id, 1200 + index));
  const again = first.slice(0, 300).map(
    (before, index): RecordChange => ({
      before,
      after: {
        ...before,
        title: `Pompe ${COLOURS[(index + 1) % COLOURS.length]}`,
        text: 'Fuite sur la vanne',
        archived: false,
        archivedAt: null,
        deletedAt: null,
      },
    }),
  );
  const deleted = (records: readonly StoredRecord[]) =>
    records.map((before): RecordChange => ({ before, after: { ...before, deletedAt: NOW } }));
  const chunks: RecordChange[][] = [
    [...first.map((after, index) => ({ before: base[index], after })), ...units.map(created)],
    added.map(created),
    [...again, ...deleted(added.slice(0, 400))],
  ];
  const stillInPompe = [...base.slice(600), ...added.slice(400)];
  const secondRun: RecordChange[][] = [deleted(stillInPompe.slice(0, 500)), deleted(stillInPompe.slice(500, 1000))];
  return { base: base.map(created), chunks, secondRun };
};

/** Every (kind, word) the changes' records hold before or after. */
const vocabularyOf = (changes: readonly RecordChange[]) => {
  const words = new Map<string, { kind: string; word: string }>();
  for (const { before, after } of changes)
    for (const record of before ? [before, after] : [after])
      for (const word of wordEntriesOf(record, record.kind).keys())
        words.set(`${record.kind}|${word}`, { kind: record.kind, word });
  return [...words.values()];
};

/**
 * The organization's word index: its word directory and the partition of every word the scenario
 * ever names (so that a block left behind for a word no longer listed shows too), with the
 * organization's id taken out of the keys so that two organizations' indexes compare.
 */
const wordIndex = async (organizationId: string, vocabulary: readonly { kind: string; word: string }[]) => {
  const items = await itemsOfPartitions([
    ...KINDS.map((kind) => catalogueKeys.wordDirectoryPartition(organizationId, kind)),
    ...vocabulary.map(({ kind, word }) => catalogueKeys.wordPartition(organizationId, kind, word)),
  ]);
  return items
    .map((item) => ({ ...item, PK: (item.PK as string).replace(organizationId, '<org>'), SK: item.SK as string }))
    .sort((a, b) => `${a.PK}|${a.SK}`.localeCompare(`${b.PK}|${b.SK}`));
};

const stagedItems = (organizationId: string, runId: string) =>
  itemsOfPartitions(
    Array.from({ length: STAGING_SHARDS }, (_, shard) =>
      catalogueKeys.stagedWordsPartition(organizationId, runId, shard),
    ),
  );

const stageAll = async (organizationId: string, runId: string, chunks: readonly RecordChange[][]) => {
  for (const [chunk, changes] of chunks.entries()) await stageWordChanges(organizationId, runId, chunk, changes);
};

/** The index of an organization given the scenario's base, then each run's changes applied at once. */
const appliedAtOnce = async (base: readonly RecordChange[], runs: readonly RecordChange[][][]) => {
  const organizationId = randomUUID();
  await applyWordChanges(organizationId, base);
  for (const run of runs) await applyWordChanges(organizationId, run.flat());
  return organizationId;
};

describe('word changes staged chunk by chunk and merged at the end of the run', () => {
  it('give exactly the index the same changes applied at once give, the staging gone after', async () => {
    const { base, chunks, secondRun } = scenario();
    const vocabulary = vocabularyOf([...base, ...chunks.flat(), ...secondRun.flat()]);
    const [expected, other] = await Promise.all([appliedAtOnce(base, [chunks]), appliedAtOnce(base, [])]);
    const otherBefore = await wordIndex(other, vocabulary);

    const organizationId = randomUUID();
    await applyWordChanges(organizationId, base);
    const runId = randomUUID();
    // Staged out of order, the first chunk twice: the chunk number decides, not the order of staging.
    for (const chunk of [2, 0, 1, 0]) await stageWordChanges(organizationId, runId, chunk, chunks[chunk]!);
    expect(await mergeStagedWords(organizationId, runId)).toBe('done');

    const index = await wordIndex(organizationId, vocabulary);
    expect(index).toEqual(await wordIndex(expected, vocabulary));
    const pompe = index.find((item) => item.PK === 'ORG#<org>#CAT#WORDS#anomaly' && item.SK === 'pompe');
    expect(pompe).toMatchObject({ blocks: 2, count: 1600 });
    expect(await stagedItems(organizationId, runId)).toEqual([]);
    expect(await wordIndex(other, vocabulary)).toEqual(otherBefore);

    const second = randomUUID();
    await stageAll(organizationId, second, secondRun);
    expect(await mergeStagedWords(organizationId, second)).toBe('done');
    await applyWordChanges(expected, secondRun.flat());
    const shrunk = await wordIndex(organizationId, vocabulary);
    expect(shrunk).toEqual(await wordIndex(expected, vocabulary));
    expect(shrunk.filter((item) => item.PK === 'ORG#<org>#CAT#WORD#anomaly#pompe')).toHaveLength(1);
    expect(await stagedItems(organizationId, second)).toEqual([]);
    expect(await wordIndex(other, vocabulary)).toEqual(otherBefore);
  });

  it('stage the same items when a chunk is staged again, to expire a week on', async () => {
    const { chunks } = scenario();
    const organizationId = randomUUID();
    const runId = randomUUID();
    await stageWordChanges(organizationId, runId, 7, chunks[0]!);
    const once = await stagedItems(organizationId, runId);
    await stageWordChanges(organizationId, runId, 7, chunks[0]!);
    const twice = await stagedItems(organizationId, runId);
    const withoutExpiry = (items: Record<string, unknown>[]) =>
      items.map(({ [ttlAttribute]: _, ...item }) => item).sort((a, b) => String(a.SK).localeCompare(String(b.SK)));
    expect(withoutExpiry(twice)).toEqual(withoutExpiry(once));
    expect(once.length).toBeGreaterThan(10);
    for (const item of twice) {
      expect(item.PK).toMatch(new RegExp(`^ORG#${organizationId}#CAT#IMPORTWORDS#${runId}#\\d$`));
      expect(Number(item[ttlAttribute]) - Date.now() / 1000).toBeGreaterThan(6.9 * 86_400);
    }
  });

  it('delete a block of a merged word that its directory does not count (left by a rewrite of it that stopped)', async () => {
    const { base, chunks } = scenario();
    const vocabulary = vocabularyOf([...base, ...chunks.flat()]);
    const expected = await appliedAtOnce(base, [chunks]);
    const organizationId = randomUUID();
    await applyWordChanges(organizationId, base);
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...catalogueKeys.wordBlock(organizationId, 'anomaly', 'pompe', 5),
          itemType: itemTypes.catalogueWordBlock,
          // What such a block holds: entries of an older version of the word, of records the run takes out of it.
          entries: chunks[0]!
            .filter(({ before, after }) => before && !wordEntriesOf(after, after.kind).has('pompe'))
            .map(({ before }) => wordEntriesOf(before!, 'anomaly').get('pompe')!),
        },
      }),
    );
    const runId = randomUUID();
    await stageAll(organizationId, runId, chunks);
    expect(await mergeStagedWords(organizationId, runId)).toBe('done');
    expect(await wordIndex(organizationId, vocabulary)).toEqual(await wordIndex(expected, vocabulary));
  });

  it('finish with the same index when merged again after pauses', async () => {
    const { base, chunks } = scenario();
    const vocabulary = vocabularyOf([...base, ...chunks.flat()]);
    const expected = await appliedAtOnce(base, [chunks]);
    const organizationId = randomUUID();
    await applyWordChanges(organizationId, base);
    const runId = randomUUID();
    await stageAll(organizationId, runId, chunks);
    const staged = (await stagedItems(organizationId, runId)).length;

    expect(await mergeStagedWords(organizationId, runId, { shouldPause: () => true })).toBe('paused');
    const left = (await stagedItems(organizationId, runId)).length;
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(staged);
    let merges = 1;
    while ((await mergeStagedWords(organizationId, runId, { shouldPause: () => true })) === 'paused') merges += 1;
    expect(merges).toBeGreaterThan(1);
    expect(await wordIndex(organizationId, vocabulary)).toEqual(await wordIndex(expected, vocabulary));
    expect(await stagedItems(organizationId, runId)).toEqual([]);
  });

  /**
   * The process dies during the merge: of the stopAt-th write call of the kind named, DynamoDB
   * processes only the last request and hands the others back unprocessed (as it may under load),
   * and that call's retry and every later call never reach it.
   */
  const stopDuring = (kind: 'word writes' | 'staged deletes', stopAt: number) => {
    const name = `stop-${randomUUID()}`;
    let calls = 0;
    let stopped = false;
    db().middlewareStack.add(
      (next, context) => async (args) => {
        if (!context.commandName?.startsWith('BatchWrite')) return next(args);
        if (stopped) throw new Error('stopped');
        const input = args.input as { RequestItems: Record<string, { DeleteRequest?: { Key: { PK: string } } }[]> };
        const [table, requests] = Object.entries(input.RequestItems)[0]!;
        const staged = requests.some((request) => request.DeleteRequest?.Key.PK.includes('#IMPORTWORDS#'));
        if (staged !== (kind === 'staged deletes') || ++calls < stopAt) return next(args);
        stopped = true;
        const result = await next({ ...args, input: { ...input, RequestItems: { [table]: requests.slice(-1) } } });
        if (requests.length > 1)
          Object.assign(result.output as object, { UnprocessedItems: { [table]: requests.slice(0, -1) } });
        return result;
      },
      { step: 'initialize', name },
    );
    return () => db().middlewareStack.remove(name);
  };

  it.each([
    ['word writes', 1],
    ['word writes', 4],
    ['word writes', 9],
    ['staged deletes', 1],
    ['staged deletes', 2],
    ['staged deletes', 3],
    ['staged deletes', 5],
    ['staged deletes', 8],
    ['staged deletes', 12],
  ] as const)(
    'finish with the same index when merged again after a stop during the %s (call %i)',
    async (kind, stopAt) => {
      const { base, chunks } = scenario();
      const vocabulary = vocabularyOf([...base, ...chunks.flat()]);
      const expected = await appliedAtOnce(base, [chunks]);
      const organizationId = randomUUID();
      await applyWordChanges(organizationId, base);
      const runId = randomUUID();
      await stageAll(organizationId, runId, chunks);

      const resume = stopDuring(kind, stopAt);
      try {
        await expect(mergeStagedWords(organizationId, runId)).rejects.toThrow('stopped');
      } finally {
        resume();
      }
      expect(await mergeStagedWords(organizationId, runId)).toBe('done');
      expect(await wordIndex(organizationId, vocabulary)).toEqual(await wordIndex(expected, vocabulary));
      expect(await stagedItems(organizationId, runId)).toEqual([]);
    },
  );
});
