/**
 * Loads a `catalogue/v1` file into the table (catalogue-format.md): the organization, its users and
 * every record the file lists. The whole file is validated first, against what the organization
 * already holds; one error rejects the file and nothing is written.
 *
 * Idempotent: a record is stored under its id, its list entries under keys derived from it, and
 * the entries an older version of the record wrote but this one does not are deleted. Counters and
 * the word index of every kind the file touches are then recomputed from the stored records.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from '../db/batch-get.ts';
import { db, tableName } from '../db/client.ts';
import { catalogueKeys } from '../db/keys.ts';
import { isUuid } from '../http/formats.ts';
import { putOrganization, readOrganization, StaleOrganizationError, updateOrganization } from '../organizations/organization-repository.ts';
import type { Organization } from '../organizations/organization.ts';
import { putUser } from '../users/user-repository.ts';
import { writeBatches, type WriteRequest } from './batch-write.ts';
import { rebuildDerivedIndexes } from './derived-indexes.ts';
import { KINDS, isKind, relationsOf, type Kind } from './kinds.ts';
import { queryAll } from './query-all.ts';
import { keyOf, recordItems, storedRecordOf, toStoredRecord, type StoredRecord } from './record-items.ts';
import type { CatalogueOrganization } from './schema.ts';
import { refKey, validateCatalogue, type CatalogueError, type ExistingRecords } from './validate.ts';

export type ImportPhase = 'records' | 'indexes';

export interface ImportOptions {
  now?: Date;
  /** Progress: write requests of the records, then kinds whose indexes are rebuilt. */
  onProgress?: (phase: ImportPhase, done: number, total: number) => void;
}

export type ImportResult =
  | { ok: true; organizationId: string; records: number; users: number }
  | { ok: false; errors: CatalogueError[] };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Ids the file's records have or point to (as written; invalid ones are left to the validation). */
const idsNamedBy = (records: readonly unknown[]): string[] => {
  const ids = new Set<string>();
  for (const raw of records) {
    if (!isObject(raw)) continue;
    if (typeof raw.id === 'string' && isUuid(raw.id)) ids.add(raw.id.toLowerCase());
    if (!isKind(raw.kind)) continue;
    for (const relation of relationsOf(raw.kind)) {
      const value = raw[relation.field];
      for (const id of Array.isArray(value) ? value : [value]) {
        if (typeof id === 'string' && isUuid(id)) ids.add(id.toLowerCase());
      }
    }
  }
  return [...ids];
};

/** The stored records of these ids, and the (kind, ref) pairs the organization's records hold for the file's refs. */
const readExisting = async (organizationId: string, records: readonly unknown[]) => {
  const { Count } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': catalogueKeys.record(organizationId, '').PK },
      Limit: 1,
      Select: 'COUNT',
    }),
  );
  // A first import has nothing to compare with: no record to read back, no ref to look up.
  if (!Count) return { stored: new Map<string, StoredRecord>(), existing: { ids: new Map(), refs: new Map() } satisfies ExistingRecords };
  const items = await batchGetItems(idsNamedBy(records).map((id) => catalogueKeys.record(organizationId, id)));
  const stored = new Map(items.map((item) => [item.SK as string, storedRecordOf(item)]));
  // Refs are unique per kind across the organization: look up who holds each ref of the file.
  const refs = new Map<string, string>();
  const fileRefs = [...new Set(records.flatMap((raw) => (isObject(raw) && typeof raw.ref === 'string' ? [raw.ref] : [])))];
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < fileRefs.length) {
        const ref = fileRefs[next++]!;
        const holders = await queryAll({
          IndexName: 'GSI1',
          KeyConditionExpression: 'GSI1PK = :ref',
          ExpressionAttributeValues: { ':ref': catalogueKeys.refPartition(organizationId, ref) },
          ProjectionExpression: 'id, kind',
        });
        for (const holder of holders) refs.set(refKey(holder.kind as Kind, ref), holder.id as string);
      }
    }),
  );
  const existing: ExistingRecords = { ids: new Map([...stored].map(([id, record]) => [id, record.kind])), refs };
  return { stored, existing };
};

