/**
 * One reading of a question: every vocabulary phrase, period, reference and catalogue name found
 * in it, arbitrated so that each word has at most one meaning, and the question's language.
 *
 * Arbitration: the longest match wins ("hors service" over the name "Ascenseur de service",
 * "système de sécurité incendie" over "sécurité"); at equal length a reference beats a period, a
 * period beats a vocabulary phrase and a vocabulary phrase beats a name, unless the phrase (not a
 * kind) only shares a stem with the words or is a typo of them and the name holds them as written;
 * then the better match (exact, another form, a typo), the question's language, and the earlier
 * phrase of the vocabulary. A German compound read by its head yields to a name.
 */
import type { Kind } from '#shared/vocabulary/catalogue/kinds.ts';
import { LANGUAGES, type Language } from '#shared/vocabulary/codes/languages.ts';
import { WORDS } from '#shared/vocabulary/languages/words.ts';
import { once } from '#shared/vocabulary/once.ts';
import type { CatalogueName } from '#shared/vocabulary/search/interpreter.ts';
import { foldedWords, isStopword, isStopwordIn, LINK_WORDS, noScores } from './language.ts';
import { Lexicon, type PhraseMatch, Quality } from './lexicon.ts';
import { requestOpeners, vocabularyLexicon } from './lexicons.generated.ts';
import { findNames, nameIndex } from './names.ts';
import { findPeriods } from './periods.ts';
import { breaksQuotes, quoteBoundaries, quotedRuns } from './quotes.ts';
import { corrected } from './self-correction.ts';
import { sendingsToTheAsker } from './sending.ts';
import type { Span } from './span.ts';
import { type Token, tokenize } from './text.ts';
import type { Meaning } from './vocabulary.ts';

const NOUN_DETERMINERS = foldedWords((words) => words.nounDeterminers);

const lexicon = once(
  () =>
    new Lexicon<Meaning>(vocabularyLexicon(), new Set(requestOpeners()), {
      coordinators: foldedWords((words) => words.continuations),
      articles: foldedWords((words) => words.articles),
    }),
);

/** Every vocabulary phrase of the tokens, before arbitration. */
export const findPhrases = (tokens: readonly Token[]): PhraseMatch<Meaning>[] => lexicon().find(tokens);

const isSupported = (match: PhraseMatch<Meaning>, supported: ReadonlySet<Kind>): boolean =>
  match.meaning.type === 'kind' && supported.has(match.meaning.kind);

const TYPE_RANK: Record<Span['type'], number> = { ref: 3, period: 2, phrase: 1, name: 0 };

/**
 * A compound read by its head ("Heizungsanlage" as an installation) yields to a name written that
 * way; so does a phrase other than a kind that only shares a stem with the word or is one letter off
 * it, when a name holds the word as written ("ventilateur" is the "Ventilateur d'extraction", not
 * the verb "ventiler"; "Küche" is the "Feuerlöscher Küche", not a typo of an order to book).
 */
const rankOf = (span: Span): number => {
  if (span.type === 'phrase' && span.match.compound) return -1;
  if (span.type === 'phrase' && span.match.quality !== Quality.exact && span.match.meaning.type !== 'kind') return 0.25;
  if (span.type === 'name' && !span.name.typo) return 0.5;
  return TYPE_RANK[span.type];
};

/** Refusal cues win ties of equal quality against other phrases: "Valide le rapport" orders, it does not filter. */
const phraseRank = (match: PhraseMatch<Meaning>): number => (match.meaning.type === 'cue' ? 1 : 0);

/**
 * Kinds that the question's other words belong to, read without typos: a status only those kinds
 * have ("terminated": contracts), a priority (anomalies), an intervention or visit type, a decision.
 */
