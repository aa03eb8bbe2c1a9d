/**
 * Runs one plan section against the catalogue and writes its Section (docs/search.md, "Executor").
 *
 * Three access paths, chosen by the filters:
 * - a reference: one Query on GSI1 (the record item), tested in memory;
 * - a text term: the word index blocks of each word, then the records of the matches;
 * - everything else: lists. The smallest list that one filter names (by its counter) drives; the
 *   other filters test its entries server-side. When nothing is left to test, the total comes from
 *   the counters (whole months of a date range from the monthly ones, the partial months at its
 *   ends read) and only the cards shown are read; otherwise the driving list is read through.
 *
 * It runs in the search function's lazy chunk (answering.ts): it reads through `context.reads`,
 * the stores' functions that the function's bundle holds.
 */

import { type CounterItem, counterId, monthsTotalOf, totalOf } from '#shared/stores/catalogue/counter-items.ts';
import { mainDateOf } from '#shared/stores/catalogue/record-items.ts';
import type { StoredItem } from '#shared/stores/search/catalogue-reads.ts';
import type { DateRange, ListFacet, ListRange } from '#shared/stores/search/lists.ts';
import type { WordMatch } from '#shared/stores/search/word-index.ts';
import {
  ALL,
  DUE,
  FACET_SPECS,
  type Facet,
  linkedValues,
  NO_STATUS,
  UNDATED,
} from '#shared/vocabulary/catalogue/facets.ts';
import { canRead, hasStatuses, KIND_DEFINITIONS, type Kind } from '#shared/vocabulary/catalogue/kinds.ts';
import { timestampToMillis } from '#shared/vocabulary/formats/plain-formats.ts';
import { kindLabel } from '#shared/vocabulary/languages/kind-labels.ts';
import type { PlanSection } from '#shared/vocabulary/search/plan.ts';
import type { Aggregate, MatchedField, Section } from '#shared/vocabulary/search/search-contract.ts';
import type { GroupBy } from '#shared/vocabulary/search/search-terms.ts';
import { type MonthSplit, splitByMonths } from '#shared/vocabulary/time/time-zone.ts';
import { toCards } from './cards.ts';
import type { ExecutionContext } from './execution-context.ts';
import { groupLabels, sectionFilters, sectionListParams } from './section-filters.ts';
import {
  type Constraint,
  constraintHolds,
  type EntryTest,
  entryTest,
  inScope,
  recordMatches,
  type SectionQuery,
  sectionQuery,
  statusesToRead,
} from './section-query.ts';

interface Found {
  total: number;
  /** In display order, at most the section's page size. */
  shown: StoredItem[];
  /** Counts per group value, for a groupCount. */
  groups?: Map<string, number>;
  matchedField: (item: StoredItem) => MatchedField;
  outsideRequestedScope: (item: StoredItem) => boolean;
}

const orderKey = (item: StoredItem, kind: Kind) => `${mainDateOf(item, kind) ?? UNDATED}#${item.id as string}`;

