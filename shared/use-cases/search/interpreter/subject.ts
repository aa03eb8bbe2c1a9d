/**
 * The subject of a question: the words left once the vocabulary, periods, names and references
 * have taken theirs (docs/search-language.md, "Subject"). A left word is searched as text only when
 * it can match something:
 * - it follows a word that introduces a subject ("de la toiture", "about a water leak", "am
 *   Dachboden"), or the subject word before it: the name of something the catalogue may not hold,
 *   which the search contract searches as text (and answers `no_results` when nothing holds it);
 * - or the organization's word index holds it.
 * A word that says how far the search reaches rather than what it is about ("across the campus",
 * "sur tout le site", "auf dem ganzen Gelände") is the whole organization, which every search
 * already covers: it is searched only when the word index holds it.
 * Any other left word belongs to the request ("hey", "pull up", "eigentlich", "sors-moi") and the
 * question is answered as if it were not there.
 */
import { indexWords } from '#shared/vocabulary/catalogue/words.ts';
import { tradeTermOf } from './acronyms.ts';
import { foldedWords, isStopword, LINK_WORDS } from './language.ts';
import type { Reading } from './reading.ts';
import { quote, type Token } from './text.ts';

/** Words after a determiner that make it a pronoun ("that one", "celui-là", "das da"); never a subject. */
export const POINTING_WORDS: ReadonlySet<string> = foldedWords((words) => words.pointingWords);

const CONJUNCTIONS = foldedWords((words) => words.conjunctions);

/** Link words that introduce what follows as a subject; conjunctions do not ("… and stuff"). */
const INTRODUCERS: ReadonlySet<string> = new Set([...LINK_WORDS].filter((word) => !CONJUNCTIONS.has(word)));

const indexWordOf = (token: Token): string | undefined => indexWords(token.raw)[0];

/** Words that make what follows the extent of the search: "across the campus", "à travers le parc", "überall auf dem Gelände". */
export const EXTENT_OPENERS: ReadonlySet<string> = foldedWords((words) => words.extentOpeners);
/** Words for the whole of something: "the whole campus", "tout le site", "l'ensemble du parc", "auf dem ganzen Gelände". */
const WHOLE_WORDS: ReadonlySet<string> = foldedWords((words) => words.wholeWords);
/** Words for all of several: "in all buildings", "sur tous les sites", "in allen Gebäuden". */
const ALL_WORDS: ReadonlySet<string> = foldedWords((words) => words.allWords);
/** Prepositions of place before "whole" or "all": "on the whole site", "dans tous les bâtiments", "auf dem ganzen Gelände". */
const PLACE_PREPOSITIONS: ReadonlySet<string> = foldedWords((words) => words.placePrepositions);

/** Left words that may be a subject: not filler, links, numbers, pointing words, or "whole" / "all" ("gesamten", "sämtlichen"). */
const contentOf = (reading: Reading): Token[] =>
  reading.uncovered.filter(
    (t) =>
      !isStopword(t.norm) &&
      !LINK_WORDS.has(t.norm) &&
      !t.numeric &&
      t.norm.length > 1 &&
      !POINTING_WORDS.has(t.norm) &&
      !WHOLE_WORDS.has(t.norm) &&
      !ALL_WORDS.has(t.norm),
  );

/** The words before `index` ask for all of something ("all fire extinguishers", "toutes les chaudières", "alle Feuerlöscher"). */
export const followsAllWord = (tokens: readonly Token[], index: number): boolean => {
  for (let i = index - 1; i >= 0; i--) {
    const word = tokens[i]!.norm;
    if (ALL_WORDS.has(word)) return true;
    if (!LINK_WORDS.has(word)) return false;
  }
  return false;
};

/**
 * The word at `index` says how far the search reaches, not what it is about: it comes after
 * "across", "throughout", "à travers", "überall" (link words between), or after "whole" / "all"
 * that a preposition of place introduces ("sur tout le campus", "across all sites", "in allen
 * Gebäuden", "auf dem ganzen Gelände"), or after another such word ("across the north campus").
 */
export const isExtent = (tokens: readonly Token[], index: number, seen: ReadonlySet<number> = new Set()): boolean => {
  let i = index - 1;
  while (i >= 0 && LINK_WORDS.has(tokens[i]!.norm)) i--;
  const word = tokens[i];
  if (!word) return false;
  if (EXTENT_OPENERS.has(word.norm) || seen.has(i)) return true;
  if (!WHOLE_WORDS.has(word.norm) && !ALL_WORDS.has(word.norm)) return false;
  for (let j = i - 1; j >= 0; j--) {
    const before = tokens[j]!.norm;
    if (PLACE_PREPOSITIONS.has(before) || EXTENT_OPENERS.has(before)) return true;
    if (!LINK_WORDS.has(before) && !WHOLE_WORDS.has(before)) return false;
  }
  return false;
};

