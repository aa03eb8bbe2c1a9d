import { randomUUID } from 'node:crypto';
import {
  BatchWriteCommand,
  type BatchWriteCommandOutput,
  GetCommand,
  type QueryCommandInput,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from '#shared/stores/db/batch-get.ts';
import { db, tableName } from '#shared/stores/db/client.ts';
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { withoutKeys } from '#shared/stores/db/items.ts';
import { backOfficeKeys, keys } from '#shared/stores/db/keys.ts';
import { queryAll, queryCount } from '#shared/stores/db/query-all.ts';
import { isLostRace } from '#shared/stores/db/transactions.ts';
import type { Organization } from '#shared/vocabulary/organizations/organization.ts';
import type { FilterExpression } from './organization-filter.ts';
import { listingEntryOf, listingShardCount, organizationIdOfListingSortKey } from './organization-listing.ts';

/**
 * Every write of an organization goes through here, because each one also rewrites the
 * organization's listing entry in the same transaction (see organization-listing.ts). `revision`
 * changes on every write; an update names the revision it read, so it never overwrites a change it
 * did not see (a fresh UUID rather than a counter, so a re-seeded item cannot repeat an old value).
 */
const strip = (item: Record<string, unknown>) => withoutKeys<Organization>(item, ['revision']);

interface RevisedOrganization {
  organization: Organization;
  revision: string | undefined;
}

export const readOrganization = async (organizationId: string): Promise<RevisedOrganization | undefined> => {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.organization(organizationId), ConsistentRead: true }),
  );
  return Item ? { organization: strip(Item), revision: Item.revision as string | undefined } : undefined;
};

export const findOrganization = async (organizationId: string): Promise<Organization | undefined> =>
  (await readOrganization(organizationId))?.organization;

export const putOrganization = async (organization: Organization): Promise<void> => {
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: organizationItem(organization) } },
        { Put: { TableName: tableName(), Item: listingEntryOf(organization) } },
      ],
    }),
  );
};

const organizationItem = (organization: Organization) => ({
  ...keys.organization(organization.id),
  itemType: itemTypes.organization,
  revision: randomUUID(),
  ...organization,
});

/**
 * Bulk loading (seeding, migrations), where nothing else writes the same organizations: both
 * items of an organization go in the same BatchWriteItem call of 24, which is not a transaction
 * but is many times faster than one transaction per organization. Unprocessed items are retried;
 * any still left after the last attempt are an error, never a silent gap.
 */
export const importOrganizations = async (organizations: readonly Organization[]): Promise<void> => {
  const perCall = 12;
  for (let start = 0; start < organizations.length; start += perCall) {
    let pending: BatchWriteCommandOutput['UnprocessedItems'] = {
      [tableName()]: organizations
        .slice(start, start + perCall)
        .flatMap((organization) => [
          { PutRequest: { Item: organizationItem(organization) } },
          { PutRequest: { Item: listingEntryOf(organization) } },
        ]),
    };
    for (let attempt = 0; pending && Object.keys(pending).length > 0; attempt += 1) {
      if (attempt === 8) throw new Error('BatchWriteItem left organizations unwritten');
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 2 ** attempt * 10));
      pending = (await db().send(new BatchWriteCommand({ RequestItems: pending }))).UnprocessedItems;
    }
  }
};

/** The organization changed (or another transaction held it) between the read and the write. */
export class StaleOrganizationError extends Error {
  constructor() {
    super('The organization changed since it was read');
  }
}

/**
 * Writes only the `changes` (so attributes other writers own, like `uploadSizeUsed`, are left as
 * they are) and the listing entry of `updated`, the organization as it will be after the change.
 */
export const updateOrganization = async (
  read: RevisedOrganization,
  changes: Partial<Omit<Organization, 'id'>>,
  updated: Organization,
): Promise<void> => {
  const fields = Object.entries(changes);
  const names = Object.fromEntries(fields.map(([field], index) => [`#f${index}`, field]));
  const values = Object.fromEntries(fields.map(([, value], index) => [`:f${index}`, value]));
  const revisionCondition = read.revision === undefined ? 'attribute_not_exists(#revision)' : '#revision = :read';
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.organization(updated.id),
              UpdateExpression: `SET ${fields.map((_, index) => `#f${index} = :f${index}`).join(', ')}, #revision = :next`,
              ConditionExpression: `attribute_exists(PK) AND ${revisionCondition}`,
              ExpressionAttributeNames: { ...names, '#revision': 'revision' },
              ExpressionAttributeValues: {
                ...values,
                ':next': randomUUID(),
                ...(read.revision !== undefined && { ':read': read.revision }),
              },
            },
          },
          { Put: { TableName: tableName(), Item: listingEntryOf(updated) } },
        ],
      }),
    );
  } catch (error) {
    if (isLostRace(error)) throw new StaleOrganizationError();
    throw error;
  }
};

/** Organizations by id, in the order asked; ids without an organization are left out. */
export const findOrganizations = async (organizationIds: readonly string[]): Promise<Organization[]> => {
  const found = new Map(
    (await batchGetItems(organizationIds.map(keys.organization))).map((item) => [item.id as string, strip(item)]),
  );
  return organizationIds.flatMap((id) => found.get(id) ?? []);
};

// ---------------------------------------------------------------------------------------------
// The listing entries: every shard is queried in parallel, each to its last page.
// ---------------------------------------------------------------------------------------------

const shards = Array.from({ length: listingShardCount }, (_, shard) => shard);

/** The Query of one listing shard, around the caller's filter (and projection). */
const shardQuery = (shard: number, input: Omit<QueryCommandInput, 'TableName' | 'KeyConditionExpression'>) => ({
  ...input,
  KeyConditionExpression: '#listingPartition = :listingPartition',
  ExpressionAttributeNames: { ...input.ExpressionAttributeNames, '#listingPartition': 'PK' },
  ExpressionAttributeValues: {
    ...input.ExpressionAttributeValues,
    ':listingPartition': backOfficeKeys.organizationListingShard(shard),
  },
  ConsistentRead: true,
});

/** How many entries match; DynamoDB counts them and returns no item. */
export const countListedOrganizations = async (filter: FilterExpression): Promise<number> => {
  const counts = await Promise.all(shards.map((shard) => queryCount(shardQuery(shard, filter))));
  return counts.reduce((sum, count) => sum + count, 0);
};

export interface ListedRow {
  id: string;
  values: Record<string, unknown>;
}

/** The matching entries, each with only the given attributes (what the ordering needs). */
export const listedOrganizationRows = async (
  filter: FilterExpression,
  attributes: readonly string[],
): Promise<ListedRow[]> => {
  const projected = Object.fromEntries(attributes.map((attribute) => [`#p_${attribute}`, attribute]));
  const perShard = await Promise.all(
    shards.map((shard) =>
      queryAll(
        shardQuery(shard, {
          ...filter,
          ProjectionExpression: ['#sortKey', ...Object.keys(projected)].join(', '),
          ExpressionAttributeNames: { ...filter.ExpressionAttributeNames, ...projected, '#sortKey': 'SK' },
        }),
      ),
    ),
  );
  return perShard.flat().map(({ SK, ...values }) => ({ id: organizationIdOfListingSortKey(SK as string), values }));
};
