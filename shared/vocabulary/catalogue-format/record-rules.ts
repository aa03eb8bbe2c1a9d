/**
 * The rules across records, for one record of the file at a time (the second pass of the check):
 * its id keeps the kind the organization stores it under, its ref is unique per kind in the file
 * and among the organization's other records, and every relation names a record of the right kind,
 * in the file (the first pass's index) or in the organization.
 */
import { isKind, type Kind, relationsOf } from '#shared/vocabulary/catalogue/kinds.ts';
import { isUuid } from '#shared/vocabulary/formats/formats.ts';
import type { CatalogueError } from './catalogue-error.ts';
import { formatPath, kindName, makeError, type Path } from './issue-errors.ts';
import { isObject, type RecordIndex, refKey } from './record-index.ts';
import type { CatalogueRecord } from './schema.ts';

/** What the organization holds that one chunk of records is checked against (the caller reads it by key). */
export interface StoredFacts {
  /** id (lower case) → stored kind, for the ids the chunk names: its records' ids and the relation targets not in the file. */
  ids: ReadonlyMap<string, Kind>;
  /** `refKey(kind, ref)` → id of the stored record holding that ref, for the chunk's refs. */
  refs: ReadonlyMap<string, string>;
}

/**
 * What the rules below read of the organization for these records, taken from the records as
 * written (what a valid record names, and more when it is not valid): each record's id, the
 * relation targets the file does not hold, each (kind, ref).
 */
export const storedNeedsOf = (
  raws: Iterable<unknown>,
  fileIds: RecordIndex,
): { ids: string[]; refs: { kind: Kind; ref: string }[] } => {
  const ids = new Set<string>();
  const refs = new Map<string, { kind: Kind; ref: string }>();
  for (const raw of raws) {
    if (!isObject(raw) || !isKind(raw.kind)) continue;
    for (const id of uuidsIn(raw.id)) ids.add(id);
    for (const relation of relationsOf(raw.kind))
      for (const id of uuidsIn(raw[relation.field])) if (!fileIds.has(id)) ids.add(id);
    if (typeof raw.ref === 'string') refs.set(refKey(raw.kind, raw.ref), { kind: raw.kind, ref: raw.ref });
  }
  return { ids: [...ids], refs: [...refs.values()] };
};

/** The UUIDs of a value as written (one, or an array of them), lower-cased as the schema gives them. */
const uuidsIn = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).flatMap((id) =>
    typeof id === 'string' && isUuid(id) ? [id.toLowerCase()] : [],
  );

/** The record's errors across records, in the order the check reports them. */
export const checkAcrossRecords = (
  record: CatalogueRecord,
  index: number,
  fileIds: RecordIndex,
  stored: StoredFacts,
): CatalogueError[] => [
  ...checkStoredKind(record, index, stored),
  ...checkRef(record, index, fileIds, stored),
  ...checkRelations(record, index, fileIds, stored),
];

const checkStoredKind = (record: CatalogueRecord, index: number, stored: StoredFacts): CatalogueError[] => {
  const kind = stored.ids.get(record.id);
  if (kind === undefined || kind === record.kind) return [];
  return [
    makeError(
      index,
      formatPath(['records', index, 'id']),
      'id_kind_conflict',
      `is already the id of ${kindName(kind)} record of the organization; a record cannot change kind`,
    ),
  ];
};

/** Refs are unique per kind, in the file (the index's) and against the organization's other records. */
const checkRef = (
  record: CatalogueRecord,
  index: number,
  fileIds: RecordIndex,
  stored: StoredFacts,
): CatalogueError[] => {
  const inFile = fileIds.duplicateRefOf(index);
  if (inFile) return [inFile];
  const storedOwner = stored.refs.get(refKey(record.kind, record.ref));
  if (storedOwner === undefined || storedOwner.toLowerCase() === record.id || fileIds.has(storedOwner.toLowerCase())) {
    return [];
  }
  const field = formatPath(['records', index, 'ref']);
  const text = `${record.ref} is already the ref of another ${record.kind} of the organization (${storedOwner})`;
  return [makeError(index, field, 'duplicate_ref', text)];
};

/** Every relation names a record of the right kind, in the file or in the organization. */
const checkRelations = (
  record: CatalogueRecord,
  index: number,
  fileIds: RecordIndex,
  stored: StoredFacts,
): CatalogueError[] => {
  const prefix = ['records', index];
  const values = record as unknown as Record<string, unknown>;
  return relationsOf(record.kind).flatMap((relation) => {
    const value = values[relation.field];
    const ids: [string, Path][] = relation.many
      ? ((value as string[] | undefined) ?? []).map((id, i) => [id, [...prefix, relation.field, i]])
      : typeof value === 'string'
        ? [[value, [...prefix, relation.field]]]
        : [];
    return ids.flatMap(([id, path]): CatalogueError[] => {
      const actual = fileIds.kindOf(id) ?? stored.ids.get(id);
      if (actual === undefined) {
        const text = `names ${id}, which is neither a record of the file nor of the organization (must be ${kindName(relation.target)} record)`;
        return [makeError(index, formatPath(path), 'relation_missing', text)];
      }
      if (actual === relation.target) return [];
      const text = `names ${id}, which is ${kindName(actual)} record; must be ${kindName(relation.target)} record`;
      return [makeError(index, formatPath(path), 'relation_kind', text)];
    });
  });
};
