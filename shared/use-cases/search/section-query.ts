/**
 * A plan section reduced to what the executor reads by: the liveness, the status set, the facet
 * constraints (the plan's and the request scope's), the date range of the main date, and the
 * overdue test. The same model gives the DynamoDB filter for list entries and the in-memory test
 * for records read by reference or through the word index, so both paths select the same records.
 */

import { mainDateOf, overdueDateOf } from '#shared/stores/catalogue/record-items.ts';
import type { Liveness } from '#shared/stores/db/keys.ts';
import type { DateRange, EntryFilter } from '#shared/stores/search/lists.ts';
import {
  FACET_SPECS,
  FACETS,
  type Facet,
  facetApplies,
  isSelfLinked,
  linkedValues,
} from '#shared/vocabulary/catalogue/facets.ts';
import {
  hasStatuses,
  KIND_DEFINITIONS,
  type Kind,
  openStatusesOf,
  statusesOf,
} from '#shared/vocabulary/catalogue/kinds.ts';
import { indexWords, termWords } from '#shared/vocabulary/catalogue/words.ts';
import { timestampToMillis } from '#shared/vocabulary/formats/plain-formats.ts';
import type { PlanSection } from '#shared/vocabulary/search/plan.ts';

export interface SearchScope {
  unitIds: readonly string[];
  technicalInstallationIds: readonly string[];
}

export interface Constraint {
  facet: Facet;
  values: readonly string[];
  /** Comes from the request's scope rather than from the question. */
  fromScope: boolean;
}

export interface SectionQuery {
  kind: Kind;
  liveness: Liveness;
  /** The statuses asked for, or undefined for all. */
  statuses: readonly string[] | undefined;
  constraints: readonly Constraint[];
  /** Bounds on the main date: the period, and "before now" when overdue is tested on the main date. */
  dates: DateRange;
  /** Overdue on a date other than the main date: tested on each entry. */
  overdueOnOtherDate: boolean;
  nowIso: string;
  words: readonly string[] | undefined;
  /**
   * The filters contradict each other, so no record can pass them: a date range that ends before
   * it starts (overdue, i.e. before now, within a future period), or only closed statuses asked
   * with overdue. Nothing is read: such a range is no valid key condition for DynamoDB.
   */
  empty: boolean;
}

const intersect = (a: readonly string[] | undefined, b: readonly string[]): readonly string[] =>
  a === undefined ? b : a.filter((x) => b.includes(x));

/** A plan or a scope may repeat a value: each list is read and each counter summed once. */
const distinct = (values: readonly string[]): readonly string[] => [...new Set(values)];

/** The facet constraints: the plan's filters that apply to the kind, then the request's scope. */
const constraintsOf = (section: PlanSection, scope: SearchScope): Constraint[] => {
  const constraints: Constraint[] = [];
  for (const facet of FACETS) {
    const values = section.filters[facet];
    if (values && facetApplies(facet, section.entity))
      constraints.push({ facet, values: distinct(values), fromScope: false });
  }
  if (scope.unitIds.length > 0) constraints.push({ facet: 'unit', values: distinct(scope.unitIds), fromScope: true });
  if (scope.technicalInstallationIds.length > 0) {
    constraints.push({
      facet: 'technicalInstallation',
      values: distinct(scope.technicalInstallationIds),
      fromScope: true,
    });
  }
  return constraints;
};

/** Bounds on the main date: the period's, and now when overdue is tested on the main date. */
const mainDateRange = (section: PlanSection, overdueOnMainDate: boolean, nowIso: string): DateRange => {
  const period = section.filters.period && {
    from: timestampToMillis(section.filters.period.from)!,
    to: timestampToMillis(section.filters.period.to)!,
  };
  return {
    ...(period && { from: new Date(period.from).toISOString() }),
    ...((period || overdueOnMainDate) && {
      before: [period && new Date(period.to).toISOString(), overdueOnMainDate ? nowIso : undefined]
        .filter((d): d is string => !!d)
        .sort()[0],
    }),
  };
};

export const sectionQuery = (section: PlanSection, scope: SearchScope, now: Date): SectionQuery => {
  const kind = section.entity;
  const filters = section.filters;
  const overdue = filters.overdue === true && KIND_DEFINITIONS[kind].overdueDate !== null && hasStatuses(kind);
  const asked = filters.status && distinct(filters.status);
  const statuses = overdue && hasStatuses(kind) ? intersect(asked, openStatusesOf(kind)) : asked;
  const nowIso = now.toISOString();
  const overdueOnMainDate = overdue && KIND_DEFINITIONS[kind].overdueDate === KIND_DEFINITIONS[kind].mainDate;
  const dates = mainDateRange(section, overdueOnMainDate, nowIso);
  return {
    kind,
    liveness: filters.archived === true ? 'archived' : 'live',
    statuses,
    constraints: constraintsOf(section, scope),
    dates,
    overdueOnOtherDate: overdue && !overdueOnMainDate,
    nowIso,
    words: filters.text === undefined ? undefined : termWords(filters.text),
    empty:
      statuses?.length === 0 || (dates.from !== undefined && dates.before !== undefined && dates.from >= dates.before),
  };
};

/** Statuses to read: the ones asked for, or every status of the kind ("-" for kinds without). */
export const statusesToRead = (query: SectionQuery, noStatus: string): readonly string[] =>
  query.statuses ?? (hasStatuses(query.kind) ? statusesOf(query.kind) : [noStatus]);

