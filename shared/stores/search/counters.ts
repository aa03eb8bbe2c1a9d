/**
 * Reading the counters the import keeps per list (docs/search.md, "Counters"): totals and per
 * status in one item, per month and per status and month in another, one partition per facet.
 */

import { type CounterItem, counterId } from '#shared/stores/catalogue/counter-items.ts';
import { batchGetItems } from '#shared/stores/db/batch-get.ts';
import { catalogueKeys, type Liveness } from '#shared/stores/db/keys.ts';
import { queryAll } from '#shared/stores/db/query-all.ts';
import type { Kind } from '#shared/vocabulary/catalogue/kinds.ts';
import type { ListFacet } from './lists.ts';

const bySortKey = (items: readonly CounterItem[]) => new Map(items.map((item) => [item.SK as string, item]));

export const readCounters = async (
  organizationId: string,
  kind: Kind,
  liveness: Liveness,
  wanted: readonly { facet: ListFacet; value: string }[],
  months: boolean,
): Promise<Map<string, CounterItem>> => {
  const keyOf = months ? catalogueKeys.monthCounter : catalogueKeys.counter;
  // BatchGetItem refuses a key asked twice: two candidate drivers may name the same list.
  const distinct = new Map(wanted.map((list) => [counterId(list.facet, list.value), list]));
  const items = await batchGetItems(
    [...distinct.values()].map(({ facet, value }) => keyOf(organizationId, kind, liveness, facet, value)),
  );
  return new Map(items.map((item) => [`${(item.PK as string).split('#').pop()}|${item.SK as string}`, item]));
};

/** Every counter item of one facet (one per value): what a breakdown with no other filter needs. */
export const readCounterPartition = async (
  organizationId: string,
  kind: Kind,
  liveness: Liveness,
  facet: ListFacet,
  months: boolean,
): Promise<Map<string, CounterItem>> =>
  bySortKey(
    await queryAll({
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: {
        ':pk': (months ? catalogueKeys.monthCounterPartition : catalogueKeys.counterPartition)(
          organizationId,
          kind,
          liveness,
          facet,
        ),
      },
    }),
  );
