/**
 * Questions for `npm run fuzz:search`: the interpreter's own phrases (vocabulary and periods, in
 * French, English and German) and the catalogue's names, combined at random in the shapes of the
 * search contract (lists, counts, breakdowns, references, negations, refusals), inside messages
 * (a greeting, a sentence of context, the request, thanks and a name), as typed in a search box
 * (operators, self-corrections, two languages, local dates, short references inside a sentence),
 * and beside them nonsense. Words of five letters or more get typos. A seed gives the same
 * questions every run.
 */

import type { PeriodMeaning } from '#shared/use-cases/search/interpreter/period-phrases.ts';
import { periodPhrases } from '#shared/use-cases/search/interpreter/period-phrases.ts';
import { type Meaning, vocabularyPhrases } from '#shared/use-cases/search/interpreter/vocabulary.ts';
import { LANGUAGES, type Language } from '#shared/vocabulary/codes/languages.ts';
import { WORDS } from '#shared/vocabulary/languages/words.ts';

/** mulberry32: small, fast, and the same sequence for the same seed on every platform. */
export const seededRandom = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const chance = (random: Random, p: number) => random() < p;

/** Phrases by language and by the type of their meaning ("kind", "status", "cue:mutation", "period:month"). */
type Phrases = Map<string, string[]>;

const typeOf = (meaning: Meaning) => (meaning.type === 'cue' ? `cue:${meaning.cue}` : meaning.type);

const phrasesByType = (): Phrases => {
  const phrases: Phrases = new Map();
  const add = (lang: Language, type: string, text: string) => {
    const key = `${lang}|${type}`;
    phrases.set(key, [...(phrases.get(key) ?? []), text.replace('…', ' ')]);
  };
  for (const spec of vocabularyPhrases()) add(spec.lang, typeOf(spec.meaning), spec.text);
  for (const spec of periodPhrases()) add(spec.lang, `period:${(spec.meaning as PeriodMeaning).type}`, spec.text);
  return phrases;
};

const LETTERS = 'abcdefghijklmnopqrstuvwxyzéèàüöäß';

/** One edit in a word of five letters or more: a letter changed, dropped, added, or two swapped. */
const typo = (random: Random, word: string): string => {
  if (word.length < 5) return word;
  const at = 1 + Math.floor(random() * (word.length - 2));
  const letter = pick(random, [...LETTERS]);
  switch (Math.floor(random() * 4)) {
    case 0:
      return word.slice(0, at) + letter + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word.slice(at + 1);
    case 2:
      return word.slice(0, at) + letter + word.slice(at);
    default:
      return word.slice(0, at - 1) + word[at] + word[at - 1] + word.slice(at + 1);
  }
};

const withTypos = (random: Random, text: string, rate: number) =>
  text
    .split(' ')
    .map((word) => (chance(random, rate) ? typo(random, word) : word))
    .join(' ');

const NEGATIONS: Record<Language, readonly string[]> = {
  fr: ['pas', 'sans', 'sauf', 'non', 'hors', 'aucune'],
  en: ['not', 'without', 'except', 'no', 'excluding', "aren't"],
  de: ['nicht', 'ohne', 'außer', 'kein', 'keine'],
};

const NOISE = [
  '?',
  '!',
  '...',
  ';',
  '/',
  '&',
  '%',
  '😀',
  '🔥',
  '—',
  '"',
  "'",
  '(',
  ')',
  '#',
  '@',
  '<script>',
  '\\',
  '\t',
  '\n',
  '0',
  '-1',
  '9999999999',
  'null',
  'undefined',
  'NaN',
  '{}',
  '[]',
];

interface Catalogue {
  names: readonly string[];
  refs: readonly string[];
}

type Shape =
  | 'list'
  | 'count'
  | 'breakdown'
  | 'ref'
  | 'negation'
  | 'refusal'
  | 'period'
  | 'nonsense'
  | 'mixed'
  | 'edge'
  | 'message'
  | 'operators'
  | 'correction'
  | 'localDate'
  | 'shortRef';

const SHAPES: readonly Shape[] = [
  'list',
  'list',
  'list',
  'count',
  'count',
  'breakdown',
  'breakdown',
  'ref',
  'negation',
  'refusal',
  'period',
  'period',
  'nonsense',
  'mixed',
  'edge',
  'message',
  'message',
  'operators',
  'operators',
  'correction',
  'mixed',
  'localDate',
  'localDate',
  'shortRef',
];

export interface Question {
  shape: Shape;
  lang: Language;
  text: string;
}

/** The contract bounds a question to 2..500 characters (code points: "🔥" is one); the HTTP API refuses others before the search. */
const bounded = (text: string) => {
  const cut = [...text.trim()].slice(0, 500);
  return cut.length >= 2 ? cut.join('') : `${cut.join('')}??`;
};

