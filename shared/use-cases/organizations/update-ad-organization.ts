import type * as z from 'zod/mini';
import { recountAfterTimeZoneChange } from '#shared/stores/catalogue/time-zone-recount.ts';
import { retryLostRaces } from '#shared/stores/db/transactions.ts';
import {
  readOrganization,
  StaleOrganizationError,
  updateOrganization,
} from '#shared/stores/organizations/organization-repository.ts';
import { conflict, notFound, validationError } from '#shared/vocabulary/errors.ts';
import { timestampToMillis } from '#shared/vocabulary/formats/plain-formats.ts';
import { engagementDates } from '#shared/vocabulary/organizations/engagement.ts';
import type { Organization } from '#shared/vocabulary/organizations/organization.ts';
import { governingField, organizationPermissions } from '#shared/vocabulary/organizations/organization-rules.ts';
import type { updateAdOrganizationBody } from './organization-schemas.ts';

/** The fields an update asks to change, as its body gives them. */
type AdOrganizationChanges = z.output<typeof updateAdOrganizationBody>;

/**
 * What the write sets: the requested fields (refused as a whole when the state rule forbids any),
 * then the fields that follow from them: the engagement's end and renewal from its start and
 * duration, the onboarding date when the status really changes, and `updatedAt`.
 */
const planUpdate = (current: Organization, requested: AdOrganizationChanges, now: string) => {
  const { updatableFields } = organizationPermissions(current);
  const forbiddenFields = Object.keys(requested).filter((field) => !updatableFields[governingField(field)]);
  if (forbiddenFields.length > 0) {
    throw conflict("The organization's current state does not allow changing these fields; nothing was changed", {
      forbiddenFields,
      state: {
        archived: current.archivedAt !== null,
        accessStatus: current.accessStatus,
        onboardingStatus: current.onboardingStatus,
      },
    });
  }
  const changes: Partial<Organization> = { ...requested };
  if (requested.engagementStartAt)
    changes.engagementStartAt = new Date(timestampToMillis(requested.engagementStartAt)!).toISOString();
  if (requested.engagementStartAt !== undefined || requested.engagementDuration !== undefined) {
    const start = changes.engagementStartAt !== undefined ? changes.engagementStartAt : current.engagementStartAt;
    const dates = engagementDates(start, changes.engagementDuration ?? current.engagementDuration);
    if (!dates) {
      throw validationError([
        {
          location: 'body',
          path: requested.engagementStartAt !== undefined ? 'engagementStartAt' : 'engagementDuration',
          message: 'the engagement would end or renew outside the years 0000 to 9999',
          code: 'too_big',
        },
      ]);
    }
    Object.assign(changes, dates);
  }
  if (requested.onboardingStatus !== undefined && requested.onboardingStatus !== current.onboardingStatus)
    changes.onboardingUpdatedAt = now;
  changes.updatedAt = now;
  return { changes, updated: { ...current, ...changes } };
};

/**
 * Updates an `ad` organization. Each attempt reads the organization, applies the state rule to
 * what it read and writes on condition that nothing changed since; a concurrent update therefore
 * makes this one start over from the organization that includes the other's fields.
 */
export const updateAdOrganization = async (
  organizationId: string,
  requested: AdOrganizationChanges,
): Promise<{ id: string }> => {
  const updated = await retryLostRaces(
    () => applyOnce(organizationId, requested),
    () => conflict('The organization kept changing while this update was applied; retry'),
  );
  if (updated.timezoneChanged) await recountAfterTimeZoneChange(organizationId);
  return { id: updated.id };
};

/** One read, plan and conditional write; undefined when another write came in between. */
const applyOnce = async (organizationId: string, requested: AdOrganizationChanges) => {
  const read = await readOrganization(organizationId);
  if (read?.organization.type !== 'ad' || read.organization.deletedAt !== null) throw notFound('Organization');
  const { changes, updated } = planUpdate(read.organization, requested, new Date().toISOString());
  try {
    await updateOrganization(read, changes, updated);
  } catch (error) {
    if (error instanceof StaleOrganizationError) return undefined;
    throw error;
  }
  return { id: updated.id, timezoneChanged: updated.timezone !== read.organization.timezone };
};