/** Left content tokens that say how far the search reaches. */
const extentTokens = (reading: Reading, content: readonly Token[]): Set<Token> => {
  const extent = new Set<Token>();
  const seen = new Set<number>();
  for (const token of content) {
    if (isExtent(reading.tokens, token.index, seen)) {
      extent.add(token);
      seen.add(token.index);
    }
  }
  return extent;
};

/**
 * Left content tokens that an introducing word (or the subject word before them) makes a subject.
 * An introducing word that a filler also spells still introduces ("du" is the folded "dû").
 */
const introducedTokens = (reading: Reading, content: readonly Token[]): Set<Token> => {
  const uncovered = new Set(reading.uncovered.map((t) => t.index));
  for (const span of reading.spans)
    if (span.type === 'phrase' && span.match.meaning.type === 'filler' && span.end - span.start === 1)
      uncovered.add(span.start);
  const introduced = new Set<Token>();
  const extent = extentTokens(reading, content);
  for (const token of content) {
    if (extent.has(token)) continue;
    const before = reading.tokens[token.index - 1];
    if (before && uncovered.has(before.index) && (INTRODUCERS.has(before.norm) || introduced.has(before)))
      introduced.add(token);
  }
  return introduced;
};

/**
 * The index words whose presence in the catalogue decides whether a left word is a subject; and,
 * when the question names no kind, record or reference, whether its subject is the
 * organization's at all (`subjectUnknown`).
 */
export const wordsToLookUp = (reading: Reading): string[] => {
  const content = contentOf(reading);
  const introduced = introducedTokens(reading, content);
  const namesNothing = !reading.spans.some(
    (span) =>
      span.type === 'name' || span.type === 'ref' || (span.type === 'phrase' && span.match.meaning.type === 'kind'),
  );
  const asked = content.filter((t) => namesNothing || !introduced.has(t)).flatMap((t) => indexWordOf(t) ?? []);
  return [...new Set([...asked, ...content.flatMap((t) => expansionWords(t, reading))])];
};

/** The index words of what a trade's acronym stands for ("fra": fire, risk, assessment). */
const expansionWords = (token: Token, reading: Reading): string[] => {
  const term = tradeTermOf(token.norm, reading.lang);
  return term ? indexWords(term) : [];
};

/**
 * A trade's acronym searched as text: as written when the organization's records hold it ("EICR –
 * Store Express"), else as its words when they hold those ("FRA": "Fire risk assessment – …").
 */
const acronymText = (token: Token, reading: Reading, knownWords: ReadonlySet<string>): string | undefined => {
  if (knownWords.has(indexWordOf(token) ?? '')) return undefined;
  const words = expansionWords(token, reading);
  return words.length > 0 && words.every((word) => knownWords.has(word))
    ? tradeTermOf(token.norm, reading.lang)
    : undefined;
};

/** The left content tokens that are the question's subject: introduced as one, or held by the word index. */
const subjectTokens = (reading: Reading, knownWords: ReadonlySet<string>): Token[] => {
  const content = contentOf(reading);
  const introduced = introducedTokens(reading, content);
  return content.filter(
    (t) => introduced.has(t) || knownWords.has(indexWordOf(t) ?? '') || tradeTermOf(t.norm, reading.lang),
  );
};

/**
 * The question has a subject that nothing of the organization can match: it is introduced as a
 * name ("who won the football match", "the canteen menu") and the word index holds none of its
 * words. With no kind, no name and no reference either, the question is foreign to the platform.
 */
export const subjectUnknown = (reading: Reading, knownWords: ReadonlySet<string>): boolean => {
  const subject = subjectTokens(reading, knownWords);
  return subject.length > 0 && subject.every((t) => !knownWords.has(indexWordOf(t) ?? ''));
};

/** The subject as written (runs of subject words joined), or undefined when the question has none. */
export const subjectText = (reading: Reading, knownWords: ReadonlySet<string>): string | undefined => {
  const subject = subjectTokens(reading, knownWords);
  if (subject.length === 0) return undefined;
  const uncovered = new Set(reading.uncovered);
  const runs: Token[][] = [];
  for (const token of subject) {
    const run = runs[runs.length - 1];
    const previous = run?.[run.length - 1];
    const joined =
      previous &&
      reading.tokens
        .slice(previous.index + 1, token.index)
        .every((t) => uncovered.has(t) && (LINK_WORDS.has(t.norm) || isStopword(t.norm)));
    if (run && joined) run.push(token);
    else runs.push([token]);
  }
  return runs
    .map(
      (run) =>
        (run.length === 1 && acronymText(run[0]!, reading, knownWords)) ||
        quote(reading.question, reading.tokens, run[0]!.index, run[run.length - 1]!.index),
    )
    .join(' ');
};
