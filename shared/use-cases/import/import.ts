/**
 * Loads a `catalogue/v2` (or v1) file into the table (catalogue-format.md): the organization, its
 * users, every record and every section the file lists, and the files they carry. The whole file
 * is checked first, against what the organization already holds; one error rejects the file and
 * nothing is written.
 *
 * The file is read in passes, a record at a time, and written a chunk of records at a time
 * (docs/import-jobs.md, "Memory"), so that memory holds a chunk, not the file. The import's
 * journal keeps its progress: a run that stops (a job's step running out of time, a failure) is
 * taken up by the same file where it stopped, and every step is idempotent.
 *
 * Idempotent and merging: a record is stored under its id with the fields the file states over
 * the stored ones, its derived items under keys derived from it, and the items an older version
 * wrote but this one does not are deleted. Counters and the word index follow the records the
 * file changes.
 */

import { holdsRecords } from '#shared/stores/catalogue/record-repository.ts';
import { mergeStagedWords } from '#shared/stores/catalogue/staged-words.ts';
import {
  countersZone,
  markCountersZone,
  recountInOrganizationTimeZone,
} from '#shared/stores/catalogue/time-zone-recount.ts';
import { withWriterLease } from '#shared/stores/catalogue/writer-lease.ts';
import {
  beginImport,
  endImport,
  type ImportRun,
  recordImportProgress,
  type UnfinishedImport,
  unfinishedImportOf,
  unfinishedRunOf,
} from '#shared/stores/import/import-journal.ts';
import { logger } from '#shared/stores/observability/logger.ts';
import { recordCatalogueRecordsImported } from '#shared/stores/observability/metrics.ts';
import type { CatalogueError } from '#shared/vocabulary/catalogue-format/catalogue-error.ts';
import {
  type CatalogueSource,
  type FileOutline,
  sourceOfValue,
} from '#shared/vocabulary/catalogue-format/catalogue-source.ts';
import { parseEnvelope } from '#shared/vocabulary/catalogue-format/parse-record.ts';
import type { Catalogue } from '#shared/vocabulary/catalogue-format/schema.ts';
import { isUuid } from '#shared/vocabulary/formats/formats.ts';
import { addStagedCounters } from './add-staged-counters.ts';
import { checkFile } from './check-file.ts';
import { claimIds } from './claim-chunks.ts';
import { saveOrganizationAndUsers, storedOrganization } from './import-organization.ts';
import { inStep } from './import-step.ts';
import { importChunkSize } from './record-chunks.ts';
import { storeFiles } from './store-files.ts';
import { writeRecordChunks } from './write-chunks.ts';
import { writeSectionsPhase } from './write-sections.ts';

export interface ImportOptions {
  now?: Date;
  /** The folder of the catalogue file: file contents given as a `path` are read relative to it. */
  baseDir?: string;
  /** The back-office user running the import: the creator of an organization it creates. */
  byBackOfficeUserId?: string;
  /** Progress: the file's records written, after each chunk. */
  onProgress?: (phase: 'records', done: number, total: number) => void;
  /** Asked between chunks: true stops the import where it is, to be taken up by the same file. */
  shouldPause?: () => boolean;
  /** Records per chunk, the same for every step of a run (tests make it small). */
  chunkSize?: number;
  /** The most problems listed (all are counted). */
  maxErrors?: number;
}

export type ImportResult =
  | { ok: true; organizationId: string; records: number; users: number }
  | { ok: false; errors: CatalogueError[]; errorCount: number };

/** What one step of an import ends with: its result, or a pause the next step takes up. */
export type ImportOutcome = ImportResult | { paused: true };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const organizationIdOf = (envelope: unknown): string | undefined =>
  isObject(envelope) &&
  isObject(envelope.organization) &&
  typeof envelope.organization.id === 'string' &&
  isUuid(envelope.organization.id)
    ? envelope.organization.id.toLowerCase()
    : undefined;

