/**
 * Reading the catalogue's lists (docs/search.md, "Lists"): where each list lives (the record
 * item's GSI2 for "all", its GSI3 for the kind's type facet, list entries in the table for the
 * other facets), the key range of one status and one period in it, and the two ways of reading
 * it: the first few entries in date order, or every entry that passes a filter.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#shared/stores/db/client.ts';
import { index } from '#shared/stores/db/items.ts';
import { catalogueKeys, type Liveness } from '#shared/stores/db/keys.ts';
import { type QueryInput, queryAll, queryCount } from '#shared/stores/db/query-all.ts';
import type { GlobalIndexName } from '#shared/stores/db/table-definition.ts';
import { tableKeys } from '#shared/stores/db/table-definition.ts';
import {
  ALL,
  type DUE,
  EARLIEST,
  type Facet,
  LATEST,
  RECORD_INDEXED_FACET,
} from '#shared/vocabulary/catalogue/facets.ts';
import type { Kind } from '#shared/vocabulary/catalogue/kinds.ts';

export type ListFacet = Facet | typeof ALL | typeof DUE;

interface ListRef {
  kind: Kind;
  liveness: Liveness;
  facet: ListFacet;
  value: string;
}

interface Location {
  IndexName?: GlobalIndexName;
  pk: string;
  sk: string;
}

const locationOf = (list: ListRef): Location => {
  if (list.facet === ALL) return index('GSI2');
  if (RECORD_INDEXED_FACET[list.kind] === list.facet) return index('GSI3');
  return { pk: tableKeys.partitionKey, sk: tableKeys.sortKey };
};

/** Bounds on the list's date (ISO instants): `[from, before)`. */
export interface DateRange {
  from?: string;
  before?: string;
}

/** One key range: one list, one status, an optional date range. */
export interface ListRange {
  list: ListRef;
  status: string;
  dates: DateRange;
}

/** A server-side filter on the entries of a range (names and values placeholders included). */
export interface EntryFilter {
  expression: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
}

const keyCondition = (organizationId: string, range: ListRange) => {
  const location = locationOf(range.list);
  const pk = catalogueKeys.list(
    organizationId,
    range.list.kind,
    range.list.liveness,
    range.list.facet,
    range.list.value,
  );
  const names = { '#pk': location.pk, '#sk': location.sk };
  const { from, before } = range.dates;
  if (from === undefined && before === undefined) {
    return {
      location,
      expression: '#pk = :pk AND begins_with(#sk, :prefix)',
      names,
      values: { ':pk': pk, ':prefix': `${range.status}#` },
    };
  }
  return {
    location,
    expression: '#pk = :pk AND #sk BETWEEN :low AND :high',
    names,
    values: {
      ':pk': pk,
      ':low': catalogueKeys.listBound(range.status, from ?? EARLIEST),
      ':high': catalogueKeys.listBound(range.status, before ?? LATEST),
    },
  };
};

const queryInput = (organizationId: string, range: ListRange, filter: EntryFilter | undefined): QueryInput => {
  const key = keyCondition(organizationId, range);
  return {
    ...(key.location.IndexName && { IndexName: key.location.IndexName }),
    KeyConditionExpression: key.expression,
    ...(filter && { FilterExpression: filter.expression }),
    ExpressionAttributeNames: { ...key.names, ...filter?.names },
    ExpressionAttributeValues: { ...key.values, ...filter?.values },
  };
};

/**
 * The first `limit` entries of a range in date order. A `BETWEEN` on `status#date` bounds is
 * inclusive, and an entry's key goes on with `#id`, so `before` itself is excluded.
 */
export const firstEntries = async (
  organizationId: string,
  range: ListRange,
  limit: number,
  order: 'asc' | 'desc',
): Promise<Record<string, unknown>[]> => {
  const { Items } = await db().send(
    new QueryCommand({
      ...queryInput(organizationId, range, undefined),
      TableName: tableName(),
      Limit: limit,
      ScanIndexForward: order === 'asc',
    }),
  );
  return Items ?? [];
};

const FIRST_MATCHING_PAGE = 100;

/**
 * The first `limit` entries of a range in date order that pass the filter: pages that start at
 * `FIRST_MATCHING_PAGE` entries and double, until enough are found or the range ends (few round
 * trips when matches are sparse, a bounded over-read when they are dense).
 */
export const firstMatchingEntries = async (
  organizationId: string,
  range: ListRange,
  filter: EntryFilter,
  limit: number,
  order: 'asc' | 'desc',
): Promise<Record<string, unknown>[]> => {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  let pageSize = Math.max(FIRST_MATCHING_PAGE, limit * 4);
  do {
    const page = await db().send(
      new QueryCommand({
        ...queryInput(organizationId, range, filter),
        TableName: tableName(),
        Limit: pageSize,
        ScanIndexForward: order === 'asc',
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
    pageSize *= 2;
  } while (startKey && items.length < limit);
  return items.slice(0, limit);
};

/** How many entries of a range there are (DynamoDB counts; no entry is returned). */
export const countEntries = (organizationId: string, range: ListRange): Promise<number> =>
  queryCount(queryInput(organizationId, range, undefined));

/** Every entry of a range that passes the filter, page after page. */
export const allEntries = (
  organizationId: string,
  range: ListRange,
  filter: EntryFilter | undefined,
): Promise<Record<string, unknown>[]> => queryAll(queryInput(organizationId, range, filter));
