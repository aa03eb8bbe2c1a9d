/**
 * What a list's counter item holds (docs/search.md, "Counters"): its attribute names, as the
 * projection writes them (derived-indexes.ts), and the totals read from one. Pure functions, apart
 * from the reads (search/counters.ts), so that the search executor, in the search function's lazy
 * chunk, counts without bundling the DynamoDB client a second time.
 */
export type CounterItem = Record<string, unknown>;

/** Attribute names of counters. */
export const counterAttributes = {
  total: 'n',
  status: (status: string) => `s:${status}`,
  month: (month: string) => `m:${month}`,
  statusMonth: (status: string, month: string) => `sm:${status}:${month}`,
} as const;

/** The key of a list's counter among those `readCounters` returns. */
export const counterId = (facet: string, value: string) => `${facet}|${value}`;

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
