/**
 * Writes the records an import states (docs/data-model.md, "Writers"). A record no one has stored
 * yet is only ever written by the import, which holds the organization's writer lease: it goes in
 * batches. A stored record may be written meanwhile by operation 6 (a document's file): its item is
 * written only at the `revision` the import read; when that lost, the record is read again, the
 * file's statement merged over it again and written again. Either way a record's derived items
 * (and the deletes of those its old version had) are written before its record item, which commits
 * the change: a record item written means its derived items are.
 */
import { setTimeout as pause } from 'node:timers/promises';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { type WriteRequest, writeBatches } from '#shared/stores/catalogue/batch-write.ts';
import {
  type Item,
  keyOf,
  keyText,
  recordItems,
  type StoredRecord,
  storedRecordOf,
} from '#shared/stores/catalogue/record-items.ts';
import { db, tableName } from '#shared/stores/db/client.ts';
import { catalogueKeys } from '#shared/stores/db/keys.ts';
import { isLostRace } from '#shared/stores/db/transactions.ts';
import { mapLimited } from '#shared/vocabulary/map-limited.ts';
import type { RecordStatement, StatedRecord } from './import-records.ts';

/** Merges the statement over a stored version again (after another writer changed the record). */
type Restate = (statement: RecordStatement, previous: StoredRecord | undefined) => Promise<StatedRecord>;

interface StatedEntry {
  statement: RecordStatement;
  stated: StatedRecord;
}

/** The derived items of the record's new version, and deletes of those its old version had and it no longer has. */
const derivedRequests = (organizationId: string, derived: Item[], previous: StoredRecord | undefined) => {
  const written = new Set(derived.map(keyText));
  const stale = previous ? recordItems(organizationId, previous).slice(1) : [];
  return [
    ...derived.map((put): WriteRequest => ({ put })),
    ...stale.filter((old) => !written.has(keyText(old))).map((old): WriteRequest => ({ delete: keyOf(old) })),
  ];
};

const revisionCondition = (previous: StoredRecord) =>
  previous.revision === undefined
    ? { ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(revision)' }
    : {
        ConditionExpression: 'revision = :revision',
        ExpressionAttributeValues: { ':revision': previous.revision },
      };

/** The record item at the revision read, with a document's outgoing version (never over one that exists); false when it lost. */
const putAtRevision = async (recordItem: Item, extraItems: Item[], previous: StoredRecord): Promise<boolean> => {
  const put = { TableName: tableName(), Item: recordItem, ...revisionCondition(previous) };
  try {
    if (extraItems.length === 0) await db().send(new PutCommand(put));
    else
      await db().send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: put },
            ...extraItems.map((Item) => ({
              Put: { TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(PK)' },
            })),
          ],
        }),
      );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException || isLostRace(error)) return false;
    throw error;
  }
};

const readRecord = async (organizationId: string, recordId: string): Promise<StoredRecord | undefined> => {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: catalogueKeys.record(organizationId, recordId),
      ConsistentRead: true,
    }),
  );
  return Item && storedRecordOf(Item);
};

/** Rounds before an import gives up on a record that other writers keep changing. */
const maxRounds = 50;

/**
 * Writes one stored record: its derived items first, then the record item under its revision, which
 * commits the change (a re-run after a failure in between finds the old record and does it again).
 */
const writeStoredRecord = async (
  organizationId: string,
  { statement, stated }: StatedEntry,
  previous: StoredRecord,
  restate: Restate,
): Promise<void> => {
  let current = { stated, previous };
  for (let round = 1; ; round += 1) {
    if (!current.stated.changed) return;
    const [recordItem, ...derived] = recordItems(organizationId, current.stated.record);
    await writeBatches(derivedRequests(organizationId, derived, current.previous));
    if (await putAtRevision(recordItem!, current.stated.extraItems, current.previous)) return;
    if (round === maxRounds) throw new Error(`Record ${statement.record.id} kept changing while it was imported`);
    await pause(Math.random() * Math.min(100, 5 * 2 ** round));
    const fresh = await readRecord(organizationId, statement.record.id);
    if (!fresh) throw new Error(`Record ${statement.record.id} disappeared while it was imported`);
    current = { stated: await restate(statement, fresh), previous: fresh };
  }
};

/**
 * Writes every stated record. New ones go in batches, their derived items before their record
 * items, so that a record item written means its derived items are; stored ones each under its
 * revision, a few at a time.
 */
export const writeRecords = async (
  organizationId: string,
  entries: readonly StatedEntry[],
  stored: ReadonlyMap<string, StoredRecord>,
  restate: Restate,
  onProgress?: (done: number, total: number) => void,
): Promise<void> => {
  const fresh = entries.filter(({ statement }) => !stored.has(statement.record.id)).map(({ stated }) => stated);
  const replacing = entries.filter(({ statement }) => stored.has(statement.record.id));
  const itemsOf = (stated: StatedRecord) => recordItems(organizationId, stated.record);
  const derived = fresh.flatMap((stated) => [...itemsOf(stated).slice(1), ...stated.extraItems]);
  const recordsItems = fresh.map((stated) => itemsOf(stated)[0]!);
  const total = derived.length + recordsItems.length + replacing.length;
  let done = 0;
  const progress = (count: number) => {
    done += count;
    onProgress?.(done, total);
  };
  await writeBatches(
    derived.map((put) => ({ put })),
    { onWritten: progress },
  );
  await writeBatches(
    recordsItems.map((put) => ({ put })),
    { onWritten: progress },
  );
  await mapLimited(replacing, 16, async (entry) => {
    await writeStoredRecord(organizationId, entry, stored.get(entry.statement.record.id)!, restate);
    progress(1);
  });
};
