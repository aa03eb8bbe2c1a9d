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
import * as chronoDe from 'chrono-node/de';
import * as chronoEn from 'chrono-node/en';
import * as chronoFr from 'chrono-node/fr';
import { once } from '../../once.ts';
import { addDays, addUnits, type CalendarDate, calendarDate, calendarRange, dateIn, startOfDay } from './calendar.ts';
import { type Lang, LINK_WORDS } from './language.ts';
import { Lexicon, Quality } from './lexicon.ts';
import { periodLexicon } from './lexicons.generated.ts';
import type { Edge, PeriodMeaning, Role } from './period-phrases.ts';
import type { Token } from './text.ts';

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

/** One locale each rather than chrono's whole bundle of seventeen languages. */
const CHRONO = { fr: chronoFr.casual, en: chronoEn.casual, de: chronoDe.casual } as const satisfies Record<
  Lang,
  unknown
>;

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

export interface PeriodInput {
  question: string;
  tokens: readonly Token[];
  lang: Lang;
  now: Date;
  timezone: string;
}

export const findPeriods = ({ question, tokens, lang, now, timezone }: PeriodInput): PeriodMatch[] => {
  const today = dateIn(now, timezone);
  const instant = (date: CalendarDate) => startOfDay(date, timezone);
  const range = ([from, to]: [CalendarDate, CalendarDate]) => ({ from: instant(from), to: instant(to) });
  const yearAt = (index: number): number | undefined => {
    const token = tokens[index];
    if (!token?.numeric || token.raw.length !== 4) return undefined;
    const year = Number(token.raw);
    return year >= 1900 && year <= 2199 ? year : undefined;
  };
  const isNumber = (index: number) => tokens[index]?.numeric === true;

  // A typo is forgiven in the question's own language only: "haute" is not a misspelt "heute".
  const matches = lexicon()
    .find(tokens)
    .filter((match) => match.quality !== Quality.typo || match.lang === lang);
  const atoms: Atom[] = [];
  const preps: Piece[] = [];

  for (const match of matches) {
    const meaning = match.meaning;
    switch (meaning.type) {
      case 'relative': {
        const bounds = calendarRange(today, meaning.unit, meaning.offset);
        atoms.push({
          start: match.start,
          end: match.end,
          ...range(bounds),
          year: bounds[0].year,
          yearGiven: true,
          edge: meaning.edge,
        });
        break;
      }
      case 'month': {
        const year = yearAt(match.end);
        const dayBefore = isNumber(match.start - 1) && !yearAt(match.start - 1);
        const prepBefore = matches.some(
          (m) => m.end === match.start && (m.meaning.type === 'prep' || m.meaning.type === 'year-word'),
        );
        if (meaning.anchored && year === undefined && !dayBefore && !prepBefore) break;
        const build = (y: number) => range([calendarDate(y, meaning.month, 1), calendarDate(y, meaning.month + 1, 1)]);
        atoms.push({
          start: match.start,
          end: year === undefined ? match.end : match.end + 1,
          ...build(year ?? today.year),
          year: year ?? today.year,
          yearGiven: year !== undefined,
          withYear: build,
        });
        break;
      }
      case 'quarter': {
        const year = yearAt(match.end);
        const build = (y: number) =>
          range([calendarDate(y, 3 * meaning.quarter - 2, 1), calendarDate(y, 3 * meaning.quarter + 1, 1)]);
        atoms.push({
          start: match.start,
          end: year === undefined ? match.end : match.end + 1,
          ...build(year ?? today.year),
          year: year ?? today.year,
          yearGiven: year !== undefined,
          withYear: build,
        });
        break;
      }
      case 'prep':
        preps.push({ kind: 'prep', role: meaning.role, start: match.start, end: match.end });
        break;
      case 'age': {
        // "plus de 30 jours": older than that (from the open past); "moins de 2 semaines": since then.
        const unit = matches.find((m) => m.start === match.end + 1 && m.meaning.type === 'unit');
        if (!unit || !isNumber(match.end) || unit.meaning.type !== 'unit') break;
        const count = Number(tokens[match.end]!.raw);
        if (count < 1 || count > 1000) break;
        const edge = instant(addUnits(today, unit.meaning.unit, -count));
        const ago = matches.find(
          (m) => m.start === unit.end && m.meaning.type === 'prep' && m.meaning.role === 'before',
        );
        const end = ago ? ago.end : unit.end;
        atoms.push({
          start: match.start,
          end,
          ...(meaning.older ? { from: OPEN_PAST, to: edge } : { from: edge, to: now }),
          year: today.year,
          yearGiven: true,
          bound: true,
        });
        break;
      }
      case 'unit': {
        if (isNumber(match.start - 1)) {
          // "d'ici 3 mois", "bis in 2 Wochen": the day that many units from today, which the "until" before it ends with.
          const count = Number(tokens[match.start - 1]!.raw);
          let prepEnd = match.start - 1;
          while (
            prepEnd > 0 &&
            LINK_WORDS.has(tokens[prepEnd - 1]!.norm) &&
            !matches.some((m) => m.end === prepEnd && m.meaning.type === 'prep')
          )
            prepEnd--;
          const until = matches.some(
            (m) => m.end === prepEnd && m.meaning.type === 'prep' && m.meaning.role === 'until',
          );
          if (!until || count < 1 || count > 1000) break;
          const day = addUnits(today, meaning.unit, count);
          atoms.push({
            start: match.start - 1,
            end: match.end,
            ...range([day, addDays(day, 1)]),
            year: day.year,
            yearGiven: true,
          });
          break;
        }
        // "the end of the year", "fin d'année", "by end of month": a bare unit after an edge word is the current one.
        let edgeAt = match.start - 1;
        while (edgeAt >= 0 && LINK_WORDS.has(tokens[edgeAt]!.norm)) edgeAt--;
        const edge = tokens[edgeAt] ? EDGE_OF[tokens[edgeAt]!.norm] : undefined;
        const inRelative = matches.some(
          (m) => m.meaning.type === 'relative' && m.start <= match.start && match.end <= m.end,
        );
        if (!edge || inRelative) break;
        const bounds = calendarRange(today, meaning.unit, 0);
        atoms.push({ start: edgeAt, end: match.end, ...range(bounds), year: bounds[0].year, yearGiven: true, edge });
        break;
      }
      case 'modifier':
      case 'year-word':
        break;
    }
  }

  // "Q1 2026", "T3": quarters written as one token.
  tokens.forEach((token, index) => {
    const quarter = /^[qt]([1-4])$/.exec(token.norm);
    if (!quarter) return;
    const year = yearAt(index + 1);
    const q = Number(quarter[1]);
    const build = (y: number) => range([calendarDate(y, 3 * q - 2, 1), calendarDate(y, 3 * q + 1, 1)]);
    atoms.push({
      start: index,
      end: year === undefined ? index + 1 : index + 2,
      ...build(year ?? today.year),
      year: year ?? today.year,
      yearGiven: year !== undefined,
      withYear: build,
    });
  });

  // Bare years ("en 2025", "im Jahr 2025", "2025").
  tokens.forEach((_, index) => {
    const year = yearAt(index);
    if (year === undefined) return;
    let start = index;
    const word = matches.find((m) => m.end === index && m.meaning.type === 'year-word');
    if (word) start = word.start;
    atoms.push({
      start,
      end: index + 1,
      ...range([calendarDate(year, 1, 1), calendarDate(year + 1, 1, 1)]),
      year,
      yearGiven: true,
    });
  });

  // Rolling periods: "the last 30 days", "die letzten 2 Wochen" (modifier, number, unit) and
  // "les 3 derniers mois", "30 prochains jours" (number, modifier, unit).
  for (const modifier of matches) {
    if (modifier.meaning.type !== 'modifier' || modifier.meaning.offset === 0) continue;
    const offset = modifier.meaning.offset;
    for (const unit of matches) {
      if (unit.meaning.type !== 'unit') continue;
      let first: number;
      let countAt: number;
      if (isNumber(modifier.end) && unit.start === modifier.end + 1) [first, countAt] = [modifier.start, modifier.end];
      else if (isNumber(modifier.start - 1) && unit.start === modifier.end)
        [first, countAt] = [modifier.start - 1, modifier.start - 1];
      else continue;
      const count = Number(tokens[countAt]!.raw);
      if (count < 1 || count > 1000) continue;
      const bounds: [CalendarDate, CalendarDate] =
        offset === -1
          ? [addUnits(today, unit.meaning.unit, -count), addDays(today, 1)]
          : [today, addDays(addUnits(today, unit.meaning.unit, count), 1)];
      atoms.push({ start: first, end: unit.end, ...range(bounds), year: today.year, yearGiven: true });
    }
  }

  // Dates to the day, and day ranges, by chrono (only when a number is written).
  if (tokens.some((t) => t.numeric)) {
    for (const result of CHRONO[lang].parse(question, { instant: now, timezone }, { forwardDate: false })) {
      if (!result.start.isCertain('day') || !result.start.isCertain('month')) continue;
      const covered = tokens.filter((t) => t.start >= result.index && t.end <= result.index + result.text.length);
      if (covered.length === 0 || covered.some((t) => t.ref)) continue;
      const first = covered[0]!.index;
      const last = covered[covered.length - 1]!.index;
      // Relative phrases ("les 30 derniers jours") are read above, as calendar or rolling periods.
      if (
        matches.some(
          (m) =>
            m.start >= first &&
            m.end <= last + 1 &&
            (m.meaning.type === 'modifier' || m.meaning.type === 'unit' || m.meaning.type === 'relative'),
        )
      )
        continue;
      const yearGiven = result.start.isCertain('year');
      const startDate = (y: number) => calendarDate(y, result.start.get('month')!, result.start.get('day')!);
      const end = result.end;
      const endYear = end?.isCertain('year') ? end.get('year')! : undefined;
      const defaultYear = yearGiven ? result.start.get('year')! : (endYear ?? today.year);
      const endDate = (y: number) =>
        end
          ? addDays(calendarDate(end.isCertain('year') ? end.get('year')! : y, end.get('month')!, end.get('day')!), 1)
          : addDays(startDate(y), 1);
      const build = (y: number) => range([startDate(y), endDate(y)]);
      atoms.push({
        start: first,
        end: last + 1,
        ...build(defaultYear),
        year: defaultYear,
        yearGiven: yearGiven || endYear !== undefined,
        withYear: build,
      });
    }
  }

  return compose(selectAtoms(atoms, tokens), preps, tokens, now);
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
const EDGE_OF: Readonly<Record<string, Edge>> = {
  fin: 'end',
  end: 'end',
  ende: 'end',
  debut: 'start',
  beginning: 'start',
  start: 'start',
  anfang: 'start',
  beginn: 'start',
};
const EDGE_WORDS = new Set(Object.keys(EDGE_OF));

/** Joins atoms with the bounds around them, allowing link words in between. */
const compose = (atoms: Atom[], preps: Piece[], tokens: readonly Token[], now: Date): PeriodMatch[] => {
  const isPrep = (p: Piece): p is Piece & { kind: 'prep' } => p.kind === 'prep';
  const prepEndingAt = (index: number): (Piece & { kind: 'prep' }) | undefined => {
    for (let end = index; end >= Math.max(0, index - 3); end--) {
      const found = preps.filter(isPrep).find((p) => p.end === end && p.role !== 'and');
      if (found) return found;
      if (end - 1 < 0 || !(LINK_WORDS.has(tokens[end - 1]!.norm) || EDGE_WORDS.has(tokens[end - 1]!.norm))) break;
    }
    return undefined;
  };
  const results: PeriodMatch[] = [];
  for (let i = 0; i < atoms.length; i++) {
    const atom = atoms[i]!;
    const next = atoms[i + 1];
    const before = prepEndingAt(atom.start);
    const connector =
      next &&
      preps
        .filter(isPrep)
        .find((p) => p.start >= atom.end && p.end <= next.start && (p.role === 'and' || p.role === 'until'));
    const onlyLinks = (from: number, to: number) =>
      tokens
        .slice(from, to)
        .every((t) => (connector && t.index >= connector.start && t.index < connector.end) || LINK_WORDS.has(t.norm));
    if (
      next &&
      connector &&
      onlyLinks(atom.end, next.start) &&
      (before === undefined || ['from', 'opener', 'since'].includes(before.role))
    ) {
      const first = !atom.yearGiven && next.yearGiven && atom.withYear ? atom.withYear(next.year) : atom;
      results.push({ start: before?.start ?? atom.start, end: next.end, from: first.from, to: next.to });
      i++;
      continue;
    }
    const start = before?.start ?? atom.start;
    const bounded = (from: Date, to: Date) => results.push({ start, end: atom.end, from, to });
    if (atom.bound) {
      bounded(atom.from, atom.to);
      continue;
    }
    // "avant la fin de l'année", "after the beginning of March": an edge word says where the bound is;
    // without one, each bound takes the end it naturally means ("before X": its start; "until X": its end).
    const edgeWord = before ? tokens.slice(before.end, atom.start).find((t) => EDGE_WORDS.has(t.norm)) : undefined;
    const edge = atom.edge ?? (edgeWord ? EDGE_OF[edgeWord.norm] : undefined);
    const at = (natural: Edge): Date => ((edge ?? natural) === 'start' ? atom.from : atom.to);
    switch (before?.role) {
      case 'since': {
        const from = at('start');
        bounded(from, from < now ? now : OPEN_FUTURE);
        break;
      }
      case 'from':
        bounded(at('start'), OPEN_FUTURE);
        break;
      case 'after':
        bounded(at('end'), OPEN_FUTURE);
        break;
      case 'before':
        bounded(OPEN_PAST, at('start'));
        break;
      case 'until':
        bounded(OPEN_PAST, at('end'));
        break;
      default:
        bounded(atom.from, atom.to);
    }
  }
  return results;
};
