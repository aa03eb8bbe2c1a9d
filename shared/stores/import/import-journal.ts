/**
 * An import's journal: written before its first item, deleted after its last. Items derived from
 * a record may hold the import's time (a record whose file states no date is dated by it), so an
 * import that failed part-way is finished by running the same file again at the same time: every
 * item it writes is then the very item the failed run wrote or meant to write. Until then, another
 * file is refused: only the unfinished file knows which items its run had begun to write.
 */
import { createHash } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#shared/stores/db/client.ts';
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { catalogueKeys } from '#shared/stores/db/keys.ts';

/**
 * The SHA-256 of the file as `JSON.stringify` writes it, taken a piece at a time (a member of the
 * file, and its `records` a record at a time): no string of the whole file is made.
 */
export const fileHashOf = (input: unknown): string => {
  const hash = createHash('sha256');
  for (const piece of jsonPieces(input)) hash.update(piece);
  return hash.digest('hex');
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as { toJSON?: unknown }).toJSON !== 'function';

/** `JSON.stringify(input)` in pieces: members whose value it leaves out (undefined, functions) are left out. */
function* jsonPieces(input: unknown): Generator<string> {
  if (!isPlainObject(input)) {
    yield JSON.stringify(input) as string;
    return;
  }
  yield '{';
  let separator = '';
  for (const [name, value] of Object.entries(input)) {
    const records = name === 'records' && Array.isArray(value) ? value : undefined;
    const text = records ? undefined : (JSON.stringify(value) as string | undefined);
    if (!records && text === undefined) continue;
    yield `${separator}${JSON.stringify(name)}:`;
    separator = ',';
    if (records) yield* arrayPieces(records);
    else yield text!;
  }
  yield '}';
}

function* arrayPieces(items: readonly unknown[]): Generator<string> {
  yield '[';
  for (let at = 0; at < items.length; at++) yield `${at === 0 ? '' : ','}${JSON.stringify(items[at]) ?? 'null'}`;
  yield ']';
}

interface ImportRun {
  /** The time the import writes at: the failed run's when it is the same file. */
  at: string;
  /** The id the import marks the counters it updates with. */
  id: string;
}

/** An import of another file that failed part-way: what it left is only known to that file. */
export interface UnfinishedImport {
  fileHash: string;
  startedAt: string;
}

const readJournal = async (organizationId: string) =>
  (
    await db().send(
      new GetCommand({
        TableName: tableName(),
        Key: catalogueKeys.importJournal(organizationId),
        ConsistentRead: true,
      }),
    )
  ).Item;

/** The unfinished import of another file than this one, if there is one. */
export const unfinishedImportOf = async (
  organizationId: string,
  fileHash: string,
): Promise<UnfinishedImport | undefined> => {
  const journal = await readJournal(organizationId);
  return journal && journal.fileHash !== fileHash
    ? { fileHash: journal.fileHash as string, startedAt: journal.at as string }
    : undefined;
};

/** Opens the journal, or takes up the one of a failed run of the same file (its time, its id). */
export const beginImport = async (organizationId: string, fileHash: string, now: string): Promise<ImportRun> => {
  const journal = await readJournal(organizationId);
  if (journal?.fileHash === fileHash) return { at: journal.at as string, id: `${fileHash}@${journal.at}` };
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...catalogueKeys.importJournal(organizationId),
        itemType: itemTypes.catalogueImportJournal,
        fileHash,
        at: now,
      },
    }),
  );
  return { at: now, id: `${fileHash}@${now}` };
};

export const endImport = async (organizationId: string): Promise<void> => {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: catalogueKeys.importJournal(organizationId) }));
};
