/**
 * Periods in a question, as `[from, to)` instants in the organization's time zone.
 *
 * - Calendar periods ("le mois dernier", "this quarter", "nächstes Jahr", "Vormonat"): the whole
 *   calendar unit. The phrases come from `Intl.RelativeTimeFormat` and `Intl.DisplayNames`
 *   (unit names) in each language, plus the modifiers users write ("précédent", "past", "vergangenen").
 * - Named months and years ("mars 2026", "im Jahr 2025", "Q1 2026"): month names from
 *   `Intl.DateTimeFormat`. A month without a year is in the current year.
 * - Dates to the day ("le 3 mars", "15 April 2026", "12/03/2026", "2025-03-01") and day ranges
 *   ("du 3 au 10 mars"): chrono-node, in the question's language.
 * - Rolling periods ("the last 30 days", "les 3 derniers mois"): from the start of that day to the
 *   end of today.
 * - Bounds ("depuis janvier", "before 2025", "between 1 March and 15 April", "von Januar bis März"):
 *   "since" ends now; "from / after" and "before / until" leave the other end open. A deadline
 *   ("d'ici la fin de l'année", "by December", "bis Jahresende") is an "until"; an edge word
 *   ("avant la fin de", "after the start of") says which end of the period the bound is taken at.
 */

import { LANGUAGES, type Language } from '#shared/vocabulary/codes/languages.ts';
import type { LanguageWords } from '#shared/vocabulary/languages/parts.ts';
import { WORDS } from '#shared/vocabulary/languages/words.ts';
import { once } from '#shared/vocabulary/once.ts';
import type { Edge, Role } from '#shared/vocabulary/search/period-roles.ts';
import {
  addDays,
  addUnits,
  type CalendarDate,
  type CalendarUnit,
  calendarDate,
  calendarRange,
  dateIn,
  isoWeekStart,
  startOfDay,
  startOfUnit,
} from '#shared/vocabulary/time/calendar.ts';
import { foldedWords, LINK_WORDS } from './language.ts';
import { Lexicon, type PhraseMatch, Quality } from './lexicon.ts';
import { periodLexicon } from './lexicons.generated.ts';
import type { PeriodMeaning } from './period-phrases.ts';
import { fold, type Token } from './text.ts';

/** Open ends of a bound ("before 2025" has no start): the plan's period always has both. */
export const OPEN_PAST = new Date('1970-01-01T00:00:00.000Z');
export const OPEN_FUTURE = new Date('9999-12-31T00:00:00.000Z');

export interface PeriodMatch {
  readonly start: number;
  readonly end: number;
  readonly from: Date;
  readonly to: Date;
}

const lexicon = once(() => new Lexicon<PeriodMeaning>(periodLexicon()));

interface Atom {
  start: number;
  end: number;
  from: Date;
  to: Date;
  /** Calendar year of the start. */
  year: number;
  /** The year was written (not taken from today). */
  yearGiven: boolean;
  /** Rebuild with another year (a range's first end takes the year of the second). */
  withYear?: (year: number) => { from: Date; to: Date };
  /** Already a bound: a "depuis" / "since" before it adds nothing ("depuis plus de 30 jours"). */
  bound?: boolean;
  /** The atom names one end of its period ("Jahresende", "the end of the year"). */
  edge?: Edge;
}

type Piece = { kind: 'atom'; atom: Atom } | { kind: 'prep'; role: Role; start: number; end: number };

interface PeriodInput {
  question: string;
  tokens: readonly Token[];
  lang: Language;
  now: Date;
  timezone: string;
}

/** What the steps of `findPeriods` read: the question, its period phrases, and today in the organization's time zone. */
interface Context extends PeriodInput {
  readonly matches: readonly PhraseMatch<PeriodMeaning>[];
  readonly today: CalendarDate;
}

type MatchOf<T extends PeriodMeaning['type']> = PhraseMatch<Extract<PeriodMeaning, { type: T }>>;

