/**
 * Reading the counters the import keeps per list (docs/search.md, "Counters"): totals and per
 * status in one item, per month and per status and month in another, one partition per facet.
 */

import { counterAttributes } from '#shared/stores/catalogue/derived-indexes.ts';
import { batchGetItems } from '#shared/stores/db/batch-get.ts';
import { catalogueKeys, type Liveness } from '#shared/stores/db/keys.ts';
import { queryAll } from '#shared/stores/db/query-all.ts';
import type { Kind } from '#shared/vocabulary/catalogue/kinds.ts';
import type { ListFacet } from './lists.ts';

export type CounterItem = Record<string, unknown>;

const bySortKey = (items: readonly CounterItem[]) => new Map(items.map((item) => [item.SK as string, item]));

export const counterId = (facet: ListFacet, value: string) => `${facet}|${value}`;

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

const numberAt = (item: CounterItem | undefined, attribute: string): number => Number(item?.[attribute] ?? 0);

/** Records of a list, of these statuses (all when undefined). */
export const totalOf = (item: CounterItem | undefined, statuses: readonly string[] | undefined): number =>
  statuses === undefined
    ? numberAt(item, counterAttributes.total)
    : statuses.reduce((sum, status) => sum + numberAt(item, counterAttributes.status(status)), 0);

/** Records of a list in the months `[from, to)` (open bounds: every month), of these statuses (all when undefined). */
export const monthsTotalOf = (
  item: CounterItem | undefined,
  months: { from?: string; to?: string },
  statuses: readonly string[] | undefined,
): number => {
  if (!item) return 0;
  const inMonths = (month: string) =>
    (months.from === undefined || month >= months.from) && (months.to === undefined || month < months.to);
  let sum = 0;
  for (const [attribute, value] of Object.entries(item)) {
    const parts = attribute.split(':');
    if (
      statuses === undefined
        ? parts[0] === 'm' && inMonths(parts[1]!)
        : parts[0] === 'sm' && statuses.includes(parts[1]!) && inMonths(parts[2]!)
    ) {
      sum += Number(value);
    }
  }
  return sum;
};
