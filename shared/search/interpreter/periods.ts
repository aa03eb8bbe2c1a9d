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
 *   "since" ends now; "from / after" and "before / until" leave the other end open.
 */
import * as chronoDe from 'chrono-node/de';
import * as chronoEn from 'chrono-node/en';
import * as chronoFr from 'chrono-node/fr';
import { LABEL_LANGUAGES } from '../../catalogue/kinds.ts';
import { addDays, addUnits, calendarDate, calendarRange, dateIn, startOfDay, type CalendarDate, type CalendarUnit } from './calendar.ts';
import { LINK_WORDS, type Lang } from './language.ts';
import { Lexicon, Quality, type PhraseSpec } from './lexicon.ts';
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

/** `opener` starts a range ("entre", "du", "von") and alone means the period itself ("de 2025"). */
type Role = 'since' | 'from' | 'opener' | 'after' | 'before' | 'until' | 'and';

type PeriodMeaning =
  | { type: 'relative'; unit: CalendarUnit; offset: number }
  | { type: 'modifier'; offset: -1 | 0 | 1 }
  | { type: 'unit'; unit: CalendarUnit }
  | { type: 'month'; month: number; anchored: boolean }
  | { type: 'quarter'; quarter: number }
  | { type: 'prep'; role: Role }
  | { type: 'year-word' }
  /** "plus de 30 jours", "more than 6 months", "weniger als 2 Wochen": an age, counted from today. */
  | { type: 'age'; older: boolean };

const UNITS: readonly CalendarUnit[] = ['day', 'week', 'month', 'quarter', 'year'];

const UNIT_WORDS: Record<Lang, Record<CalendarUnit, string[]>> = {
  fr: { day: ['jours', 'journée', 'journées'], week: ['semaines'], month: [], quarter: ['trimestres'], year: ['années', 'an', 'ans', 'exercice'] },
  en: { day: ['days'], week: ['weeks'], month: ['months'], quarter: ['quarters'], year: ['years'] },
  de: { day: ['Tage', 'Tagen', 'Tages'], week: ['Wochen'], month: ['Monate', 'Monaten', 'Monats'], quarter: ['Quartale', 'Quartalen', 'Quartals'], year: ['Jahre', 'Jahren', 'Jahres'] },
};

const MODIFIERS: Record<Lang, Record<'-1' | '0' | '1', string[]>> = {
  fr: {
    '-1': ['dernier', 'dernière', 'derniers', 'dernières', 'précédent', 'précédente', 'précédents', 'précédentes', 'passé', 'passée', 'passés', 'passées', 'écoulé', 'écoulée', 'écoulés', 'écoulées'],
    '0': ['ce', 'cet', 'cette', 'en cours', 'courant', 'courante', 'actuel', 'actuelle', 'présent', 'présente'],
    '1': ['prochain', 'prochaine', 'prochains', 'prochaines', 'suivant', 'suivante', 'suivants', 'suivantes', 'à venir'],
  },
  en: {
    '-1': ['last', 'previous', 'past', 'prior', 'preceding'],
    '0': ['this', 'current', 'present', 'ongoing'],
    '1': ['next', 'coming', 'upcoming', 'following'],
  },
  de: {
    '-1': ['letzte', 'letzten', 'letzter', 'letztes', 'letztem', 'vergangene', 'vergangenen', 'vergangener', 'vergangenes', 'vorige', 'vorigen', 'voriger', 'voriges', 'vorherige', 'vorherigen', 'vorheriges'],
    '0': ['diese', 'diesen', 'dieser', 'dieses', 'diesem', 'aktuelle', 'aktuellen', 'aktueller', 'aktuelles', 'laufende', 'laufenden', 'laufender', 'laufendes'],
    '1': ['nächste', 'nächsten', 'nächster', 'nächstes', 'kommende', 'kommenden', 'kommender', 'kommendes', 'folgende', 'folgenden', 'folgender', 'folgendes'],
  },
};