const range = ({ timezone }: Context, [from, to]: [CalendarDate, CalendarDate]) => ({
  from: startOfDay(from, timezone),
  to: startOfDay(to, timezone),
});

/** The year a four-digit token writes, if any. */
const yearAt = ({ tokens }: Context, index: number): number | undefined => {
  const token = tokens[index];
  if (!token?.numeric || token.raw.length !== 4) return undefined;
  const year = Number(token.raw);
  return year >= 1900 && year <= 2199 ? year : undefined;
};

/** Counts written as words, in any language ("deux", "two", "zwei"): a question mixes languages less than it mixes digits and words. */
const NUMBER_WORDS = once(
  () =>
    new Map(LANGUAGES.flatMap((lang) => Object.entries(WORDS[lang].numberWords).map(([word, n]) => [fold(word), n]))),
);

/** Words for a count of a unit ("fortnight", "quinzaine"). */
const COUNTED_UNITS = once(
  () =>
    new Map(LANGUAGES.flatMap((lang) => Object.entries(WORDS[lang].countedUnits).map(([word, c]) => [fold(word), c]))),
);

const isNumber = ({ tokens }: Context, index: number) =>
  tokens[index]?.numeric === true || NUMBER_WORDS().has(tokens[index]?.norm ?? '');

/** A count of units a question may mean ("30 jours", "deux semaines"), else undefined. */
const countAt = ({ tokens }: Context, index: number): number | undefined => {
  const token = tokens[index]!;
  const count = token.numeric ? Number(token.raw) : NUMBER_WORDS().get(token.norm);
  return count !== undefined && count >= 1 && count <= 1000 ? count : undefined;
};

/** "le mois dernier", "this quarter", "Vormonat": the whole calendar unit. */
const relativeAtom = (context: Context, match: MatchOf<'relative'>): Atom => {
  const bounds = calendarRange(context.today, match.meaning.unit, match.meaning.offset);
  const { start, end } = match;
  return { start, end, ...range(context, bounds), year: bounds[0].year, yearGiven: true, edge: match.meaning.edge };
};

/** A period that may take the year written after it ("mars 2026", "Q1 2026"), else this year. */
const yearlyAtom = (
  context: Context,
  start: number,
  end: number,
  build: (year: number) => Pick<Atom, 'from' | 'to'>,
): Atom => {
  const year = yearAt(context, end);
  return {
    start,
    end: year === undefined ? end : end + 1,
    ...build(year ?? context.today.year),
    year: year ?? context.today.year,
    yearGiven: year !== undefined,
    withYear: build,
  };
};

/** A month; an ambiguous name ("May", "march") only next to a day, a year or a preposition. */
const monthAtom = (context: Context, match: MatchOf<'month'>): Atom | undefined => {
  const { month, anchored } = match.meaning;
  const dayBefore = isNumber(context, match.start - 1) && !yearAt(context, match.start - 1);
  const prepBefore = context.matches.some(
    (m) => m.end === match.start && (m.meaning.type === 'prep' || m.meaning.type === 'year-word'),
  );
  if (anchored && yearAt(context, match.end) === undefined && !dayBefore && !prepBefore) return undefined;
  return yearlyAtom(context, match.start, match.end, (y) =>
    range(context, [calendarDate(y, month, 1), calendarDate(y, month + 1, 1)]),
  );
};

const quarterAtom = (context: Context, start: number, end: number, quarter: number): Atom =>
  yearlyAtom(context, start, end, (y) =>
    range(context, [calendarDate(y, 3 * quarter - 2, 1), calendarDate(y, 3 * quarter + 1, 1)]),
  );

/** A half-year: January to June, or July to December. */
const halfAtom = (context: Context, start: number, end: number, half: 1 | 2): Atom =>
  yearlyAtom(context, start, end, (y) =>
    range(context, [calendarDate(y, 6 * half - 5, 1), calendarDate(y, 6 * half + 1, 1)]),
  );

