/**
 * What an import changes in the counters and the word index, from the records it changes alone
 * (docs/catalogue-import.md, "Derived data"): each changed record's contributions before and after,
 * so a write costs what it changes whatever the organization's size.
 *
 * Counters are sums, so a delta applied twice would count twice: each counter item is updated once
 * per import and marked with the import's id (`lastImport`). An import run again after a failure
 * (the same file, the same id; import-journal.ts) skips the counters it updated already. An import
 * written in chunks stages each chunk's deltas and applies their sum once (staged-counters.ts).
 * Words are sets: a record's entry is removed or put, which is the same however many times it is done.
 */
import { batchGetItems } from '#shared/stores/db/batch-get.ts';
import { catalogueKeys } from '#shared/stores/db/keys.ts';
import { queryAll } from '#shared/stores/db/query-all.ts';
import type { Kind } from '#shared/vocabulary/catalogue/kinds.ts';
import { mapLimited } from '#shared/vocabulary/map-limited.ts';
import { type WriteRequest, writeBatches } from './batch-write.ts';
import { counterItems, recordIdOfEntry, wordEntriesOf, wordListItems } from './derived-indexes.ts';
import { type Item, type ItemKey, isDeleted, keyOf, keyText, type StoredRecord } from './record-items.ts';

/** A record an import writes: its stored version (none when new) and the one it writes. */
export interface RecordChange {
  before: StoredRecord | undefined;
  after: StoredRecord;
}

/** What changes move one counter item by: a delta per attribute. */
export interface CounterDelta {
  key: ItemKey;
  itemType: string;
  by: [string, number][];
}

/** A running sum of counter deltas, added one at a time: each counter once, those left as they were left out. */
export const counterSums = () => {
  const sums = new Map<string, { key: ItemKey; itemType: string; by: Map<string, number> }>();
  return {
    add: ({ key, itemType, by }: CounterDelta) => {
      const id = keyText(key);
      const sum = sums.get(id) ?? { key, itemType, by: new Map() };
      sums.set(id, sum);
      for (const [attribute, value] of by) sum.by.set(attribute, (sum.by.get(attribute) ?? 0) + value);
    },
    deltas: (): CounterDelta[] =>
      [...sums.values()]
        .map((sum) => ({ ...sum, by: [...sum.by].filter(([, value]) => value !== 0) }))
        .filter((sum) => sum.by.length > 0),
  };
};

/** The attribute deltas of every counter item the changes move. */
export const counterDeltas = (
  organizationId: string,
  changes: readonly RecordChange[],
  timeZone: string,
): CounterDelta[] => {
  const sums = counterSums();
  const add = (record: StoredRecord | undefined, sign: 1 | -1) => {
    if (!record || isDeleted(record)) return;
    for (const { PK, SK, itemType, ...counts } of counterItems(organizationId, record.kind, [record], timeZone))
      sums.add({
        key: { PK, SK },
        itemType: itemType as string,
        by: Object.entries(counts).map(([attribute, value]) => [attribute, sign * (value as number)]),
      });
  };
  for (const { before, after } of changes) {
    add(before, -1);
    add(after, 1);
  }
  return sums.deltas();
};

/** The counter with the delta added, marked as updated by this import; zeros are left out (a reader counts them as 0). */
const withDelta = (
  stored: Record<string, unknown> | undefined,
  { key, itemType, by }: CounterDelta,
  importId: string,
): Item => {
  const counts = new Map<string, number>();
  for (const [attribute, value] of Object.entries(stored ?? {}))
    if (typeof value === 'number') counts.set(attribute, value);
  for (const [attribute, value] of by) counts.set(attribute, (counts.get(attribute) ?? 0) + value);
  const kept = [...counts].filter(([, value]) => value !== 0);
  return { ...key, itemType, lastImport: importId, ...Object.fromEntries(kept) };
};

/**
 * Adds the deltas to their counters, once per import: the counters are read (strongly consistent)
 * and written back with the delta added, in batches; a counter that already holds this import's id
 * was updated by an interrupted run of it and is left alone. Only the holder of the organization's
 * writer lease writes counters, so nothing lands between the read and the write.
 */
export const applyCounterDeltas = async (deltas: readonly CounterDelta[], importId: string): Promise<void> => {
  const stored = new Map(
    (
      await batchGetItems(
        deltas.map(({ key }) => key),
        { consistent: true },
      )
    ).map((item) => [keyText(item as ItemKey), item]),
  );
  const puts = deltas.flatMap((delta) => {
    const current = stored.get(keyText(delta.key));
    return current?.lastImport === importId ? [] : [{ put: withDelta(current, delta, importId) }];
  });
  await writeBatches(puts);
};

