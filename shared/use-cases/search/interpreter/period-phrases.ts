/**
 * The phrases of periods in each language, read by the period lexicon (periods.ts). Built from
 * `Intl` (relative times, unit and month names) and the words users write; run at build time only
 * (`npm run generate:lexicons`), since the `Intl` formatters and the folding cost tens of
 * milliseconds at load.
 */
import { LANGUAGES, type Language } from '#shared/vocabulary/codes/languages.ts';
import { PHRASES } from '#shared/vocabulary/languages/phrases.ts';
import type { Edge, Role } from '#shared/vocabulary/search/period-roles.ts';
import type { CalendarUnit } from '#shared/vocabulary/time/calendar.ts';
import type { PhraseSpec } from './lexicon.ts';
import { fold } from './text.ts';

export type PeriodMeaning =
  /** `edge`: the word names one end of the period ("Jahresende", "year-end"). */
  | { type: 'relative'; unit: CalendarUnit; offset: number; edge?: Edge }
  | { type: 'modifier'; offset: -1 | 0 | 1 }
  | { type: 'unit'; unit: CalendarUnit }
  | { type: 'month'; month: number; anchored: boolean }
  | { type: 'quarter'; quarter: number }
  | { type: 'half'; half: 1 | 2 }
  | { type: 'prep'; role: Role }
  | { type: 'year-word' }
  /** "plus de 30 jours", "more than 6 months", "weniger als 2 Wochen": an age, counted from today. */
  | { type: 'age'; older: boolean }
  /** "il y a", "ago", "vor": a count of units back from today, the count after the word or before it. */
  | { type: 'ago'; count: 'countAfter' | 'countBefore' };

const UNITS: readonly CalendarUnit[] = ['day', 'week', 'month', 'quarter', 'year'];

const OFFSETS = { previous: -1, current: 0, next: 1 } as const;

type Add = (text: string, meaning: PeriodMeaning, exact?: boolean) => void;

/** Unit names (`Intl`'s and the language's), "le mois dernier" and "dernier mois" alike, and `Intl`'s relative words ("hier"). */
const addUnits = (lang: Language, add: Add) => {
  const relative = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  const fieldNames = new Intl.DisplayNames(lang, { type: 'dateTimeField' });
  for (const unit of UNITS) {
    const words = [fieldNames.of(unit === 'week' ? 'weekOfYear' : unit)!, ...PHRASES[lang].units[unit]];
    for (const word of words) add(word, { type: 'unit', unit });
    for (const [name, offset] of Object.entries(OFFSETS) as [keyof typeof OFFSETS, -1 | 0 | 1][]) {
      add(relative.format(offset, unit), { type: 'relative', unit, offset });
      for (const modifier of PHRASES[lang].modifiers[name]) {
        for (const word of words) {
          add(`${modifier} ${word}`, { type: 'relative', unit, offset });
          add(`${word} ${modifier}`, { type: 'relative', unit, offset });
        }
      }
    }
  }
};

const addWords = (lang: Language, add: Add) => {
  const phrases = PHRASES[lang];
  for (const [name, offset] of Object.entries(OFFSETS) as [keyof typeof OFFSETS, -1 | 0 | 1][]) {
    for (const modifier of phrases.modifiers[name]) add(modifier, { type: 'modifier', offset });
  }
  for (const [text, unit, offset, edge] of phrases.relativeWords)
    add(text, edge ? { type: 'relative', unit, offset, edge } : { type: 'relative', unit, offset });
  for (const [text, role] of phrases.periodPrepositions) add(text, { type: 'prep', role });
  for (const [text, quarter] of phrases.ordinalQuarters) add(text, { type: 'quarter', quarter });
  for (const [text, half] of phrases.ordinalHalves) add(text, { type: 'half', half });
  for (const text of phrases.yearWords) add(text, { type: 'year-word' });
  for (const [text, older] of phrases.ageWords) add(text, { type: 'age', older });
  for (const [text, count] of phrases.agoWords) add(text, { type: 'ago', count });
};

const monthNames = (lang: Language, style: 'long' | 'short'): string[] => {
  const format = new Intl.DateTimeFormat(lang, { month: style, timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, m) => format.format(Date.UTC(2020, m, 1)).replace(/\.$/, ''));
};

/** `Intl`'s month names; the short ones ("janv.", "Sep") only next to a date, like the ambiguous long ones. */
const addMonths = (lang: Language, add: Add) => {
  const ambiguous = new Set(PHRASES[lang].ambiguousMonthNames.map(fold));
  const long = monthNames(lang, 'long');
  const short = monthNames(lang, 'short');
  for (let m = 0; m < 12; m++) {
    const name = fold(long[m]!);
    add(long[m]!, { type: 'month', month: m + 1, anchored: ambiguous.has(name) }, false);
    if (fold(short[m]!) !== name) add(short[m]!, { type: 'month', month: m + 1, anchored: true });
  }
};

export const periodPhrases = (): PhraseSpec<PeriodMeaning>[] => {
  const specs: PhraseSpec<PeriodMeaning>[] = [];
  const adder =
    (lang: Language): Add =>
    (text, meaning, exact = true) =>
      specs.push({ lang, text, meaning, exact });
  for (const lang of LANGUAGES) {
    addUnits(lang, adder(lang));
    addWords(lang, adder(lang));
    addMonths(lang, adder(lang));
  }
  for (const lang of LANGUAGES) {
    for (const [text, month, anchored] of PHRASES[lang].otherMonthNames)
      adder(lang)(text, { type: 'month', month, anchored });
  }
  return specs;
};