/** "plus de 30 jours": older than that (from the open past); "moins de 2 semaines": since then. */
const ageAtom = (context: Context, match: MatchOf<'age'>): Atom | undefined => {
  const unit = context.matches.find(
    (m): m is MatchOf<'unit'> => m.start === match.end + 1 && m.meaning.type === 'unit',
  );
  if (!unit || !isNumber(context, match.end)) return undefined;
  const count = countAt(context, match.end);
  if (count === undefined) return undefined;
  const edge = startOfDay(addUnits(context.today, unit.meaning.unit, -count), context.timezone);
  const ago = context.matches.find(
    (m) => m.start === unit.end && m.meaning.type === 'prep' && m.meaning.role === 'before',
  );
  return {
    start: match.start,
    end: ago ? ago.end : unit.end,
    ...(match.meaning.older ? { from: OPEN_PAST, to: edge } : { from: edge, to: context.now }),
    year: context.today.year,
    yearGiven: true,
    bound: true,
  };
};

/** "d'ici 3 mois", "bis in 2 Wochen": the day that many units from today, which the "until" before it ends with. */
const countedUnitAtom = (context: Context, match: MatchOf<'unit'>): Atom | undefined => {
  const { tokens, matches } = context;
  let prepEnd = match.start - 1;
  while (
    prepEnd > 0 &&
    LINK_WORDS.has(tokens[prepEnd - 1]!.norm) &&
    !matches.some((m) => m.end === prepEnd && m.meaning.type === 'prep')
  )
    prepEnd--;
  const until = matches.some((m) => m.end === prepEnd && m.meaning.type === 'prep' && m.meaning.role === 'until');
  const count = countAt(context, match.start - 1);
  if (!until || count === undefined) return undefined;
  const day = addUnits(context.today, match.meaning.unit, count);
  return {
    start: match.start - 1,
    end: match.end,
    ...range(context, [day, addDays(day, 1)]),
    year: day.year,
    yearGiven: true,
  };
};

/** "the end of the year", "fin d'année", "by end of month": a bare unit after an edge word is the current one. */
const edgeUnitAtom = (context: Context, match: MatchOf<'unit'>): Atom | undefined => {
  const { tokens, matches } = context;
  let edgeAt = match.start - 1;
  while (edgeAt >= 0 && LINK_WORDS.has(tokens[edgeAt]!.norm)) edgeAt--;
  const edge = tokens[edgeAt] ? EDGE_OF.get(tokens[edgeAt]!.norm) : undefined;
  const inRelative = matches.some((m) => m.meaning.type === 'relative' && m.start <= match.start && match.end <= m.end);
  if (!edge || inRelative) return undefined;
  const bounds = calendarRange(context.today, match.meaning.unit, 0);
  return { start: edgeAt, end: match.end, ...range(context, bounds), year: bounds[0].year, yearGiven: true, edge };
};

/** The period a phrase of the lexicon names by itself, if any. */
const phraseAtom = (context: Context, match: PhraseMatch<PeriodMeaning>): Atom | undefined => {
  switch (match.meaning.type) {
    case 'relative':
      return relativeAtom(context, match as MatchOf<'relative'>);
    case 'month':
      return monthAtom(context, match as MatchOf<'month'>);
    case 'quarter':
      return quarterAtom(context, match.start, match.end, match.meaning.quarter);
    case 'half':
      return halfAtom(context, match.start, match.end, match.meaning.half);
    case 'age':
      return ageAtom(context, match as MatchOf<'age'>);
    case 'ago':
      return agoAtom(context, match as MatchOf<'ago'>);
    case 'unit':
      return isNumber(context, match.start - 1)
        ? countedUnitAtom(context, match as MatchOf<'unit'>)
        : edgeUnitAtom(context, match as MatchOf<'unit'>);
    default:
      return undefined;
  }
};

/** "Q1 2026", "T3", "H1", "S2": quarters and half-years written as one token. */
const quarterTokenAtoms = (context: Context): Atom[] =>
  context.tokens.flatMap((token, index) => {
    const quarter = /^[qt]([1-4])$/.exec(token.norm);
    if (quarter) return [quarterAtom(context, index, index + 1, Number(quarter[1]))];
    const half = /^[hs]([12])$/.exec(token.norm);
    return half ? [halfAtom(context, index, index + 1, Number(half[1]) as 1 | 2)] : [];
  });