/** Single words for a whole calendar period. */
const RELATIVE_WORDS: Record<Lang, Array<[string, CalendarUnit, number]>> = {
  fr: [['avant-hier', 'day', -2], ['après-demain', 'day', 2], ['ce mois-ci', 'month', 0], ['du jour', 'day', 0], ['de la semaine', 'week', 0], ['du mois', 'month', 0], ['du trimestre', 'quarter', 0], ["de l'année", 'year', 0], ['cette semaine-ci', 'week', 0], ["l'an dernier", 'year', -1], ["l'an passé", 'year', -1], ["l'an prochain", 'year', 1], ['cette année-ci', 'year', 0]],
  en: [['year to date', 'year', 0], ['this year’s', 'year', 0], ['a week ago', 'week', -1], ['last year’s', 'year', -1]],
  de: [['des Monats', 'month', 0], ['der Woche', 'week', 0], ['des Quartals', 'quarter', 0], ['des Jahres', 'year', 0], ['Vorjahr', 'year', -1], ['Vormonat', 'month', -1], ['Vorwoche', 'week', -1], ['Vorquartal', 'quarter', -1], ['Folgejahr', 'year', 1], ['Folgemonat', 'month', 1], ['heuer', 'year', 0], ['vorgestern', 'day', -2], ['übermorgen', 'day', 2], ['im laufenden Jahr', 'year', 0]],
};

const PREPOSITIONS: Record<Lang, Array<[string, Role]>> = {
  fr: [['depuis', 'since'], ['à partir de', 'from'], ['à partir du', 'from'], ['à compter de', 'from'], ['à compter du', 'from'], ['après', 'after'], ['avant', 'before'], ["jusqu'à", 'until'], ["jusqu'au", 'until'], ["jusqu'en", 'until'], ['et', 'and'], ['au', 'and'], ['à', 'and'], ['entre', 'opener'], ['du', 'opener'], ['de', 'opener'], ['des', 'opener'], ['dès', 'from']],
  en: [['since', 'since'], ['from', 'opener'], ['starting', 'from'], ['starting from', 'from'], ['after', 'after'], ['before', 'before'], ['prior to', 'before'], ['ago', 'before'], ['until', 'until'], ['till', 'until'], ['up to', 'until'], ['through', 'until'], ['and', 'and'], ['to', 'and'], ['between', 'opener']],
  de: [['seit', 'since'], ['seitdem', 'since'], ['ab', 'from'], ['von', 'opener'], ['vom', 'opener'], ['zwischen', 'opener'], ['nach', 'after'], ['vor', 'before'], ['bis', 'until'], ['bis zum', 'until'], ['bis ende', 'until'], ['und', 'and']],
};

const ORDINAL_QUARTERS: Record<Lang, Array<[string, number]>> = {
  fr: [['premier trimestre', 1], ['1er trimestre', 1], ['deuxième trimestre', 2], ['second trimestre', 2], ['2e trimestre', 2], ['troisième trimestre', 3], ['3e trimestre', 3], ['quatrième trimestre', 4], ['4e trimestre', 4], ['dernier trimestre de', 4]],
  en: [['first quarter', 1], ['1st quarter', 1], ['second quarter', 2], ['2nd quarter', 2], ['third quarter', 3], ['3rd quarter', 3], ['fourth quarter', 4], ['4th quarter', 4]],
  de: [['erstes Quartal', 1], ['ersten Quartal', 1], ['1 Quartal', 1], ['zweites Quartal', 2], ['zweiten Quartal', 2], ['2 Quartal', 2], ['drittes Quartal', 3], ['dritten Quartal', 3], ['3 Quartal', 3], ['viertes Quartal', 4], ['vierten Quartal', 4], ['4 Quartal', 4]],
};

const AGE_WORDS: Record<Lang, Array<[string, boolean]>> = {
  fr: [['plus de', true], ['il y a plus de', true], ['au-delà de', true], ['moins de', false], ['il y a moins de', false]],
  en: [['more than', true], ['over', true], ['older than', true], ['longer than', true], ['less than', false], ['within', false], ['under', false]],
  de: [['mehr als', true], ['über', true], ['älter als', true], ['länger als', true], ['weniger als', false], ['unter', false], ['innerhalb von', false], ['innerhalb', false]],
};

const YEAR_WORDS: Record<Lang, string[]> = { fr: ['année', 'an', 'en'], en: ['year', 'in', 'of', 'during'], de: ['Jahr', 'im Jahr', 'im Jahre', 'in', 'für'] };

/** English month names that are also common words ("May I…", "march") count only next to a date. */
const AMBIGUOUS_MONTHS = new Set(['may', 'march']);

const monthNames = (lang: Lang, style: 'long' | 'short'): string[] => {
  const format = new Intl.DateTimeFormat(lang, { month: style, timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, m) => format.format(Date.UTC(2020, m, 1)).replace(/\.$/, ''));
};

