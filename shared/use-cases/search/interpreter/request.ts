/**
 * The request inside a message. What is left once the e-mail around it is blanked (message.ts)
 * may still hold sentences and clauses that only set the scene ("The caretaker called about it
 * again.", "Je rentre de congés.", "Der Vorstand fragt danach:", "for the inspection next week,").
 * They are found by the message's structure, in four steps (docs/search-language.md, "The request
 * inside the message"):
 *
 * 1. Sentences: a message is cut at `?`, `!`, `;`, line breaks and full stops (not the German
 *    ordinal's: "1. Oktober").
 * 2. Which ask: a question (a question mark) or a sentence holding an asking word ("could you",
 *    "merci de", "bitte", "which", "combien" …), and a sentence right after one that goes on with
 *    it ("Only the preventive ones."). When none does, the sentences that speak of records ask. A
 *    sentence that opens with thanks asks only as a question ("Thanks for the list of …").
 * 3. The others surround the request and are blanked, unless the request points back at them: a
 *    demonstrative before a kind ("that site", "ce bâtiment", "diesem Gebäude"), a pronoun after
 *    the asking word ("what anomalies does it have").
 * 4. Within a sentence that asks, a part that asks nothing itself while the rest asks for records
 *    (a kind or a reference) is an aside: what comes before a colon or a dash, and a first clause
 *    up to its comma or to "and" before an asking word, when it names nothing the vocabulary
 *    knows or opens with a preposition of purpose or time ("for the inspection next week, could
 *    you …"). A part that holds a name of the catalogue, or is a period and nothing else, stays.
 *
 * Blanked, not cut: offsets still point into the question.
 */

import { foldedWords, isStopword, LINK_WORDS, phraseAt, phrasesOf } from './language.ts';
import { type PhraseMatch, Quality } from './lexicon.ts';
import { type Token, tokenize } from './text.ts';
import type { Meaning } from './vocabulary.ts';

/** Meanings that speak of records: a sentence holding one asks something of the catalogue. */
const RECORD_MEANINGS: ReadonlySet<Meaning['type']> = new Set([
  'kind',
  'status',
  'priority',
  'interventionType',
  'visitType',
  'decision',
  'overdue',
  'archived',
  'order',
  'count',
  'breakdown',
  'groupBy',
  'most',
]);

const ASKING_WORDS = phrasesOf((words) => words.askingWords);
const THANKS = phrasesOf((words) => [...words.mail.courtesies, ...words.mail.closings]);
const DETERMINERS = foldedWords((words) => words.demonstrativeDeterminers);
const PRONOUNS = foldedWords((words) => words.demonstrativePronouns);
const OBJECT_PRONOUNS = foldedWords((words) => words.objectPronouns);
const CONTINUATIONS = phrasesOf((words) => [...words.continuations, ...words.selfCorrections]);
const COORDINATORS = foldedWords((words) => words.continuations);
const OPENERS = phrasesOf((words) => words.askerClauses.openers);

/** A sentence ends at `?`, `!`, `;`, a line break, or a full stop that is not a German ordinal ("1. Oktober"). */
const SENTENCE_END = /[?!;\n]|(?<!\d)\.(?=\s|$)/g;
/** Before a colon or a dash: a part that may be an aside. */
const ASIDE_END = /:(?=\s)|\s[—–-]\s/g;

interface Part {
  start: number;
  end: number;
  tokens: readonly Token[];
}

/** What the message's words say: where its record words, kinds, asking words and catalogue names are. */
interface Marks {
  text: string;
  records: ReadonlySet<number>;
  /** Words with any meaning of the vocabulary but filler (records, refusal cues, dimensions …). */
  meaningful: ReadonlySet<number>;
  kinds: ReadonlySet<number>;
  /** Verbs of an order, even one letter off ("préparer"). */
  orders: ReadonlySet<number>;
  asking: ReadonlySet<number>;
  /** Names and periods are read only when a part may be an aside. */
  names: () => ReadonlySet<number>;
  periods: () => ReadonlySet<number>;
}

/** How the message's words are read: the vocabulary's phrases and the catalogue's names, as token positions. */
interface RequestReader {
  phrases: (tokens: readonly Token[]) => PhraseMatch<Meaning>[];
  names: (text: string, tokens: readonly Token[]) => ReadonlySet<number>;
  periods: (text: string, tokens: readonly Token[], phrases: readonly PhraseMatch<Meaning>[]) => ReadonlySet<number>;
}

const partsOf = (text: string, tokens: readonly Token[], boundary: RegExp, from: number, to: number): Part[] => {
  const parts: Part[] = [];
  let start = from;
  const cut = (end: number) => {
    parts.push({ start, end, tokens: tokens.filter((t) => t.start >= start && t.end <= end) });
    start = end;
  };
  for (const match of text.slice(from, to).matchAll(boundary)) cut(from + match.index + match[0].length);
  if (start < to) cut(to);
  return parts.filter((part) => part.tokens.length > 0);
};

