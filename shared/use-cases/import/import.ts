/**
 * Loads a `catalogue/v2` (or v1) file into the table (catalogue-format.md): the organization, its
 * users, every record and every section the file lists, and the files they carry. The whole file
 * is checked first, against what the organization already holds; one error rejects the file and
 * nothing is written.
 *
 * Idempotent and merging: a record is stored under its id with the fields the file states over
 * the stored ones, its derived items under keys derived from it, and the items an older version
 * wrote but this one does not are deleted. Counters and the word index of every kind the file
 * touches are then recomputed from the stored records.
 */

import { applyCounterChanges, applyWordChanges } from '#shared/stores/catalogue/derived-changes.ts';
import type { StoredRecord } from '#shared/stores/catalogue/record-items.ts';
import { findRefHolders, findStoredRecords, holdsRecords } from '#shared/stores/catalogue/record-repository.ts';
import {
  countersZone,
  markCountersZone,
  recountInOrganizationTimeZone,
} from '#shared/stores/catalogue/time-zone-recount.ts';
import { withWriterLease } from '#shared/stores/catalogue/writer-lease.ts';
import { disableSignIns } from '#shared/stores/identity/sign-in-users.ts';
import { refreshOrigins, writeAttachments } from '#shared/stores/import/import-attachments.ts';
import { loadFiles, putFileObjects } from '#shared/stores/import/import-files.ts';
import {
  beginImport,
  endImport,
  fileHashOf,
  type UnfinishedImport,
  unfinishedImportOf,
} from '#shared/stores/import/import-journal.ts';
import {
  type RecordStatement,
  recordStatements,
  type StatedRecord,
  stateRecord,
} from '#shared/stores/import/import-records.ts';
import {
  type FileKeeper,
  fileKeeper,
  readStoredSections,
  type StoredSections,
  storedLabelTypes,
  storedPlanUnits,
  writeSections,
} from '#shared/stores/import/import-sections.ts';
import { writeRecords } from '#shared/stores/import/write-records.ts';
import { recordCatalogueRecordsImported } from '#shared/stores/observability/metrics.ts';
import { addUploadUsage } from '#shared/stores/organizations/organization-repository.ts';
import { upsertOrganizationUser } from '#shared/stores/users/user-repository.ts';
import { enableSignIns } from '#shared/use-cases/users/enable-sign-ins.ts';
import { isKind, relationsOf } from '#shared/vocabulary/catalogue/kinds.ts';
import type { CatalogueError } from '#shared/vocabulary/catalogue-format/catalogue-error.ts';
import type { Catalogue } from '#shared/vocabulary/catalogue-format/schema.ts';
import {
  type ExistingRecords,
  refKey,
  sortErrors,
  validateCatalogue,
} from '#shared/vocabulary/catalogue-format/validate.ts';
import { illFormedText } from '#shared/vocabulary/catalogue-format/well-formed-text.ts';
import { isUuid } from '#shared/vocabulary/formats/formats.ts';
import { mapLimited } from '#shared/vocabulary/map-limited.ts';
import { claimGivenIds } from './import-ids.ts';
import { saveOrganization, storedOrganization } from './import-organization.ts';
import { inStep } from './import-step.ts';

export type ImportPhase = 'records';

export interface ImportOptions {
  now?: Date;
  /** The folder of the catalogue file: file contents given as a `path` are read relative to it. */
  baseDir?: string;
  /** The back-office user running the import: the creator of an organization it creates. */
  byBackOfficeUserId?: string;
  /** Progress: the items of the records written (counters and words are not counted). */
  onProgress?: (phase: ImportPhase, done: number, total: number) => void;
}

export type ImportResult =
  | { ok: true; organizationId: string; records: number; users: number }
  | { ok: false; errors: CatalogueError[] };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const arrayOf = (input: unknown, member: string): unknown[] =>
  isObject(input) && Array.isArray(input[member]) ? input[member] : [];

