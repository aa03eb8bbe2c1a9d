/**
 * Month counters are kept in the organization's time zone: when the zone changes (operation 4 or
 * an import), every kind's counters are recounted from the records in the new zone.
 */
import { findOrganization } from '../organizations/organization-repository.ts';
import { rebuildDerivedIndexes } from './derived-indexes.ts';
import { KINDS } from './kinds.ts';
import { WriterLeaseBusyError, withWriterLease } from './writer-lease.ts';

/**
 * Recounts in the zone the organization has now; again if the zone changed once more meanwhile,
 * so the last writer's zone wins. The caller holds the organization's writer lease.
 */
export const recountInOrganizationTimeZone = async (organizationId: string): Promise<void> => {
  for (let zone = (await findOrganization(organizationId))?.timezone; zone !== undefined; ) {
    await rebuildDerivedIndexes(organizationId, KINDS, zone);
    const now = (await findOrganization(organizationId))?.timezone;
    zone = now === zone ? undefined : now;
  }
};

/**
 * After a time zone change by operation 4: recount under the writer lease. An import holding the
 * lease longer than a request may wait checks the zone again when it ends and recounts then.
 */
export const recountAfterTimeZoneChange = async (organizationId: string): Promise<void> => {
  try {
    await withWriterLease(organizationId, () => recountInOrganizationTimeZone(organizationId), 20_000);
  } catch (error) {
    if (!(error instanceof WriterLeaseBusyError)) throw error;
  }
};