const marksOf = (text: string, tokens: readonly Token[], reader: RequestReader): Marks => {
  const records = new Set<number>();
  const meaningful = new Set<number>();
  const kinds = new Set<number>();
  const orders = new Set<number>();
  const asking = new Set<number>();
  const phrases = reader.phrases(tokens);
  for (const match of phrases) {
    if (match.meaning.type !== 'filler' && match.quality !== Quality.typo)
      for (let i = match.start; i < match.end; i++) meaningful.add(i);
    const isOrder = match.meaning.type === 'cue' && match.meaning.cue === 'mutation';
    if (isOrder) for (let i = match.start; i < match.end; i++) orders.add(i);
    // A word one letter off a status or a kind is no evidence that a sentence speaks of records ("journée": "ajournée").
    if ((!RECORD_MEANINGS.has(match.meaning.type) && !isOrder) || match.quality === Quality.typo) continue;
    for (let i = match.start; i < match.end; i++) {
      records.add(i);
      if (match.meaning.type === 'kind') kinds.add(i);
    }
  }
  for (const token of tokens) {
    if (token.ref) records.add(token.index);
    const length = phraseAt(tokens, token.index, ASKING_WORDS());
    for (let i = 0; i < length; i++) asking.add(token.index + i);
  }
  let names: ReadonlySet<number> | undefined;
  let periods: ReadonlySet<number> | undefined;
  return {
    text,
    records,
    meaningful,
    kinds,
    orders,
    asking,
    names: () => {
      names ??= reader.names(text, tokens);
      return names;
    },
    periods: () => {
      periods ??= reader.periods(text, tokens, phrases);
      return periods;
    },
  };
};

const has = (part: Part, marked: ReadonlySet<number>) => part.tokens.some((token) => marked.has(token.index));
const isQuestion = (marks: Marks, part: Part) => marks.text.slice(part.start, part.end).includes('?');
const opensWithThanks = (part: Part) => phraseAt(part.tokens, 0, THANKS()) > 0;
const asksExplicitly = (marks: Marks, part: Part) =>
  isQuestion(marks, part) || (has(part, marks.asking) && !opensWithThanks(part));

/** The sentences that ask: questions and requests and what goes on with them, else those that speak of records. */
const askingSentences = (marks: Marks, sentences: readonly Part[]): Part[] => {
  const asking: Part[] = [];
  for (const sentence of sentences) {
    const follows = asking.at(-1) === sentences[sentences.indexOf(sentence) - 1] && asking.length > 0;
    if (asksExplicitly(marks, sentence) || (follows && continues(marks, sentence))) asking.push(sentence);
  }
  if (asking.length > 0) return asking;
  return sentences.filter((sentence) => has(sentence, marks.records) && !opensWithThanks(sentence));
};

const ordersNext = (marks: Marks, next: Token | undefined): boolean =>
  next !== undefined && marks.orders.has(next.index);

/**
 * A demonstrative before a kind, a pronoun after the asking word, or an object pronoun between it
 * and the verb of an order ("Tu peux la préparer ?", "Kannst du sie erstellen?", not
 * "montrer les anomalies"): the request points at something said around it.
 */
const pointsBack = (marks: Marks, sentence: Part): boolean => {
  const asked = sentence.tokens.findIndex((token) => marks.asking.has(token.index));
  let askedEnd = asked;
  while (askedEnd >= 0 && marks.asking.has(sentence.tokens[askedEnd]?.index ?? -1)) askedEnd++;
  return sentence.tokens.some(
    (token, i) =>
      (DETERMINERS.has(token.norm) && marks.kinds.has(sentence.tokens[i + 1]?.index ?? -1)) ||
      (PRONOUNS.has(token.norm) && asked >= 0 && i > asked) ||
      (OBJECT_PRONOUNS.has(token.norm) && asked >= 0 && i === askedEnd && ordersNext(marks, sentence.tokens[i + 1])),
  );
};

/** A sentence after the request that goes on with it: it opens with "and", "only", "no wait" …, or speaks of records. */
const continues = (marks: Marks, sentence: Part): boolean =>
  !opensWithThanks(sentence) &&
  (sentence.tokens.slice(0, 3).some((_, i) => phraseAt(sentence.tokens, i, CONTINUATIONS()) > 0) ||
    has(sentence, marks.records));

/** The rest of a sentence asks for records: it asks (a question mark, an asking word) and names a kind or a reference. */
const asksFor = (marks: Marks, rest: Part) =>
  (isQuestion(marks, rest) || has(rest, marks.asking)) &&
  rest.tokens.some((t) => marks.kinds.has(t.index) || t.ref !== undefined);