/** The parts questions are made of: phrases of a meaning, names, references, periods, filters, kinds. */
const piecesOf = (random: Random, catalogue: Catalogue) => {
  const phrases = phrasesByType();
  const of = (lang: Language, type: string): string => {
    const list = phrases.get(`${lang}|${type}`) ?? phrases.get(`en|${type}`) ?? [''];
    return pick(random, list);
  };
  const maybe = (p: number, text: () => string) => (chance(random, p) ? text() : '');
  const name = () => {
    if (catalogue.names.length === 0) return '';
    const full = pick(random, catalogue.names);
    // Part of a name as often as all of it ("chaudière" for "Chaudière 1 - sous-sol").
    const words = full.split(/\s+/);
    return chance(random, 0.5) ? full : words.slice(0, 1 + Math.floor(random() * words.length)).join(' ');
  };
  const ref = () => {
    const written = pick(random, catalogue.refs.length > 0 ? catalogue.refs : ['ANO-1']);
    const number = chance(random, 0.2) ? written.replace(/\d+$/, String(Math.floor(random() * 100_000))) : written;
    return pick(random, [number, number.toLowerCase(), number.replace('-', ' '), number.toUpperCase()]);
  };
  const year = (from: number, span: number) => from + Math.floor(random() * span);
  const period = (lang: Language) =>
    pick(random, [
      () => `${of(lang, 'period:modifier')} ${of(lang, 'period:unit')}`,
      () => of(lang, 'period:relative'),
      () => `${of(lang, 'period:prep')} ${of(lang, 'period:month')} ${year(2020, 12)}`,
      () => `${of(lang, 'period:prep')} ${year(1990, 60)}`,
      () => `${of(lang, 'period:month')}`,
      () => `${of(lang, 'period:quarter')} ${year(2024, 5)}`,
      () => `${of(lang, 'period:age')} ${1 + Math.floor(random() * 400)} ${of(lang, 'period:unit')}`,
      () =>
        `${of(lang, 'period:prep')} ${of(lang, 'period:month')} ${of(lang, 'period:prep')} ${of(lang, 'period:month')}`,
      () =>
        `${of(lang, 'period:prep')} ${new Date(Date.UTC(year(2000, 40), 0, 1 + Math.floor(random() * 365))).toISOString().slice(0, 10)}`,
      () => `${of(lang, 'period:year-word')} ${year(2025, 3)}`,
    ])();
  const filters = (lang: Language) => [
    maybe(0.4, () => of(lang, 'status')),
    maybe(0.2, () => of(lang, 'priority')),
    maybe(0.15, () => of(lang, 'interventionType')),
    maybe(0.1, () => of(lang, 'visitType')),
    maybe(0.1, () => of(lang, 'decision')),
    maybe(0.25, () => of(lang, 'overdue')),
    maybe(0.1, () => of(lang, 'archived')),
    maybe(0.35, name),
    maybe(0.35, () => period(lang)),
    maybe(0.15, () => of(lang, 'order')),
    maybe(0.1, () => String(1 + Math.floor(random() * 20))),
  ];
  const opener = (lang: Language) => maybe(0.3, () => of(lang, 'filler'));
  const kinds = (lang: Language) =>
    [of(lang, 'kind'), maybe(0.15, () => `${of(lang, 'filler')} ${of(lang, 'kind')}`)].join(' ');
  const shuffled = (parts: string[]) => (chance(random, 0.3) ? [...parts].sort(() => random() - 0.5) : parts);
  return { random, of, maybe, name, ref, period, filters, opener, kinds, shuffled };
};

type Pieces = ReturnType<typeof piecesOf>;

/** The request shapes of the search contract, each from the pieces. */
const requestShapes = ({ random, of, maybe, name, ref, period, filters, opener, kinds, shuffled }: Pieces) => {
  const shapes = {
    list: (lang: Language) => [opener(lang), kinds(lang), ...shuffled(filters(lang))].join(' '),
    count: (lang: Language) => [of(lang, 'count'), kinds(lang), ...shuffled(filters(lang))].join(' '),
    breakdown: (lang: Language) =>
      [
        maybe(0.5, () => of(lang, 'breakdown')),
        kinds(lang),
        pick(random, [of(lang, 'groupBy'), of(lang, 'dimension'), of(lang, 'most')]),
        ...filters(lang).slice(0, 6),
      ].join(' '),
    ref: (lang: Language) =>
      [opener(lang), maybe(0.5, () => of(lang, 'kind')), ref(), maybe(0.3, ref), maybe(0.2, name)].join(' '),
    negation: (lang: Language) =>
      [
        kinds(lang),
        pick(random, NEGATIONS[lang]),
        pick(random, [of(lang, 'status'), name(), of(lang, 'priority')]),
      ].join(' '),
    refusal: (lang: Language) =>
      [
        of(lang, pick(random, ['cue:mutation', 'cue:analysis', 'cue:unavailable', 'cue:foreign', 'cue:failure'])),
        maybe(0.7, () => kinds(lang)),
        maybe(0.4, ref),
        maybe(0.3, name),
        maybe(0.3, () => period(lang)),
      ].join(' '),
    period: (lang: Language) =>
      [kinds(lang), period(lang), maybe(0.5, () => of(lang, 'overdue')), maybe(0.3, () => period(lang))].join(' '),
  };
  return shapes;
};

