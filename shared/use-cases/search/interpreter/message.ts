/**
 * The part of a message that asks. People paste e-mails, think aloud and set the scene: quoted
 * lines, forwarded headers, greetings, courtesies, closing formulas with the signature under them,
 * words of thinking aloud ("I mean") and clauses about their own plans ("Before my meeting
 * tomorrow, …", "Für die Begehung am Montag: …") are not the question, so their names, dates and
 * orders must become neither filters nor refusals. They are blanked rather than cut, so that
 * offsets, and terms quoted as written, still point into the question.
 */
import { foldedWords, LINK_WORDS, phraseAt, phrasesOf } from './language.ts';
import { type Token, tokenize } from './text.ts';

const GREETINGS = phrasesOf((words) => words.mail.greetings);
const COURTESIES = phrasesOf((words) => words.mail.courtesies);
const DISCOURSE_MARKERS = phrasesOf((words) => words.discourseMarkers);
const CLOSINGS = phrasesOf((words) => words.mail.closings);
const OPENERS = phrasesOf((words) => words.askerClauses.openers);
const EVENTS = phrasesOf((words) => words.askerClauses.events);
const HEADERS = foldedWords((words) => words.mail.headers);
const QUOTE_INTRODUCTIONS = phrasesOf((words) => words.mail.quoteIntroductions);
const POSSESSIVES = foldedWords((words) => words.askerClauses.possessives);
const TIMES = foldedWords((words) => words.askerClauses.times);
const SUBJECTS = foldedWords((words) => words.askerClauses.subjects);

/** Punctuation that ends a clause or a formula. */
const CLAUSE_END = /[,:;?!\n—–]|\.(?:\s|$)/;

const blank = (text: string, start: number, end: number): string =>
  text.slice(0, start) + text.slice(start, end).replace(/[^\n]/g, ' ') + text.slice(end);

interface Line {
  start: number;
  end: number;
  tokens: Token[];
}

const linesOf = (text: string): Line[] => {
  const lines: Line[] = [];
  let start = 0;
  for (const raw of text.split('\n')) {
    lines.push({ start, end: start + raw.length, tokens: tokenize(raw) });
    start += raw.length + 1;
  }
  return lines;
};

/** Quoted text, forwarded headers and the line introducing a quote ("Le 24/11, Arjun a écrit :"). */
const isQuoted = (text: string, { start, end, tokens }: Line): boolean => {
  const line = text.slice(start, end);
  if (/^\s*>/.test(line) || /^\s*-{3,}.*-{3,}\s*$/.test(line)) return true;
  const first = tokens[0];
  if (first && HEADERS.has(first.norm) && tokens.length > 1 && /^\s*:/.test(line.slice(first.end))) return true;
  if (!/:\s*$/.test(line)) return false;
  const last = tokens.length;
  return QUOTE_INTRODUCTIONS().some((words) => phraseAt(tokens, last - words.length, [words]) > 0);
};

/**
 * A closing formula alone on its line, or followed only by a short name ("Gruß, Jonas"): a
 * formula that goes on into a sentence ("Merci de clôturer …", "Thanks, can you list …") asks.
 */
const isClosing = (text: string, { start, end, tokens }: Line): boolean => {
  const length = phraseAt(tokens, 0, CLOSINGS());
  if (length === 0) return false;
  const rest = text.slice(start + tokens[length - 1]!.end, end);
  return rest.trim() === '' || (/^\s*[,!.]/.test(rest) && !rest.includes('?') && tokens.length - length <= 3);
};

/** The greeting opening the message, with the name after it ("Hi Ananya,", "Guten Tag,"), as offsets in its line. */
const greetingEnd = (text: string, { start, end, tokens }: Line): number | undefined => {
  const length = phraseAt(tokens, 0, GREETINGS());
  if (length === 0) return undefined;
  const line = text.slice(start, end);
  for (let i = length; i <= Math.min(length + 2, tokens.length); i++) {
    const after = line.slice(tokens[i - 1]!.end);
    const punctuation = /^\s*[,!.]/.exec(after);
    if (punctuation) return tokens[i - 1]!.end + punctuation[0].length;
    if (i === tokens.length) return line.length;
  }
  return tokens[length - 1]!.end;
};

