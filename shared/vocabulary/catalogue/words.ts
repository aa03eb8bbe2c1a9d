/**
 * The words of the text index (docs/search.md, "Text"): a title or a text and a search term are cut
 * into the same words, so that matching is word equality. Case and accents are folded, function
 * words of the three languages are dropped and a final plural s / x is removed.
 */
export const foldText = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae');

/**
 * Function words only (articles, prepositions, conjunctions): a longer list would drop words a
 * title means ("nouveau", "premier"), which no term could then find.
 */
const STOP_WORDS: ReadonlySet<string> = new Set(
  [
    'le la les un une des du de au aux et ou en sur sous dans par pour avec sans ce cet cette ces son sa ses leur leurs qui que dont est sont',
    'the an of in on at to for with and or by from is are this that these those its',
    'der die das den dem des ein eine einen einem einer und oder im in am an auf mit von zu zum zur fur bei ist sind',
  ]
    .join(' ')
    .split(' '),
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
