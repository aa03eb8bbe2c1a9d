/**
 * What the import derives from all records of a kind at once (docs/search.md): the counters of
 * every list (totals per status, and per month of the organization's time zone) and the word
 * index of titles and texts. Both are recomputed from the stored records of each kind an import
 * touched, so a re-run repairs whatever an interrupted one left behind.
 */

import { itemTypes } from '#shared/stores/db/item-types.ts';
import { onIndex } from '#shared/stores/db/items.ts';
import { catalogueKeys, type Liveness } from '#shared/stores/db/keys.ts';
import { queryAll } from '#shared/stores/db/query-all.ts';
import { ALL, DUE, facetsOf, hasDueList, linkedValues, UNDATED } from '#shared/vocabulary/catalogue/facets.ts';
import type { Kind } from '#shared/vocabulary/catalogue/kinds.ts';
import { indexWords } from '#shared/vocabulary/catalogue/words.ts';
import { timestampToMillis } from '#shared/vocabulary/formats/plain-formats.ts';
import { monthKey } from '#shared/vocabulary/time/time-zone.ts';
import { type WriteRequest, writeBatches } from './batch-write.ts';
import { counterAttributes } from './counter-items.ts';
import {
  type Item,
  type ItemKey,
  isDeleted,
  livenessOf,
  mainDateOf,
  overdueDateOf,
  type StoredRecord,
  storedRecordOf,
} from './record-items.ts';

const LIVENESSES: readonly Liveness[] = ['live', 'archived'];

/** Entries per block of the word index: a block stays far below DynamoDB's 400 KB item limit. */
const WORD_BLOCK_SIZE = 1000;

/** Every stored record of a kind, live and archived. */
const readKind = async (organizationId: string, kind: Kind): Promise<StoredRecord[]> => {
  const pages = await Promise.all(
    LIVENESSES.map((liveness) =>
      queryAll({
        ...onIndex('GSI2', catalogueKeys.list(organizationId, kind, liveness, ALL, ALL)),
      }),
    ),
  );
  return pages.flat().map(storedRecordOf);
};

type Tally = Map<string, number>;
/** Counter items being counted: `PK|SK` → the item's key and tally. */
type Tallies = Map<string, { key: ItemKey; tally: Tally }>;

const bump = (tally: Tally, attribute: string) => tally.set(attribute, (tally.get(attribute) ?? 0) + 1);

/** Counts each attribute once more on the counter item of this key. */
const countOn = (tallies: Tallies, key: ItemKey, attributes: readonly string[]) => {
  const id = `${key.PK}|${key.SK}`;
  let entry = tallies.get(id);
  if (!entry) {
    entry = { key, tally: new Map() };
    tallies.set(id, entry);
  }
  for (const attribute of attributes) bump(entry.tally, attribute);
};

/** The lists a record is in, each with the month it counts the record in (absent when undated). */
const countedLists = (
  record: StoredRecord,
  kind: Kind,
  monthOf: (date: string | null) => string | undefined,
): [string, string, string | undefined][] => {
  const mainMonth = monthOf(mainDateOf(record, kind));
  // Every list counts its months by the date it is ordered by.
  const lists: [string, string, string | undefined][] = [[ALL, ALL, mainMonth]];
  for (const facet of facetsOf(kind))
    for (const value of linkedValues(record, kind, facet)) lists.push([facet, value, mainMonth]);
  if (hasDueList(kind)) lists.push([DUE, ALL, monthOf(overdueDateOf(record, kind))]);
  return lists;
};

const toCounterItem =
  (itemType: string) =>
  ({ key, tally }: { key: ItemKey; tally: Tally }): Item => ({
    ...key,
    itemType,
    ...Object.fromEntries(tally),
  });

/** Counter items of a kind: one totals item and one months item per list. */
export const counterItems = (
  organizationId: string,
  kind: Kind,
  records: readonly StoredRecord[],
  timeZone: string,
): Item[] => {
  const totals: Tallies = new Map();
  const months: Tallies = new Map();
  const monthOf = (date: string | null) => {
    const millis = date === null ? undefined : timestampToMillis(date);
    return millis === undefined ? undefined : monthKey(millis, timeZone);
  };
  for (const record of records) {
    const liveness = livenessOf(record);
    for (const [facet, value, month] of countedLists(record, kind, monthOf)) {
      countOn(totals, catalogueKeys.counter(organizationId, kind, liveness, facet, value), [
        counterAttributes.total,
        ...(record.status === null ? [] : [counterAttributes.status(record.status)]),
      ]);
      if (month !== undefined) {
        countOn(months, catalogueKeys.monthCounter(organizationId, kind, liveness, facet, value), [
          counterAttributes.month(month),
          ...(record.status === null ? [] : [counterAttributes.statusMonth(record.status, month)]),
        ]);
      }
    }
  }
  return [
    ...[...totals.values()].map(toCounterItem(itemTypes.catalogueCounter)),
    ...[...months.values()].map(toCounterItem(itemTypes.catalogueMonthCounter)),
  ];
};

