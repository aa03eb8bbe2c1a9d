/**
 * The records an import stores: each file record merged over its stored version (the fields the
 * file states win, the rest stays), the member record of each user, and the files that documents
 * and reports carry. A document whose file changes keeps the outgoing one as a version, as
 * operation 6 does.
 */

import { type Item, type StoredRecord, toStoredRecord } from '#shared/stores/catalogue/record-items.ts';
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { fileKeys } from '#shared/stores/db/keys.ts';
import { sameValue } from '#shared/stores/db/same-value.ts';
import type { StoredFile } from '#shared/vocabulary/catalogue/stored-file.ts';
import type { Catalogue, CatalogueFile, CatalogueRecord } from '#shared/vocabulary/catalogue-format/schema.ts';

type CatalogueUser = Catalogue['users'][number];

import type { DocumentVersion } from '#shared/vocabulary/documents/document.ts';
import type { FileKeeper } from './import-sections.ts';

export interface StatedRecord {
  record: StoredRecord;
  /** Items the record's import writes beside its own: kept versions of a document's file. */
  extraItems: Item[];
  /** Whether the record differs from its stored version (always, for a new record). */
  changed: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The parsed record's fields that the file states, over the stored version. */
const merge = (
  record: CatalogueRecord,
  stated: ReadonlySet<string>,
  previous: StoredRecord | undefined,
): CatalogueRecord => {
  if (!previous) return record;
  const fields = Object.entries(record).filter(([field]) => stated.has(field) || field === 'kind' || field === 'id');
  // An update time the file does not state is the import's.
  const { updatedAt: _updatedAt, ...kept } = previous;
  return { ...kept, ...Object.fromEntries(fields) } as CatalogueRecord;
};

/** Each user is also the organization's `member` record of the same id, with the file's record of that id if it lists one. */
const memberStatement = (user: CatalogueUser, listed: CatalogueRecord | undefined): RecordStatement => {
  const fields = {
    kind: 'member' as const,
    id: user.id,
    title: `${user.firstName} ${user.lastName}`,
    status: user.status,
    role: user.role,
    email: user.email,
    labelIds: user.labelIds,
  };
  // A person without a ref of their own is shown under their id (a Card's ref may be a uuid).
  const base = listed ?? {
    ref: user.id,
    subtitle: null,
    archived: false,
    historized: false,
    unitIds: [],
    technicalInstallationIds: [],
  };
  return {
    record: { ...base, ...fields } as unknown as CatalogueRecord,
    stated: new Set([...Object.keys(fields), ...(listed ? Object.keys(listed) : [])]),
  };
};

const outgoingVersion = (organizationId: string, record: StoredRecord, file: StoredFile, at: string): Item => {
  const version: DocumentVersion = {
    documentId: record.id,
    organizationId,
    version: record.fileVersion ?? 1,
    name: file.name,
    mimeType: file.mimeType as DocumentVersion['mimeType'],
    size: file.size,
    storageKey: file.storageKey,
    createdAt: file.createdAt,
    createdByUserId: file.createdByUserId,
    replacedAt: at,
    replacedByUserId: null,
  };
  return {
    ...fileKeys.documentVersion(organizationId, record.id, version.version),
    itemType: itemTypes.documentVersion,
    ...version,
  };
};

/** The stored form of a document's or report's file member, and the version item of the file it replaces. */
const withFile = async (
  organizationId: string,
  record: StoredRecord,
  file: CatalogueFile | null,
  previous: StoredRecord | undefined,
  keepFile: FileKeeper,
  now: string,
): Promise<Omit<StatedRecord, 'changed'>> => {
  const current = previous?.file ?? null;
  const next = file === null ? null : await keepFile(file, current, previous?.statedFile);
  const { statedFile: _statedBefore, ...unstated } = record;
  const statement = file === null ? {} : { statedFile: keepFile.statementOf(file) };
  const changed = next !== current;
  const fileVersion = changed && next ? (previous?.fileVersion ?? 0) + 1 : (previous?.fileVersion ?? 0);
  const extraItems =
    changed && current && record.kind === 'document'
      ? [outgoingVersion(organizationId, { ...record, fileVersion: previous?.fileVersion }, current, now)]
      : [];
  // A document's v1 `mimeType` is its file's.
  const mimeType = record.kind === 'document' && next ? { mimeType: next.mimeType } : {};
  return { record: { ...unstated, ...mimeType, file: next, fileVersion, ...statement } as StoredRecord, extraItems };
};

/** A record as the file states it: the parsed record and the fields the file wrote down. */
export interface RecordStatement {
  record: CatalogueRecord;
  stated: ReadonlySet<string>;
}

/**
 * The users' `member` records as the users state them; a file record of a user's id states the
 * rest of that member record in its own chunk (`recordStatements`), written after this one.
 */
export const userStatements = (users: readonly CatalogueUser[]): RecordStatement[] =>
  users.map((user) => memberStatement(user, undefined));

/** A chunk of the file's records as it states them (a record of a user's id is that user's `member` record). */
export const recordStatements = (
  users: readonly CatalogueUser[],
  records: readonly { record: CatalogueRecord; raw: unknown }[],
): RecordStatement[] => {
  const usersById = new Map(users.map((user) => [user.id, user]));
  return records.map(({ record, raw }) => {
    const user = usersById.get(record.id);
    return user ? memberStatement(user, record) : { record, stated: new Set(Object.keys(isObject(raw) ? raw : {})) };
  });
};

/** Equal but for the revision, and for the update time when the file does not state it (the import's time). */
const sameRecord = (a: StoredRecord, b: StoredRecord, updatedAtStated: boolean): boolean => {
  const { updatedAt: updatedA, revision: _ra, ...restA } = a;
  const { updatedAt: updatedB, revision: _rb, ...restB } = b;
  return sameValue(restA, restB) && (!updatedAtStated || updatedA === updatedB);
};

/**
 * The record to store for a statement over its stored version (`previous`), with the version item of
 * a document file it replaces; `changed` false when the file states nothing new, so nothing is written.
 */
export const stateRecord = async (
  organizationId: string,
  { record, stated }: RecordStatement,
  previous: StoredRecord | undefined,
  keepFile: FileKeeper,
  now: string,
): Promise<StatedRecord> => {
  const merged = toStoredRecord(merge(record, stated, previous), previous, now);
  const withItsFile = stated.has('file')
    ? await withFile(
        organizationId,
        merged,
        (record as { file?: CatalogueFile | null }).file ?? null,
        previous,
        keepFile,
        now,
      )
    : { record: merged, extraItems: [] };
  if (previous && sameRecord(withItsFile.record, previous, stated.has('updatedAt')))
    return { record: previous, extraItems: [], changed: false };
  return { ...withItsFile, record: { ...withItsFile.record, revision: (previous?.revision ?? 0) + 1 }, changed: true };
};