/** Bare years ("en 2025", "im Jahr 2025", "2025"). */
const yearAtoms = (context: Context): Atom[] =>
  context.tokens.flatMap((_, index) => {
    const year = yearAt(context, index);
    if (year === undefined) return [];
    const word = context.matches.find((m) => m.end === index && m.meaning.type === 'year-word');
    const bounds: [CalendarDate, CalendarDate] = [calendarDate(year, 1, 1), calendarDate(year + 1, 1, 1)];
    return [{ start: word ? word.start : index, end: index + 1, ...range(context, bounds), year, yearGiven: true }];
  });

/** Words that count one: "a week ago", "il y a une semaine", "vor einer Woche". */
const COUNTS_OF_ONE = new Set(['a', 'an', 'one', 'un', 'une', 'eine', 'einer', 'einem', 'einen']);

interface CountedSpan {
  readonly first: number;
  readonly last: number;
  readonly count: number;
  readonly unit: CalendarUnit;
}

/** A count (a number, a number word or "a") at `index`, if any. */
const countOrOne = (context: Context, index: number): number | undefined => {
  const token = context.tokens[index];
  if (!token) return undefined;
  return countAt(context, index) ?? (COUNTS_OF_ONE.has(token.norm) ? 1 : undefined);
};

/** "[count] unit" from `at` on: "deux semaines", "une quinzaine", "zwei Wochen". */
const countedFrom = (context: Context, at: number): CountedSpan | undefined => {
  const count = countOrOne(context, at);
  const unitAt = count === undefined ? at : at + 1;
  const unit = context.matches.find((m) => m.meaning.type === 'unit' && m.start === unitAt) as
    | MatchOf<'unit'>
    | undefined;
  if (unit) return { first: at, last: unit.end - 1, count: count ?? 1, unit: unit.meaning.unit };
  const counted = context.tokens[unitAt] && COUNTED_UNITS().get(context.tokens[unitAt].norm);
  return counted ? { first: at, last: unitAt, count: (count ?? 1) * counted[0], unit: counted[1] } : undefined;
};

/** "[count] unit" ending right before `end`: "two weeks" of "two weeks ago", "a fortnight" of "a fortnight ago". */
const countedBefore = (context: Context, end: number): CountedSpan | undefined => {
  const unit = context.matches.find((m) => m.meaning.type === 'unit' && m.end === end) as MatchOf<'unit'> | undefined;
  const counted = context.tokens[end - 1] && COUNTED_UNITS().get(context.tokens[end - 1]!.norm);
  const unitStart = unit ? unit.start : counted ? end - 1 : undefined;
  if (unitStart === undefined) return undefined;
  const count = countOrOne(context, unitStart - 1);
  const [perUnit, calendarUnit] = unit ? [1, unit.meaning.unit] : [counted![0], counted![1]];
  const first = count === undefined ? unitStart : unitStart - 1;
  return { first, last: end - 1, count: (count ?? 1) * perUnit, unit: calendarUnit };
};

/**
 * "il y a deux semaines", "two weeks ago", "vor zwei Wochen", "a fortnight ago": the calendar unit
 * that many units back from today (the week two weeks ago; with "since", from its start).
 */
const agoAtom = (context: Context, match: MatchOf<'ago'>): Atom | undefined => {
  const span =
    match.meaning.count === 'countAfter' ? countedFrom(context, match.end) : countedBefore(context, match.start);
  if (!span) return undefined;
  const start = startOfUnit(addUnits(context.today, span.unit, -span.count), span.unit);
  const [first, end] = match.meaning.count === 'countAfter' ? [match.start, span.last + 1] : [span.first, match.end];
  return {
    start: first,
    end,
    ...range(context, [start, addUnits(start, span.unit, 1)]),
    year: start.year,
    yearGiven: true,
  };
};