/** The e-mail around the question blanked: quotes, headers, the greeting, and everything from the closing on. */
const withoutMail = (question: string): string => {
  let text = question;
  let asked = false;
  for (const line of linesOf(question)) {
    if (isQuoted(question, line)) {
      text = blank(text, line.start, line.end);
      continue;
    }
    if (line.tokens.length === 0) {
      if (/^\s*--\s*$/.test(question.slice(line.start, line.end)) && asked) return blank(text, line.start, text.length);
      continue;
    }
    if (asked && isClosing(question, line)) return blank(text, line.start, text.length);
    if (!asked) {
      const end = greetingEnd(question, line);
      if (end !== undefined) {
        text = blank(text, line.start, line.start + end);
        asked = line.start + end < line.end && question.slice(line.start + end, line.end).trim() !== '';
        continue;
      }
    }
    asked = true;
  }
  return text;
};

/**
 * A clause about the asker's own plans: an opener, within three words an event, and something
 * that makes the event the asker's (a possessive, a day, a time). It runs to the next punctuation
 * or the asker as a subject; with neither, over the words that tell the event's time only.
 */
const clauseAt = (text: string, tokens: readonly Token[], at: number): [number, number] | undefined => {
  const opener = phraseAt(tokens, at, OPENERS());
  if (opener === 0) return undefined;
  for (let event = at + opener; event <= at + opener + 3 && event < tokens.length; event++) {
    if (CLAUSE_END.test(text.slice(tokens[event - 1]!.end, tokens[event]!.start))) return undefined;
    const length = phraseAt(tokens, event, EVENTS());
    if (length === 0) continue;
    let last = event + length - 1;
    let complementsEnd = last;
    let bounded = false;
    for (let i = last + 1; i < tokens.length; i++) {
      if (CLAUSE_END.test(text.slice(tokens[i - 1]!.end, tokens[i]!.start)) || SUBJECTS.has(tokens[i]!.norm)) {
        bounded = true;
        break;
      }
      last = i;
      if (complementsEnd === i - 1 && isComplement(tokens[i]!)) complementsEnd = i;
    }
    if (!bounded) last = complementsEnd;
    const clause = tokens.slice(at, last + 1);
    if (!clause.some((token) => POSSESSIVES.has(token.norm) || isTime(token))) return undefined;
    return [tokens[at]!.start, tokens[last]!.end];
  }
  return undefined;
};

const isTime = (token: Token): boolean => TIMES.has(token.norm) || /^\d/.test(token.norm);

/** Words that may follow an event to tell when it is ("de demain", "am Montag um 14 Uhr", "Monday's"). */
const isComplement = (token: Token): boolean =>
  isTime(token) || LINK_WORDS.has(token.norm) || POSSESSIVES.has(token.norm) || token.norm === 's';

/** The words of someone thinking aloud ("I mean": not the average). */
const withoutDiscourseMarkers = (question: string): string =>
  blankEach(question, (tokens, at) => {
    const length = phraseAt(tokens, at, DISCOURSE_MARKERS());
    return length === 0 ? undefined : [tokens[at]!.start, tokens[at + length - 1]!.end];
  });

/** Courtesies, with the few words that end them ("sorry to bother you again —"), up to the punctuation after them. */
const withoutCourtesies = (question: string): string =>
  blankEach(question, (tokens, at) => {
    const length = phraseAt(tokens, at, COURTESIES());
    if (length === 0) return undefined;
    const end = at + length - 1;
    let last = end;
    for (let i = end; i <= end + 2 && i < tokens.length; i++) {
      if (CLAUSE_END.test(question.slice(tokens[i]!.end, tokens[i + 1]?.start ?? question.length))) {
        last = i;
        break;
      }
    }
    return [tokens[at]!.start, tokens[last]!.end];
  });

const withoutAskerClauses = (question: string): string =>
  blankEach(question, (tokens, at) => clauseAt(question, tokens, at));

/**
 * The question with each span that `spanAt` finds blanked out, read left to right: a span is looked
 * for at each token, and the search goes on after it.
 */
const blankEach = (
  question: string,
  spanAt: (tokens: readonly Token[], at: number) => readonly [number, number] | undefined,
): string => {
  const tokens = tokenize(question);
  let text = question;
  for (let at = 0; at < tokens.length; at++) {
    const span = spanAt(tokens, at);
    if (!span) continue;
    text = blank(text, span[0], span[1]);
    while (at + 1 < tokens.length && tokens[at + 1]!.start < span[1]) at++;
  }
  return text;
};

/** The question with what does not ask blanked out. */
export const askedPart = (question: string): string =>
  withoutAskerClauses(withoutDiscourseMarkers(withoutCourtesies(withoutMail(question))));
