/**
 * A building work and what hangs on it, all read from the catalogue's records: the work itself,
 * its units (its `unitIds`), its commissions and documents (records naming it by `buildingWorkId`,
 * found through relation entries), and its creator (a user of the organization).
 */
import type { StoredRecordOf } from '#shared/stores/catalogue/record-items.ts';
import {
  countRelated,
  findLatestRelated,
  findRecord,
  findRecords,
  findRelated,
} from '#shared/stores/catalogue/record-repository.ts';
import {
  type BuildingWork,
  type BuildingWorkDocument,
  type BuildingWorkDocumentType,
  buildingWorkDocumentTypes,
  buildingWorkFields,
} from '#shared/vocabulary/building-works/building-work.ts';

/** Each field the kind defines as the record holds it, null when it holds none. */
const kindFieldsOf = (record: StoredRecordOf<'building_work'>) =>
  Object.fromEntries(
    Object.keys(buildingWorkFields).map((field) => [field, (record as Record<string, unknown>)[field] ?? null]),
  ) as Omit<
    BuildingWork,
    'id' | 'ref' | 'status' | 'description' | 'archivedAt' | 'deletedAt' | 'createdAt' | 'updatedAt'
  >;

const buildingWorkOf = (record: StoredRecordOf<'building_work'>): BuildingWork => ({
  id: record.id,
  ref: record.ref,
  status: record.status,
  description: record.text ?? null,
  ...kindFieldsOf(record),
  archivedAt: record.archivedAt,
  deletedAt: record.deletedAt,
  createdAt: record.createdAt,
  updatedAt: record.updatedAt,
});

export const findBuildingWork = async (organizationId: string, buildingWorkId: string) => {
  const record = await findRecord(organizationId, buildingWorkId, 'building_work');
  return record && { work: buildingWorkOf(record), createdByUserId: record.createdByUserId, unitIds: record.unitIds };
};

/** The units the building work names that are not archived. */
export const findActiveUnits = async (organizationId: string, unitIds: readonly string[]) =>
  (await findRecords(organizationId, unitIds)).filter((unit) => unit.kind === 'unit' && !unit.archived);

/** The commission held most recently: relation entries sort by status, then date, so it is the last `held` one. */
export const findLatestHeldCommission = async (organizationId: string, buildingWorkId: string) => {
  const entry = await findLatestRelated(organizationId, buildingWorkId, 'commission', 'held');
  return entry && findRecord(organizationId, entry.id, 'commission');
};

export const countCommissions = (organizationId: string, buildingWorkId: string) =>
  countRelated(organizationId, buildingWorkId, 'commission');

const documentTypeOf = (value: unknown): BuildingWorkDocumentType =>
  (buildingWorkDocumentTypes as readonly unknown[]).includes(value) ? (value as BuildingWorkDocumentType) : 'other';

/** The documents filed on the building work that hold a file, as they are now (a replacement shows at once). */
export const listBuildingWorkDocuments = async (
  organizationId: string,
  buildingWorkId: string,
): Promise<BuildingWorkDocument[]> => {
  const entries = await findRelated(organizationId, buildingWorkId, 'document');
  const documents = await findRecords(
    organizationId,
    entries.map((entry) => entry.id),
  );
  return documents.flatMap((document) => {
    const file = document.file;
    if (document.kind !== 'document' || !file) return [];
    const { name, mimeType, size, storageKey } = file;
    return [
      {
        id: document.id,
        ref: document.ref,
        type: documentTypeOf(document.documentType),
        name,
        mimeType,
        size,
        storageKey,
        createdAt: document.createdAt,
      },
    ];
  });
};