/** Imports a file held in memory, whole, in one go. */
export const importCatalogue = async (input: unknown, options: ImportOptions = {}): Promise<ImportResult> => {
  const source = sourceOfValue(input);
  const outcome = await importFromSource(source, await source.outline(), { ...options, shouldPause: undefined });
  if ('paused' in outcome) throw new Error('an import without pauses paused');
  return outcome;
};

/** Imports a file read in passes (`outline` its first), until it ends or `shouldPause` says to stop. */
export const importFromSource = async (
  source: CatalogueSource,
  outline: FileOutline,
  options: ImportOptions,
): Promise<ImportOutcome> => {
  const organizationId = organizationIdOf(outline.envelope);
  if (!organizationId) return checkFile(source, outline, undefined, options) as Promise<ImportResult>;
  return withWriterLease(organizationId, () => importUnderLease(organizationId, source, outline, options));
};

/** The run of this file taken up where it stopped, or the file checked and a new run begun. */
const importUnderLease = async (
  organizationId: string,
  source: CatalogueSource,
  outline: FileOutline,
  options: ImportOptions,
): Promise<ImportOutcome> => {
  const resumed = await inStep('reading what the organization holds', false, () =>
    unfinishedRunOf(organizationId, outline.fileHash),
  );
  if (resumed) return runPhases({ source, outline, options, catalogue: parseEnvelope(outline.envelope) }, resumed);
  const checkedAt = performance.now();
  const checked = await checkFile(source, outline, organizationId, options);
  phaseEnded(organizationId, 'check', checkedAt);
  if (!checked.ok) return checked;
  const unfinished = await inStep('reading what the organization holds', false, () =>
    unfinishedImportOf(organizationId, outline.fileHash),
  );
  if (unfinished) return { ok: false, errors: [unfinishedImportError(unfinished)], errorCount: 1 };
  const heldRecords = await holdsRecords(organizationId);
  const run = await inStep('claiming ids', false, () =>
    beginImport(organizationId, outline.fileHash, (options.now ?? new Date()).toISOString(), heldRecords),
  );
  return runPhases({ source, outline, options, catalogue: checked.catalogue, recordFiles: checked.recordFiles }, run);
};

interface ImportFile {
  source: CatalogueSource;
  outline: FileOutline;
  options: ImportOptions;
  /** The checked envelope, its `records` left out. */
  catalogue: Catalogue;
  /** Whether records carry files, when this step checked the file (a run taken up reads them to know). */
  recordFiles?: boolean;
}

/** The phases from where the run stands: claims, records, sections, counters, words, counting. */
const runPhases = async (file: ImportFile, begun: ImportRun): Promise<ImportOutcome> => {
  const organizationId = file.catalogue.organization.id;
  const shouldPause = file.options.shouldPause ?? (() => false);
  const chunkSize = file.options.chunkSize ?? importChunkSize;
  let run = begun;
  let phaseAt = performance.now();
  if (run.phase === 'claims') {
    const claimed = await claimIds(file.source, file.catalogue, run, chunkSize, shouldPause);
    if ('errors' in claimed) {
      await endImport(organizationId);
      return { ok: false, errors: claimed.errors, errorCount: claimed.errors.length };
    }
    if (!claimed.done) return { paused: true };
    phaseEnded(organizationId, 'claims', phaseAt);
    phaseAt = performance.now();
    await storeClaimedFiles(file);
    run = await beginWriting(file, claimed.run);
  }
  if (run.phase === 'records') {
    const written = await writeRecordChunks(
      {
        source: file.source,
        catalogue: file.catalogue,
        chunkSize,
        baseDir: file.options.baseDir,
        shouldPause,
        total: file.outline.recordCount,
        onProgress: (done, total) => file.options.onProgress?.('records', done, total),
      },
      run,
    );
    if (!written.done) return { paused: true };
    phaseEnded(organizationId, 'records', phaseAt);
    phaseAt = performance.now();
    run = await recordImportProgress(organizationId, written.run, { ...written.run, phase: 'sections', chunk: 0 });
  }
  if (run.phase === 'sections') {
    const usage = await writeSectionsPhase(file.catalogue, run.at, file.options.baseDir);
    phaseEnded(organizationId, 'sections', phaseAt);
    phaseAt = performance.now();
    run = await recordImportProgress(
      organizationId,
      run,
      { ...run, phase: 'counters', chunk: 0, derived: false },
      usage,
    );
  }
  if (run.phase === 'counters') {
    const counted = run.incremental
      ? await inStep('counting', true, () => addStagedCounters(organizationId, run, shouldPause))
      : { run, done: true };
    if (!counted.done) return { paused: true };
    phaseEnded(organizationId, 'counters', phaseAt);
    phaseAt = performance.now();
    run = await recordImportProgress(organizationId, counted.run, { ...counted.run, phase: 'words', chunk: 0 });
  }
  if (run.phase === 'words') {
    const merged = run.incremental
      ? await inStep('counting', true, () => mergeStagedWords(organizationId, run.id, { shouldPause }))
      : 'done';
    if (merged === 'paused') return { paused: true };
    phaseEnded(organizationId, 'words', phaseAt);
    run = await recordImportProgress(organizationId, run, { ...run, phase: 'counting' });
  }
  await inStep('counting', true, () => finishCounting(organizationId, run));
  await endImport(organizationId);
  recordCatalogueRecordsImported(file.outline.recordCount);
  return {
    ok: true,
    organizationId,
    records: file.outline.recordCount,
    users: file.catalogue.users.length,
  };
};