interface EntryTests {
  /** Test the overdue date against now (the list is not ordered by it). */
  overdue: boolean;
  /** Test the main date against the section's dates (the list is ordered by another date). */
  mainDate: boolean;
}

/**
 * DynamoDB refuses a filter expression above 4 KB or 300 operators and functions. A plan may name
 * 50 ids in each of several relation filters, and the scope 50 more in two: the constraints that
 * would pass these bounds are tested on the entries read instead (`constraintHolds`), the same
 * selection at the cost of a longer read.
 */
const MAX_FILTER_LENGTH = 3_800;
const MAX_FILTER_OPERATORS = 280;

const fits = (expression: string) =>
  expression.length <= MAX_FILTER_LENGTH &&
  (expression.match(/contains\(| OR | AND | IN | [<>]=? /g)?.length ?? 0) <= MAX_FILTER_OPERATORS;

/** How the entries of a list are tested: server-side by `filter`, then in memory by `inMemory`. */
export interface EntryTest {
  filter: EntryFilter | undefined;
  inMemory: readonly Constraint[];
}

/** The test of entries of a list that must also meet these constraints (and dates). */
export const entryTest = (query: SectionQuery, residual: readonly Constraint[], tests: EntryTests): EntryTest => {
  const parts: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (tests.overdue && query.overdueOnOtherDate) {
    names['#overdue'] = KIND_DEFINITIONS[query.kind].overdueDate!;
    values[':now'] = query.nowIso;
    parts.push('#overdue < :now');
  }
  if (tests.mainDate && (query.dates.from !== undefined || query.dates.before !== undefined)) {
    names['#main'] = KIND_DEFINITIONS[query.kind].mainDate;
    if (query.dates.from !== undefined) {
      values[':mainFrom'] = query.dates.from;
      parts.push('#main >= :mainFrom');
    }
    if (query.dates.before !== undefined) {
      values[':mainBefore'] = query.dates.before;
      parts.push('#main < :mainBefore');
    }
  }
  const inMemory: Constraint[] = [];
  residual.forEach((constraint, c) => {
    const placeholders = constraint.values.map((_, v) => `:f${c}_${v}`);
    const spec = FACET_SPECS[constraint.facet];
    const selfLinked = isSelfLinked(query.kind, constraint.facet);
    const alternatives = spec.many
      ? placeholders.map((placeholder) => `contains(#f${c}, ${placeholder})`)
      : [`#f${c} IN (${placeholders.join(', ')})`];
    if (selfLinked) alternatives.push(`#id IN (${placeholders.join(', ')})`);
    const part = `(${alternatives.join(' OR ')})`;
    if (!fits([...parts, part].join(' AND '))) {
      inMemory.push(constraint);
      return;
    }
    parts.push(part);
    names[`#f${c}`] = spec.field;
    if (selfLinked) names['#id'] = 'id';
    constraint.values.forEach((value, v) => {
      values[placeholders[v]!] = value;
    });
  });
  return { filter: parts.length === 0 ? undefined : { expression: parts.join(' AND '), names, values }, inMemory };
};

/** Whether a record (or a list entry, which carries the same fields) is linked to one of the constraint's values. */
export const constraintHolds = (record: Readonly<Record<string, unknown>>, kind: Kind, constraint: Constraint) => {
  const linked = linkedValues(record, kind, constraint.facet);
  return constraint.values.some((value) => linked.includes(value));
};

interface RecordTest {
  /** Leave the liveness out (a record named by reference is returned archived or not). */
  ignoreLiveness?: boolean;
  /** Leave the scope constraints out (a record named explicitly is returned outside the scope). */
  ignoreScope?: boolean;
  /** Leave the text out (the word index already matched it). */
  ignoreText?: boolean;
}

/** The same selection as the lists and filters make, on a record in memory. */
export const recordMatches = (
  record: Readonly<Record<string, unknown>>,
  query: SectionQuery,
  test: RecordTest = {},
): boolean => {
  const kind = query.kind;
  if (!test.ignoreLiveness && (record.archived === true) !== (query.liveness === 'archived')) return false;
  if (query.statuses && !query.statuses.includes(record.status as string)) return false;
  for (const constraint of query.constraints) {
    if (test.ignoreScope && constraint.fromScope) continue;
    if (!constraintHolds(record, kind, constraint)) return false;
  }
  const date = mainDateOf(record, kind);
  if (query.dates.from !== undefined && (date === null || date < query.dates.from)) return false;
  if (query.dates.before !== undefined && (date === null || date >= query.dates.before)) return false;
  if (query.overdueOnOtherDate) {
    const due = overdueDateOf(record, kind);
    if (due === null || due >= query.nowIso) return false;
  }
  if (!test.ignoreText && query.words) {
    const words = new Set([
      ...indexWords(record.title as string),
      ...indexWords((record.text as string | undefined) ?? ''),
    ]);
    if (!query.words.every((word) => words.has(word))) return false;
  }
  return true;
};

/** Whether a record is linked to the scope (always, when the request has none). */
export const inScope = (record: Readonly<Record<string, unknown>>, kind: Kind, scope: SearchScope): boolean =>
  (scope.unitIds.length === 0 || linkedValues(record, kind, 'unit').some((id) => scope.unitIds.includes(id))) &&
  (scope.technicalInstallationIds.length === 0 ||
    linkedValues(record, kind, 'technicalInstallation').some((id) => scope.technicalInstallationIds.includes(id)));