const buildPhrases = (): PhraseSpec<PeriodMeaning>[] => {
  const specs: PhraseSpec<PeriodMeaning>[] = [];
  const add = (lang: Lang, text: string, meaning: PeriodMeaning, exact = true) => specs.push({ lang, text, meaning, exact });
  for (const lang of LABEL_LANGUAGES) {
    const relative = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
    const fieldNames = new Intl.DisplayNames(lang, { type: 'dateTimeField' });
    for (const unit of UNITS) {
      const words = [fieldNames.of(unit === 'week' ? 'weekOfYear' : unit)!, ...UNIT_WORDS[lang][unit]];
      for (const word of words) add(lang, word, { type: 'unit', unit });
      for (const offset of [-1, 0, 1]) {
        add(lang, relative.format(offset, unit), { type: 'relative', unit, offset });
        for (const modifier of MODIFIERS[lang][String(offset) as '-1' | '0' | '1']) {
          for (const word of words) {
            add(lang, `${modifier} ${word}`, { type: 'relative', unit, offset });
            add(lang, `${word} ${modifier}`, { type: 'relative', unit, offset });
          }
        }
      }
    }
    for (const offset of [-1, 0, 1] as const) {
      for (const modifier of MODIFIERS[lang][String(offset) as '-1' | '0' | '1']) add(lang, modifier, { type: 'modifier', offset });
    }
    for (const [text, unit, offset] of RELATIVE_WORDS[lang]) add(lang, text, { type: 'relative', unit, offset });
    for (const [text, role] of PREPOSITIONS[lang]) add(lang, text, { type: 'prep', role });
    for (const [text, quarter] of ORDINAL_QUARTERS[lang]) add(lang, text, { type: 'quarter', quarter });
    for (const text of YEAR_WORDS[lang]) add(lang, text, { type: 'year-word' });
    for (const [text, older] of AGE_WORDS[lang]) add(lang, text, { type: 'age', older });
    const long = monthNames(lang, 'long');
    const short = monthNames(lang, 'short');
    for (let m = 0; m < 12; m++) {
      const name = fold(long[m]!);
      add(lang, long[m]!, { type: 'month', month: m + 1, anchored: lang === 'en' && AMBIGUOUS_MONTHS.has(name) }, false);
      if (fold(short[m]!) !== name) add(lang, short[m]!, { type: 'month', month: m + 1, anchored: true });
    }
  }
  add('de', 'Jänner', { type: 'month', month: 1, anchored: false });
  add('fr', 'sept', { type: 'month', month: 9, anchored: true });
  add('en', 'sept', { type: 'month', month: 9, anchored: true });
  return specs;
};

const lexicon = new Lexicon<PeriodMeaning>(buildPhrases());

