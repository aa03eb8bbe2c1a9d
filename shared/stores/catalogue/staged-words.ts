/**
 * The word index under an import written in chunks (docs/import-jobs.md, "Memory"). A word's items
 * hold all its entries, so applying each chunk's word changes as it is written would rewrite a word
 * most records hold once per chunk, a cost that grows with the square of the file. Instead each
 * chunk's word changes are staged under the run, and the run merges them into the index once, word
 * by word, at its end: each word is rewritten once per run.
 *
 * Staging: per (kind, word) a chunk changes, that chunk's entries (record id → its entry, or
 * leaving the word), sorted by id and cut in parts, keyed by the word, the chunk and the part. The
 * changes of a chunk are worked out from the words of its records' titles, texts, main dates and
 * lifecycles, which only the import writes (under the organization's writer lease): a chunk staged
 * again before its records are written gives the same keys and entries, and overwrites itself.
 *
 * Merging: each shard (a partition of the run's staging, words spread over them by a hash) is read
 * in key order, page by page, side by side with the others; a word's items (all its chunks, in
 * order) are gathered and applied over its stored entries, a later chunk's entry for a record
 * winning, the word is written, then its staged items are deleted. A shard holds one word and one
 * page at a time. A merge stopped at any point is finished by running it again: the words not yet
 * merged are still staged, and a word whose staged items were only partly deleted gets what is left
 * applied again, which changes nothing as long as what is left of each record is its last change.
 * So the staged items of a word whose records are each in one chunk are deleted together, and when
 * a record is in several of its chunks, chunk after chunk, oldest first.
 */
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { catalogueKeys } from '#shared/stores/db/keys.ts';
import { queryPages } from '#shared/stores/db/query-all.ts';
import { ttlAttribute } from '#shared/stores/db/table-definition.ts';
import type { Kind } from '#shared/vocabulary/catalogue/kinds.ts';
import { shardOf } from '#shared/vocabulary/shard.ts';
import { writeBatches } from './batch-write.ts';
import { directoryBlocks, type RecordChange, type WordUpdate, wordUpdates, wordWrites } from './derived-changes.ts';
import { recordIdOfEntry } from './derived-indexes.ts';
import { checkStagedChunk, linesInParts, packed, stagingExpiry, unpacked } from './import-staging.ts';
import { type Item, keyOf } from './record-items.ts';

/** Partitions a run's staging is spread over: each takes about 1,000 writes a second, and the merge reads them side by side. */
export const STAGING_SHARDS = 8;

/** Characters of changes per staged item before deflating: far below DynamoDB's 400 KB; a chunk of 1,000 records gives one part. */
const PART_CHARACTERS = 100_000;

/** The shard a word's staged items go to: the same for every chunk, so that one shard holds all of a word. */
const wordShard = (kind: string, word: string): number => shardOf(`${kind}|${word}`, STAGING_SHARDS);

/**
 * A word update's changes as lines sorted by record id, `+<entry>` for an entry the chunk puts in
 * the word (`date|id|flags`), `-<id>` for a record it takes out, cut in parts of at most
 * `PART_CHARACTERS`: entries are mostly random ids and repeated dates, which deflate to less than half.
 */
const partsOf = (update: WordUpdate): string[][] =>
  linesInParts(
    [...update.entries.keys()].sort().map((id) => {
      const entry = update.entries.get(id);
      return entry ? `+${entry}` : `-${id}`;
    }),
    PART_CHARACTERS,
  );

const stagedItems = (organizationId: string, runId: string, chunk: number, update: WordUpdate, expiresAt: number) =>
  partsOf(update).map(
    (lines, index): Item => ({
      ...catalogueKeys.stagedWord(organizationId, runId, wordShard(update.kind, update.word), {
        kind: update.kind,
        word: update.word,
        chunk,
        part: index,
      }),
      itemType: itemTypes.catalogueStagedWord,
      kind: update.kind,
      word: update.word,
      chunk,
      changes: packed(lines),
      [ttlAttribute]: expiresAt,
    }),
  );

