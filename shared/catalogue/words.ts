/**
 * The words of the text index (docs/search.md, "Text"): a title or a text and a search term are cut
 * into the same words, so that matching is word equality. Case and accents are folded, common
 * words of the three languages are dropped and a final plural s / x is removed.
 */
import stopwords from 'stopwords-iso/stopwords-iso.json' with { type: 'json' };

export const foldText = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae');

const STOP_WORDS: ReadonlySet<string> = new Set(
  (['fr', 'en', 'de'] as const).flatMap((language) => (stopwords as Record<string, string[]>)[language] ?? []).map(foldText),
);

/** Longer words are cut, so that a key never grows with a pathological token. */
const MAX_WORD = 40;

const singular = (word: string): string => (word.length > 3 && /[sx]$/.test(word) ? word.slice(0, -1) : word);

/** Distinct index words of a text, in order of first appearance. */
export const indexWords = (text: string): string[] => {
  const words = new Set<string>();
  for (const match of foldText(text).matchAll(/[a-z0-9]+/g)) {
    const word = match[0];
    if (word.length < 2 || STOP_WORDS.has(word)) continue;
    words.add(singular(word.slice(0, MAX_WORD)));
  }
  return [...words];
};

/**
 * The words a search term requires. A term made only of common words ("the") keeps them, so that
 * a term never means "everything".
 */
export const termWords = (term: string): string[] => {
  const words = indexWords(term);
  if (words.length > 0) return words;
  return [...new Set([...foldText(term).matchAll(/[a-z0-9]+/g)].map((m) => singular(m[0].slice(0, MAX_WORD))))];
};
