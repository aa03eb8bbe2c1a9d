/**
 * The phrases of periods in each language, read by the period lexicon (periods.ts). Built from
 * `Intl` (relative times, unit and month names) and the words users write; run at build time only
 * (`npm run generate:lexicons`), since the `Intl` formatters and the folding cost tens of
 * milliseconds at load.
 */
import { LABEL_LANGUAGES } from '../../catalogue/kinds.ts';
import type { CalendarUnit } from './calendar.ts';
import type { Lang } from './language.ts';
import type { PhraseSpec } from './lexicon.ts';
import { fold } from './text.ts';

/** `opener` starts a range ("entre", "du", "von") and alone means the period itself ("de 2025"). */
export type Role = 'since' | 'from' | 'opener' | 'after' | 'before' | 'until' | 'and';

/** Which end of a period a word points at ("fin", "end", "Ende" / "début", "beginning", "Anfang"). */
export type Edge = 'start' | 'end';

export type PeriodMeaning =
  /** `edge`: the word names one end of the period ("Jahresende", "year-end"). */
  | { type: 'relative'; unit: CalendarUnit; offset: number; edge?: Edge }
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

/** Single words for a whole calendar period, or for one end of it ("Jahresende", "month-end"). */
const RELATIVE_WORDS: Record<Lang, Array<[string, CalendarUnit, number, Edge?]>> = {
  fr: [['avant-hier', 'day', -2], ['après-demain', 'day', 2], ['ce mois-ci', 'month', 0], ['du jour', 'day', 0], ['de la semaine', 'week', 0], ['du mois', 'month', 0], ['du trimestre', 'quarter', 0], ["de l'année", 'year', 0], ['cette semaine-ci', 'week', 0], ["l'an dernier", 'year', -1], ["l'an passé", 'year', -1], ["l'an prochain", 'year', 1], ['cette année-ci', 'year', 0]],
  en: [
    ['year to date', 'year', 0], ['this year’s', 'year', 0], ['a week ago', 'week', -1], ['last year’s', 'year', -1],
    ['year end', 'year', 0, 'end'], ['month end', 'month', 0, 'end'], ['quarter end', 'quarter', 0, 'end'],
  ],
  de: [
    ['des Monats', 'month', 0], ['der Woche', 'week', 0], ['des Quartals', 'quarter', 0], ['des Jahres', 'year', 0], ['Vorjahr', 'year', -1], ['Vormonat', 'month', -1], ['Vorwoche', 'week', -1], ['Vorquartal', 'quarter', -1], ['Folgejahr', 'year', 1], ['Folgemonat', 'month', 1], ['heuer', 'year', 0], ['vorgestern', 'day', -2], ['übermorgen', 'day', 2], ['im laufenden Jahr', 'year', 0],
    ['Jahresende', 'year', 0, 'end'], ['Monatsende', 'month', 0, 'end'], ['Quartalsende', 'quarter', 0, 'end'], ['Jahresanfang', 'year', 0, 'start'], ['Jahresbeginn', 'year', 0, 'start'], ['Monatsanfang', 'month', 0, 'start'], ['Monatsbeginn', 'month', 0, 'start'], ['Quartalsanfang', 'quarter', 0, 'start'], ['Quartalsbeginn', 'quarter', 0, 'start'],
  ],
};

const PREPOSITIONS: Record<Lang, Array<[string, Role]>> = {
  fr: [['depuis', 'since'], ['à partir de', 'from'], ['à partir du', 'from'], ['à compter de', 'from'], ['à compter du', 'from'], ['après', 'after'], ['avant', 'before'], ["jusqu'à", 'until'], ["jusqu'au", 'until'], ["jusqu'en", 'until'], ["d'ici", 'until'], ['au plus tard', 'until'], ['et', 'and'], ['au', 'and'], ['à', 'and'], ['entre', 'opener'], ['du', 'opener'], ['de', 'opener'], ['des', 'opener'], ['dès', 'from']],
  en: [['since', 'since'], ['from', 'opener'], ['starting', 'from'], ['starting from', 'from'], ['after', 'after'], ['before', 'before'], ['prior to', 'before'], ['ago', 'before'], ['until', 'until'], ['till', 'until'], ['up to', 'until'], ['through', 'until'], ['by', 'until'], ['no later than', 'until'], ['and', 'and'], ['to', 'and'], ['between', 'opener']],
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

export const periodPhrases = (): PhraseSpec<PeriodMeaning>[] => {
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
    for (const [text, unit, offset, edge] of RELATIVE_WORDS[lang]) add(lang, text, edge ? { type: 'relative', unit, offset, edge } : { type: 'relative', unit, offset });
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

