import {
  countCommissions,
  findActiveUnits,
  findBuildingWork,
  findLatestHeldCommission,
  listBuildingWorkDocuments,
} from '#shared/stores/building-works/building-work-repository.ts';
import { presignedDownload } from '#shared/stores/storage/presign.ts';
import { readOrganizationUser } from '#shared/stores/users/user-repository.ts';
import type { OrganizationIdentity } from '#shared/vocabulary/auth/identity.ts';
import type { BuildingWorkDocument } from '#shared/vocabulary/building-works/building-work.ts';
import { buildingWorkPermissions } from '#shared/vocabulary/building-works/lifecycle.ts';
import { notFound } from '#shared/vocabulary/errors.ts';
import { withoutNulls } from '#shared/vocabulary/formats/without-nulls.ts';
import { once } from '#shared/vocabulary/once.ts';
import type { BuildingWorkCommission, BuildingWorkExtend, BuildingWorkView } from './building-work-view.ts';

// Made with the first comparison: an Intl collator costs milliseconds to create.
const byRef = once(() => new Intl.Collator('en', { numeric: true }));

const activeUnitsOf = async (organizationId: string, unitIds: readonly string[]) =>
  (await findActiveUnits(organizationId, unitIds))
    .sort((a, b) => byRef().compare(a.ref, b.ref))
    .map(({ id, ref, title }) => ({ id, ref, name: title }));

const commissionOf = async (organizationId: string, buildingWorkId: string): Promise<BuildingWorkCommission | null> => {
  const held = await findLatestHeldCommission(organizationId, buildingWorkId);
  if (!held) return null;
  return withoutNulls({
    id: held.id,
    ref: held.ref,
    visitType: held.visitType ?? null,
    status: held.status,
    decision: held.decision ?? null,
    heldAt: held.heldAt ?? null,
  });
};

const createdByOf = async (organizationId: string, userId: string | null) => {
  const user = userId ? await readOrganizationUser(organizationId, userId, { consistent: false }) : undefined;
  return user && { id: user.id, name: `${user.firstName} ${user.lastName}` };
};

const downloadableDocuments = async (documents: BuildingWorkDocument[]) =>
  Promise.all(
    [...documents]
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
      .map(async ({ id, ref, name, type, mimeType, size, createdAt, storageKey }) => ({
        id,
        ref,
        name,
        type,
        mimeType,
        size,
        createdAt,
        downloadUrl: await presignedDownload(storageKey, name),
      })),
  );

/**
 * One building work with the extensions asked for: the catalogue's record, its units by id, and
 * the commissions and documents that name it, each one Query (and a BatchGet) run side by side.
 */
export const getBuildingWork = async (
  caller: OrganizationIdentity,
  buildingWorkId: string,
  extend: ReadonlySet<BuildingWorkExtend>,
): Promise<BuildingWorkView> => {
  const { organizationId } = caller;
  const found = await findBuildingWork(organizationId, buildingWorkId);
  if (!found) throw notFound('Building work');
  const { work } = found;

  const wantsUnits = extend.has('units') || extend.has('counts');
  const wantsDocuments = extend.has('documents') || extend.has('counts');
  const [units, commission, createdByUser, documents, commissionCount] = await Promise.all([
    wantsUnits ? activeUnitsOf(organizationId, found.unitIds) : undefined,
    extend.has('commission') ? commissionOf(organizationId, work.id) : undefined,
    extend.has('created-by') ? createdByOf(organizationId, found.createdByUserId) : undefined,
    wantsDocuments ? listBuildingWorkDocuments(organizationId, work.id) : undefined,
    extend.has('counts') ? countCommissions(organizationId, work.id) : undefined,
  ]);
  const permissions = buildingWorkPermissions(work, caller.role);

  return {
    ...withoutNulls(work),
    ...(extend.has('units') && { units }),
    ...(extend.has('commission') && { commission }),
    ...(extend.has('counts') && {
      _count: { documents: documents!.length, commissions: commissionCount!, units: units!.length },
    }),
    ...(createdByUser && { createdByUser }),
    ...(extend.has('documents') && { documents: await downloadableDocuments(documents!) }),
    ...(extend.has('actions-info') && { actions: permissions.actions }),
    ...(extend.has('updatable-fields') && { updatableFields: permissions.updatableFields }),
  };
};
