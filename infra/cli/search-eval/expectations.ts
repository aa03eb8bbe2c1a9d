/**
 * What a line of a question set expects, checked against one Search response under the rules of
 * the question set README ("What `expect` means"). Records are named by ref in the file and
 * compared by id; named periods are computed at the time of the question in the organization's
 * time zone; counts come from the catalogue file itself (catalogue-selection.ts).
 */

import type { Kind } from '#shared/vocabulary/catalogue/kinds.ts';
import { type SearchResponse, searchResponseSchema } from '#shared/vocabulary/search/search-contract.ts';
import {
  addDays,
  addUnits,
  type CalendarUnit,
  calendarRange,
  dateIn,
  startOfDay,
  startOfUnit,
} from '#shared/vocabulary/time/calendar.ts';
import type { OrganizationRole } from '#shared/vocabulary/users/user.ts';
import { type FileRecord, groupCounts, type Selection, selects } from './catalogue-selection.ts';

export type NamedPeriod = string | { from: string; to: string };

export interface Expect {
  kind: 'results' | 'no_results' | 'counts' | 'clarification' | 'unsupported';
  reason?: string;
  entities?: Kind[];
  filters?: Record<string, unknown>;
  count?: boolean;
  aggregate?: { kind: 'count' | 'groupCount'; by?: string };
  matchedField?: string;
  orderBy?: 'asc' | 'desc';
  clarification?: { kind: string; candidates: string[] };
  followup?: { resolve: string; expect: Expect };
  forbidden?: Kind[];
  outsideScopeFor?: string;
}

export interface QuestionLine {
  id: string;
  lang?: string;
  question: string;
  role?: OrganizationRole;
  scope?: { unitIds?: string[]; technicalInstallationIds?: string[] };
  expect: Expect;
}

export interface EvalCatalogue {
  records: readonly FileRecord[];
  timeZone: string;
  importedAt: number;
  /** Record id of a ref (the first record holding it). */
  idOf(ref: string): string;
  recordOfRef(ref: string): FileRecord | undefined;
}

/** "now"-bound period ends may differ by the time between the question and the check. */
const NOW_TOLERANCE_MS = 5 * 60_000;

const RELATIVE: Record<string, [CalendarUnit, number]> = {
  today: ['day', 0],
  yesterday: ['day', -1],
  tomorrow: ['day', 1],
  this_week: ['week', 0],
  last_week: ['week', -1],
  next_week: ['week', 1],
  this_month: ['month', 0],
  last_month: ['month', -1],
  next_month: ['month', 1],
  this_quarter: ['quarter', 0],
  last_quarter: ['quarter', -1],
  next_quarter: ['quarter', 1],
  this_year: ['year', 0],
  last_year: ['year', -1],
  next_year: ['year', 1],
};

const ROLLING_UNITS: Record<string, CalendarUnit> = { d: 'day', w: 'week', m: 'month' };

type Day = { year: number; month: number; day: number };
type Instants = { from: number; to: number };

/** The open start of a bound ("before 2026"), as the plan writes it. */
const OPEN_PAST = Date.parse('1970-01-01T00:00:00Z');

const dayOf = (text: string): Day => {
  const [year, month, day] = text.split('-').map(Number);
  return { year: year!, month: month!, day: day! };
};