const supportedKinds = (matches: readonly PhraseMatch<Meaning>[]): ReadonlySet<Kind> => {
  const kinds = new Set<Kind>();
  for (const { meaning, quality } of matches) {
    if (quality === Quality.typo) continue;
    if (meaning.type === 'status' && 'codes' in meaning.status)
      for (const kind of Object.keys(meaning.status.codes) as Kind[]) kinds.add(kind);
    if (meaning.type === 'priority') kinds.add('anomaly');
    if (meaning.type === 'interventionType') kinds.add('intervention');
    if (meaning.type === 'visitType' || meaning.type === 'decision') kinds.add('commission');
  }
  return kinds;
};

/**
 * Same words in two languages ("expire": English verb, folded French "expiré") mean what the
 * question's language says. A typo that spells two kinds ("contrcts": contracts or contacts) means
 * the kind the other words belong to.
 */
const compareSpans =
  (lang: Language, supported: ReadonlySet<Kind>) =>
  (a: Span, b: Span): number =>
    b.end - b.start - (a.end - a.start) ||
    rankOf(b) - rankOf(a) ||
    (a.type === 'phrase' && b.type === 'phrase'
      ? b.match.quality - a.match.quality ||
        Number(isSupported(b.match, supported)) - Number(isSupported(a.match, supported)) ||
        Number(b.match.lang === lang) - Number(a.match.lang === lang) ||
        phraseRank(b.match) - phraseRank(a.match) ||
        a.match.order - b.match.order
      : 0) ||
    a.start - b.start;

export interface Reading {
  readonly question: string;
  readonly tokens: readonly Token[];
  readonly lang: Language;
  /** The chosen spans, in question order. */
  readonly spans: readonly Span[];
  /** Tokens no span covers. */
  readonly uncovered: readonly Token[];
}

interface ReadInput {
  question: string;
  organizationLanguage: Language;
  timezone: string;
  now: Date;
  names: readonly CatalogueName[];
  scope: { unitIds: readonly string[]; technicalInstallationIds: readonly string[] };
  /** Offsets where the asker takes back what was just said (self-correction.ts). */
  corrections: readonly number[];
}

/**
 * The phrases the reading may use. An imperative that is also a common word elsewhere counts in its
 * own language only ("Active providers" is not "Active la routine"); a typo is forgiven in the
 * question's own language only ("haute" is not a misspelt "heute"). An imperative right before a
 * reference orders, whatever the question's language and whatever else the word spells: "close
 * ANO-7" (not the French "close", closed). The verb of an order after a determiner is a noun ("any
 * update?", "une relance"). A cue written exactly is not swallowed by a longer phrase that only
 * approximates it ("schedule a maintenance visit" is an order, not "scheduled maintenance").
 */
const phrasesOfTheReading = (
  phrases: readonly PhraseMatch<Meaning>[],
  tokens: readonly Token[],
  lang: Language,
): PhraseMatch<Meaning>[] => {
  const ordersOfRecord = phrases.filter(
    (match) =>
      match.leading &&
      match.meaning.type === 'cue' &&
      match.quality === Quality.exact &&
      tokens[match.end]?.ref !== undefined,
  );
  const nounOfOrder = (match: PhraseMatch<Meaning>) =>
    match.meaning.type === 'cue' &&
    match.meaning.cue === 'mutation' &&
    NOUN_DETERMINERS.has(tokens[match.start - 1]?.norm ?? '');
  const overlapsOrder = (match: PhraseMatch<Meaning>) =>
    ordersOfRecord.some((order) => order !== match && order.start < match.end && match.start < order.end);
  const valid = phrases.filter(
    (match) =>
      !nounOfOrder(match) &&
      (ordersOfRecord.includes(match) ||
        (!overlapsOrder(match) &&
          ((!match.leading && match.quality !== Quality.typo) || match.lang === lang || match.compound))),
  );
  const exactCues = valid.filter((match) => match.meaning.type === 'cue' && match.quality === Quality.exact);
  return valid.filter(
    (match) =>
      match.meaning.type === 'cue' ||
      match.quality === Quality.exact ||
      !exactCues.some((cue) => cue.start < match.end && match.start < cue.end),
  );
};

