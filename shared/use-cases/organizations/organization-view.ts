import type * as z from 'zod/mini';
import { countOrganizationMembers, findBackOfficeUsers } from '#shared/stores/users/organization-members.ts';
import { withoutNulls } from '#shared/vocabulary/formats/without-nulls.ts';
import { mapLimited } from '#shared/vocabulary/map-limited.ts';
import type { Organization } from '#shared/vocabulary/organizations/organization.ts';
import { organizationPermissions } from '#shared/vocabulary/organizations/organization-rules.ts';
import type { OrganizationExtend } from './list-request.ts';
import type { organizationSchema } from './organization-schemas.ts';

type OrganizationView = z.output<typeof organizationSchema>;

/**
 * Named field by field: an item may carry attributes other modules keep, which are not the view's.
 * `deletedAt` is not one of the specification's fields: the list hides soft-deleted organizations
 * unless asked, and never names them as such (docs/back-office.md).
 */
const baseView = (o: Organization) =>
  withoutNulls({
    id: o.id,
    type: o.type,
    name: o.name,
    comment: o.comment,
    language: o.language,
    timezone: o.timezone,
    uploadSizeLimit: o.uploadSizeLimit,
    uploadSizeUsed: o.uploadSizeUsed,
    engagementDuration: o.engagementDuration,
    engagementStartAt: o.engagementStartAt,
    engagementEndAt: o.engagementEndAt,
    renewAt: o.renewAt,
    contractType: o.contractType,
    onboardingStatus: o.onboardingStatus,
    onboardingUpdatedAt: o.onboardingUpdatedAt,
    accessStatus: o.accessStatus,
    accessStatusUpdatedAt: o.accessStatusUpdatedAt,
    inboundAlias: o.inboundAlias,
    createdByBoUserId: o.createdByBoUserId,
    addressCountry: o.addressCountry,
    addressCity: o.addressCity,
    addressStreet: o.addressStreet,
    addressPostalCode: o.addressPostalCode,
    archivedAt: o.archivedAt,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
  });

/** Member counts are one COUNT Query per organization; this many run at once. */
const memberCountConcurrency = 16;

export const organizationViews = async (
  organizations: readonly Organization[],
  extend: ReadonlySet<OrganizationExtend>,
): Promise<OrganizationView[]> => {
  const [memberCounts, creators] = await Promise.all([
    extend.has('member-count')
      ? mapLimited(organizations, memberCountConcurrency, (o) => countOrganizationMembers(o.id))
      : undefined,
    extend.has('created-by')
      ? findBackOfficeUsers(organizations.flatMap((o) => (o.createdByBoUserId === null ? [] : [o.createdByBoUserId])))
      : undefined,
  ]);
  return organizations.map((o, index) => {
    const permissions =
      extend.has('actions-info') || extend.has('updatable-fields') ? organizationPermissions(o) : undefined;
    const creator = o.createdByBoUserId === null ? undefined : creators?.get(o.createdByBoUserId);
    return {
      ...baseView(o),
      ...(memberCounts && { memberCount: memberCounts[index]! }),
      ...(extend.has('actions-info') && { actions: permissions!.actions }),
      ...(extend.has('updatable-fields') && { updatableFields: permissions!.updatableFields }),
      ...(creator && {
        createdByBoUser: { id: creator.id, name: `${creator.firstName} ${creator.lastName}`, email: creator.email },
      }),
      ...(extend.has('ai-config') && {
        ...withoutNulls({ aiProvider: o.aiProvider, aiModel: o.aiModel }),
        aiSearchEnabled: o.aiSearchEnabled,
      }),
    };
  });
};
