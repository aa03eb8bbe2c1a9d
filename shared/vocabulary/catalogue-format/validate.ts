/**
 * Full validation of a `catalogue/v1` or `catalogue/v2` file held in memory: the passes of
 * `CatalogueCheck` (catalogue-check.ts) driven over its records, so that it reports what a check
 * of the same file streamed record by record reports, in the same words and order: the zod shape of
 * `schema.ts`, then the rules across records (catalogue-format.md): ids unique, refs unique per
 * kind, every relation names a record of the right kind in the file or already in the organization,
 * and the rules of the v2 sections.
 *
 * Every error names the record index (for records), the field path and the rule, and its message
 * starts with the path: `records[12].priority: must be one of low, medium, high, critical`.
 */
import type { Kind } from '#shared/vocabulary/catalogue/kinds.ts';
import type { LabelType } from '#shared/vocabulary/labels/label.ts';
import { CatalogueCheck, type CatalogueCheckResult, type StoredSectionFacts } from './catalogue-check.ts';
import type { CatalogueError } from './catalogue-error.ts';
import { isObject } from './record-index.ts';
import type { CatalogueRecord } from './schema.ts';

// What the code outside reads of the check from this module.
export { sortErrors } from './catalogue-error.ts';
export { issuesToErrors } from './issue-errors.ts';
export { RecordIndex, refKey } from './record-index.ts';

/** What the organization already holds, for relations and uniqueness against stored records. */
export interface ExistingRecords {
  /** id (lower case) → kind of every record already stored for the organization. */
  ids: ReadonlyMap<string, Kind>;
  /**
   * Optional: `refKey(kind, ref)` → id of the stored record holding that ref. When given, a file
   * record may not take a ref held by another stored record (unless the file also lists that record).
   */
  refs?: ReadonlyMap<string, string>;
  /** The organization's stored labels: id → type. */
  labels?: ReadonlyMap<string, LabelType>;
  /** Ids of the organization's stored users. */
  users?: ReadonlySet<string>;
  /** The organization's stored plans: id → the unit each draws. */
  plans?: ReadonlyMap<string, string>;
  /** `unitIds` of stored anomalies that the file's plan points name. */
  anomalyUnits?: ReadonlyMap<string, readonly string[]>;
  /** Ids of stored plan points and inbox items that the file's attachments name. */
  sectionItems?: ReadonlySet<string>;
}

/** The file checked: when valid, its records parsed; else its errors in order and their count. */
export type CatalogueValidation = CatalogueCheckResult;

/**
 * Validates a parsed JSON value as a catalogue file. `existing` describes the records the
 * organization already holds (the importer passes them): relations may point to them.
 * Nothing is thrown for bad input; all errors found are returned, ordered by record index.
 */
export const validateCatalogue = (input: unknown, existing?: ExistingRecords): CatalogueValidation => {
  const { envelope, rawRecords } = splitRecords(input);
  const check = new CatalogueCheck(envelope);
  const records = rawRecords.map((raw, index) => check.first(raw, index));
  check.startSecond(sectionFactsOf(existing));
  const stored = { ids: existing?.ids ?? new Map<string, Kind>(), refs: existing?.refs ?? new Map<string, string>() };
  for (const [index, record] of records.entries()) check.secondParsed(record, index, stored);
  const result = check.finish();
  if (!result.ok) return result;
  return { ok: true, catalogue: { ...result.catalogue, records: records as CatalogueRecord[] } };
};

/** The file's records as written, and the file with `records` left `[]` when it is an array (as a stream reader gives it). */
const splitRecords = (input: unknown): { envelope: unknown; rawRecords: unknown[] } =>
  isObject(input) && Array.isArray(input.records)
    ? { envelope: { ...input, records: [] }, rawRecords: input.records }
    : { envelope: input, rawRecords: [] };

const sectionFactsOf = (existing: ExistingRecords | undefined): StoredSectionFacts => ({
  labels: existing?.labels ?? new Map(),
  users: existing?.users ?? new Set(),
  plans: existing?.plans ?? new Map(),
  anomalyUnits: existing?.anomalyUnits ?? new Map(),
  sectionItems: existing?.sectionItems ?? new Set(),
  ids: existing?.ids ?? new Map(),
});

/** The errors as text, one per line, at most `limit` of them (then a count of the rest). */
export const formatCatalogueErrors = (errors: readonly CatalogueError[], limit = 50): string => {
  const shown = errors.slice(0, limit).map((e) => `${e.message} [${e.rule}]`);
  if (errors.length > limit) shown.push(`… and ${errors.length - limit} more errors`);
  return shown.join('\n');
};