/** Ids the file's records, users and plan sections have or point to (as written; invalid ones are left to the validation). */
const idsNamedBy = (input: unknown): string[] => {
  const ids = new Set<string>();
  const add = (value: unknown) => {
    for (const id of Array.isArray(value) ? value : [value])
      if (typeof id === 'string' && isUuid(id)) ids.add(id.toLowerCase());
  };
  for (const raw of arrayOf(input, 'records')) {
    if (!isObject(raw)) continue;
    add(raw.id);
    if (isKind(raw.kind)) for (const relation of relationsOf(raw.kind)) add(raw[relation.field]);
  }
  for (const user of arrayOf(input, 'users')) if (isObject(user)) add(user.id);
  for (const point of arrayOf(input, 'planPoints')) if (isObject(point)) add(point.anomalyId);
  for (const plan of arrayOf(input, 'plans')) if (isObject(plan)) add(plan.unitId);
  for (const attachment of arrayOf(input, 'attachments')) if (isObject(attachment)) add(attachment.recordId);
  return [...ids];
};

/** The stored records the file names, and the (kind, ref) pairs the organization's records hold for the file's refs. */
const readStoredRecords = async (organizationId: string, input: unknown) => {
  // A first import has nothing to compare with: no record to read back, no ref to look up.
  if (!(await holdsRecords(organizationId)))
    return { stored: new Map<string, StoredRecord>(), refs: new Map<string, string>() };
  const items = await findStoredRecords(organizationId, idsNamedBy(input));
  const stored = new Map(items.map((record) => [record.id, record]));
  // Refs are unique per kind across the organization: look up who holds each ref of the file.
  const refs = new Map<string, string>();
  const fileRefs = [
    ...new Set(
      arrayOf(input, 'records').flatMap((raw) => (isObject(raw) && typeof raw.ref === 'string' ? [raw.ref] : [])),
    ),
  ];
  await mapLimited(fileRefs, 16, async (ref) => {
    const holders = await findRefHolders(organizationId, ref);
    for (const holder of holders) refs.set(refKey(holder.kind, ref), holder.id);
  });
  return { stored, refs };
};

const organizationIdOf = (input: unknown): string | undefined =>
  isObject(input) &&
  isObject(input.organization) &&
  typeof input.organization.id === 'string' &&
  isUuid(input.organization.id)
    ? input.organization.id.toLowerCase()
    : undefined;

/** Everything the organization holds that the file's checks and merges need. */
const readStoredState = async (organizationId: string | undefined, input: unknown) => {
  if (!organizationId) return undefined;
  const raw = isObject(input) ? input : {};
  const [records, sections, organization] = await Promise.all([
    readStoredRecords(organizationId, input),
    readStoredSections(organizationId, raw),
    storedOrganization(organizationId),
  ]);
  const existing: ExistingRecords = {
    ids: new Map([...records.stored].map(([id, record]) => [id, record.kind])),
    refs: records.refs,
    labels: storedLabelTypes(sections),
    users: sections.userIds,
    plans: storedPlanUnits(sections),
    anomalyUnits: new Map(
      [...records.stored].flatMap(([id, record]) => (record.kind === 'anomaly' ? [[id, record.unitIds] as const] : [])),
    ),
    sectionItems: new Set([...sections.planPoints.keys(), ...sections.inboxItems.keys()]),
  };
  return { stored: records.stored, sections, organization, existing };
};

type StoredState = NonNullable<Awaited<ReturnType<typeof readStoredState>>>;
type LoadedFiles = Awaited<ReturnType<typeof loadFiles>>['files'];

export const importCatalogue = async (input: unknown, options: ImportOptions = {}): Promise<ImportResult> => {
  const organizationId = organizationIdOf(input);
  if (!organizationId) return importUnderLease(undefined, input, options);
  return withWriterLease(organizationId, () => importUnderLease(organizationId, input, options));
};

