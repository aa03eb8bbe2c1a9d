/**
 * A status negated by the words right before it ("not yet resolved", "ne sont plus actifs", "noch
 * nicht erledigt") means other statuses of the kind, not that one. The particle says which: "not
 * yet" presumes the record will get there, so it is still in the open set; "no longer" presumes it
 * was there, so it is now in the closed set; a bare "not" leaves every other status.
 */
import {
  closedStatusesOf,
  hasStatuses,
  type Kind,
  openStatusesOf,
  statusesOf,
} from '#shared/vocabulary/catalogue/kinds.ts';
import { LANGUAGES, type Language } from '#shared/vocabulary/codes/languages.ts';
import { WORDS } from '#shared/vocabulary/languages/words.ts';
import { once } from '#shared/vocabulary/once.ts';
import { phraseWords, type Token } from './text.ts';

export type StatusNegation = 'notYet' | 'noLonger' | 'not';

const MODES: readonly StatusNegation[] = ['notYet', 'noLonger', 'not'];

/** Per language, the negating phrases, longest first ("toujours pas" before "pas"). */
const negations = once(
  () =>
    Object.fromEntries(
      LANGUAGES.map((lang) => {
        const words = WORDS[lang].statusNegations;
        const phrases = MODES.flatMap((mode) => words[mode].map((phrase) => ({ mode, words: phraseWords(phrase) })));
        phrases.sort((a, b) => b.words.length - a.words.length);
        return [
          lang,
          { phrases, noLonger: words.laterNoLonger.map(phraseWords), notYet: words.laterNotYet.map(phraseWords) },
        ];
      }),
    ) as Record<
      Language,
      { phrases: { mode: StatusNegation; words: string[] }[]; noLonger: string[][]; notYet: string[][] }
    >,
);

const wordsAt = (tokens: readonly Token[], at: number, words: readonly string[]) =>
  at >= 0 && words.every((word, i) => tokens[at + i]?.norm === word);

/** How the words right before the status at tokens [start, end) negate it, if they do. */
export const negationOf = (
  tokens: readonly Token[],
  start: number,
  end: number,
  lang: Language,
): StatusNegation | undefined => {
  if (tokens[start]?.excluded) return 'not';
  const { phrases, noLonger, notYet } = negations()[lang];
  const found = phrases.find(({ words }) => wordsAt(tokens, start - words.length, words));
  if (found?.mode === 'not' && noLonger.some((words) => wordsAt(tokens, end, words))) return 'noLonger';
  if (found?.mode === 'not' && notYet.some((words) => wordsAt(tokens, end, words))) return 'notYet';
  return found?.mode;
};

/** The statuses of the kind that a negated status set means. */
export const negatedStatuses = (codes: readonly string[], kind: Kind, negation: StatusNegation): string[] => {
  if (!hasStatuses(kind) || codes.length === 0) return [];
  const others = (set: readonly string[]) => set.filter((code) => !codes.includes(code));
  const presumed =
    negation === 'notYet' ? openStatusesOf(kind) : negation === 'noLonger' ? closedStatusesOf(kind) : statusesOf(kind);
  const chosen = others(presumed);
  return chosen.length > 0 ? chosen : others(statusesOf(kind));
};