/** Two numbers with one separator between them ("07/2025", "1.3"). */
const joinedBy = (question: string, a: Token, b: Token, separator: RegExp): boolean =>
  b.start - a.end === 1 && separator.test(question[a.end]!);

/**
 * Days written "1.3." as German and Swiss writing does, with no year: the day, in the year a range's
 * other end gives or this one ("zwischen 1.3. und 15.3.", "01.03.-15.03.2025").
 */
const dottedDayAtoms = (context: Context): Atom[] =>
  context.tokens.flatMap((token, index) => {
    const next = context.tokens[index + 1];
    const { question } = context;
    if (!next || !token.numeric || !next.numeric || token.raw.length > 2 || next.raw.length > 2) return [];
    const dotted = joinedBy(question, token, next, /\./u) && question[next.end] === '.';
    const yearAfter = /^\d/u.test(question.slice(next.end + 1, next.end + 2));
    const [day, month] = [Number(token.raw), Number(next.raw)];
    if (!dotted || yearAfter || question[token.start - 1] === '.' || month < 1 || month > 12 || day < 1 || day > 31)
      return [];
    const build = (y: number) => range(context, [calendarDate(y, month, day), calendarDate(y, month, day + 1)]);
    const year = context.today.year;
    return [{ start: index, end: index + 2, ...build(year), year, yearGiven: false, withYear: build }];
  });

/**
 * Months written in numbers, as a search box or a form does: "07/2025", "09.2024", "2025-07": a
 * month and a four-digit year joined by one slash, dot or hyphen, that are not part of a date.
 */
const numericMonthAtoms = (context: Context): Atom[] =>
  context.tokens.flatMap((token, index) => {
    const next = context.tokens[index + 1];
    if (!next || !token.numeric || !next.numeric) return [];
    const joined = (a: Token, b: Token) => joinedBy(context.question, a, b, /[/.-]/u);
    if (!joined(token, next)) return [];
    const [monthToken, yearToken] = token.raw.length === 4 ? [next, token] : [token, next];
    const month = Number(monthToken.raw);
    const year = yearAt(context, yearToken.index);
    const before = context.tokens[index - 1];
    const after = context.tokens[index + 2];
    const partOfDate = (before?.numeric && joined(before, token)) || (after?.numeric && joined(next, after));
    if (year === undefined || monthToken.raw.length > 2 || month < 1 || month > 12 || partOfDate) return [];
    const bounds: [CalendarDate, CalendarDate] = [calendarDate(year, month, 1), calendarDate(year, month + 1, 1)];
    return [{ start: index, end: index + 2, ...range(context, bounds), year, yearGiven: true }];
  });

const WEEK_NUMBER_WORDS = once(() => foldedWords((words) => words.weekNumberWords));

/** The week number a token or a word and the token after it write ("KW12", "KW 12", "semaine 12"), with the tokens used. */
const weekNumberAt = (tokens: readonly Token[], index: number): { week: number; end: number } | undefined => {
  const token = tokens[index]!;
  const joined = /^([a-z]+)(\d{1,2})$/u.exec(token.norm);
  if (joined && WEEK_NUMBER_WORDS().has(joined[1]!)) return { week: Number(joined[2]), end: index + 1 };
  const next = tokens[index + 1];
  if (WEEK_NUMBER_WORDS().has(token.norm) && next?.numeric && next.raw.length <= 2)
    return { week: Number(next.raw), end: index + 2 };
  return undefined;
};

/** Calendar weeks by their ISO number, in the year written after them ("KW 12 2025", "semaine 12/2025") or this one. */
const weekNumberAtoms = (context: Context): Atom[] =>
  context.tokens.flatMap((_, index) => {
    const found = weekNumberAt(context.tokens, index);
    if (!found || found.week < 1 || found.week > 53) return [];
    const written = yearAt(context, found.end);
    const year = written ?? context.today.year;
    const start = isoWeekStart(year, found.week);
    const end = written === undefined ? found.end : found.end + 1;
    return [
      { start: index, end, ...range(context, [start, addDays(start, 7)]), year, yearGiven: written !== undefined },
    ];
  });

