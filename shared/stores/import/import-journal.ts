/**
 * An import's journal: written before its first item, deleted after its last. Items derived from
 * a record may hold the import's time (a record whose file states no date is dated by it), so an
 * import that failed part-way is finished by running the same file again at the same time: every
 * item it writes is then the very item the failed run wrote or meant to write. Until then, another
 * file is refused: only the unfinished file knows which items its run had begun to write. The
 * journal also keeps the run's progress (its phase and next chunk), where a run taken up goes on.
 */
import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#shared/stores/db/client.ts';
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { catalogueKeys, keys } from '#shared/stores/db/keys.ts';

/** Where a run of the import stands: the journal's record of its progress (docs/import-jobs.md). */
type ImportPhase = 'claims' | 'records' | 'sections' | 'counters' | 'words' | 'counting';

interface ImportProgress {
  phase: ImportPhase;
  /** The next chunk of the phase's records to claim or write; in the counters phase, the next shard of counters to add. */
  chunk: number;
  /**
   * Whether the counter and word changes of `chunk` are staged already (its records are written
   * next); in the counters phase, whether the shard's deltas are added already (its staged items
   * are deleted next).
   */
  derived: boolean;
  /** Whether the counters are kept by adding this import's changes (decided once, when the records' writing begins). */
  incremental: boolean;
  /** The organization's time zone when the records' writing began: the counters' months are in it. */
  zone: string;
}

export interface ImportRun extends ImportProgress {
  /** The time the import writes at: the failed run's when it is the same file. */
  at: string;
  /** Whether the organization held records when the run began: a first import reads no stored version of a new chunk. */
  heldRecords: boolean;
  /** The id the import marks the counters it updates with, and stages its word changes under. */
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

const runOf = (journal: Record<string, unknown>): ImportRun => ({
  at: journal.at as string,
  id: `${journal.fileHash as string}@${journal.at as string}`,
  phase: (journal.phase as ImportPhase | undefined) ?? 'claims',
  chunk: (journal.chunk as number | undefined) ?? 0,
  derived: journal.derived === true,
  incremental: journal.incremental !== false,
  heldRecords: journal.heldRecords !== false,
  zone: (journal.zone as string | undefined) ?? '',
});

/** The run of this file left unfinished, to be taken up where it stopped. */
export const unfinishedRunOf = async (organizationId: string, fileHash: string): Promise<ImportRun | undefined> => {
  const journal = await readJournal(organizationId);
  return journal?.fileHash === fileHash ? runOf(journal) : undefined;
};

/** Opens the journal, or takes up the one of a failed run of the same file (its time, its id, its progress). */
export const beginImport = async (
  organizationId: string,
  fileHash: string,
  now: string,
  heldRecords: boolean,
): Promise<ImportRun> => {
  const journal = await readJournal(organizationId);
  if (journal?.fileHash === fileHash) return runOf(journal);
  const item = {
    ...catalogueKeys.importJournal(organizationId),
    itemType: itemTypes.catalogueImportJournal,
    fileHash,
    at: now,
    phase: 'claims',
    chunk: 0,
    derived: false,
    incremental: true,
    zone: '',
    heldRecords,
  };
  await db().send(new PutCommand({ TableName: tableName(), Item: item }));
  return runOf(item);
};

/**
 * Records the run's progress; with `usageAdded`, the bytes its last chunk stored are added to the
 * organization's upload usage in the same transaction, so a chunk's bytes count once. Only the
 * holder of the organization's writer lease runs an import, so the journal has one writer.
 */
export const recordImportProgress = async (
  organizationId: string,
  run: ImportRun,
  progress: ImportProgress,
  usageAdded = 0,
): Promise<ImportRun> => {
  const update = {
    TableName: tableName(),
    Key: catalogueKeys.importJournal(organizationId),
    // Every name through a placeholder: several are DynamoDB's reserved words.
    UpdateExpression:
      'SET #phase = :phase, #chunk = :chunk, #derived = :derived, #incremental = :incremental, #zone = :zone',
    ConditionExpression: 'attribute_exists(PK) AND #at = :at',
    ExpressionAttributeNames: {
      '#at': 'at',
      '#phase': 'phase',
      '#chunk': 'chunk',
      '#derived': 'derived',
      '#incremental': 'incremental',
      '#zone': 'zone',
    },
    ExpressionAttributeValues: {
      ':phase': progress.phase,
      ':chunk': progress.chunk,
      ':derived': progress.derived,
      ':incremental': progress.incremental,
      ':zone': progress.zone,
      ':at': run.at,
    },
  };
  if (usageAdded === 0) await db().send(new UpdateCommand(update));
  else
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Update: update },
          {
            Update: {
              TableName: tableName(),
              Key: keys.organization(organizationId),
              UpdateExpression: 'ADD uploadSizeUsed :bytes',
              ExpressionAttributeValues: { ':bytes': usageAdded },
            },
          },
        ],
      }),
    );
  return { ...run, ...progress };
};

/** Closes the journal: the import is whole. A run that failed before writing anything closes it too. */
export const endImport = async (organizationId: string): Promise<void> => {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: catalogueKeys.importJournal(organizationId) }));
};