/** The organization item: the file's master data over what the back office already set, or defaults. */
const organizationFrom = (file: CatalogueOrganization, current: Organization | undefined, now: string): Organization => {
  const base: Organization = current ?? {
    id: file.id,
    type: file.type,
    name: file.name,
    comment: '',
    language: file.language,
    timezone: file.timezone,
    uploadSizeLimit: 10240,
    uploadSizeUsed: 0,
    engagementDuration: 36,
    engagementStartAt: null,
    engagementEndAt: null,
    renewAt: null,
    contractType: 'kare',
    onboardingStatus: 'pending',
    onboardingUpdatedAt: now,
    accessStatus: 'active',
    accessStatusUpdatedAt: now,
    inboundAlias: `${file.type}-${file.id.slice(0, 8)}@inbound.example.com`,
    createdByBoUserId: null,
    addressCountry: null,
    addressCity: null,
    addressStreet: null,
    addressPostalCode: null,
    aiProvider: null,
    aiModel: null,
    aiSearchEnabled: false,
    archivedAt: null,
    deletedAt: null,
    createdAt: now,
    updatedAt: now,
  };
  return { ...base, type: file.type, name: file.name, language: file.language, timezone: file.timezone, updatedAt: now };
};

const masterDataFields = ['type', 'name', 'language', 'timezone'] as const;

/**
 * Writes the file's master data over the organization as the back office left it. Only those fields
 * are written, on the revision that was read, so a back-office update landing in between is never
 * overwritten: the import reads again and retries.
 */
const saveOrganization = async (file: CatalogueOrganization, now: string) => {
  for (let attempt = 1; ; attempt++) {
    const read = await readOrganization(file.id);
    const current = read?.organization;
    const organization = organizationFrom(file, current, now);
    if (!read) {
      await putOrganization(organization);
      return { current, organization };
    }
    const changes = Object.fromEntries(
      masterDataFields.filter((field) => read.organization[field] !== organization[field]).map((field) => [field, organization[field]]),
    );
    if (Object.keys(changes).length === 0) return { current, organization: read.organization };
    try {
      await updateOrganization(read, { ...changes, updatedAt: now }, organization);
      return { current, organization };
    } catch (error) {
      if (!(error instanceof StaleOrganizationError) || attempt === 5) throw error;
    }
  }
};

export const importCatalogue = async (input: unknown, options: ImportOptions = {}): Promise<ImportResult> => {
  const now = (options.now ?? new Date()).toISOString();
  const organizationId =
    isObject(input) && isObject(input.organization) && typeof input.organization.id === 'string' && isUuid(input.organization.id)
      ? input.organization.id.toLowerCase()
      : undefined;
  const rawRecords = isObject(input) && Array.isArray(input.records) ? input.records : [];
  const { stored, existing } = organizationId ? await readExisting(organizationId, rawRecords) : { stored: new Map<string, StoredRecord>(), existing: undefined };

  const validation = validateCatalogue(input, existing);
  if (!validation.ok) return { ok: false, errors: validation.errors };
  const { catalogue } = validation;
  const orgId = catalogue.organization.id;

  const { current, organization } = await saveOrganization(catalogue.organization, now);
  await Promise.all(
    catalogue.users.map((user) =>
      putUser({
        kind: 'organization',
        id: user.id,
        organizationId: orgId,
        organizationType: organization.type,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        role: user.role,
        status: user.status,
        createdAt: now,
        updatedAt: now,
      }),
    ),
  );

  const requests: WriteRequest[] = [];
  for (const record of catalogue.records) {
    const previous = stored.get(record.id);
    const items = recordItems(orgId, toStoredRecord(record, previous, now));
    const written = new Set(items.map((item) => `${item.PK}|${item.SK}`));
    requests.push(...items.map((put) => ({ put })));
    if (previous) {
      for (const old of recordItems(orgId, previous)) {
        if (!written.has(`${old.PK}|${old.SK}`)) requests.push({ delete: keyOf(old) });
      }
    }
  }
  let done = 0;
  await writeBatches(requests, {
    onWritten: (count) => options.onProgress?.('records', (done += count), requests.length),
  });

  // Counters hold months of the organization's time zone: a new zone recounts every kind.
  const touched: Kind[] =
    current && current.timezone !== organization.timezone
      ? [...KINDS]
      : KINDS.filter((kind) => catalogue.records.some((record) => record.kind === kind));
  await rebuildDerivedIndexes(orgId, touched, organization.timezone, (kindsDone) =>
    options.onProgress?.('indexes', kindsDone, touched.length),
  );
  return { ok: true, organizationId: orgId, records: catalogue.records.length, users: catalogue.users.length };
};