const inOrder = (items: readonly StoredItem[], kind: Kind, order: 'asc' | 'desc'): StoredItem[] => {
  const keyed = items.map((item) => ({ item, key: orderKey(item, kind) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  if (order === 'desc') keyed.reverse();
  return keyed.map(({ item }) => item);
};

const millisOf = (iso: string | undefined) => (iso === undefined ? undefined : timestampToMillis(iso));

const uniqueById = (items: readonly StoredItem[]): StoredItem[] => [
  ...new Map(items.map((item) => [item.id as string, item])).values(),
];

const groupValuesOf = (item: StoredItem, kind: Kind, by: GroupBy): string[] =>
  by === 'status' ? (typeof item.status === 'string' ? [item.status] : []) : linkedValues(item, kind, by);

const tally = (items: readonly StoredItem[], kind: Kind, by: GroupBy): Map<string, number> => {
  const groups = new Map<string, number>();
  for (const item of items)
    for (const value of groupValuesOf(item, kind, by)) groups.set(value, (groups.get(value) ?? 0) + 1);
  return groups;
};

// ---------------------------------------------------------------------------------------------
// By reference
// ---------------------------------------------------------------------------------------------

const byReference = async (
  context: ExecutionContext,
  section: PlanSection,
  query: SectionQuery,
  ref: string,
): Promise<Found> => {
  const [record] = await context.reads.readByRef(context.organizationId, ref, section.entity);
  // A record named by its reference is returned archived or not, and outside the scope (flagged).
  const matches = record !== undefined && recordMatches(record, query, { ignoreLiveness: true, ignoreScope: true });
  const found = matches ? [record] : [];
  return {
    total: found.length,
    shown: found.slice(0, section.pageSize),
    ...(section.aggregate?.kind === 'groupCount' && { groups: tally(found, section.entity, section.aggregate.by) }),
    matchedField: () => section.namedBy ?? 'ref',
    outsideRequestedScope: (item) => !inScope(item, section.entity, context.scope),
  };
};

// ---------------------------------------------------------------------------------------------
// By text
// ---------------------------------------------------------------------------------------------

const byText = async (
  context: ExecutionContext,
  section: PlanSection,
  query: SectionQuery,
  words: readonly string[],
): Promise<Found> => {
  const perWord = await Promise.all(
    words.map((word) => context.reads.readWordMatches(context.organizationId, section.entity, word)),
  );
  const { candidates, inTitle } = textCandidates(perWord, query);
  const matchedField = (item: StoredItem): MatchedField => (inTitle.get(item.id as string) ? 'title' : 'text');
  const outsideRequestedScope = () => false;
  const needsRecords =
    query.statuses !== undefined ||
    query.constraints.length > 0 ||
    query.overdueOnOtherDate ||
    section.aggregate?.kind === 'groupCount';
  const found = needsRecords
    ? await matchingCandidates(context, section, query, candidates)
    : await firstCandidates(context, section, candidates);
  return { ...found, matchedField, outsideRequestedScope };
};

/**
 * The records every word matches, of the liveness and in the dates asked for (the word index
 * carries both), and whether every word is in each one's title.
 */
const textCandidates = (
  perWord: readonly Map<string, WordMatch>[],
  query: SectionQuery,
): { candidates: WordMatch[]; inTitle: Map<string, boolean> } => {
  const [rarest, ...others] = [...perWord].sort((a, b) => a.size - b.size);
  const inTitle = new Map<string, boolean>();
  const candidates: WordMatch[] = [];
  for (const match of rarest?.values() ?? []) {
    const all = [match, ...others.map((other) => other.get(match.id))];
    if (all.some((m) => m === undefined)) continue;
    if (match.archived !== (query.liveness === 'archived')) continue;
    if (query.dates.from !== undefined && (match.date === UNDATED || match.date < query.dates.from)) continue;
    if (query.dates.before !== undefined && (match.date === UNDATED || match.date >= query.dates.before)) continue;
    inTitle.set(
      match.id,
      all.every((m) => m!.inTitle),
    );
    candidates.push(match);
  }
  return { candidates, inTitle };
};

/** Nothing else to test: the candidates are the total, and only the records of the cards shown are read. */
const firstCandidates = async (
  context: ExecutionContext,
  section: PlanSection,
  candidates: readonly WordMatch[],
): Promise<Pick<Found, 'total' | 'shown'>> => {
  const ordered = candidates.map((c) => `${c.date}#${c.id}`).sort();
  if (section.order === 'desc') ordered.reverse();
  const ids = ordered.slice(0, section.pageSize).map((key) => key.slice(key.indexOf('#') + 1));
  const records = await context.reads.readRecords(context.organizationId, ids);
  return {
    total: candidates.length,
    shown: ids.flatMap((id) => (records.has(id) ? [records.get(id)!] : [])),
  };
};

/** The candidates' records are read and tested against the section's other filters. */
const matchingCandidates = async (
  context: ExecutionContext,
  section: PlanSection,
  query: SectionQuery,
  candidates: readonly WordMatch[],
): Promise<Pick<Found, 'total' | 'shown' | 'groups'>> => {
  const kind = section.entity;
  const records = await context.reads.readRecords(
    context.organizationId,
    candidates.map((c) => c.id),
  );
  const matching = [...records.values()].filter((record) => recordMatches(record, query, { ignoreText: true }));
  return {
    total: matching.length,
    shown: inOrder(matching, kind, section.order).slice(0, section.pageSize),
    ...(section.aggregate?.kind === 'groupCount' && { groups: tally(matching, kind, section.aggregate.by) }),
  };
};

// ---------------------------------------------------------------------------------------------
// By lists
// ---------------------------------------------------------------------------------------------

interface Driver {
  facet: ListFacet;
  values: readonly string[];
  constraint?: Constraint;
  /** Dates of its key ranges: the section's, or "before now" on the list ordered by the overdue date. */
  dates: DateRange;
}

const chooseDriver = async (
  context: ExecutionContext,
  query: SectionQuery,
): Promise<{ driver: Driver; totals: Map<string, CounterItem> }> => {
  // Earlier candidates win ties: the overdue-date list over the all list, which it never exceeds.
  const candidates: Driver[] = [
    ...query.constraints.map((constraint) => ({
      facet: constraint.facet,
      values: constraint.values,
      constraint,
      dates: query.dates,
    })),
    ...(query.overdueOnOtherDate
      ? [{ facet: DUE, values: [ALL], dates: { before: query.nowIso } } satisfies Driver]
      : []),
    { facet: ALL, values: [ALL], dates: query.dates },
  ];
  const totals = await context.reads.readCounters(
    context.organizationId,
    query.kind,
    query.liveness,
    candidates.flatMap((candidate) => candidate.values.map((value) => ({ facet: candidate.facet, value }))),
    false,
  );
  const size = (driver: Driver) =>
    driver.values.reduce((sum, value) => sum + totalOf(totals.get(counterId(driver.facet, value)), query.statuses), 0);
  const [driver] = candidates
    .map((candidate) => ({ candidate, size: size(candidate) }))
    .sort((a, b) => a.size - b.size);
  return { driver: driver!.candidate, totals };
};

/** A read of the lists for one section, once its driver is chosen. */
interface ListRead {
  context: ExecutionContext;
  section: PlanSection;
  query: SectionQuery;
  statuses: readonly string[];
  driver: Driver;
  /** The breakdown asked for, if any. */
  by: GroupBy | undefined;
}

/** Counts per value of a counter over the section's range; `only` narrows the statuses. */
type CountOf = (item: CounterItem | undefined, only?: readonly string[]) => number;

const listFound = (total: number, shown: StoredItem[], groups?: Map<string, number>): Found => ({
  total,
  shown,
  ...(groups && { groups }),
  matchedField: () => 'related',
  outsideRequestedScope: () => false,
});

const byLists = async (context: ExecutionContext, section: PlanSection, query: SectionQuery): Promise<Found> => {
  const by = section.aggregate?.kind === 'groupCount' ? section.aggregate.by : undefined;
  const statuses = statusesToRead(query, NO_STATUS);
  const { driver, totals } = await chooseDriver(context, query);
  const read: ListRead = { context, section, query, statuses, driver, by };
  const onDueList = driver.facet === DUE;
  const residual = query.constraints.filter((constraint) => constraint !== driver.constraint);
  const test = entryTest(query, residual, { overdue: !onDueList, mainDate: onDueList });
  return test.filter === undefined && test.inMemory.length === 0 && isDisjoint(driver) && groupsFromCounters(read)
    ? countFromCounters(read, totals)
    : readThrough(read, test);
};

/** No entry is on two of the driver's lists, so the counters of its values add up. */
const isDisjoint = (driver: Driver): boolean =>
  driver.facet === ALL ||
  driver.facet === DUE ||
  driver.values.length === 1 ||
  !FACET_SPECS[driver.facet as Facet].many;

/** The breakdown, if any, comes from counters: by status, or by the facet the counters are kept by. */
const groupsFromCounters = ({ by, driver }: ListRead): boolean =>
  by === undefined || by === 'status' || driver.facet === ALL || driver.facet === by;

/** The key ranges of these lists (the driver's by default) over these dates, one per status. */
const rangesOver = (
  { section, query, statuses, driver }: ListRead,
  dates: DateRange,
  facet = driver.facet,
  values = driver.values,
): ListRange[] =>
  values.flatMap((value) =>
    statuses.map((status) => ({
      list: { kind: section.entity, liveness: query.liveness, facet, value },
      status,
      dates,
    })),
  );

/** Reads the driving lists through, their entries tested by the other filters (server-side where they fit). */
const readThrough = async (read: ListRead, test: EntryTest): Promise<Found> => {
  const { context, section, by } = read;
  const ranges = rangesOver(read, read.driver.dates);
  const entries = uniqueById(
    (
      await Promise.all(ranges.map((range) => context.reads.allEntries(context.organizationId, range, test.filter)))
    ).flat(),
  ).filter((entry) => test.inMemory.every((constraint) => constraintHolds(entry, section.entity, constraint)));
  return listFound(
    entries.length,
    inOrder(entries, section.entity, section.order).slice(0, section.pageSize),
    by === undefined ? undefined : tally(entries, section.entity, by),
  );
};

/** Nothing left to test: the total and the breakdown come from the counters, only the cards shown are read. */
const countFromCounters = async (read: ListRead, totals: Map<string, CounterItem>): Promise<Found> => {
  const { section, by } = read;
  const split = monthSplitOf(read);
  const [counters, partial, pages] = await Promise.all([
    driverCounters(read, split, totals),
    partialMonths(read, split),
    firstPages(read),
  ]);
  const countOf = countOver(read, split);
  const total = driverTotal(read, counters, countOf) + partial.count;
  const shown = inOrder(uniqueById(pages.flat()), section.entity, section.order).slice(0, section.pageSize);
  const groups = await counterGroups(read, split, counters, countOf);
  if (groups)
    for (const [value, count] of tally(partial.entries, section.entity, by!))
      groups.set(value, (groups.get(value) ?? 0) + count);
  return listFound(total, shown, groups);
};

/** Dates: whole local months come from the monthly totals, the rest of the range is read. */
const monthSplitOf = ({ context, driver }: ListRead): MonthSplit | undefined =>
  driver.dates.from === undefined && driver.dates.before === undefined
    ? undefined
    : splitByMonths(millisOf(driver.dates.from), millisOf(driver.dates.before), context.timeZone);

const countOver =
  ({ query }: ListRead, split: MonthSplit | undefined): CountOf =>
  (item, only) => {
    if (split === undefined) return totalOf(item, only ?? query.statuses);
    return split.whole ? monthsTotalOf(item, split.whole, only ?? query.statuses) : 0;
  };

/** The driver's values summed: each value's counter counted by `countOf`. */
const driverTotal = ({ driver }: ListRead, counters: Map<string, CounterItem>, countOf: CountOf): number =>
  driver.values.reduce((sum, value) => sum + countOf(counters.get(counterId(driver.facet, value))), 0);

/**
 * The driver's counters over the range: the totals already read when it is undated, the monthly
 * counters when it holds whole months, none when it holds none.
 */
const driverCounters = async (
  { context, section, query, driver }: ListRead,
  split: MonthSplit | undefined,
  totals: Map<string, CounterItem>,
): Promise<Map<string, CounterItem>> => {
  if (split === undefined) return totals;
  if (!split.whole) return new Map();
  const wanted = driver.values.map((value) => ({ facet: driver.facet, value }));
  return context.reads.readCounters(context.organizationId, section.entity, query.liveness, wanted, true);
};

/** The partial months at the range's ends: counted by DynamoDB, or read when a breakdown needs their values. */
const partialMonths = async (
  read: ListRead,
  split: MonthSplit | undefined,
): Promise<{ count: number; entries: StoredItem[] }> => {
  const { organizationId, reads } = read.context;
  const ranges = (split?.partial ?? []).flatMap((part) =>
    rangesOver(read, {
      ...(part.from !== undefined && { from: new Date(part.from).toISOString() }),
      ...(part.before !== undefined && { before: new Date(part.before).toISOString() }),
    }),
  );
  if (read.by === undefined) {
    const counts = await Promise.all(ranges.map((range) => reads.countEntries(organizationId, range)));
    return { count: counts.reduce((sum, count) => sum + count, 0), entries: [] };
  }
  const entries = uniqueById(
    (await Promise.all(ranges.map((range) => reads.allEntries(organizationId, range, undefined)))).flat(),
  );
  return { count: entries.length, entries };
};

/** The first entries of each driving list, enough for the cards shown. */
const firstPages = async (read: ListRead): Promise<StoredItem[][]> => {
  const { context, section, query, driver } = read;
  if (section.pageSize === 0) return [];
  if (driver.facet === DUE) {
    // Cards go by the main date: the first overdue entries of the all list.
    const overdue = entryTest(query, [], { overdue: true, mainDate: false }).filter!;
    return Promise.all(
      rangesOver(read, query.dates, ALL, [ALL]).map((range) =>
        context.reads.firstMatchingEntries(context.organizationId, range, overdue, section.pageSize, section.order),
      ),
    );
  }
  return Promise.all(
    rangesOver(read, driver.dates).map((range) =>
      context.reads.firstEntries(context.organizationId, range, section.pageSize, section.order),
    ),
  );
};

/**
 * The breakdown from the counters: per status from the driver's, per value of the driver's facet,
 * or from every counter of the grouped facet (none read when the range holds no whole month).
 */
const counterGroups = async (
  read: ListRead,
  split: MonthSplit | undefined,
  counters: Map<string, CounterItem>,
  countOf: CountOf,
): Promise<Map<string, number> | undefined> => {
  const { context, section, query, statuses, driver, by } = read;
  if (by === undefined) return undefined;
  if (by === 'status') {
    const groupStatuses = hasStatuses(section.entity) ? statuses : [];
    return new Map(
      groupStatuses.map((status) => [status, driverTotal(read, counters, (item) => countOf(item, [status]))]),
    );
  }
  if (driver.facet === by) {
    return new Map(driver.values.map((value) => [value, countOf(counters.get(counterId(driver.facet, value)))]));
  }
  const partition =
    split?.whole || !split
      ? await context.reads.readCounterPartition(
          context.organizationId,
          section.entity,
          query.liveness,
          by,
          split !== undefined,
        )
      : new Map<string, CounterItem>();
  return new Map([...partition].map(([value, item]) => [value, countOf(item)]));
};

// ---------------------------------------------------------------------------------------------
// The section
// ---------------------------------------------------------------------------------------------

const aggregateOf = async (
  context: ExecutionContext,
  section: PlanSection,
  found: Found | undefined,
): Promise<Aggregate | undefined> => {
  const aggregate = section.aggregate;
  if (!aggregate) return undefined;
  if (aggregate.kind === 'count') return { kind: 'count', count: found?.total ?? 0 };
  const counts = [...(found?.groups ?? new Map<string, number>())].filter(([, count]) => count > 0);
  const labels = await groupLabels(
    context,
    section.entity,
    aggregate.by,
    counts.map(([value]) => value),
  );
  const groups = counts
    .map(([value, count]) => ({ value, label: labels.get(value) ?? value, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  return { kind: 'groupCount', by: aggregate.by, groups };
};

/** What filters that contradict each other find: nothing, without a read. */
const nothing = (section: PlanSection): Found => ({
  total: 0,
  shown: [],
  ...(section.aggregate?.kind === 'groupCount' && { groups: new Map() }),
  matchedField: () => 'related',
  outsideRequestedScope: () => false,
});

/** The records the section finds, by the access path its filters choose (see the top of this file). */
const findRecords = async (context: ExecutionContext, section: PlanSection, query: SectionQuery): Promise<Found> => {
  if (query.empty) return nothing(section);
  const ref = section.filters.ref;
  if (ref !== undefined) return byReference(context, section, query, ref);
  if (query.words !== undefined) return byText(context, section, query, query.words);
  return byLists(context, section, query);
};

export const executeSection = async (context: ExecutionContext, section: PlanSection): Promise<Section> => {
  const kind = section.entity;
  const ref = section.filters.ref;
  const scope = context.scope;
  const query = sectionQuery(section, scope, context.now);
  const readable = canRead(context.role, kind);
  const [filters, found] = await Promise.all([
    sectionFilters(context, section, ref === undefined ? scope : { unitIds: [], technicalInstallationIds: [] }),
    readable ? findRecords(context, section, query) : undefined,
  ]);
  const [cards, aggregate] = await Promise.all([
    found ? toCards(context, found.shown, found) : [],
    aggregateOf(context, section, found),
  ]);
  const total = found?.total ?? 0;
  return {
    entity: kind,
    label: kindLabel(kind, context.language),
    filters,
    cards,
    totalCount: total,
    hasMore: total > cards.length,
    listParams: sectionListParams(section, ref === undefined ? scope : { unitIds: [], technicalInstallationIds: [] }),
    orderBy: { param: KIND_DEFINITIONS[kind].mainDate, direction: section.order },
    ...(aggregate && { aggregate }),
    ...(!readable && { unavailable: 'forbidden' as const }),
  };
};