type RequestShapes = ReturnType<typeof requestShapes>;

/** Questions at the edges: nonsense, two languages in one, the same word sixty times, six references. */
const edgeShapes = ({ random, of, name, ref, kinds }: Pieces, requests: RequestShapes) => ({
  nonsense: () =>
    Array.from({ length: 1 + Math.floor(random() * 12) }, () =>
      chance(random, 0.5)
        ? pick(random, NOISE)
        : Array.from({ length: 1 + Math.floor(random() * 12) }, () => pick(random, [...LETTERS])).join(''),
    ).join(pick(random, [' ', '', '-'])),
  mixed: () => {
    const langs = LANGUAGES.map(() => pick(random, LANGUAGES));
    return pick(random, [
      () => [requests.list(langs[0]!), requests.count(langs[1]!).split(' ').slice(0, 3).join(' ')].join(' '),
      () => [of(langs[0]!, 'filler'), kinds(langs[1]!), name(), of(langs[2]!, 'filler')].join(' '),
    ])();
  },
  edge: (lang: Language) =>
    pick(random, [
      () => of(lang, 'kind').slice(0, 2),
      () => Array.from({ length: 60 }, () => of(lang, pick(random, ['kind', 'status', 'filler']))).join(' '),
      () => `${ref()} ${ref()} ${ref()} ${ref()} ${ref()} ${ref()}`,
      () => Array.from({ length: 8 }, name).join(' '),
      () => `${of(lang, 'count')} ${of(lang, 'count')} ${of(lang, 'breakdown')}`,
      () =>
        `${kinds(lang)} ${of(lang, 'overdue')} ${of(lang, 'period:modifier')} ${of(lang, 'period:unit')}`.toUpperCase(),
    ])(),
});

/** Search-box syntax (search-contract.md, "How people type"): field names, a value's prefix, joiners. */
const FIELDS = ['status', 'statut', 'site', 'standort', 'priority', 'priorite', 'ref', 'sort', 'type', 'unit', 'x'];
const COUNT_MARKS = ['#', 'nb', '# of', '#of', '##', 'nb.', 'Nr.'];
const CORRECTIONS: Record<Language, readonly string[]> = {
  fr: ['euh non', 'pardon', 'non attends', 'enfin non', 'euh', 'non non'],
  en: ['sorry I mean', 'no wait', 'I mean', 'scratch that', 'sorry', 'oops'],
  de: ['nee warte', 'quatsch', 'äh nein', 'ich meine', 'nein doch', 'äh'],
};
const REGIONAL_PERIODS: Record<Language, readonly string[]> = {
  fr: ['les septante derniers jours', 'nonante jours', 'huitante', 'la dernière quinzaine', 'quinzaine', 'le 5 mai'],
  en: ['the last fortnight', 'a fortnight ago', 'the 5th of May', 'the 31st of February', 'Q5', 'the 0th'],
  de: ['im Jänner', 'Feber 2025', 'heuer', 'aus dem Jahr 2023', 'vom 32. Jänner', 'Jänner bis Feber'],
};
const CONTEXTS = ['the caretaker asked', 'le gardien a appelé', 'der Abwart fragt', 'urgent!!', '???', 'cf. mail'];

/** Two digits, sometimes out of range (00, 13, 32, 99): local dates must never break a request. */
const twoDigits = (random: Random) => String(pick(random, [1, 5, 9, 12, 0, 13, 31, 32, 99])).padStart(2, '0');