/** The new entries of one word: of each changed record, its entry, or null when it leaves the word. */
export interface WordUpdate {
  kind: Kind;
  word: string;
  entries: Map<string, string | null>;
}

/** For each (kind, word) the changes touch: the new entry of each changed record, or null when it leaves the word. */
export const wordUpdates = (changes: readonly RecordChange[]): WordUpdate[] => {
  const updates = new Map<string, WordUpdate>();
  for (const { before, after } of changes) {
    const old = before ? wordEntriesOf(before, before.kind) : new Map<string, string>();
    const now = wordEntriesOf(after, after.kind);
    for (const word of new Set([...old.keys(), ...now.keys()])) {
      if (old.get(word) === now.get(word)) continue;
      const id = `${after.kind}|${word}`;
      const update = updates.get(id) ?? { kind: after.kind, word, entries: new Map() };
      updates.set(id, update);
      update.entries.set(after.id, now.get(word) ?? null);
    }
  }
  return [...updates.values()];
};

/** What a word stores now: its entries by record id, the keys of the blocks holding them, and whether the directory lists it. */
interface StoredWord {
  entries: Map<string, string>;
  blocks: ItemKey[];
  listed: boolean;
}

/** The stored word, read when the directory lists it (strongly consistent: the lease holder wrote it last). */
const storedWord = async (
  organizationId: string,
  kind: Kind,
  word: string,
  directoryBlocks: number,
): Promise<StoredWord> => {
  if (directoryBlocks === 0) return { entries: new Map(), blocks: [], listed: false };
  const blocks = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': catalogueKeys.wordPartition(organizationId, kind, word) },
    ConsistentRead: true,
  });
  const entries = new Map(
    blocks.flatMap((block) => (block.entries as string[]).map((entry) => [recordIdOfEntry(entry), entry] as const)),
  );
  return { entries, blocks: blocks.map((block) => keyOf(block as ItemKey)), listed: true };
};

/**
 * The writes that bring one word to its new entries: its blocks and directory entry, and deletes of
 * the stored blocks it no longer needs (whatever the directory counted: a block left by a rewrite
 * that stopped between its writes goes too) and of its directory entry once it holds nothing.
 */
const wordRewrite = (organizationId: string, update: WordUpdate, stored: StoredWord): WriteRequest[] => {
  const { entries } = stored;
  for (const [id, entry] of update.entries) {
    if (entry === null) entries.delete(id);
    else entries.set(id, entry);
  }
  const items: Item[] =
    entries.size > 0 ? wordListItems(organizationId, update.kind, update.word, [...entries.values()]) : [];
  const written = new Set(items.map(keyText));
  const stale = stored.blocks.filter((key) => !written.has(keyText(key)));
  if (entries.size === 0 && stored.listed)
    stale.push(catalogueKeys.wordDirectory(organizationId, update.kind, update.word));
  return [...items.map((put): WriteRequest => ({ put })), ...stale.map((key): WriteRequest => ({ delete: key }))];
};

/** The writes that apply one word's update over what it stores, given the block count its directory entry states. */
export const wordWrites = async (
  organizationId: string,
  update: WordUpdate,
  directoryBlocks: number,
): Promise<WriteRequest[]> =>
  wordRewrite(organizationId, update, await storedWord(organizationId, update.kind, update.word, directoryBlocks));

/** The block count the word directory states for each of these words (0: the word holds nothing). */
export const directoryBlocks = async (
  organizationId: string,
  words: readonly { kind: Kind; word: string }[],
  options: { consistent?: boolean } = {},
): Promise<(kind: Kind, word: string) => number> => {
  const directory = await batchGetItems(
    words.map(({ kind, word }) => catalogueKeys.wordDirectory(organizationId, kind, word)),
    options,
  );
  const blocks = new Map(directory.map((item) => [keyText(item as ItemKey), Number(item.blocks)]));
  return (kind, word) => blocks.get(keyText(catalogueKeys.wordDirectory(organizationId, kind, word))) ?? 0;
};

/** Puts and removes the changed records' entries in the words they enter or leave. */
export const applyWordChanges = async (organizationId: string, changes: readonly RecordChange[]): Promise<void> => {
  const updates = wordUpdates(changes);
  const blocksOf = await directoryBlocks(organizationId, updates);
  const requests = await mapLimited(updates, 16, (update) =>
    wordWrites(organizationId, update, blocksOf(update.kind, update.word)),
  );
  await writeBatches(requests.flat());
};