/**
 * Rolling periods: "the last 30 days", "die letzten 2 Wochen" (modifier, number, unit) and
 * "les 3 derniers mois", "30 prochains jours" (number, modifier, unit).
 */
const rollingAtoms = (context: Context): Atom[] => {
  const { matches } = context;
  const atoms: Atom[] = [];
  for (const modifier of matches) {
    if (modifier.meaning.type !== 'modifier' || modifier.meaning.offset === 0) continue;
    const offset = modifier.meaning.offset;
    for (const unit of matches) {
      if (unit.meaning.type !== 'unit') continue;
      let first: number;
      let at: number;
      if (isNumber(context, modifier.end) && unit.start === modifier.end + 1)
        [first, at] = [modifier.start, modifier.end];
      else if (isNumber(context, modifier.start - 1) && unit.start === modifier.end)
        [first, at] = [modifier.start - 1, modifier.start - 1];
      else continue;
      const count = countAt(context, at);
      if (count === undefined) continue;
      const bounds: [CalendarDate, CalendarDate] =
        offset === -1
          ? [addUnits(context.today, unit.meaning.unit, -count), addDays(context.today, 1)]
          : [context.today, addDays(addUnits(context.today, unit.meaning.unit, count), 1)];
      atoms.push({ start: first, end: unit.end, ...range(context, bounds), year: context.today.year, yearGiven: true });
    }
    // "the past fortnight", "la quinzaine passée": a word for a count of a unit, on either side.
    for (const at of [modifier.end, modifier.start - 1]) {
      const counted = context.tokens[at] && COUNTED_UNITS().get(context.tokens[at].norm);
      if (!counted) continue;
      const [count, unit] = counted;
      const bounds: [CalendarDate, CalendarDate] =
        offset === -1
          ? [addUnits(context.today, unit, -count), addDays(context.today, 1)]
          : [context.today, addDays(addUnits(context.today, unit, count), 1)];
      const [start, end] = at < modifier.start ? [at, modifier.end] : [modifier.start, at + 1];
      atoms.push({ start, end, ...range(context, bounds), year: context.today.year, yearGiven: true });
    }
  }
  return atoms;
};

type DateResult = ReturnType<LanguageWords['dates']['parse']>[number];

/** A date or a day range chrono read, from its start to the end of its last day, in the year it was written in. */
const dayAtom = (context: Context, result: DateResult, first: number, last: number): Atom => {
  const yearGiven = result.start.isCertain('year');
  const startDate = (y: number) => calendarDate(y, result.start.get('month')!, result.start.get('day')!);
  const end = result.end;
  const endYear = end?.isCertain('year') ? end.get('year')! : undefined;
  const defaultYear = yearGiven ? result.start.get('year')! : (endYear ?? context.today.year);
  const endDate = (y: number) =>
    end
      ? addDays(calendarDate(end.isCertain('year') ? end.get('year')! : y, end.get('month')!, end.get('day')!), 1)
      : addDays(startDate(y), 1);
  const build = (y: number) => range(context, [startDate(y), endDate(y)]);
  return {
    start: first,
    end: last + 1,
    ...build(defaultYear),
    year: defaultYear,
    yearGiven: yearGiven || endYear !== undefined,
    withYear: build,
  };
};

/**
 * A date written in numbers that reads day first: one that reads no other way ("28/02/2025"), or
 * one written with dots, as only day-first countries write them ("12.03.25").
 */
const DAY_FIRST = /(?<!\d)(?:(?:1[3-9]|2\d|3[01])[/.-](?:0?[1-9]|1[0-2])[/.-]\d{2,4}|\d{1,2}\.\d{1,2}\.\d{2,4})(?!\d)/u;

/**
 * The chrono parser of the question's language; English numbers are read day first (en-GB) unless
 * the organization is in the Americas, and there too when a date of the question reads day first.
 */