/** Named periods written with a value, each `[from, to)` from the question's day and time zone. */
const PARAMETERIZED: [
  RegExp,
  (match: RegExpExecArray, at: (day: Day) => number, today: Day, now: number) => Instants,
][] = [
  [/^since:(\d{4}-\d{2}-\d{2})$/, (m, at, _today, now) => ({ from: at(dayOf(m[1]!)), to: now })],
  [
    /^past:(\d+)([dwm])$/,
    (m, at, today) => ({ from: at(addUnits(today, ROLLING_UNITS[m[2]!]!, -Number(m[1]))), to: at(addDays(today, 1)) }),
  ],
  [/^year:(\d{4})$/, (m, at) => ({ from: at(dayOf(`${m[1]}-01-01`)), to: at(dayOf(`${Number(m[1]) + 1}-01-01`)) })],
  [
    /^month:(\d{4}-\d{2})$/,
    (m, at) => {
      const first = dayOf(`${m[1]}-01`);
      return { from: at(first), to: at(addUnits(first, 'month', 1)) };
    },
  ],
  [/^day:(\d{4}-\d{2}-\d{2})$/, (m, at) => ({ from: at(dayOf(m[1]!)), to: at(addDays(dayOf(m[1]!), 1)) })],
  [
    /^days:(\d{4}-\d{2}-\d{2})\/(\d{4}-\d{2}-\d{2})$/,
    (m, at) => ({ from: at(dayOf(m[1]!)), to: at(addDays(dayOf(m[2]!), 1)) }),
  ],
  [/^before:(\d{4}-\d{2}-\d{2})$/, (m, at) => ({ from: OPEN_PAST, to: at(dayOf(m[1]!)) })],
];

/**
 * The README's names (`this_month`, `last_year`, `year:2025`, `month:2026-03`, …), plus the weeks,
 * quarters and days, `year_to_date` (start of this year until now), `since:YYYY-MM-DD` (that day
 * until now), `past:N[dwm]` (the rolling period the interpreter reads "the last 10 days" as: the
 * start of the day N units ago to the end of today), `day:YYYY-MM-DD` (that day), `days:FROM/TO`
 * (those days, both included: "between 14/10/2026 and 20/10/2026"), `before:YYYY-MM-DD` (an open
 * start to the start of that day: "avant le 01/01/2026"), and explicit `{from, to}`.
 */
export const periodOf = (name: NamedPeriod, askedAt: Date, timeZone: string): Instants => {
  if (typeof name === 'object') return { from: Date.parse(name.from), to: Date.parse(name.to) };
  const today = dateIn(askedAt, timeZone);
  const at = (date: Day) => startOfDay(date, timeZone).getTime();
  if (RELATIVE[name]) {
    const [from, to] = calendarRange(today, ...RELATIVE[name]);
    return { from: at(from), to: at(to) };
  }
  if (name === 'year_to_date') return { from: at(startOfUnit(today, 'year')), to: askedAt.getTime() };
  for (const [pattern, period] of PARAMETERIZED) {
    const match = pattern.exec(name);
    if (match) return period(match, at, today, askedAt.getTime());
  }
  throw new Error(`unknown period name ${name}`);
};

const ID_FILTERS = new Set(['unit', 'technicalInstallation', 'equipment', 'provider']);
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v) => b.includes(v));

/** The expected filters with refs turned into ids and periods into instants. */
const selectionOf = (filters: Record<string, unknown>, catalogue: EvalCatalogue, askedAt: Date): Selection => {
  const selection: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (ID_FILTERS.has(key)) selection[key] = (value as string[]).map((ref) => catalogue.idOf(ref));
    else if (key === 'period') selection.period = periodOf(value as NamedPeriod, askedAt, catalogue.timeZone);
    else selection[key] = value;
  }
  return selection as Selection;
};

interface CheckContext {
  catalogue: EvalCatalogue;
  askedAt: Date;
  scopeUnitIds: readonly string[];
}

/** Problems of one response against one expectation, in the order of the checks below; empty when it passes. */
export const checkResponse = (expect: Expect, response: SearchResponse, context: CheckContext): string[] => {
  const shapeProblems = responseShapeProblems(response);
  const { catalogue, askedAt } = context;
  const first = response.sections[0];
  const selection = selectionOf(expect.filters ?? {}, catalogue, askedAt);
  const kind = expect.entities?.[0];
  const selected = kind
    ? catalogue.records.filter((r) => selects(r, kind, selection, askedAt.getTime(), catalogue.importedAt))
    : [];
  const check: Check = { expect, response, catalogue, first, selection, selected };
  return [
    ...shapeProblems,
    ...answerProblems(check),
    ...filterProblems(check),
    ...countProblems(check),
    ...aggregateKindProblems(check),
    ...cardProblems(check),
    ...clarificationProblems(check),
    ...forbiddenProblems(check),
    ...outsideScopeProblems(check),
  ];
};

