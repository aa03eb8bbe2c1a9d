import type { Kind } from '#shared/vocabulary/catalogue/kinds.ts';
import { CatalogueCheck } from '#shared/vocabulary/catalogue-format/catalogue-check.ts';
import { type ExistingRecords, refKey, validateCatalogue } from '#shared/vocabulary/catalogue-format/validate.ts';

/** Only the entries of `map` under `keys`: what a reader by key gives. */
const only = <V>(map: ReadonlyMap<string, V> | undefined, keys: readonly string[]): Map<string, V> =>
  new Map(keys.flatMap((key) => (map?.has(key) ? [[key, map.get(key)!] as const] : [])));

const hasRecords = (file: unknown): file is { records: unknown[] } =>
  typeof file === 'object' && file !== null && Array.isArray((file as { records?: unknown }).records);

/**
 * The file checked as an import job checks it: its envelope first (`records` left `[]`), then its
 * records handed over one at a time, each pass given its own copy (nothing is kept by reference),
 * the second pass in chunks of `chunk` whose stored facts hold only what `storedNeeds` names; the
 * sections' stored ids and anomalies only what `sectionNeeds` names.
 */
export const checkInPasses = (
  file: unknown,
  existing?: ExistingRecords,
  options: { maxErrors?: number; chunk?: number } = {},
) => {
  const records = hasRecords(file) ? file.records : [];
  const check = new CatalogueCheck(
    structuredClone(hasRecords(file) ? { ...file, records: [] } : file),
    options.maxErrors === undefined ? {} : { maxErrors: options.maxErrors },
  );
  for (const [index, raw] of records.entries()) check.first(structuredClone(raw), index);
  const needs = check.sectionNeeds();
  check.startSecond({
    labels: existing?.labels ?? new Map(),
    users: existing?.users ?? new Set(),
    plans: existing?.plans ?? new Map(),
    sectionItems: existing?.sectionItems ?? new Set(),
    anomalyUnits: only(existing?.anomalyUnits, needs.anomalyIds),
    ids: only(existing?.ids, needs.ids),
  });
  const chunk = options.chunk ?? 1000;
  for (let start = 0; start < records.length; start += chunk) {
    const part = records
      .slice(start, start + chunk)
      .map((raw, at) => ({ raw: structuredClone(raw), index: start + at }));
    const wanted = check.storedNeeds(part);
    const stored = {
      ids: only<Kind>(existing?.ids, wanted.ids),
      refs: only(
        existing?.refs,
        wanted.refs.map(({ kind, ref }) => refKey(kind, ref)),
      ),
    };
    for (const { raw, index } of part) check.second(raw, index, stored);
  }
  return check.finish();
};

/** validateCatalogue's answer as the passes give it: a valid file without its records, every error counted. */
export const wholeFileCheck = (file: unknown, existing?: ExistingRecords) => {
  const result = validateCatalogue(file, existing);
  return result.ok ? { ok: true as const, catalogue: { ...result.catalogue, records: [] } } : result;
};
