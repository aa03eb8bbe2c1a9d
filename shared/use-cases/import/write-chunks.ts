/**
 * The records phase of an import (docs/import-jobs.md, "Memory"), its files already in the bucket
 * (store-files.ts): the users' member records as
 * chunk 0, then the file's records a chunk at a time, in the file's order. Each chunk reads the
 * stored versions of its records, merges the file's statements over them, stages its counter and
 * word changes (added to the counters and the word index at the run's end), records
 * that in the journal, then writes its derived items and records and moves the journal on: a chunk
 * run again after a failure skips what it had done, and a run taken up begins at its next chunk.
 */
import type { RecordChange } from '#shared/stores/catalogue/derived-changes.ts';
import type { StoredRecord } from '#shared/stores/catalogue/record-items.ts';
import { findStoredRecords } from '#shared/stores/catalogue/record-repository.ts';
import { stageCounterChanges } from '#shared/stores/catalogue/staged-counters.ts';
import { stageWordChanges } from '#shared/stores/catalogue/staged-words.ts';
import { refreshOrigins } from '#shared/stores/import/import-attachments.ts';
import { type LoadedFile, recordFileEntries } from '#shared/stores/import/import-files.ts';
import { type ImportRun, recordImportProgress } from '#shared/stores/import/import-journal.ts';
import {
  type RecordStatement,
  recordStatements,
  stateRecord,
  userStatements,
} from '#shared/stores/import/import-records.ts';
import { fileKeeper } from '#shared/stores/import/import-sections.ts';
import { writeRecords } from '#shared/stores/import/write-records.ts';
import type { CatalogueSource } from '#shared/vocabulary/catalogue-format/catalogue-source.ts';
import { parseRecord } from '#shared/vocabulary/catalogue-format/parse-record.ts';
import type { Catalogue, CatalogueFile } from '#shared/vocabulary/catalogue-format/schema.ts';
import { inStep } from './import-step.ts';
import { recordChunks } from './record-chunks.ts';
import { readCheckedFiles } from './store-files.ts';

interface RecordsPhase {
  source: CatalogueSource;
  catalogue: Catalogue;
  chunkSize: number;
  baseDir: string | undefined;
  /** Asked between chunks: true stops the phase where it is, to be taken up by the next step. */
  shouldPause: () => boolean;
  /** Records written so far, of all: after each chunk. */
  onProgress: (done: number, total: number) => void;
  total: number;
}

/** The records of one chunk as the file states them, with the files they carry read. */
interface ChunkStatements {
  statements: RecordStatement[];
  files: Map<CatalogueFile, LoadedFile>;
}

/** Writes the chunks from the run's next one on; answers the run, `done` when its last chunk is written. */
export const writeRecordChunks = async (
  phase: RecordsPhase,
  run: ImportRun,
): Promise<{ run: ImportRun; done: boolean }> => {
  let current = run;
  if (current.chunk === 0) {
    const users = { statements: userStatements(phase.catalogue.users), files: new Map() };
    current = await writeChunk(phase, current, users, true);
    if (phase.shouldPause()) return { run: current, done: false };
  }
  const from = (current.chunk - 1) * phase.chunkSize;
  let firstOfStep = current === run;
  for await (const records of recordChunks(phase.source.parts(from), phase.chunkSize)) {
    const parsed = records.map(({ raw, index }) => ({ raw, index, record: parseRecord(raw, phase.catalogue.format) }));
    const files = await readCheckedFiles(recordFileEntries(parsed), phase.baseDir);
    const statements = recordStatements(phase.catalogue.users, parsed);
    current = await writeChunk(phase, current, { statements, files }, firstOfStep);
    firstOfStep = false;
    phase.onProgress(Math.min(phase.total, (current.chunk - 1) * phase.chunkSize), phase.total);
    if (phase.shouldPause()) return { run: current, done: false };
  }
  return { run: current, done: true };
};

/**
 * The stored versions of the chunk's records. A first import has none to read, but for the users'
 * member records (chunk 0 wrote them) and for the first chunk of a step, which a step before may
 * have begun to write.
 */
const storedVersions = async (
  organizationId: string,
  phase: RecordsPhase,
  run: ImportRun,
  statements: readonly RecordStatement[],
  firstOfStep: boolean,
): Promise<Map<string, StoredRecord>> => {
  const userIds = new Set(phase.catalogue.users.map((user) => user.id));
  const ids = statements
    .map(({ record }) => record.id)
    .filter((id) => run.heldRecords || firstOfStep || userIds.has(id));
  const stored = ids.length === 0 ? [] : await findStoredRecords(organizationId, ids);
  return new Map(stored.map((record) => [record.id, record]));
};

/** One chunk: stated over its stored versions, its derived changes once, its records, its progress. */
const writeChunk = async (
  phase: RecordsPhase,
  run: ImportRun,
  chunk: ChunkStatements,
  firstOfStep: boolean,
): Promise<ImportRun> => {
  const organizationId = phase.catalogue.organization.id;
  const stored = await inStep('reading what the organization holds', true, () =>
    storedVersions(organizationId, phase, run, chunk.statements, firstOfStep),
  );
  const usage = { added: 0 };
  const keepFile = fileKeeper(organizationId, chunk.files, run.at, usage);
  const restate = (statement: RecordStatement, previous: StoredRecord | undefined) =>
    stateRecord(organizationId, statement, previous, keepFile, run.at);
  const entries = await Promise.all(
    chunk.statements.map(async (statement) => ({
      statement,
      stated: await restate(statement, stored.get(statement.record.id)),
    })),
  );
  let current = run;
  if (current.incremental && !current.derived) {
    const changes: RecordChange[] = entries
      .filter(({ stated }) => stated.changed)
      .map(({ stated }) => ({ before: stored.get(stated.record.id), after: stated.record }));
    await inStep('counting', true, async () => {
      await stageCounterChanges(organizationId, run, changes);
      await stageWordChanges(organizationId, run.id, run.chunk, changes);
    });
    current = await recordImportProgress(organizationId, current, { ...current, derived: true });
  }
  await inStep('writing records', true, () => writeRecords(organizationId, entries, stored, restate));
  // Only what existed before can have been given an origin.
  await refreshOrigins(organizationId, [...stored.keys()], run.at);
  return recordImportProgress(
    organizationId,
    current,
    { ...current, chunk: current.chunk + 1, derived: false },
    usage.added,
  );
};
