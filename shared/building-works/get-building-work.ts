import type { OrganizationIdentity } from '../auth/identity.ts';
import { notFound } from '../http/errors.ts';
import { presignedDownload } from '../storage/presign.ts';
import {
  isActiveUnit,
  type BuildingWork,
  type BuildingWorkCommission,
  type BuildingWorkDocument,
  type BuildingWorkDocumentType,
} from './building-work.ts';
import {
  countBuildingWorkCommissions,
  findBuildingWork,
  findLatestHeldCommission,
  findOrganizationUser,
  findTargetedUnits,
  listBuildingWorkDocuments,
} from './building-work-repository.ts';
import { buildingWorkPermissions, type BuildingWorkPermissions } from './lifecycle.ts';

export const buildingWorkExtends = ['units', 'commission', 'counts', 'created-by', 'documents', 'actions-info', 'updatable-fields'] as const;
export type BuildingWorkExtend = (typeof buildingWorkExtends)[number];

type Fields = Omit<BuildingWork, 'organizationId' | 'createdByUserId'>;

export interface BuildingWorkView extends Fields {
  units?: { id: string; ref: string; name: string }[];
  commission?: Pick<BuildingWorkCommission, 'id' | 'ref' | 'visitType' | 'status' | 'decision' | 'heldAt'> | null;
  _count?: { documents: number; commissions: number; units: number };
  createdByUser?: { id: string; name: string } | null;
  documents?: {
    id: string; ref: string; name: string; type: BuildingWorkDocumentType; mimeType: string; size: number; createdAt: string; downloadUrl: string;
  }[];
  actions?: BuildingWorkPermissions['actions'];
  updatableFields?: BuildingWorkPermissions['updatableFields'];
}

const byRef = new Intl.Collator('en', { numeric: true });

const activeUnitsOf = async (organizationId: string, buildingWorkId: string) =>
  (await findTargetedUnits(organizationId, buildingWorkId))
    .filter(isActiveUnit)
    .sort((a, b) => byRef.compare(a.ref, b.ref))
    .map(({ id, ref, name }) => ({ id, ref, name }));

const commissionOf = async (organizationId: string, buildingWorkId: string) => {
  const held = await findLatestHeldCommission(organizationId, buildingWorkId);
  if (!held) return null;
  const { id, ref, visitType, status, decision, heldAt } = held;
  return { id, ref, visitType, status, decision, heldAt };
};

const createdByOf = async (work: BuildingWork) => {
  const user = await findOrganizationUser(work.organizationId, work.createdByUserId);
  return user ? { id: user.id, name: `${user.firstName} ${user.lastName}` } : null;
};

const downloadableDocuments = async (documents: BuildingWorkDocument[]) =>
  Promise.all(
    [...documents]
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
      .map(async ({ id, ref, name, type, mimeType, size, createdAt, storageKey }) => ({
        id, ref, name, type, mimeType, size, createdAt, downloadUrl: await presignedDownload(storageKey, name),
      })),
  );

/**
 * One building work with the extensions asked for. Each extension is one Query (or a Query and a
 * BatchGet) in the building work's partition; they run side by side, and the unit and document
 * lookups serve both their list and `counts`.
 */
export const getBuildingWork = async (
  caller: OrganizationIdentity,
  buildingWorkId: string,
  extend: ReadonlySet<BuildingWorkExtend>,
): Promise<BuildingWorkView> => {
  const { organizationId } = caller;
  const work = await findBuildingWork(organizationId, buildingWorkId);
  if (!work || work.deletedAt !== null) throw notFound('Building work');

  const wantsUnits = extend.has('units') || extend.has('counts');
  const wantsDocuments = extend.has('documents') || extend.has('counts');
  const [units, commission, createdByUser, documents, commissionCount] = await Promise.all([
    wantsUnits ? activeUnitsOf(organizationId, work.id) : undefined,
    extend.has('commission') ? commissionOf(organizationId, work.id) : undefined,
    extend.has('created-by') ? createdByOf(work) : undefined,
    wantsDocuments ? listBuildingWorkDocuments(organizationId, work.id) : undefined,
    extend.has('counts') ? countBuildingWorkCommissions(organizationId, work.id) : undefined,
  ]);
  const permissions = buildingWorkPermissions(work, caller.role);

  const { organizationId: _organizationId, createdByUserId: _createdByUserId, ...fields } = work;
  return {
    ...fields,
    ...(extend.has('units') && { units }),
    ...(extend.has('commission') && { commission }),
    ...(extend.has('counts') && { _count: { documents: documents!.length, commissions: commissionCount!, units: units!.length } }),
    ...(extend.has('created-by') && { createdByUser }),
    ...(extend.has('documents') && { documents: await downloadableDocuments(documents!) }),
    ...(extend.has('actions-info') && { actions: permissions.actions }),
    ...(extend.has('updatable-fields') && { updatableFields: permissions.updatableFields }),
  };
};