/** One locale each rather than chrono's whole bundle of seventeen languages. */
const CHRONO = { fr: chronoFr.casual, en: chronoEn.casual, de: chronoDe.casual } as const satisfies Record<Lang, unknown>;

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
    if (!token || !token.numeric || token.raw.length !== 4) return undefined;
    const year = Number(token.raw);
    return year >= 1900 && year <= 2199 ? year : undefined;
  };
  const isNumber = (index: number) => tokens[index]?.numeric === true;

  // A typo is forgiven in the question's own language only: "haute" is not a misspelt "heute".
  const matches = lexicon.find(tokens).filter((match) => match.quality !== Quality.typo || match.lang === lang);
  const atoms: Atom[] = [];
  const preps: Piece[] = [];

  for (const match of matches) {
    const meaning = match.meaning;
    switch (meaning.type) {
      case 'relative':
        const bounds = calendarRange(today, meaning.unit, meaning.offset);
        atoms.push({ start: match.start, end: match.end, ...range(bounds), year: bounds[0].year, yearGiven: true });
        break;
      case 'month': {
        const year = yearAt(match.end);
        const dayBefore = isNumber(match.start - 1) && !yearAt(match.start - 1);
        const prepBefore = matches.some((m) => m.end === match.start && (m.meaning.type === 'prep' || m.meaning.type === 'year-word'));
        if (meaning.anchored && year === undefined && !dayBefore && !prepBefore) break;
        const build = (y: number) => range([calendarDate(y, meaning.month, 1), calendarDate(y, meaning.month + 1, 1)]);
        atoms.push({ start: match.start, end: year === undefined ? match.end : match.end + 1, ...build(year ?? today.year), year: year ?? today.year, yearGiven: year !== undefined, withYear: build });
        break;
      }
      case 'quarter': {
        const year = yearAt(match.end);
        const build = (y: number) => range([calendarDate(y, 3 * meaning.quarter - 2, 1), calendarDate(y, 3 * meaning.quarter + 1, 1)]);
        atoms.push({ start: match.start, end: year === undefined ? match.end : match.end + 1, ...build(year ?? today.year), year: year ?? today.year, yearGiven: year !== undefined, withYear: build });
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
        const ago = matches.find((m) => m.start === unit.end && m.meaning.type === 'prep' && m.meaning.role === 'before');
        const end = ago ? ago.end : unit.end;
        atoms.push({ start: match.start, end, ...(meaning.older ? { from: OPEN_PAST, to: edge } : { from: edge, to: now }), year: today.year, yearGiven: true, bound: true });
        break;
      }
      case 'modifier':
      case 'unit':
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
    atoms.push({ start: index, end: year === undefined ? index + 1 : index + 2, ...build(year ?? today.year), year: year ?? today.year, yearGiven: year !== undefined, withYear: build });
  });

  // Bare years ("en 2025", "im Jahr 2025", "2025").
  tokens.forEach((_, index) => {
    const year = yearAt(index);
    if (year === undefined) return;
    let start = index;
    const word = matches.find((m) => m.end === index && m.meaning.type === 'year-word');
    if (word) start = word.start;
    atoms.push({ start, end: index + 1, ...range([calendarDate(year, 1, 1), calendarDate(year + 1, 1, 1)]), year, yearGiven: true });
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
      else if (isNumber(modifier.start - 1) && unit.start === modifier.end) [first, countAt] = [modifier.start - 1, modifier.start - 1];
      else continue;
      const count = Number(tokens[countAt]!.raw);
      if (count < 1 || count > 1000) continue;
      const bounds: [CalendarDate, CalendarDate] =
        offset === -1 ? [addUnits(today, unit.meaning.unit, -count), addDays(today, 1)] : [today, addDays(addUnits(today, unit.meaning.unit, count), 1)];
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
      if (matches.some((m) => m.start >= first && m.end <= last + 1 && (m.meaning.type === 'modifier' || m.meaning.type === 'unit' || m.meaning.type === 'relative'))) continue;
      const yearGiven = result.start.isCertain('year');
      const startDate = (y: number) => calendarDate(y, result.start.get('month')!, result.start.get('day')!);
      const end = result.end;
      const endYear = end?.isCertain('year') ? end.get('year')! : undefined;
      const defaultYear = yearGiven ? result.start.get('year')! : (endYear ?? today.year);
      const endDate = (y: number) => (end ? addDays(calendarDate(end.isCertain('year') ? end.get('year')! : y, end.get('month')!, end.get('day')!), 1) : addDays(startDate(y), 1));
      const build = (y: number) => range([startDate(y), endDate(y)]);
      atoms.push({ start: first, end: last + 1, ...build(defaultYear), year: defaultYear, yearGiven: yearGiven || endYear !== undefined, withYear: build });
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
  const sorted = [...atoms].sort((a, b) => weight(b) - weight(a) || b.end - b.start - (a.end - a.start) || a.start - b.start);
  for (const atom of sorted) {
    if (chosen.every((c) => atom.end <= c.start || atom.start >= c.end)) chosen.push(atom);
  }
  return chosen.sort((a, b) => a.start - b.start);
};

/** "jusqu'à fin mars", "since the beginning of 2025", "bis Ende März": the bound already says which end. */
const EDGE_WORDS = new Set(['fin', 'debut', 'end', 'beginning', 'start', 'ende', 'anfang', 'beginn']);

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
    const connector = next && preps.filter(isPrep).find((p) => p.start >= atom.end && p.end <= next.start && (p.role === 'and' || p.role === 'until'));
    const onlyLinks = (from: number, to: number) =>
      tokens.slice(from, to).every((t) => (connector && t.index >= connector.start && t.index < connector.end) || LINK_WORDS.has(t.norm));
    if (next && connector && onlyLinks(atom.end, next.start) && (before === undefined || ['from', 'opener', 'since'].includes(before.role))) {
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
    switch (before?.role) {
      case 'since':
        bounded(atom.from, atom.from < now ? now : OPEN_FUTURE);
        break;
      case 'from':
        bounded(atom.from, OPEN_FUTURE);
        break;
      case 'after':
        bounded(atom.to, OPEN_FUTURE);
        break;
      case 'before':
        bounded(OPEN_PAST, atom.from);
        break;
      case 'until':
        bounded(OPEN_PAST, atom.to);
        break;
      default:
        bounded(atom.from, atom.to);
    }
  }
  return results;
};