const dateParser = ({ lang, question, timezone }: Context) => {
  const { dates, datesDayFirst } = WORDS[lang];
  if (!datesDayFirst) return dates;
  return !timezone.startsWith('America/') || DAY_FIRST.test(question) ? datesDayFirst : dates;
};

/** Dates to the day, and day ranges, by chrono (only when a number is written, ordinals included: "1er", "1st"). */
const dayAtoms = (context: Context): Atom[] => {
  const { question, tokens, matches, now, timezone } = context;
  if (!tokens.some((t) => /^\d/.test(t.norm))) return [];
  return dateParser(context)
    .parse(question, { instant: now, timezone }, { forwardDate: false })
    .flatMap((result) => {
      if (!result.start.isCertain('day') || !result.start.isCertain('month')) return [];
      const covered = tokens.filter((t) => t.start >= result.index && t.end <= result.index + result.text.length);
      if (covered.length === 0 || covered.some((t) => t.ref)) return [];
      const first = covered[0]!.index;
      const last = covered[covered.length - 1]!.index;
      // Relative phrases ("les 30 derniers jours") are read as calendar or rolling periods.
      const relative = matches.some(
        (m) =>
          m.start >= first &&
          m.end <= last + 1 &&
          (m.meaning.type === 'modifier' || m.meaning.type === 'unit' || m.meaning.type === 'relative'),
      );
      return relative ? [] : [dayAtom(context, result, first, last)];
    });
};

export const findPeriods = (input: PeriodInput): PeriodMatch[] => {
  // A typo is forgiven in the question's own language only: "haute" is not a misspelt "heute".
  const matches = lexicon()
    .find(input.tokens)
    .filter((match) => match.quality !== Quality.typo || match.lang === input.lang);
  // Today in the zone only when a period needs it: the zone's first formatter loads its rules (~15 ms).
  let today: CalendarDate | undefined;
  const context: Context = {
    ...input,
    matches,
    get today() {
      today ??= dateIn(input.now, input.timezone);
      return today;
    },
  };
  const atoms = [
    ...matches.flatMap((match) => phraseAtom(context, match) ?? []),
    ...quarterTokenAtoms(context),
    ...yearAtoms(context),
    ...numericMonthAtoms(context),
    ...dottedDayAtoms(context),
    ...weekNumberAtoms(context),
    ...rollingAtoms(context),
    ...dayAtoms(context),
  ];
  const preps = matches.flatMap((match): Piece[] =>
    match.meaning.type === 'prep'
      ? [{ kind: 'prep', role: match.meaning.role, start: match.start, end: match.end }]
      : [],
  );
  return compose(selectAtoms(atoms, input.tokens), preps, input);
};

/**
 * Atoms with the most words that are not link words first ("semaine prochaine" before "de la
 * semaine"); an atom overlapping a chosen one is dropped.
 */
const selectAtoms = (atoms: Atom[], tokens: readonly Token[]): Atom[] => {
  const chosen: Atom[] = [];
  const weight = (atom: Atom) => tokens.slice(atom.start, atom.end).filter((t) => !LINK_WORDS.has(t.norm)).length;
  const sorted = [...atoms].sort(
    (a, b) => weight(b) - weight(a) || b.end - b.start - (a.end - a.start) || a.start - b.start,
  );
  for (const atom of sorted) {
    if (chosen.every((c) => atom.end <= c.start || atom.start >= c.end)) chosen.push(atom);
  }
  return chosen.sort((a, b) => a.start - b.start);
};

/** "jusqu'à fin mars", "since the beginning of 2025", "vor Ende März": the end of the period a bound is taken at. */
const EDGE_OF: ReadonlyMap<string, Edge> = new Map(
  (['end', 'start'] as const).flatMap((edge) =>
    [...foldedWords((words) => words.periodEdges[edge])].map((word) => [word, edge] as const),
  ),
);

type Prep = Piece & { kind: 'prep' };