/** Questions as typed in a search box: operators, self-corrections, local dates, short references. */
const typingShapes = ({ random, of, maybe, name, ref, period, filters, kinds }: Pieces, requests: RequestShapes) => {
  const value = (lang: Language) => pick(random, [() => of(lang, 'status'), () => of(lang, 'priority'), name])();
  const localDate = () => {
    const [day, month, year] = [twoDigits(random), twoDigits(random), String(1990 + Math.floor(random() * 50))];
    return pick(random, [
      `${month}/${year}`,
      `${month}.${year}`,
      `${day}/${month}/${year}`,
      `${day}.${month}.${year}`,
      `${day}/${month}/${year}-${twoDigits(random)}/${month}/${year}`,
      `${day}.${month}.-${twoDigits(random)}.${month}.${year}`,
      `${day}/${month}`,
      `${month}/${year.slice(2)}`,
    ]);
  };
  const operator = (lang: Language) =>
    pick(random, [
      () => `-${value(lang)}`,
      () => `${value(lang)} OR ${value(lang)}`,
      () => `${pick(random, FIELDS)}:${value(lang).replace(/ /g, pick(random, [' ', '-', '']))}`,
      () => `"${value(lang)}"`,
      () => `"${name()}`,
      () => `${pick(random, FIELDS)}:`,
      () => `sort:${pick(random, ['oldest', 'newest', 'asc', 'x'])}`,
    ])();
  const cased = (text: string) =>
    pick(random, [text, text.toUpperCase(), text.toLowerCase(), text.normalize('NFD').replace(/\p{M}/gu, '')]);
  return {
    operators: (lang: Language) =>
      cased(
        [
          maybe(0.3, () => pick(random, COUNT_MARKS)),
          kinds(lang),
          ...Array.from({ length: 1 + Math.floor(random() * 3) }, () => operator(lang)),
          ...filters(lang).slice(0, 4),
        ].join(' '),
      ),
    correction: (lang: Language) =>
      pick(random, [
        () => `${requests.list(lang)} ${pick(random, CORRECTIONS[lang])} ${value(lang)}`,
        () => `${kinds(lang)} ${period(lang)} ${pick(random, CORRECTIONS[lang])} ${period(lang)}`,
        () => `${kinds(lang)} ${pick(random, CORRECTIONS[lang])} ${kinds(lang)} ${name()}`,
        () => `${pick(random, CORRECTIONS[lang])} ${pick(random, CORRECTIONS[lang])}`,
      ])(),
    localDate: (lang: Language) =>
      [kinds(lang), pick(random, [localDate, () => pick(random, REGIONAL_PERIODS[lang])])(), maybe(0.4, name)].join(
        ' ',
      ),
    shortRef: (lang: Language) => {
      const written = ref().replace('-', ' ');
      return [
        maybe(0.5, () => of(lang, 'kind')),
        pick(random, [written, written.toLowerCase()]),
        pick(random, CONTEXTS),
      ].join(' ');
    },
  };
};

const SIGNATURES = ['Julia', 'Marc Weber', 'Aroha', 'Léa Dubois', 'Jonas', 'Dr. Meera Rao'];

/**
 * A request inside a message, in the words of the language's e-mails: a greeting and a name, a
 * sentence of context (a courtesy, an event of the asker's, a name and a period), the request,
 * thanks and a signature, on one line or several.
 */
const messageShape =
  ({ random, of, maybe, name, period }: Pieces, requests: RequestShapes) =>
  (lang: Language) => {
    const { mail, askerClauses } = WORDS[lang];
    const context = pick(random, [
      () => pick(random, mail.courtesies),
      () =>
        `${pick(random, askerClauses.openers)} ${pick(random, askerClauses.events)} ${pick(random, askerClauses.times)}`,
      () => `${name()} ${period(lang)}`,
      () => `${of(lang, 'cue:foreign')} ${period(lang)}`,
    ])();
    const request = requests[pick(random, ['list', 'count', 'breakdown', 'ref', 'refusal', 'period'] as const)](lang);
    const lines = [
      maybe(0.8, () => `${pick(random, mail.greetings)} ${maybe(0.6, () => pick(random, SIGNATURES))},`),
      `${context}${pick(random, ['.', ':', ',', ' —', '!'])}`,
      `${request}${pick(random, ['?', '.', '', ' ?'])}`,
      maybe(0.8, () => `${pick(random, mail.closings)},`),
      maybe(0.7, () => pick(random, SIGNATURES)),
    ];
    return lines.filter(Boolean).join(pick(random, ['\n', ' ', '\n\n']));
  };

export const questionGenerator = (seed: number, catalogue: Catalogue) => {
  const random = seededRandom(seed);
  const pieces = piecesOf(random, catalogue);
  const requests = requestShapes(pieces);
  const build: Record<Shape, (lang: Language) => string> = {
    ...requests,
    ...edgeShapes(pieces, requests),
    ...typingShapes(pieces, requests),
    message: messageShape(pieces, requests),
  };
  return (): Question => {
    const shape = pick(random, SHAPES);
    const lang = pick(random, LANGUAGES);
    const text = build[shape](lang).replace(/[^\S\n]+/g, ' ');
    return { shape, lang, text: bounded(withTypos(random, text, 0.15)) };
  };
};