const importUnderLease = async (
  organizationId: string | undefined,
  input: unknown,
  options: ImportOptions,
): Promise<ImportResult> => {
  // Text DynamoDB cannot store must not reach even the reads of what the organization holds.
  const illFormed = illFormedText(input);
  if (illFormed.length > 0) return { ok: false, errors: sortErrors(illFormed) };
  const state = await inStep('reading what the organization holds', false, () =>
    readStoredState(organizationId, input),
  );
  const checked = await checkFile(input, state, options.baseDir);
  if (!checked.ok) return checked;
  const { catalogue, files } = checked;
  await inStep('storing files', false, () => putFileObjects(catalogue.organization.id, files.values()));
  const fileHash = fileHashOf(input);
  const unfinished = await inStep('reading what the organization holds', false, () =>
    unfinishedImportOf(catalogue.organization.id, fileHash),
  );
  if (unfinished) return { ok: false, errors: [unfinishedImportError(unfinished)] };
  const idErrors = await inStep('claiming ids', false, () => claimGivenIds(catalogue));
  if (idErrors.length > 0) return { ok: false, errors: idErrors };
  return writeCatalogue(catalogue, files, input, fileHash, state, options);
};

/** The writes, each step idempotent, so that a re-run after a failure finishes the job. */
const writeCatalogue = async (
  catalogue: Catalogue,
  files: LoadedFiles,
  input: unknown,
  fileHash: string,
  state: StoredState | undefined,
  options: ImportOptions,
): Promise<ImportResult> => {
  const orgId = catalogue.organization.id;
  const run = await inStep('writing the organization and users', false, () =>
    beginImport(orgId, fileHash, (options.now ?? new Date()).toISOString()),
  );
  const now = run.at;
  const stored = state?.stored ?? new Map<string, StoredRecord>();
  const { current, organization, reEnabledUserIds } = await inStep('writing the organization and users', true, () =>
    saveOrganizationAndUsers(catalogue, now, options.byBackOfficeUserId),
  );
  await inStep('disabling sign-ins', true, () =>
    disableSignIns(catalogue.users.filter((user) => user.status === 'disabled').map((user) => user.id)),
  );
  await inStep('enabling sign-ins', true, () => enableSignIns(orgId, reEnabledUserIds));
  const usage = { added: 0 };
  const keepFile = fileKeeper(orgId, files, now, usage);
  const statements = recordStatements(catalogue, arrayOf(input, 'records'));
  const entries = await inStep('writing records', true, () => stateRecords(orgId, statements, stored, keepFile, now));
  const incremental = await countersKeptIn(orgId, current?.timezone, organization.timezone);
  if (incremental)
    await inStep('counting', true, () => applyDerivedChanges(orgId, entries, stored, organization.timezone, run.id));
  await inStep('writing records', true, () =>
    writeRecords(orgId, entries, stored, restaterOf(orgId, keepFile, now), (done, total) =>
      options.onProgress?.('records', done, total),
    ),
  );
  await inStep('writing plans, plan points, labels and inbox items', true, async () => {
    await writeSections(orgId, catalogue, state?.sections ?? noStoredSections(), keepFile, now);
    // Only what existed before can have been given an origin.
    await refreshOrigins(orgId, idsStoredBefore(stored, state?.sections), now);
  });
  await inStep('writing attachments', true, async () => {
    await writeAttachments(orgId, catalogue.attachments, keepFile, now);
    await addUploadUsage(orgId, usage.added);
  });
  await inStep('counting', true, () => finishCounting(orgId, organization.timezone, incremental));
  await endImport(orgId);
  recordCatalogueRecordsImported(catalogue.records.length);
  return { ok: true, organizationId: orgId, records: catalogue.records.length, users: catalogue.users.length };
};

const unfinishedImportError = ({ fileHash, startedAt }: UnfinishedImport): CatalogueError => ({
  field: 'organization.id',
  rule: 'unfinished_import',
  message: `organization.id: the import of another file (sha-256 ${fileHash.slice(0, 12)}…, started ${startedAt}) did not finish; run that file again to finish it first`,
});

