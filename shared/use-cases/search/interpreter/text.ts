/**
 * Text primitives of the interpreter: accent- and case-folding, tokens with their place in the
 * question (so that a term can be quoted "as written"), references, and the one-letter edit
 * distance that typo tolerance rests on.
 */
import type SearchableMap from 'minisearch/SearchableMap';
import { foldText } from '#shared/vocabulary/catalogue/words.ts';
import { isRef } from '#shared/vocabulary/formats/plain-formats.ts';

/**
 * Lower case, no diacritics, ß → ss, ligatures opened, typographic apostrophes made plain. Text
 * of printable ASCII only (backquote aside) needs lower case: Unicode decomposition, which every
 * question's words and every word list go through, is skipped for it.
 */
export const fold = (text: string): string =>
  /^[ -_a-~]*$/.test(text) ? text.toLowerCase() : foldText(text).replace(/[’‘`´]/g, "'");

/** A phrase of a word list as the folded words a question's tokens are compared with. */
export const phraseWords = (phrase: string): string[] =>
  fold(phrase)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

export interface Token {
  /** Position among the question's tokens. */
  index: number;
  /** As written. */
  raw: string;
  /** Folded (see `fold`). */
  norm: string;
  /** Offsets in the question, for quoting a run of tokens as written. */
  start: number;
  end: number;
  /** The reference this token is (`ANO-12`), upper-cased; tokens that are references carry nothing else. */
  ref?: string;
  /** Written with a capital first letter (a sign of a proper name when it is not the first word). */
  capitalized: boolean;
  /** Written with at least one diacritic ("archivé" is not the verb "archive"). */
  accented: boolean;
  /** Only digits. */
  numeric: boolean;
  /** Written right after a minus that opens a word, as a search box excludes ("anomalies -closed"). */
  excluded: boolean;
}

/**
 * The words of a phrase of the vocabulary: runs of letters and digits, and `#`, which a search box
 * writes for "number of" ("# open anomalies").
 */
export const WORD_PATTERN = /[\p{L}\p{N}]+|#/gu;

/**
 * References look like `ANO-12` (any case in a question); other runs of letters and digits are
 * words, and so is `#`. Hyphens and apostrophes separate words ("Montre-moi", "l'anomalie",
 * "celui-là").
 */
const TOKEN_PATTERN =
  /(?<![\p{L}\p{N}])[A-Za-z]+-[1-9][0-9]*(?:-[A-Za-z]+-[1-9][0-9]*)*(?![\p{L}\p{N}])|[\p{L}\p{N}]+|#(?!\p{N})/gu;

export const tokenize = (question: string): Token[] => {
  const tokens: Token[] = [];
  for (const match of question.matchAll(TOKEN_PATTERN)) {
    const raw = match[0];
    const start = match.index;
    const upper = raw.toUpperCase();
    const reference = raw.includes('-') && isRef(upper) ? upper : undefined;
    if (raw.includes('-') && !reference) {
      // A dashed run that is not a valid reference ("ano-012") is read as its words.
      for (const part of raw.matchAll(/[\p{L}\p{N}]+/gu)) tokens.push(word(part[0], start + part.index, tokens.length));
      continue;
    }
    const token = word(raw, start, tokens.length, isExcluded(question, start));
    if (reference) token.ref = reference;
    tokens.push(token);
  }
  return tokens;
};

/**
 * A minus right before the word or its opening quote, at the question's start or after a space
 * ("-closed", `-"fire alarm"`, not "Lift-closed").
 */
const isExcluded = (question: string, start: number): boolean => {
  const minus = /["«„“]/u.test(question[start - 1] ?? '') ? start - 2 : start - 1;
  return question[minus] === '-' && (minus === 0 || /\s/u.test(question[minus - 1]!));
};

const word = (raw: string, start: number, index: number, excluded = false): Token => {
  const norm = fold(raw);
  return {
    index,
    raw,
    norm,
    start,
    end: start + raw.length,
    capitalized: /^\p{Lu}/u.test(raw),
    accented: norm !== raw.toLowerCase().replace(/ß/g, 'ss'),
    numeric: /^\p{N}+$/u.test(raw),
    excluded,
  };
};

/** A reference written with one space for its hyphen ("Ano 12", "int 7"): where it stands and the reference it would be. */
interface SpacedRef {
  start: number;
  end: number;
  ref: string;
}

/**
 * Every "letters space number" pair that could be a reference written with a space (search
 * contract). Only the catalogue can tell "ANO 12" from "last 10": the caller keeps those that name a record.
 */
export const spacedRefs = (question: string): SpacedRef[] =>
  [...question.matchAll(/(?<![\p{L}\p{N}-])([A-Za-z]{2,10}) ([1-9][0-9]{0,8})(?![\p{L}\p{N}]|-[A-Za-z])/gu)].flatMap(
    (match) => {
      const ref = `${match[1]!.toUpperCase()}-${match[2]}`;
      return isRef(ref) ? [{ start: match.index, end: match.index + match[0].length, ref }] : [];
    },
  );

/** The question with these spaced references written with their hyphen, so that they read as references. */
export const withHyphens = (question: string, refs: readonly SpacedRef[]): string =>
  refs.reduce(
    (text, { start, end }) => text.slice(0, start) + text.slice(start, end).replace(' ', '-') + text.slice(end),
    question,
  );

/** The question's own words from token `first` to token `last` (inclusive), as written. */
export const quote = (question: string, tokens: readonly Token[], first: number, last: number): string =>
  question.slice(tokens[first]!.start, tokens[last]!.end);

/**
 * Optimal string alignment distance, stopped early once it exceeds `max` (the caller only asks
 * "at most one edit?"): insertions, deletions, substitutions and swaps of two neighbours.
 */
export const editDistance = (a: string, b: string, max = 1): number => {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, prevPrev[j - 2]! + 1);
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]!;
};

/** Typos are forgiven in words of five letters or more (search contract), one edit at most. */
export const TYPO_MIN_LENGTH = 5;

/** At most one edit apart (one letter more, less or other, or two neighbours swapped), with no table: the lexicon's hot check. */
const withinOneEdit = (a: string, b: string): boolean => {
  let i = 0;
  while (i < a.length && i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (a.length === b.length) {
    if (i === a.length) return true;
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short.slice(i) === long.slice(i + 1);
};

/**
 * Of words grouped by length (`byLength[n]`: those n letters long), those within one edit of
 * `word`, itself included: a scan of the three lengths it can have, over groups made at build time
 * (lexicon.ts), where a radix tree of the vocabulary's thousands of words took ~20 ms to build in
 * a fresh process; the scan stays well under a millisecond per question. Catalogue names, which
 * may be many more, keep a radix tree.
 */
export const wordsWithinOneEdit = (word: string, byLength: readonly (readonly string[] | null)[]): string[] => {
  const found: string[] = [];
  for (let length = word.length - 1; length <= word.length + 1; length++)
    for (const candidate of byLength[length] ?? []) if (withinOneEdit(word, candidate)) found.push(candidate);
  return found;
};

/**
 * Keys of a radix tree within one edit of `word` (swaps of neighbours included), with their values:
 * minisearch's Levenshtein search at distance 1, plus an exact look-up of each swap, which
 * Levenshtein would count as two edits. Searching at distance 2 instead costs far more on large
 * name lists.
 */
export const oneEditAway = <T>(map: SearchableMap<T>, word: string): Map<string, T> => {
  const found = new Map<string, T>();
  for (const [key, [value]] of map.fuzzyGet(word, 1)) found.set(key, value);
  for (let i = 0; i + 1 < word.length; i++) {
    if (word[i] === word[i + 1]) continue;
    const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    const value = map.get(swapped);
    if (value !== undefined) found.set(swapped, value);
  }
  return found;
};
