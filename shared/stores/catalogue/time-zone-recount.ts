/**
 * Month counters are kept in the organization's time zone: when the zone changes (operation 4 or
 * an import), every kind's counters are recounted from the records in the new zone.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#shared/stores/db/client.ts';
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { catalogueKeys } from '#shared/stores/db/keys.ts';
import { findOrganization } from '#shared/stores/organizations/organization-repository.ts';
import { KINDS } from '#shared/vocabulary/catalogue/kinds.ts';
import { rebuildDerivedIndexes } from './derived-indexes.ts';
import { WriterLeaseBusyError, withWriterLease } from './writer-lease.ts';

/**
 * Recounts in the zone the organization has now; again if the zone changed once more meanwhile,
 * so the last writer's zone wins. The caller holds the organization's writer lease.
 */
export const recountInOrganizationTimeZone = async (organizationId: string): Promise<void> => {
  for (let zone = (await findOrganization(organizationId))?.timezone; zone !== undefined; ) {
    await rebuildDerivedIndexes(organizationId, KINDS, zone);
    await markCountersZone(organizationId, zone);
    const now = (await findOrganization(organizationId))?.timezone;
    zone = now === zone ? undefined : now;
  }
};

/**
 * The zone the month counters were last counted in, so that a recount that did not happen (or did
 * not finish) is seen and done by the next writer; undefined before the first import.
 */
export const countersZone = async (organizationId: string): Promise<string | undefined> =>
  (
    await db().send(
      new GetCommand({ TableName: tableName(), Key: catalogueKeys.countersZone(organizationId), ConsistentRead: true }),
    )
  ).Item?.zone as string | undefined;

export const markCountersZone = async (organizationId: string, zone: string): Promise<void> => {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...catalogueKeys.countersZone(organizationId), itemType: itemTypes.catalogueCountersZone, zone },
    }),
  );
};

/**
 * After a time zone change by operation 4: recount under the writer lease, waiting for it a few
 * seconds only (the request has a budget). An import holding the lease meanwhile checks the zone
 * when it ends; a recount that cannot run or finish now leaves the counters' zone as it was, and
 * the next import sees that and recounts.
 */
export const recountAfterTimeZoneChange = async (organizationId: string): Promise<void> => {
  try {
    await withWriterLease(organizationId, () => recountInOrganizationTimeZone(organizationId), 3_000);
  } catch (error) {
    if (!(error instanceof WriterLeaseBusyError)) throw error;
  }
};