/**
 * The files the catalogue carries, put in the bucket once its ids are claimed and before any item
 * is written: a file that fails its claims has stored nothing, so a failed import leaves no object
 * that nothing counts (docs/catalogue-import.md, "When an import fails").
 */
const storeClaimedFiles = (file: ImportFile) =>
  storeFiles(file.source, file.catalogue, {
    ...file.options,
    chunkSize: file.options.chunkSize ?? importChunkSize,
    recordFiles: file.recordFiles ?? true,
  });

/** The organization and its users, their sign-ins, and whether the counters can take this import's changes. */
const beginWriting = async (file: ImportFile, run: ImportRun): Promise<ImportRun> => {
  const { current, organization } = await inStep('writing the organization and users', true, () =>
    saveOrganizationAndUsers(file.catalogue, run.at, file.options.byBackOfficeUserId),
  );
  const incremental = await countersKeptIn(file.catalogue.organization.id, current?.timezone, organization.timezone);
  return recordImportProgress(file.catalogue.organization.id, run, {
    phase: 'records',
    chunk: 0,
    derived: false,
    incremental,
    zone: organization.timezone,
  });
};

/** One line a phase that ended in this step, for the operator following a large import in the logs. */
const phaseEnded = (organizationId: string, phase: string, startedAt: number) =>
  logger.info('import phase ended', { organizationId, phase, ms: Math.round(performance.now() - startedAt) });

const unfinishedImportError = ({ fileHash, startedAt }: UnfinishedImport): CatalogueError => ({
  field: 'organization.id',
  rule: 'unfinished_import',
  message: `organization.id: the import of another file (sha-256 ${fileHash.slice(0, 12)}…, started ${startedAt}) did not finish; run that file again to finish it first`,
});

/**
 * Whether the counters are kept in the zone the organization has now and had before this file:
 * only then can this import's changes be added to them.
 */
const countersKeptIn = async (organizationId: string, previousZone: string | undefined, zone: string) => {
  const counted = await countersZone(organizationId);
  return (previousZone === undefined || previousZone === zone) && (counted === undefined || counted === zone);
};

/**
 * The counters' zone marked after the first import; every kind recounted from its records when the
 * changes could not be added (another zone, another file's import left unfinished), or when
 * operation 4 changed the zone since the run began writing.
 */
const finishCounting = async (organizationId: string, run: ImportRun) => {
  if (run.incremental && (await storedOrganization(organizationId))?.timezone === run.zone) {
    if ((await countersZone(organizationId)) === undefined) await markCountersZone(organizationId, run.zone);
    return;
  }
  await recountInOrganizationTimeZone(organizationId);
};
