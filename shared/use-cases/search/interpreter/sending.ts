/**
 * "Send me the open anomalies" reads them: an order to send is a change only when what is sent
 * goes to someone else (a report to a provider, a reminder, an invitation). The asker is the one
 * it goes to when a word for the asker stands beside the verb: right after it ("send me", "envoyez-
 * moi", "schicken Sie mir"), or, as French and German place the pronoun, just before it
 * ("m'envoyer", "me les transmettre") or earlier in the same clause ("Könnten Sie mir die Verträge
 * … schicken?").
 */
import { foldedWords, phraseAt, phrasesOf } from './language.ts';
import type { PhraseMatch } from './lexicon.ts';
import type { Token } from './text.ts';
import type { Meaning } from './vocabulary.ts';

const VERBS = phrasesOf((words) => words.sending.verbs);
const TO_THE_ASKER = foldedWords((words) => words.sending.toTheAsker);
/** Words between the verb and the pronoun after it ("schicken Sie mir", "send over to me"). */
const AFTER = 3;
/** Words between the pronoun and the verb after it ("Kannst du mir die Liste der offenen Mängel schicken?"). */
const BEFORE = 15;
const CLAUSE_END = /[,.;:?!\n]/;

const isOrder = (match: PhraseMatch<Meaning>) => match.meaning.type === 'cue' && match.meaning.cue === 'mutation';

/** The tokens from `from` to `to` (exclusive) within one clause of the question. */
const sameClause = (question: string, tokens: readonly Token[], from: number, to: number): boolean =>
  !CLAUSE_END.test(question.slice(tokens[from]!.end, tokens[to]!.start));

const toTheAsker = (question: string, tokens: readonly Token[], match: PhraseMatch<Meaning>): boolean => {
  if (!isOrder(match) || phraseAt(tokens, match.start, VERBS()) !== match.end - match.start) return false;
  for (let i = match.end; i < Math.min(tokens.length, match.end + AFTER); i++)
    if (TO_THE_ASKER.has(tokens[i]!.norm)) return sameClause(question, tokens, match.end - 1, i);
  for (let i = match.start - 1; i >= Math.max(0, match.start - BEFORE); i--)
    if (TO_THE_ASKER.has(tokens[i]!.norm)) return sameClause(question, tokens, i, match.start);
  return false;
};

/** The phrases with each order to send to the asker read as asking: a filler, not a change. */
export const sendingsToTheAsker = (
  question: string,
  tokens: readonly Token[],
  phrases: readonly PhraseMatch<Meaning>[],
): PhraseMatch<Meaning>[] =>
  phrases.map((match) => (toTheAsker(question, tokens, match) ? { ...match, meaning: { type: 'filler' } } : match));