/** The file checked against what the organization holds, and the files it carries read: nothing is written before. */
const checkFile = async (
  input: unknown,
  state: StoredState | undefined,
  baseDir: string | undefined,
): Promise<{ ok: false; errors: CatalogueError[] } | { ok: true; catalogue: Catalogue; files: LoadedFiles }> => {
  const validation = validateCatalogue(input, state?.existing);
  if (!validation.ok) return { ok: false, errors: validation.errors };
  const { catalogue } = validation;
  if (state?.organization && state.organization.type !== catalogue.organization.type) {
    const message = `organization.type: the organization is of type ${state.organization.type}; a file cannot change it`;
    return { ok: false, errors: [{ field: 'organization.type', rule: 'organization_type', message }] };
  }
  const loaded = await loadFiles(catalogue, baseDir);
  if (loaded.errors.length > 0) return { ok: false, errors: loaded.errors };
  return { ok: true, catalogue, files: loaded.files };
};

/** The organization first: its users carry its type. Answers the users active again whose sign-in is disabled. */
const saveOrganizationAndUsers = async (catalogue: Catalogue, now: string, byBackOfficeUserId: string | undefined) => {
  const saved = await saveOrganization(catalogue.organization, now, byBackOfficeUserId ?? null);
  const organizationId = catalogue.organization.id;
  const organizationType = saved.organization.type;
  const written = await Promise.all(
    catalogue.users.map((user) => upsertOrganizationUser({ ...user, organizationId, organizationType }, now)),
  );
  const reEnabledUserIds = catalogue.users.filter((_, index) => written[index]!.signInToEnable).map((user) => user.id);
  return { ...saved, reEnabledUserIds };
};

const restaterOf =
  (organizationId: string, keepFile: FileKeeper, now: string) =>
  (statement: RecordStatement, previous: StoredRecord | undefined) =>
    stateRecord(organizationId, statement, previous, keepFile, now);

/** Each statement merged over its stored version. */
const stateRecords = (
  organizationId: string,
  statements: readonly RecordStatement[],
  stored: ReadonlyMap<string, StoredRecord>,
  keepFile: FileKeeper,
  now: string,
) => {
  const restate = restaterOf(organizationId, keepFile, now);
  return Promise.all(
    statements.map(async (statement) => ({
      statement,
      stated: await restate(statement, stored.get(statement.record.id)),
    })),
  );
};

/**
 * Counters and words follow the records the file changes, before those records are written: an
 * import that fails in between is run again, finds the same changes and skips the counters it has
 * updated (derived-changes.ts).
 */
const applyDerivedChanges = async (
  organizationId: string,
  entries: readonly { stated: StatedRecord }[],
  stored: ReadonlyMap<string, StoredRecord>,
  zone: string,
  importId: string,
) => {
  const changes = entries
    .filter(({ stated }) => stated.changed)
    .map(({ stated }) => ({ before: stored.get(stated.record.id), after: stated.record }));
  await Promise.all([
    applyCounterChanges(organizationId, changes, zone, importId),
    applyWordChanges(organizationId, changes),
  ]);
};

const noStoredSections = (): StoredSections => ({
  labels: new Map(),
  userIds: new Set(),
  plans: new Map(),
  planPoints: new Map(),
  inboxItems: new Map(),
});

/** The ids of the records, plans and plan points stored before this import. */
const idsStoredBefore = (stored: ReadonlyMap<string, StoredRecord>, sections: StoredSections | undefined): string[] => [
  ...stored.keys(),
  ...(sections?.plans.keys() ?? []),
  ...(sections?.planPoints.keys() ?? []),
];

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
 * operation 4 changed the zone while this import held the lease.
 */
const finishCounting = async (organizationId: string, zone: string, incremental: boolean) => {
  if (incremental && (await storedOrganization(organizationId))?.timezone === zone) {
    if ((await countersZone(organizationId)) === undefined) await markCountersZone(organizationId, zone);
    return;
  }
  await recountInOrganizationTimeZone(organizationId);
};
