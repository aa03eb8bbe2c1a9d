/**
 * What the interpreter knows of the languages beyond its own vocabulary (each language's words:
 * shared/vocabulary/languages/<language>/words.ts): stemmers, so that singular, plural and inflected forms
 * meet, the stop-word lists of the stopwords-iso project, which tell filler words ("quelles",
 * "sont", "the", "die") from terms worth searching for, and the link words. The per-language
 * stop-word packages hold the same lists as stopwords-iso without the other fifty languages, which
 * would triple the size of the search function's bundle.
 */
import { LANGUAGES, type Language, perLanguage } from '#shared/vocabulary/codes/languages.ts';
import type { LanguageWords, Words } from '#shared/vocabulary/languages/parts.ts';
import { WORDS } from '#shared/vocabulary/languages/words.ts';
import { once } from '#shared/vocabulary/once.ts';
import { fold, phraseWords, type Token } from './text.ts';

/** Stem of an already folded word. */
export const stem = (lang: Language, norm: string): string => (/^\p{N}+$/u.test(norm) ? norm : WORDS[lang].stem(norm));

/** One list of words in each language, folded. */
export const foldedWordsOf = (pick: (words: LanguageWords) => Words): Readonly<Record<Language, ReadonlySet<string>>> =>
  perLanguage((lang) => new Set(pick(WORDS[lang]).map(fold)));

/** The words of one list in any language, folded. */
export const foldedWords = (pick: (words: LanguageWords) => Words): ReadonlySet<string> =>
  new Set(LANGUAGES.flatMap((lang) => pick(WORDS[lang]).map(fold)));

/** A score of nothing yet for each language. */
export const noScores = (): Record<Language, number> => perLanguage(() => 0);

/** Folded stop words of each language, folded with the first question. */
const stopwords = once(() => foldedWordsOf((words) => words.stopWords));

export const isStopwordIn = (lang: Language, norm: string): boolean => stopwords()[lang].has(norm);

export const isStopword = (norm: string): boolean => LANGUAGES.some((lang) => isStopwordIn(lang, norm));

/**
 * Articles, prepositions and elided letters that may sit inside a phrase or a name without
 * changing it ("commission **de** sécurité", "Résidence **Les** Tilleuls", "l'anomalie").
 */
export const LINK_WORDS: ReadonlySet<string> = foldedWords((words) => words.linkWords);

/** Each list of every language, as folded word sequences, longest first (read with `phraseAt`). */
export const phrasesOf = (pick: (words: LanguageWords) => readonly string[]) =>
  once(() =>
    Object.values(WORDS)
      .flatMap((words) => pick(words).map(phraseWords))
      .sort((a, b) => b.length - a.length),
  );

/** How many tokens from `at` one of the phrases covers (the longest), or 0. */
export const phraseAt = (tokens: readonly Token[], at: number, phrases: readonly string[][]): number =>
  phrases.find((words) => words.length > 0 && words.every((word, i) => tokens[at + i]?.norm === word))?.length ?? 0;