type Section = SearchResponse['sections'][number];

/** What the checks read: the expectation, the response, and the records the expected filters select. */
interface Check {
  expect: Expect;
  response: SearchResponse;
  catalogue: EvalCatalogue;
  first: Section | undefined;
  selection: Selection;
  selected: readonly FileRecord[];
}

const responseShapeProblems = (response: SearchResponse): string[] => {
  const shape = searchResponseSchema().safeParse(response);
  return shape.success
    ? []
    : [`response shape: ${shape.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`];
};

/** The answer's kind and reason, and the entities of the first sections. */
const answerProblems = ({ expect, response, selected }: Check): string[] => {
  const problems: string[] = [];
  let expectedKind = expect.kind;
  if (expectedKind === 'results' && expect.count && selected.length === 0) expectedKind = 'no_results';
  if (response.answer.kind !== expectedKind)
    problems.push(`answer.kind ${response.answer.kind}, expected ${expectedKind}`);
  if (expect.reason && (response.answer as { reason?: string }).reason !== expect.reason) {
    problems.push(`reason ${(response.answer as { reason?: string }).reason}, expected ${expect.reason}`);
  }
  if (expect.entities) {
    const got = response.sections.slice(0, expect.entities.length).map((s) => s.entity);
    if (got.join() !== expect.entities.join())
      problems.push(`entities ${got.join(',') || '(none)'}, expected ${expect.entities.join(',')}`);
  }
  return problems;
};

/** Each expected filter on the first section, refs compared by id and periods as instants. */
const filterProblems = ({ expect, first, selection }: Check): string[] => {
  if (!expect.filters || !first) return [];
  return Object.entries(expect.filters).flatMap(([key, value]) => {
    const filter = first.filters.find((f) => f.key === key);
    if (!filter) return [`no ${key} filter`];
    const wanted = (selection as Record<string, unknown>)[key];
    if (key === 'period') return periodProblems(filter.value, wanted as { from: number; to: number }, value);
    if (Array.isArray(wanted)) {
      const got = Array.isArray(filter.value) ? filter.value.map((v) => v.toLowerCase()) : [];
      const wantedLower = (wanted as string[]).map((v) => v.toLowerCase());
      return sameSet(got, wantedLower)
        ? []
        : [`${key} ${JSON.stringify(filter.value)}, expected ${JSON.stringify(value)}`];
    }
    const differs =
      typeof wanted === 'string'
        ? String(filter.value).toLowerCase() !== wanted.toLowerCase()
        : filter.value !== wanted;
    return differs ? [`${key} ${JSON.stringify(filter.value)}, expected ${JSON.stringify(value)}`] : [];
  });
};

const periodProblems = (value: unknown, period: { from: number; to: number }, named: unknown): string[] => {
  const got = value as { from?: string; to?: string };
  const endsNow = typeof named === 'string' && (named === 'year_to_date' || named.startsWith('since:'));
  const tolerance = endsNow ? NOW_TOLERANCE_MS : 0;
  if (Date.parse(got.from ?? '') !== period.from || Math.abs(Date.parse(got.to ?? '') - period.to) > tolerance)
    return [
      `period ${got.from} – ${got.to}, expected ${new Date(period.from).toISOString()} – ${new Date(period.to).toISOString()} (${JSON.stringify(named)})`,
    ];
  return [];
};