/** A part that asks nothing and names nothing of the catalogue, before a rest that asks for records. */
const isAside = (marks: Marks, part: Part, rest: Part) =>
  !asksExplicitly(marks, part) && asksFor(marks, rest) && !has(part, marks.names()) && !onlyAPeriod(marks, part);

/** A part that is a period and nothing else ("seit Anfang Oktober:", "In 2024,") is a constraint of the request. */
const onlyAPeriod = (marks: Marks, part: Part) =>
  has(part, marks.periods()) &&
  part.tokens.every((t) => marks.periods().has(t.index) || isStopword(t.norm) || LINK_WORDS.has(t.norm));

/**
 * The first clause of a sentence, before what it asks: up to a comma, or up to "and" / "et" / "und"
 * right before an asking word ("I have a meeting on Friday and I'd need …"). A clause that opens
 * with a preposition of purpose or time may also end at the first asking word ("für den Rundgang
 * morgen brauche ich …") and may name records ("for the safety committee tomorrow, …"); any
 * other clause is an aside only when it names none ("En attendant, …", "By the way, …").
 */
const leadingClause = (marks: Marks, sentence: Part): Part | undefined => {
  const { tokens } = sentence;
  const first = tokens.findIndex((token, i) => !marks.asking.has(token.index) && phraseAt(tokens, i, THANKS()) === 0);
  if (first < 0) return undefined;
  const purposeful = phraseAt(tokens, first, OPENERS()) > 0;
  const clause = (end: number): Part | undefined => {
    const words = tokens.slice(0, end);
    const part = { ...sentence, tokens: words };
    if (!purposeful && (has(part, marks.meaningful) || has(part, marks.asking))) return undefined;
    return { start: sentence.start, end: tokens[end]!.start, tokens: words };
  };
  for (let i = first + 1; i < tokens.length; i++) {
    if (marks.text.slice(tokens[i - 1]!.end, tokens[i]!.start).includes(',')) return clause(i);
    const joined =
      COORDINATORS.has(tokens[i]!.norm) && tokens.slice(i + 1, i + 3).some((t) => marks.asking.has(t.index));
    if (joined) return clause(i);
    if (marks.asking.has(tokens[i]!.index)) return purposeful ? clause(i) : undefined;
  }
  return undefined;
};

/** The parts of an asking sentence that only surround what it asks. */
const asidesOf = (marks: Marks, tokens: readonly Token[], sentence: Part): Part[] => {
  const asides: Part[] = [];
  const parts = partsOf(marks.text, tokens, ASIDE_END, sentence.start, sentence.end);
  for (const [i, part] of parts.slice(0, -1).entries()) {
    const rest = { start: part.end, end: sentence.end, tokens: parts.slice(i + 1).flatMap((later) => later.tokens) };
    if (!isAside(marks, part, rest)) break;
    asides.push(part);
  }
  const start = asides.at(-1)?.end ?? sentence.start;
  const rest = { ...sentence, start, tokens: sentence.tokens.filter((t) => t.start >= start) };
  const clause = leadingClause(marks, rest);
  if (clause && isAside(marks, clause, { ...rest, start: clause.end, tokens: rest.tokens.slice(clause.tokens.length) }))
    asides.push(clause);
  return asides;
};

const blank = (text: string, start: number, end: number): string =>
  text.slice(0, start) + text.slice(start, end).replace(/[^\n]/g, ' ') + text.slice(end);

/** The request of a message: its sentences that ask, without the sentences and asides around them. */
export const requestPart = (text: string, reader: RequestReader): string => {
  const tokens = tokenize(text);
  const sentences = partsOf(text, tokens, SENTENCE_END, 0, text.length);
  // One sentence with no part before a colon, a dash, a comma or "and", nor a clause of purpose: all of it is the request.
  const opens =
    tokens.slice(0, 3).some((_, i) => phraseAt(tokens, i, OPENERS()) > 0) ||
    tokens.some((token) => COORDINATORS.has(token.norm));
  if (sentences.length <= 1 && !opens && !/[:,—–]|\s-\s/.test(text)) return text;
  const marks = marksOf(text, tokens, reader);
  const asking = askingSentences(marks, sentences);
  if (asking.length === 0) return text;
  const pointing = asking.some((sentence) => pointsBack(marks, sentence));
  let request = text;
  for (const sentence of sentences) {
    if (!asking.includes(sentence)) {
      if (!pointing) request = blank(request, sentence.start, sentence.end);
      continue;
    }
    for (const aside of asidesOf(marks, tokens, sentence)) request = blank(request, aside.start, aside.end);
  }
  return request;
};