/** Joins atoms with the bounds around them, allowing link words in between. */
const compose = (atoms: Atom[], pieces: Piece[], { question, tokens, now }: PeriodInput): PeriodMatch[] => {
  const preps = pieces.filter((p): p is Prep => p.kind === 'prep');
  const results: PeriodMatch[] = [];
  for (let i = 0; i < atoms.length; i++) {
    const atom = atoms[i]!;
    const before = prepEndingAt(preps, tokens, atom.start);
    const joined = joinedRange(atom, atoms[i + 1], before, preps, tokens, question);
    if (joined) {
      results.push(joined);
      i++;
      continue;
    }
    results.push(boundedPeriod(atom, before, tokens, now));
  }
  return results;
};

/** The bound ending at `index`, or before it with only link or edge words in between (at most three). */
const prepEndingAt = (preps: readonly Prep[], tokens: readonly Token[], index: number): Prep | undefined => {
  for (let end = index; end >= Math.max(0, index - 3); end--) {
    const found = preps.find((p) => p.end === end && p.role !== 'and');
    if (found) return found;
    if (end - 1 < 0 || !(LINK_WORDS.has(tokens[end - 1]!.norm) || EDGE_OF.has(tokens[end - 1]!.norm))) break;
  }
  return undefined;
};

/** "du 3 au 10 mars", "between March and April": an atom, a connector and the next atom make one period. */
const joinedRange = (
  atom: Atom,
  next: Atom | undefined,
  before: Prep | undefined,
  preps: readonly Prep[],
  tokens: readonly Token[],
  question: string,
): PeriodMatch | undefined => {
  const connector =
    next && preps.find((p) => p.start >= atom.end && p.end <= next.start && (p.role === 'and' || p.role === 'until'));
  const onlyLinks = (from: number, to: number) =>
    tokens
      .slice(from, to)
      .every((t) => (connector && t.index >= connector.start && t.index < connector.end) || LINK_WORDS.has(t.norm));
  // "01.03.-15.03.2025", "3 – 10 March": a dash alone between two dates joins them.
  const dashed =
    next !== undefined &&
    next.start === atom.end &&
    /^\.?\s*[-–—]\s*$/u.test(question.slice(tokens[atom.end - 1]!.end, tokens[next.start]!.start));
  if (!next || (!dashed && (!connector || !onlyLinks(atom.end, next.start)))) return undefined;
  // Only a bound that opens a range may stand before it ("from March to April", not "before March to April").
  if (before && !['from', 'opener', 'since'].includes(before.role)) return undefined;
  const first = !atom.yearGiven && next.yearGiven && atom.withYear ? atom.withYear(next.year) : atom;
  return { start: before?.start ?? atom.start, end: next.end, from: first.from, to: next.to };
};

/** One atom, bounded by the preposition before it (if any). */
const boundedPeriod = (atom: Atom, before: Prep | undefined, tokens: readonly Token[], now: Date): PeriodMatch => {
  const bounded = (from: Date, to: Date): PeriodMatch => ({
    start: before?.start ?? atom.start,
    end: atom.end,
    from,
    to,
  });
  if (atom.bound) return bounded(atom.from, atom.to);
  // "avant la fin de l'année", "after the beginning of March": an edge word says where the bound is;
  // without one, each bound takes the end it naturally means ("before X": its start; "until X": its end).
  const edgeWord = before ? tokens.slice(before.end, atom.start).find((t) => EDGE_OF.has(t.norm)) : undefined;
  const edge = atom.edge ?? (edgeWord ? EDGE_OF.get(edgeWord.norm) : undefined);
  const at = (natural: Edge): Date => ((edge ?? natural) === 'start' ? atom.from : atom.to);
  switch (before?.role) {
    case 'since': {
      const from = at('start');
      return bounded(from, from < now ? now : OPEN_FUTURE);
    }
    case 'from':
      return bounded(at('start'), OPEN_FUTURE);
    case 'after':
      return bounded(at('end'), OPEN_FUTURE);
    case 'before':
      return bounded(OPEN_PAST, at('start'));
    case 'until':
      return bounded(OPEN_PAST, at('end'));
    default:
      return bounded(atom.from, atom.to);
  }
};
