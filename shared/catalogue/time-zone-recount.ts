/**
 * Month counters are kept in the organization's time zone: when the zone changes (operation 4 or
 * an import), every kind's counters are recounted from the records in the new zone.
 */
import { findOrganization } from '../organizations/organization-repository.ts';
import { rebuildDerivedIndexes } from './derived-indexes.ts';
import { KINDS } from './kinds.ts';

/** Recounts in the zone the organization has now; again if the zone changed once more meanwhile, so the last writer's zone wins. */
export const recountInOrganizationTimeZone = async (organizationId: string): Promise<void> => {
  for (let zone = (await findOrganization(organizationId))?.timezone; zone !== undefined; ) {
    await rebuildDerivedIndexes(organizationId, KINDS, zone);
    const now = (await findOrganization(organizationId))?.timezone;
    zone = now === zone ? undefined : now;
  }
};
