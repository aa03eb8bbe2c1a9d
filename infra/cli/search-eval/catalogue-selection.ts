/**
 * The eval's own reading of a catalogue file (search question set README, "count"): which records
 * a set of filters selects and how they group, computed from the file itself, independently of the
 * service's stored indexes. Field meanings follow catalogue-format.md and search-contract.md.
 */
import { hasStatuses, KIND_DEFINITIONS, type Kind, openStatusesOf } from '#shared/vocabulary/catalogue/kinds.ts';
import { indexWords, termWords } from '#shared/vocabulary/catalogue/words.ts';

export interface FileRecord {
  kind: Kind;
  id: string;
  ref: string;
  title: string;
  text?: string;
  status?: string | null;
  archived?: boolean;
  archivedAt?: string | null;
  deletedAt?: string | null;
  unitIds?: string[];
  technicalInstallationIds?: string[];
  equipmentIds?: string[];
  providerId?: string;
  [field: string]: unknown;
}

export interface Selection {
  ref?: string;
  status?: readonly string[];
  priority?: readonly string[];
  interventionType?: readonly string[];
  visitType?: readonly string[];
  decision?: readonly string[];
  overdue?: boolean;
  period?: { from: number; to: number };
  unit?: readonly string[];
  technicalInstallation?: readonly string[];
  equipment?: readonly string[];
  provider?: readonly string[];
  text?: string;
  archived?: boolean;
}

const time = (value: unknown): number | undefined => (typeof value === 'string' ? Date.parse(value) : undefined);

const intersects = (values: readonly string[] | undefined, wanted: readonly string[]) =>
  (values ?? []).some((value) => wanted.includes(value.toLowerCase()));

/** Records without `createdAt` got the import time, which is before any question the eval asks. */
const mainDateOf = (record: FileRecord, importedAt: number): number | undefined => {
  const field = KIND_DEFINITIONS[record.kind].mainDate;
  return time(record[field]) ?? (field === 'createdAt' ? importedAt : undefined);
};

const textMatches = (record: FileRecord, term: string): boolean => {
  const words = new Set([...indexWords(record.title), ...indexWords(record.text ?? '')]);
  return termWords(term).every((word) => words.has(word));
};

/** catalogue-format.md: `archivedAt` implies `archived: true`. */
const isArchived = (record: FileRecord) => (record.archived ?? false) || Boolean(record.archivedAt);

export const selects = (
  record: FileRecord,
  kind: Kind,
  filters: Selection,
  now: number,
  importedAt: number,
): boolean => {
  if (record.kind !== kind) return false;
  // A soft-deleted record is absent for every read, as if it had never existed.
  if (record.deletedAt) return false;
  if (filters.ref !== undefined && record.ref !== filters.ref) return false;
  if (isArchived(record) !== (filters.archived ?? false)) return false;
  const is = (field: string, values: readonly string[] | undefined) =>
    values === undefined || values.includes(String(record[field]));
  if (
    !is('status', filters.status) ||
    !is('priority', filters.priority) ||
    !is('interventionType', filters.interventionType)
  )
    return false;
  if (!is('visitType', filters.visitType) || !is('decision', filters.decision)) return false;
  if (filters.overdue) {
    const due = time(record[KIND_DEFINITIONS[kind].overdueDate ?? '']);
    if (
      due === undefined ||
      due >= now ||
      !hasStatuses(kind) ||
      !(openStatusesOf(kind) as readonly string[]).includes(String(record.status))
    )
      return false;
  }
  if (filters.period) {
    const date = mainDateOf(record, importedAt);
    if (date === undefined || date < filters.period.from || date >= filters.period.to) return false;
  }
  if (filters.unit && !intersects(record.unitIds, filters.unit)) return false;
  if (filters.technicalInstallation && !intersects(record.technicalInstallationIds, filters.technicalInstallation))
    return false;
  if (filters.equipment && !intersects(record.equipmentIds, filters.equipment)) return false;
  if (
    filters.provider &&
    !(typeof record.providerId === 'string' && filters.provider.includes(record.providerId.toLowerCase()))
  )
    return false;
  if (filters.text !== undefined && !textMatches(record, filters.text)) return false;
  return true;
};

const GROUP_FIELD: Record<string, (record: FileRecord) => readonly string[]> = {
  status: (r) => (r.status ? [r.status] : []),
  priority: (r) => (typeof r.priority === 'string' ? [r.priority] : []),
  interventionType: (r) => (typeof r.interventionType === 'string' ? [r.interventionType] : []),
  visitType: (r) => (typeof r.visitType === 'string' ? [r.visitType] : []),
  decision: (r) => (typeof r.decision === 'string' ? [r.decision] : []),
  unit: (r) => (r.unitIds ?? []).map((id) => id.toLowerCase()),
  technicalInstallation: (r) => (r.technicalInstallationIds ?? []).map((id) => id.toLowerCase()),
  provider: (r) => (typeof r.providerId === 'string' ? [r.providerId.toLowerCase()] : []),
};

/** Count per group value of the selected records (a record linked to two units counts in both). */
export const groupCounts = (records: readonly FileRecord[], by: string): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const record of records)
    for (const value of GROUP_FIELD[by]?.(record) ?? []) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
};