/** The word changes of one chunk of an import run, staged under the run, not yet applied to the index. */
export const stageWordChanges = async (
  organizationId: string,
  runId: string,
  chunk: number,
  changes: readonly RecordChange[],
): Promise<void> => {
  checkStagedChunk(chunk);
  const expiresAt = stagingExpiry();
  const items = wordUpdates(changes).flatMap((update) => stagedItems(organizationId, runId, chunk, update, expiresAt));
  await writeBatches(items.map((put) => ({ put })));
};

/** A staged item as read back. */
interface StagedItem {
  PK: string;
  SK: string;
  kind: Kind;
  word: string;
  chunk: number;
  changes: Uint8Array;
}

/** Deletes a merged word's staged items so that whatever a stop leaves of a record is its last change (see the top). */
const deleteStaged = async (items: readonly StagedItem[], recordInSeveralChunks: boolean) => {
  if (!recordInSeveralChunks) return writeBatches(items.map((item) => ({ delete: keyOf(item) })));
  const chunks = [...new Set(items.map((item) => item.chunk))].sort((a, b) => a - b);
  for (const chunk of chunks)
    await writeBatches(items.filter((item) => item.chunk === chunk).map((item) => ({ delete: keyOf(item) })));
};

/** Applies one word's staged items (in key order: chunk, then part) over its stored entries, then deletes them. */
const mergeWord = async (organizationId: string, items: readonly StagedItem[]) => {
  const { kind, word } = items[0]!;
  const update: WordUpdate = { kind, word, entries: new Map() };
  let recordInSeveralChunks = false;
  const set = (id: string, entry: string | null) => {
    // A chunk's parts hold distinct records: an id seen before is in an earlier chunk.
    recordInSeveralChunks ||= update.entries.has(id);
    update.entries.set(id, entry);
  };
  for (const item of items)
    for (const line of unpacked(item.changes)) {
      const change = line.slice(1);
      if (line.startsWith('+')) set(recordIdOfEntry(change), change);
      else set(change, null);
    }
  const blocksOf = await directoryBlocks(organizationId, [update], { consistent: true });
  await writeBatches(await wordWrites(organizationId, update, blocksOf(kind, word)));
  await deleteStaged(items, recordInSeveralChunks);
};

/** Merges one shard's words one at a time; `paused` when `shouldPause` answered true before a word not yet merged. */
const mergeShard = async (
  organizationId: string,
  runId: string,
  shard: number,
  shouldPause: () => boolean,
): Promise<'done' | 'paused'> => {
  let word: StagedItem[] = [];
  const pages = queryPages({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': catalogueKeys.stagedWordsPartition(organizationId, runId, shard) },
    ConsistentRead: true,
  });
  for await (const page of pages) {
    for (const item of (page.Items ?? []) as StagedItem[]) {
      const first = word[0];
      if (first && (first.kind !== item.kind || first.word !== item.word)) {
        await mergeWord(organizationId, word);
        word = [];
        if (shouldPause()) return 'paused';
      }
      word.push(item);
    }
  }
  if (word.length > 0) await mergeWord(organizationId, word);
  return 'done';
};

/**
 * Applies every staged change of the run to the word index, word by word in chunk order (a later
 * chunk's entry for a record wins), then deletes that word's staged items; resumable: a run stopped
 * midway (or `shouldPause()` answering true between words) leaves the words not yet merged staged,
 * and calling it again finishes them.
 */
export const mergeStagedWords = async (
  organizationId: string,
  runId: string,
  options: { shouldPause?: () => boolean } = {},
): Promise<'done' | 'paused'> => {
  // A shard that fails stops the others between words, and the merge ends only once none is still writing.
  let failed = false;
  const stop = () => failed || (options.shouldPause?.() ?? false);
  const outcomes = await Promise.allSettled(
    Array.from({ length: STAGING_SHARDS }, (_, shard) =>
      mergeShard(organizationId, runId, shard, stop).catch((error: unknown) => {
        failed = true;
        throw error;
      }),
    ),
  );
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  return outcomes.some((outcome) => outcome.status === 'fulfilled' && outcome.value === 'paused') ? 'paused' : 'done';
};
