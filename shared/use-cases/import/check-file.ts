/**
 * The check of a file before anything is written (docs/import-jobs.md, "Memory"), in two passes
 * over its records, one record at a time: the first checks each record's text and shape and keeps
 * an index of the file's ids and refs; the second checks each chunk of records across records and
 * against what the organization holds (read by key for that chunk), and reads the files they
 * carry. Then the sections, against the file's index and the organization's sections.
 */
import { findRefHolders, findStoredRecords, holdsRecords } from '#shared/stores/catalogue/record-repository.ts';
import { loadFiles, recordFileEntries, sectionFileEntries } from '#shared/stores/import/import-files.ts';
import { readStoredSections, storedLabelTypes, storedPlanUnits } from '#shared/stores/import/import-sections.ts';
import type { Kind } from '#shared/vocabulary/catalogue/kinds.ts';
import {
  CatalogueCheck,
  type StoredFacts,
  type StoredSectionFacts,
} from '#shared/vocabulary/catalogue-format/catalogue-check.ts';
import type { CatalogueError } from '#shared/vocabulary/catalogue-format/catalogue-error.ts';
import type { CatalogueSource, FileOutline } from '#shared/vocabulary/catalogue-format/catalogue-source.ts';
import type { Catalogue } from '#shared/vocabulary/catalogue-format/schema.ts';
import { refKey } from '#shared/vocabulary/catalogue-format/validate.ts';
import { mapLimited } from '#shared/vocabulary/map-limited.ts';
import { storedOrganization } from './import-organization.ts';
import { inStep } from './import-step.ts';
import { importChunkSize, recordChunks } from './record-chunks.ts';

type CheckedFile =
  | { ok: true; catalogue: Catalogue /** Whether any record carries a file. */; recordFiles: boolean }
  | { ok: false; errors: CatalogueError[]; errorCount: number };

interface CheckOptions {
  baseDir?: string;
  chunkSize?: number;
  maxErrors?: number;
}

const noFacts: StoredFacts = { ids: new Map(), refs: new Map() };

/** The stored kinds of the ids and the holders of the refs a chunk names. */
const storedFactsOf = async (
  organizationId: string,
  needs: { ids: string[]; refs: { kind: Kind; ref: string }[] },
): Promise<StoredFacts> => {
  const records = await findStoredRecords(organizationId, needs.ids);
  const refs = new Map<string, string>();
  await mapLimited([...new Set(needs.refs.map(({ ref }) => ref))], 16, async (ref) => {
    for (const holder of await findRefHolders(organizationId, ref)) refs.set(refKey(holder.kind, ref), holder.id);
  });
  return { ids: new Map(records.map((record) => [record.id, record.kind])), refs };
};

/** What the sections' rules need of the organization: its sections, and the records they name. */
const sectionFactsOf = async (
  organizationId: string | undefined,
  catalogue: unknown,
  needs: { ids: string[]; anomalyIds: string[] },
): Promise<StoredSectionFacts | undefined> => {
  if (!organizationId) return undefined;
  const [sections, records] = await Promise.all([
    readStoredSections(organizationId, catalogue as Parameters<typeof readStoredSections>[1]),
    findStoredRecords(organizationId, [...new Set([...needs.ids, ...needs.anomalyIds])]),
  ]);
  return {
    ids: new Map(records.map((record) => [record.id, record.kind])),
    labels: storedLabelTypes(sections),
    users: sections.userIds,
    plans: storedPlanUnits(sections),
    anomalyUnits: new Map(
      records.flatMap((record) => (record.kind === 'anomaly' ? [[record.id, record.unitIds] as const] : [])),
    ),
    sectionItems: new Set([...sections.planPoints.keys(), ...sections.inboxItems.keys()]),
  };
};

const noSectionFacts: StoredSectionFacts = {
  ids: new Map(),
  labels: new Map(),
  users: new Set(),
  plans: new Map(),
  anomalyUnits: new Map(),
  sectionItems: new Set(),
};

export const checkFile = async (
  source: CatalogueSource,
  outline: FileOutline,
  organizationId: string | undefined,
  options: CheckOptions,
): Promise<CheckedFile> => {
  const check = new CatalogueCheck(outline.envelope, { maxErrors: options.maxErrors });
  for await (const part of source.parts()) if ('record' in part) check.first(part.record.raw, part.record.index);
  const illFormed = check.illFormedText();
  if (illFormed) return illFormed;
  const sectionFacts = await inStep('reading what the organization holds', false, () =>
    sectionFactsOf(organizationId, outline.envelope, check.sectionNeeds()),
  );
  check.startSecond(sectionFacts ?? noSectionFacts);
  const recordFiles = await secondPass(source, check, organizationId, options);
  const result = check.finish();
  if (!result.ok) return result;
  const organizationErrors = await checkOrganization(organizationId, result.catalogue, options.baseDir);
  if (organizationErrors.length > 0)
    return { ok: false, errors: organizationErrors, errorCount: organizationErrors.length };
  return { ...result, recordFiles };
};

/** Pass 2, a chunk at a time, each against what the organization holds of it; answers whether any record carries a file. */
const secondPass = async (
  source: CatalogueSource,
  check: CatalogueCheck,
  organizationId: string | undefined,
  options: CheckOptions,
): Promise<boolean> => {
  const held = organizationId !== undefined && (await holdsRecords(organizationId));
  let recordFiles = false;
  await inStep('reading what the organization holds', false, async () => {
    for await (const records of recordChunks(source.parts(), options.chunkSize ?? importChunkSize)) {
      const facts = held ? await storedFactsOf(organizationId, check.storedNeeds(records)) : noFacts;
      const valid = records.flatMap(({ raw, index }) => {
        const record = check.second(raw, index, facts);
        return record ? [{ record, index }] : [];
      });
      const entries = recordFileEntries(valid).filter(([, file]) => file);
      recordFiles ||= entries.length > 0;
      check.report((await loadFiles(entries, options.baseDir)).errors);
    }
  });
  return recordFiles;
};

/** What only the organization's stored type and the sections' files can refuse, once the file is valid. */
const checkOrganization = async (
  organizationId: string | undefined,
  catalogue: Catalogue,
  baseDir: string | undefined,
): Promise<CatalogueError[]> => {
  const stored = organizationId && (await storedOrganization(organizationId));
  if (stored && stored.type !== catalogue.organization.type) {
    const message = `organization.type: the organization is of type ${stored.type}; a file cannot change it`;
    return [{ field: 'organization.type', rule: 'organization_type', message }];
  }
  return (await loadFiles(sectionFileEntries(catalogue), baseDir)).errors;
};