export const read = (input: ReadInput): Reading => {
  const { question } = input;
  const tokens = tokenize(question);
  const phrases = sendingsToTheAsker(question, tokens, findPhrases(tokens));
  const quoted = quotedRuns(question, tokens);
  const names = findNames({
    question,
    tokens,
    index: nameIndex(input.names, input.organizationLanguage),
    scope: input.scope,
    boundaries: quoteBoundaries(quoted),
  });
  // Names are written in the organization's language whatever the question's ("Anomalies on Chaudière 1").
  const inNames = new Set(
    names.flatMap((name) => Array.from({ length: name.end - name.start }, (_, i) => name.start + i)),
  );
  const lang = detectLanguage(tokens, phrases, inNames, input.organizationLanguage);
  const kept = phrasesOfTheReading(phrases, tokens, lang);
  const candidates: Span[] = [
    ...kept.map((match): Span => ({ type: 'phrase', start: match.start, end: match.end, match })),
    ...findPeriods({ question, tokens, lang, now: input.now, timezone: input.timezone }).map(
      (period): Span => ({ type: 'period', start: period.start, end: period.end, period }),
    ),
    ...names.map((name): Span => ({ type: 'name', start: name.start, end: name.end, name })),
    ...tokens.filter((t) => t.ref).map((t): Span => ({ type: 'ref', start: t.index, end: t.index + 1, ref: t.ref! })),
  ];
  candidates.sort(compareSpans(lang, supportedKinds(kept)));
  const taken = new Array<boolean>(tokens.length).fill(false);
  const spans: Span[] = [];
  for (const span of candidates) {
    if (taken.slice(span.start, span.end).some(Boolean) || breaksQuotes(span, quoted)) continue;
    for (let i = span.start; i < span.end; i++) taken[i] = true;
    spans.push(span);
  }
  spans.sort((a, b) => a.start - b.start);
  return {
    question,
    tokens,
    lang,
    spans: corrected(spans, tokens, input.corrections),
    uncovered: tokens.filter((t) => !taken[t.index]),
  };
};

/**
 * The language with the most evidence: vocabulary phrases found (a phrase shared by languages,
 * like "documents", counts for each a share) and stop words; the organization's on a tie.
 */
export const detectLanguage = (
  tokens: readonly Token[],
  phrases: readonly PhraseMatch<Meaning>[],
  inNames: ReadonlySet<number>,
  fallback: Language,
): Language => {
  const score = noScores();
  const bySpan = new Map<string, Set<Language>>();
  for (const match of phrases) {
    if (inNames.has(match.start)) continue;
    const key = `${match.start}:${match.end}`;
    const langs = bySpan.get(key) ?? new Set<Language>();
    langs.add(match.lang);
    bySpan.set(key, langs);
  }
  const covered = new Set<number>(inNames);
  for (const [key, langs] of bySpan) {
    const [start, end] = key.split(':').map(Number) as [number, number];
    for (let i = start; i < end; i++) covered.add(i);
    for (const lang of langs) score[lang] += (2 * (end - start)) / langs.size;
  }
  for (const token of tokens) {
    if (covered.has(token.index) || !isStopword(token.norm)) continue;
    const langs = LANGUAGES.filter((lang) => isStopwordIn(lang, token.norm));
    for (const lang of langs) score[lang] += 1 / langs.length;
  }
  // Accents and letters that only one language writes.
  for (const token of tokens) {
    if (inNames.has(token.index)) continue;
    for (const lang of LANGUAGES) {
      const evidence = WORDS[lang].questionLetters;
      if (evidence?.letters.test(token.raw) && (evidence.inLinkWords || !LINK_WORDS.has(token.norm))) {
        score[lang] += evidence.weight;
      }
    }
  }
  const best = Math.max(...LANGUAGES.map((lang) => score[lang]));
  if (score[fallback] === best) return fallback;
  return LANGUAGES.find((lang) => score[lang] === best)!;
};