/** The word index entries of one record: `date|id|flags` under each word of its title and text (none when deleted). */
export const wordEntriesOf = (record: StoredRecord, kind: Kind): Map<string, string> => {
  if (isDeleted(record)) return new Map();
  const inTitle = new Set(indexWords(record.title));
  const words = new Set([...inTitle, ...indexWords(record.text ?? '')]);
  const date = mainDateOf(record, kind) ?? UNDATED;
  return new Map(
    [...words].map((word) => [
      word,
      `${date}|${record.id}|${inTitle.has(word) ? 't' : ''}${record.archived ? 'a' : ''}`,
    ]),
  );
};

/** The record an entry of the word index (`date|id|flags`) stands for. */
export const recordIdOfEntry = (entry: string): string => entry.split('|')[1]!;

/** The items of one word: blocks of its entries, newest first, and its directory entry. */
export const wordListItems = (organizationId: string, kind: Kind, word: string, list: string[]): Item[] => {
  list.sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
  const blocks = Math.ceil(list.length / WORD_BLOCK_SIZE);
  const items: Item[] = [];
  for (let block = 0; block < blocks; block += 1) {
    items.push({
      ...catalogueKeys.wordBlock(organizationId, kind, word, block),
      itemType: itemTypes.catalogueWordBlock,
      entries: list.slice(block * WORD_BLOCK_SIZE, (block + 1) * WORD_BLOCK_SIZE),
    });
  }
  items.push({
    ...catalogueKeys.wordDirectory(organizationId, kind, word),
    itemType: itemTypes.catalogueWord,
    blocks,
    count: list.length,
  });
  return items;
};

/** Word index items of a kind: blocks of `date|id|flags` entries, newest first, and the directory. */
export const wordItems = (organizationId: string, kind: Kind, records: readonly StoredRecord[]): Item[] => {
  const entries = new Map<string, string[]>();
  for (const record of records) {
    for (const [word, entry] of wordEntriesOf(record, kind)) {
      const list = entries.get(word) ?? [];
      if (list.length === 0) entries.set(word, list);
      list.push(entry);
    }
  }
  return [...entries].flatMap(([word, list]) => wordListItems(organizationId, kind, word, list));
};

const keysIn = async (partition: string): Promise<{ PK: string; SK: string }[]> =>
  (await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': partition },
    ProjectionExpression: 'PK, SK',
  })) as {
    PK: string;
    SK: string;
  }[];

/** The keys of the derived items a kind holds now, so that the rebuild can delete what it no longer writes. */
const storedDerivedKeys = async (organizationId: string, kind: Kind): Promise<{ PK: string; SK: string }[]> => {
  const partitions = LIVENESSES.flatMap((liveness) =>
    [ALL, ...facetsOf(kind), ...(hasDueList(kind) ? [DUE] : [])].flatMap((facet) => [
      catalogueKeys.counterPartition(organizationId, kind, liveness, facet),
      catalogueKeys.monthCounterPartition(organizationId, kind, liveness, facet),
    ]),
  );
  const counters = (await Promise.all(partitions.map(keysIn))).flat();
  const directory = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': catalogueKeys.wordDirectoryPartition(organizationId, kind) },
  });
  const words = directory.flatMap((entry) => {
    const word = entry.SK as string;
    const blocks = Array.from({ length: Number(entry.blocks) }, (_, block) =>
      catalogueKeys.wordBlock(organizationId, kind, word, block),
    );
    return [{ PK: entry.PK as string, SK: word }, ...blocks];
  });
  return [...counters, ...words];
};

/** Recomputes the counters and the word index of these kinds from their stored records. */
export const rebuildDerivedIndexes = async (
  organizationId: string,
  kinds: readonly Kind[],
  timeZone: string,
  onKindDone?: (kindsDone: number) => void,
): Promise<void> => {
  for (const [index, kind] of kinds.entries()) {
    const [records, stale] = await Promise.all([
      readKind(organizationId, kind),
      storedDerivedKeys(organizationId, kind),
    ]);
    const items = [
      ...counterItems(organizationId, kind, records, timeZone),
      ...wordItems(organizationId, kind, records),
    ];
    const written = new Set(items.map((item) => `${item.PK}|${item.SK}`));
    const requests: WriteRequest[] = [
      ...items.map((put) => ({ put })),
      ...stale.filter((key) => !written.has(`${key.PK}|${key.SK}`)).map((key) => ({ delete: key })),
    ];
    await writeBatches(requests);
    onKindDone?.(index + 1);
  }
};
