/**
 * The subject of a question: the words left once the vocabulary, periods, names and references
 * have taken theirs (docs/search-language.md, "Subject"). A left word is searched as text only when
 * it can match something:
 * - it follows a word that introduces a subject ("de la toiture", "about a water leak", "am
 *   Dachboden"), or the subject word before it: the name of something the catalogue may not hold,
 *   which the search contract searches as text (and answers `no_results` when nothing holds it);
 * - or the organization's word index holds it.
 * Any other left word belongs to the request ("hey", "pull up", "eigentlich", "sors-moi") and the
 * question is answered as if it were not there.
 */
import { indexWords } from '../../catalogue/words.ts';
import { LINK_WORDS, isStopword } from './language.ts';
import type { Reading } from './reading.ts';
import { fold, quote, type Token } from './text.ts';

/** Words after a determiner that make it a pronoun ("that one", "celui-là", "das da"); never a subject. */
export const POINTING_WORDS: ReadonlySet<string> = new Set(['one', 'ones', 'ci', 'la', 'da', 'dort', 'there', 'here'].map(fold));

/** Link words that introduce what follows as a subject; conjunctions do not ("… and stuff"). */
const INTRODUCERS: ReadonlySet<string> = new Set([...LINK_WORDS].filter((word) => !['et', 'and', 'und'].includes(word)));

const contentOf = (reading: Reading): Token[] =>
  reading.uncovered.filter((t) => !isStopword(t.norm) && !LINK_WORDS.has(t.norm) && !t.numeric && t.norm.length > 1 && !POINTING_WORDS.has(t.norm));

const indexWordOf = (token: Token): string | undefined => indexWords(token.raw)[0];

/** Left content tokens that an introducing word (or the subject word before them) makes a subject. */
const introducedTokens = (reading: Reading, content: readonly Token[]): Set<Token> => {
  const uncovered = new Set(reading.uncovered);
  const introduced = new Set<Token>();
  for (const token of content) {
    const before = reading.tokens[token.index - 1];
    if (before && uncovered.has(before) && (INTRODUCERS.has(before.norm) || introduced.has(before))) introduced.add(token);
  }
  return introduced;
};

/** The index words whose presence in the catalogue decides whether a left word is a subject. */
export const wordsToLookUp = (reading: Reading): string[] => {
  const content = contentOf(reading);
  const introduced = introducedTokens(reading, content);
  return [...new Set(content.filter((t) => !introduced.has(t)).flatMap((t) => indexWordOf(t) ?? []))];
};

/** The subject as written (runs of subject words joined), or undefined when the question has none. */
export const subjectText = (reading: Reading, knownWords: ReadonlySet<string>): string | undefined => {
  const content = contentOf(reading);
  const introduced = introducedTokens(reading, content);
  const subject = content.filter((t) => introduced.has(t) || knownWords.has(indexWordOf(t) ?? ''));
  if (subject.length === 0) return undefined;
  const uncovered = new Set(reading.uncovered);
  const runs: Token[][] = [];
  for (const token of subject) {
    const run = runs[runs.length - 1];
    const previous = run?.[run.length - 1];
    const joined = previous && reading.tokens.slice(previous.index + 1, token.index).every((t) => uncovered.has(t) && (LINK_WORDS.has(t.norm) || isStopword(t.norm)));
    if (run && joined) run.push(token);
    else runs.push([token]);
  }
  return runs.map((run) => quote(reading.question, reading.tokens, run[0]!.index, run[run.length - 1]!.index)).join(' ');
};
