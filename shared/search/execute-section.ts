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
 */
import { ALL, DUE, FACET_SPECS, type Facet, linkedValues, NO_STATUS, UNDATED } from '../catalogue/facets.ts';
import { kindLabel } from '../catalogue/kind-labels.ts';
import {
  canRead,
  hasStatuses,
  KIND_DEFINITIONS,
  type Kind,
  type LabelLanguage,
  type Role,
} from '../catalogue/kinds.ts';
import { mainDateOf } from '../catalogue/record-items.ts';
import { catalogueKeys } from '../db/keys.ts';
import { queryAll } from '../db/query-all.ts';
import { timestampToMillis } from '../http/formats.ts';
import { toCards } from './cards.ts';
import { readByRef, readRecords, type StoredItem } from './catalogue-reads.ts';
import { type CounterItem, counterId, monthsTotalOf, readCounterPartition, readCounters, totalOf } from './counters.ts';
import {
  allEntries,
  countEntries,
  type DateRange,
  firstEntries,
  firstMatchingEntries,
  type ListFacet,
  type ListRange,
} from './lists.ts';
import type { GroupBy, PlanSection } from './plan.ts';
import type { Aggregate, MatchedField, Section } from './search-contract.ts';
import { groupLabels, sectionFilters, sectionListParams } from './section-filters.ts';
import {
  type Constraint,
  entryFilter,
  inScope,
  recordMatches,
  type SearchScope,
  type SectionQuery,
  sectionQuery,
  statusesToRead,
} from './section-query.ts';
import { splitByMonths } from './time-zone.ts';

export interface ExecutionContext {
  organizationId: string;
  role: Role;
  language: LabelLanguage;
  timeZone: string;
  now: Date;
  scope: SearchScope;
}

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
  const [record] = await readByRef(context.organizationId, ref, section.entity);
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

interface WordMatch {
  id: string;
  date: string;
  inTitle: boolean;
  archived: boolean;
}

const wordMatches = async (organizationId: string, kind: Kind, word: string): Promise<Map<string, WordMatch>> => {
  const blocks = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': catalogueKeys.wordPartition(organizationId, kind, word) },
  });
  const matches = new Map<string, WordMatch>();
  for (const block of blocks) {
    for (const entry of block.entries as string[]) {
      const [date, id, flags] = entry.split('|') as [string, string, string];
      matches.set(id, { id, date, inTitle: flags.includes('t'), archived: flags.includes('a') });
    }
  }
  return matches;
};