/** The first section's total and aggregate against the records the filters select, unless that kind is forbidden. */
const countProblems = ({ expect, first, selected }: Check): string[] => {
  const kind = expect.entities?.[0];
  const forbiddenFirst = kind !== undefined && (expect.forbidden ?? []).includes(kind);
  if (!expect.count || !first || forbiddenFirst) return [];
  const problems: string[] = [];
  if (first.totalCount !== selected.length)
    problems.push(`totalCount ${first.totalCount}, expected ${selected.length}`);
  if (expect.kind === 'counts' && first.aggregate) {
    if (first.aggregate.kind === 'count' && first.aggregate.count !== selected.length)
      problems.push(`aggregate count ${first.aggregate.count}, expected ${selected.length}`);
    if (first.aggregate.kind === 'groupCount') problems.push(...groupCountProblems(first.aggregate, selected));
  }
  return problems;
};

const groupCountProblems = (
  aggregate: Extract<NonNullable<Section['aggregate']>, { kind: 'groupCount' }>,
  selected: readonly FileRecord[],
): string[] => {
  const problems: string[] = [];
  const wanted = groupCounts(selected, aggregate.by);
  const got = new Map(aggregate.groups.map((g) => [g.value.toLowerCase(), g.count]));
  for (const [value, count] of wanted)
    if (got.get(value) !== count) problems.push(`group ${value}: ${got.get(value) ?? 0}, expected ${count}`);
  for (const [value, count] of got)
    if (!wanted.has(value) && count > 0) problems.push(`group ${value}: ${count}, expected none`);
  const counts = aggregate.groups.map((g) => g.count);
  if (counts.some((c, i) => i > 0 && c > counts[i - 1]!)) problems.push('groups not sorted by count');
  return problems;
};

const aggregateKindProblems = ({ expect, first }: Check): string[] => {
  if (!expect.aggregate) return [];
  const got = first?.aggregate;
  if (!got || got.kind !== expect.aggregate.kind)
    return [`aggregate ${got?.kind ?? 'none'}, expected ${expect.aggregate.kind}`];
  if (got.kind === 'groupCount' && expect.aggregate.by && got.by !== expect.aggregate.by)
    return [`aggregate by ${got.by}, expected ${expect.aggregate.by}`];
  return [];
};

/** The field every card of the first section matched on, and the section's order. */
const cardProblems = ({ expect, first }: Check): string[] => {
  const problems: string[] = [];
  if (expect.matchedField && first) {
    const other = first.cards.find((card) => card.matchedField !== expect.matchedField);
    if (other) problems.push(`matchedField ${other.matchedField} on ${other.ref}, expected ${expect.matchedField}`);
  }
  if (expect.orderBy && first?.orderBy?.direction !== expect.orderBy)
    problems.push(`orderBy ${first?.orderBy?.direction}, expected ${expect.orderBy}`);
  return problems;
};

const clarificationProblems = ({ expect, response, catalogue }: Check): string[] => {
  if (!expect.clarification) return [];
  const got = response.clarification;
  const wanted = expect.clarification.candidates.map((ref) => catalogue.idOf(ref));
  if (!got || got.kind !== expect.clarification.kind)
    return [`clarification kind ${got?.kind ?? 'none'}, expected ${expect.clarification.kind}`];
  const gotIds = got.candidates.map((c) => c.id.toLowerCase());
  if (!sameSet(gotIds, wanted))
    return [
      `candidates ${got.candidates.map((c) => c.ref).join(',')}, expected ${expect.clarification.candidates.join(',')}`,
    ];
  return [];
};

/** A forbidden kind's section says so and holds nothing. */
const forbiddenProblems = ({ expect, response }: Check): string[] =>
  (expect.forbidden ?? []).flatMap((forbidden) => {
    const section = response.sections.find((s) => s.entity === forbidden);
    return section?.unavailable !== 'forbidden' || section.cards.length > 0 || section.totalCount !== 0
      ? [`${forbidden} section not forbidden`]
      : [];
  });

const outsideScopeProblems = ({ expect, first }: Check): string[] => {
  if (!expect.outsideScopeFor) return [];
  const ref = expect.filters?.ref as string | undefined;
  const card = first?.cards.find((c) => c.ref === ref);
  return card?.outsideRequestedScope ? [] : [`${ref} not returned outside the scope ${expect.outsideScopeFor}`];
};