const byText = async (
  context: ExecutionContext,
  section: PlanSection,
  query: SectionQuery,
  words: readonly string[],
): Promise<Found> => {
  const kind = section.entity;
  const perWord = await Promise.all(words.map((word) => wordMatches(context.organizationId, kind, word)));
  perWord.sort((a, b) => a.size - b.size);
  const [rarest, ...others] = perWord;
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
  const matchedField = (item: StoredItem): MatchedField => (inTitle.get(item.id as string) ? 'title' : 'text');
  const outsideRequestedScope = () => false;
  const needsRecords =
    query.statuses !== undefined ||
    query.constraints.length > 0 ||
    query.overdueOnOtherDate ||
    section.aggregate?.kind === 'groupCount';
  if (!needsRecords) {
    const ordered = candidates.map((c) => `${c.date}#${c.id}`).sort();
    if (section.order === 'desc') ordered.reverse();
    const ids = ordered.slice(0, section.pageSize).map((key) => key.slice(key.indexOf('#') + 1));
    const records = await readRecords(context.organizationId, ids);
    return {
      total: candidates.length,
      shown: ids.flatMap((id) => (records.has(id) ? [records.get(id)!] : [])),
      matchedField,
      outsideRequestedScope,
    };
  }
  const records = await readRecords(
    context.organizationId,
    candidates.map((c) => c.id),
  );
  const matching = [...records.values()].filter((record) => recordMatches(record, query, { ignoreText: true }));
  return {
    total: matching.length,
    shown: inOrder(matching, kind, section.order).slice(0, section.pageSize),
    ...(section.aggregate?.kind === 'groupCount' && { groups: tally(matching, kind, section.aggregate.by) }),
    matchedField,
    outsideRequestedScope,
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
  const totals = await readCounters(
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

const byLists = async (context: ExecutionContext, section: PlanSection, query: SectionQuery): Promise<Found> => {
  const kind = section.entity;
  const found = (total: number, shown: StoredItem[], groups?: Map<string, number>): Found => ({
    total,
    shown,
    ...(groups && { groups }),
    matchedField: () => 'related',
    outsideRequestedScope: () => false,
  });
  const aggregate = section.aggregate;
  const statuses = statusesToRead(query, NO_STATUS);
  if (statuses.length === 0) return found(0, [], aggregate?.kind === 'groupCount' ? new Map() : undefined);

  const { driver, totals } = await chooseDriver(context, query);
  const residual = query.constraints.filter((constraint) => constraint !== driver.constraint);
  const onDueList = driver.facet === DUE;
  const filter = entryFilter(query, residual, { overdue: !onDueList, mainDate: onDueList });
  const disjoint =
    driver.facet === ALL || onDueList || driver.values.length === 1 || !FACET_SPECS[driver.facet as Facet].many;
  const countable = filter === undefined && disjoint;
  const by = aggregate?.kind === 'groupCount' ? aggregate.by : undefined;
  const groupsFromCounters = by === undefined || by === 'status' || driver.facet === ALL || driver.facet === by;
  const rangesOver = (dates: DateRange, facet = driver.facet, values = driver.values): ListRange[] =>
    values.flatMap((value) =>
      statuses.map((status) => ({ list: { kind, liveness: query.liveness, facet, value }, status, dates })),
    );
  const ranges = rangesOver(driver.dates);

  if (countable && groupsFromCounters) {
    // Dates: whole local months come from the monthly totals, the rest of the range is read.
    const dated = driver.dates.from !== undefined || driver.dates.before !== undefined;
    const split = dated
      ? splitByMonths(millisOf(driver.dates.from), millisOf(driver.dates.before), context.timeZone)
      : undefined;
    const whole = split?.whole;
    const countOf = (item: CounterItem | undefined, only?: readonly string[]) =>
      split === undefined
        ? totalOf(item, only ?? query.statuses)
        : whole
          ? monthsTotalOf(item, whole, only ?? query.statuses)
          : 0;
    const partialRanges = (split?.partial ?? []).flatMap((part) =>
      rangesOver({
        ...(part.from !== undefined && { from: new Date(part.from).toISOString() }),
        ...(part.before !== undefined && { before: new Date(part.before).toISOString() }),
      }),
    );
    // The partial months are counted by DynamoDB, or read when a breakdown needs their values.
    const [perValue, partial, pages] = await Promise.all([
      split === undefined
        ? totals
        : whole
          ? readCounters(
              context.organizationId,
              kind,
              query.liveness,
              driver.values.map((value) => ({ facet: driver.facet, value })),
              true,
            )
          : new Map<string, CounterItem>(),
      by === undefined
        ? Promise.all(partialRanges.map((range) => countEntries(context.organizationId, range))).then((counts) => ({
            count: counts.reduce((sum, count) => sum + count, 0),
            entries: [] as StoredItem[],
          }))
        : Promise.all(partialRanges.map((range) => allEntries(context.organizationId, range, undefined))).then(
            (lists) => {
              const entries = uniqueById(lists.flat());
              return { count: entries.length, entries };
            },
          ),
      section.pageSize === 0
        ? []
        : onDueList
          ? // Cards go by the main date: the first overdue entries of the all list.
            Promise.all(
              rangesOver(query.dates, ALL, [ALL]).map((range) =>
                firstMatchingEntries(
                  context.organizationId,
                  range,
                  entryFilter(query, [], { overdue: true, mainDate: false })!,
                  section.pageSize,
                  section.order,
                ),
              ),
            )
          : Promise.all(
              ranges.map((range) => firstEntries(context.organizationId, range, section.pageSize, section.order)),
            ),
    ]);
    const total =
      driver.values.reduce((sum, value) => sum + countOf(perValue.get(counterId(driver.facet, value))), 0) +
      partial.count;
    const shown = inOrder(uniqueById(pages.flat()), kind, section.order).slice(0, section.pageSize);
    let groups: Map<string, number> | undefined;
    if (by === 'status') {
      groups = new Map(
        (hasStatuses(kind) ? statuses : []).map((status) => [
          status,
          driver.values.reduce(
            (sum, value) => sum + countOf(perValue.get(counterId(driver.facet, value)), [status]),
            0,
          ),
        ]),
      );
    } else if (by !== undefined && driver.facet === by) {
      groups = new Map(driver.values.map((value) => [value, countOf(perValue.get(counterId(driver.facet, value)))]));
    } else if (by !== undefined) {
      const partition =
        whole || !split
          ? await readCounterPartition(context.organizationId, kind, query.liveness, by, split !== undefined)
          : new Map();
      groups = new Map([...partition].map(([value, item]) => [value, countOf(item)]));
    }
    if (groups)
      for (const [value, count] of tally(partial.entries, kind, by!))
        groups.set(value, (groups.get(value) ?? 0) + count);
    return found(total, shown, groups);
  }

  const entries = uniqueById(
    (await Promise.all(ranges.map((range) => allEntries(context.organizationId, range, filter)))).flat(),
  );
  return found(
    entries.length,
    inOrder(entries, kind, section.order).slice(0, section.pageSize),
    by === undefined ? undefined : tally(entries, kind, by),
  );
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

export const executeSection = async (context: ExecutionContext, section: PlanSection): Promise<Section> => {
  const kind = section.entity;
  const ref = section.filters.ref;
  const scope = context.scope;
  const query = sectionQuery(section, scope, context.now);
  const readable = canRead(context.role, kind);
  const [filters, found] = await Promise.all([
    sectionFilters(context, section, ref === undefined ? scope : { unitIds: [], technicalInstallationIds: [] }),
    !readable
      ? undefined
      : ref !== undefined
        ? byReference(context, section, query, ref)
        : query.words !== undefined
          ? byText(context, section, query, query.words)
          : byLists(context, section, query),
  ]);
  const [cards, aggregate] = await Promise.all([
    found ? toCards(context.organizationId, found.shown, found) : [],
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
