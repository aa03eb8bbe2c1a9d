/**
 * Finds the vocabulary's phrases in a question. A word of a phrase matches a token when they are
 * the same once folded, when they share a stem (Snowball, in the phrase's language), or when they
 * differ by one edit (a letter more, less or other, or two neighbours swapped) and the phrase word
 * has five letters or more (`wordsWithinOneEdit`, over the words grouped by length at build time).
 *
 * Link words ("de", "the", "der") may sit between the words of a phrase. German compounds end in
 * their head noun: "Wartungsverträge" is read as "Verträge" for phrases so marked. A phrase written
 * with "…" has a tail that may come anywhere later in the question: the particle of a German
 * separable verb ("Schließ den Mangel ANO-2 **ab**"); the match covers the head only.
 */
import { LANGUAGES, type Language } from '#shared/vocabulary/codes/languages.ts';
import { isStopword, LINK_WORDS, stem } from './language.ts';
import { fold, type Token, TYPO_MIN_LENGTH, WORD_PATTERN, wordsWithinOneEdit } from './text.ts';

/** How well a token matched: the same word, another form of it, or a typo of it. */
export const Quality = { exact: 3, stem: 2, typo: 1 } as const;
type MatchQuality = (typeof Quality)[keyof typeof Quality];

export interface PhraseSpec<M> {
  readonly lang: Language;
  readonly text: string;
  readonly meaning: M;
  readonly exact?: boolean;
  readonly leading?: boolean;
  /** German head noun: also matches as the end of a longer compound word. */
  readonly compoundHead?: boolean;
}

export interface PhraseMatch<M> {
  /** First token and one past the last token. */
  readonly start: number;
  readonly end: number;
  readonly meaning: M;
  readonly lang: Language;
  readonly quality: MatchQuality;
  /** Position of the phrase in the vocabulary, for stable tie-breaks. */
  readonly order: number;
  /** Found as the head of a longer German compound ("Wartungsverträge"). */
  readonly compound?: boolean;
  /** Only valid as the first word of a request. */
  readonly leading?: boolean;
}

const COMPOUND_MIN_HEAD = 4;
const LEADING = 1;
const COMPOUND_HEAD = 2;

/**
 * A lexicon read from its phrases, in the form the matcher reads as it is: every phrase word
 * folded, stemmed and numbered, and the indexes a question is looked up in, sorted or grouped at
 * build time. Reading the phrases costs tens of milliseconds (Unicode folding, Snowball stemming,
 * the `Intl` names of periods) and indexing them as objects and maps ~20 ms more in a fresh
 * process, so both happen at build time (`npm run generate:lexicons` writes lexicons.generated.ts):
 * a function parses strings and flat lists of numbers, and builds nothing.
 */
export interface LexiconData<M> {
  /** Each distinct meaning once. */
  readonly meanings: readonly M[];
  /** Each word's folded form, language and stem, space-separated, numbered by position. */
  readonly norms: string;
  readonly langs: string;
  readonly stems: string;
  /** One character per word: `1` when it matches as written only (and as a typo), `0` when its other forms match too. */
  readonly exact: string;
  /** The word numbers ordered by folded form (then number), for a binary search of a token. */
  readonly byNorm: readonly number[];
  /**
   * `lang|stem` of every word whose other forms match, ordered, and their words: those of
   * `stemKeys[i]` are `stemWords[stemStarts[i]]` up to `stemWords[stemStarts[i + 1]]`.
   */
  readonly stemKeys: string;
  readonly stemStarts: readonly number[];
  readonly stemWords: readonly number[];
  /** By length (`typoCandidates[n]`), one word of each folded form n letters long, for n ≥ TYPO_MIN_LENGTH. */
  readonly typoCandidates: readonly (readonly number[] | null)[];
  /**
   * The phrases, grouped by first word, each `position among the phrases read, meaning number,
   * flags, head length, head words…, tail length, tail words…`; the phrases of word `w` are from
   * `phrases[phrasesOf[w]]` up to `phrases[phrasesOf[w + 1]]`.
   */
  readonly phrases: readonly number[];
  readonly phrasesOf: readonly number[];
  /** Words that a German compound may end with, read as their one-word phrases. */
  readonly compoundHeads: readonly number[];
}

/** Code-unit order, as `<` compares strings (the lexicon's binary searches). */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export const compileLexicon = <M>(specs: readonly PhraseSpec<M>[]): LexiconData<M> => {
  const wordNumbers = new Map<string, number>();
  const words: { norm: string; lang: Language; stem: string; exact: boolean }[] = [];
  const numberOf = (norm: string, lang: Language, exact: boolean) => {
    const key = `${exact ? 1 : 0}|${lang}|${norm}`;
    if (!wordNumbers.has(key)) wordNumbers.set(key, words.push({ norm, lang, stem: stem(lang, norm), exact }) - 1);
    return wordNumbers.get(key)!;
  };
  const meaningNumbers = new Map<string, number>();
  const meanings: M[] = [];
  const meaningOf = (meaning: M) => {
    const key = JSON.stringify(meaning);
    if (!meaningNumbers.has(key)) meaningNumbers.set(key, meanings.push(meaning) - 1);
    return meaningNumbers.get(key)!;
  };
  const read = specs.flatMap((spec, order) => {
    const [head = '', ...rest] = spec.text.split('…');
    const wordsOf = (text: string) =>
      (fold(text).match(WORD_PATTERN) ?? []).map((norm) => numberOf(norm, spec.lang, spec.exact ?? false));
    const headWords = wordsOf(head);
    const flags = (spec.leading ? LEADING : 0) | (spec.compoundHead ? COMPOUND_HEAD : 0);
    return headWords.length === 0
      ? []
      : [{ order, meaning: meaningOf(spec.meaning), flags, headWords, tail: rest.flatMap(wordsOf) }];
  });
  const ids = words.map((_, id) => id);
  const stemLists = new Map<string, number[]>();
  for (const id of ids) if (!words[id]!.exact) push(stemLists, `${words[id]!.lang}|${words[id]!.stem}`, id);
  const stemKeys = [...stemLists.keys()].sort(byCodeUnits);
  const stemStarts = [0];
  for (const key of stemKeys) stemStarts.push(stemStarts.at(-1)! + stemLists.get(key)!.length);
  const typoCandidates: (number[] | null)[] = [];
  const seen = new Set<string>();
  for (const id of ids) {
    const { norm } = words[id]!;
    if (norm.length < TYPO_MIN_LENGTH || seen.has(norm)) continue;
    seen.add(norm);
    while (typoCandidates.length <= norm.length) typoCandidates.push(null);
    const group = typoCandidates[norm.length] ?? [];
    group.push(id);
    typoCandidates[norm.length] = group;
  }
  const byFirstWord = new Map<number, (typeof read)[number][]>();
  for (const phrase of read) push(byFirstWord, phrase.headWords[0]!, phrase);
  const phrases: number[] = [];
  const phrasesOf: number[] = [];
  for (const id of ids) {
    phrasesOf.push(phrases.length);
    for (const { order, meaning, flags, headWords, tail } of byFirstWord.get(id) ?? [])
      phrases.push(order, meaning, flags, headWords.length, ...headWords, tail.length, ...tail);
  }
  phrasesOf.push(phrases.length);
  const compoundHeads = new Set<number>();
  for (const { flags, headWords } of read)
    if (flags & COMPOUND_HEAD && headWords.length === 1 && words[headWords[0]!]!.norm.length >= COMPOUND_MIN_HEAD)
      compoundHeads.add(headWords[0]!);
  return {
    meanings,
    norms: words.map((word) => word.norm).join(' '),
    langs: words.map((word) => word.lang).join(' '),
    stems: words.map((word) => word.stem).join(' '),
    exact: words.map((word) => (word.exact ? '1' : '0')).join(''),
    byNorm: [...ids].sort((a, b) => byCodeUnits(words[a]!.norm, words[b]!.norm) || a - b),
    stemKeys: stemKeys.join(' '),
    stemStarts,
    stemWords: stemKeys.flatMap((key) => stemLists.get(key)!),
    typoCandidates,
    phrases,
    phrasesOf,
    compoundHeads: [...compoundHeads],
  };
};

interface Phrase<M> {
  readonly order: number;
  /** Word numbers of the head, the first one included. */
  readonly words: readonly number[];
  /** Words that must follow somewhere after the head ("…" in the phrase). */
  readonly tail: readonly number[];
  readonly meaning: M;
  readonly lang: Language;
  readonly leading: boolean;
  readonly compoundHead: boolean;
}

/** The first position in `0 … length` whose key is not below `target` (keys ascending). */
const firstNotBelow = (length: number, keyAt: (position: number) => string, target: string): number => {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keyAt(middle) < target) low = middle + 1;
    else high = middle;
  }
  return low;
};

export class Lexicon<M> {
  private readonly norms: readonly string[];
  private readonly langs: readonly Language[];
  private readonly stems: readonly string[];
  private readonly stemKeys: readonly string[];
  private typoIndex: readonly (readonly string[] | null)[] | undefined;
  /** Each first word's phrases, read from the flat list the first time a question holds the word. */
  private readonly phraseLists = new Map<number, readonly Phrase<M>[]>();

  /**
   * `openers`: folded words that may come before a phrase that must lead the request ("please",
   * "kannst du"). `joined`: a second order joined to the first leads too, between a coordinator and
   * an article ("compare … and schedule a visit", "et programme une visite", "und plane einen Termin").
   */
  constructor(
    private readonly data: LexiconData<M>,
    private readonly openers: ReadonlySet<string> = new Set(),
    private readonly joined: { coordinators: ReadonlySet<string>; articles: ReadonlySet<string> } = {
      coordinators: new Set(),
      articles: new Set(),
    },
  ) {
    this.norms = data.norms.split(' ');
    this.langs = data.langs.split(' ') as Language[];
    this.stems = data.stems.split(' ');
    this.stemKeys = data.stemKeys.split(' ');
  }

  /** The words written `norm` once folded, in order. */
  private written(norm: string): number[] {
    const { byNorm } = this.data;
    const found: number[] = [];
    for (
      let at = firstNotBelow(byNorm.length, (i) => this.norms[byNorm[i]!]!, norm);
      this.norms[byNorm[at]!] === norm;
      at++
    )
      found.push(byNorm[at]!);
    return found;
  }

  /** The words of `lang` whose other forms match, stemmed `stemmed`. */
  private stemmed(lang: Language, stemmed: string): readonly number[] {
    const key = `${lang}|${stemmed}`;
    const at = firstNotBelow(this.stemKeys.length, (i) => this.stemKeys[i]!, key);
    return this.stemKeys[at] === key
      ? this.data.stemWords.slice(this.data.stemStarts[at], this.data.stemStarts[at + 1])
      : [];
  }

  /** The folded forms long enough for a typo, by length, read on the first question rather than at load. */
  private get typoCandidates(): readonly (readonly string[] | null)[] {
    this.typoIndex ??= this.data.typoCandidates.map((ids) => ids?.map((id) => this.norms[id]!) ?? null);
    return this.typoIndex;
  }

  private phrasesStartingWith(word: number): readonly Phrase<M>[] {
    let list = this.phraseLists.get(word);
    if (list) return list;
    const { phrases, phrasesOf, meanings } = this.data;
    const read: Phrase<M>[] = [];
    for (let at = phrasesOf[word]!; at < phrasesOf[word + 1]!; ) {
      const [order, meaning, flags, headLength] = phrases.slice(at, at + 4) as [number, number, number, number];
      const words = phrases.slice(at + 4, at + 4 + headLength);
      const tailLength = phrases[at + 4 + headLength]!;
      const tail = phrases.slice(at + 5 + headLength, at + 5 + headLength + tailLength);
      read.push({
        order,
        words,
        tail,
        meaning: meanings[meaning]!,
        lang: this.langs[word]!,
        leading: (flags & LEADING) !== 0,
        compoundHead: (flags & COMPOUND_HEAD) !== 0,
      });
      at += 5 + headLength + tailLength;
    }
    list = read;
    this.phraseLists.set(word, list);
    return list;
  }

  /** For each token, the vocabulary words it matches and how well. */
  private wordMatches(token: Token): Map<number, MatchQuality> {
    const found = new Map<number, MatchQuality>();
    const add = (word: number, quality: MatchQuality) => {
      if ((found.get(word) ?? 0) < quality) found.set(word, quality);
    };
    if (token.ref) return found;
    for (const word of this.written(token.norm)) add(word, Quality.exact);
    // Stop words ("comme", "sans" stemmed, "the") only ever match themselves.
    if (isStopword(token.norm)) return found;
    for (const lang of LANGUAGES)
      for (const word of this.stemmed(lang, stem(lang, token.norm))) add(word, Quality.stem);
    if (token.norm.length >= TYPO_MIN_LENGTH - 1 && !token.numeric) {
      for (const norm of wordsWithinOneEdit(token.norm, this.typoCandidates)) {
        if (norm === token.norm) continue;
        for (const word of this.written(norm)) {
          const lang = this.langs[word]!;
          const wordStem = this.stems[word]!;
          // Another form of an exact-only word is not a typo of it ("created" / "create", "erstellte" / "erstelle").
          if (this.data.exact[word] === '1' && (stem(lang, token.norm) === wordStem || token.norm.startsWith(wordStem)))
            continue;
          add(word, Quality.typo);
        }
      }
    }
    return found;
  }

  /** A phrase at the head of the request, or joined to an order before it. */
  private leads(tokens: readonly Token[], start: number, end: number | undefined): boolean {
    if (tokens.slice(0, start).every((token) => this.openers.has(token.norm))) return true;
    const before = tokens[start - 1]?.norm;
    const after = end === undefined ? undefined : tokens[end]?.norm;
    return (
      before !== undefined &&
      after !== undefined &&
      this.joined.coordinators.has(before) &&
      this.joined.articles.has(after)
    );
  }

  /** Every occurrence of every phrase in the tokens (overlapping; the caller arbitrates). */
  find(tokens: readonly Token[]): PhraseMatch<M>[] {
    const perToken = tokens.map((token) => this.wordMatches(token));
    const matches: PhraseMatch<M>[] = [];
    tokens.forEach((token, start) => {
      for (const [word, firstQuality] of perToken[start]!) {
        for (const phrase of this.phrasesStartingWith(word)) {
          const end = this.extend(phrase, tokens, perToken, start);
          if (phrase.leading && !this.leads(tokens, start, end?.end)) continue;
          if (
            end === undefined ||
            !phrase.tail.every((tail) => perToken.slice(end.end).some((matches) => matches.has(tail)))
          )
            continue;
          let quality: MatchQuality = firstQuality;
          for (let i = start + 1; i < end.end; i++)
            quality = Math.min(quality, end.qualities.get(i) ?? quality) as MatchQuality;
          matches.push({
            start,
            end: end.end,
            meaning: phrase.meaning,
            lang: phrase.lang,
            quality,
            order: phrase.order,
            leading: phrase.leading || undefined,
          });
        }
      }
      if (!token.ref && !isStopword(token.norm)) matches.push(...this.compoundsEndingIn(token, start));
    });
    return matches;
  }

  /** The one-word German phrases a longer compound token ends with ("Wartungsverträge": "Verträge"). */
  private compoundsEndingIn(token: Token, start: number): PhraseMatch<M>[] {
    return this.data.compoundHeads.flatMap((word) => {
      const head = this.norms[word]!;
      if (token.norm.length <= head.length + 2 || !token.norm.endsWith(head)) return [];
      return this.phrasesStartingWith(word)
        .filter((phrase) => phrase.compoundHead && phrase.words.length === 1)
        .map((phrase) => ({
          start,
          end: start + 1,
          meaning: phrase.meaning,
          lang: phrase.lang,
          quality: Quality.typo,
          order: phrase.order,
          compound: true,
        }));
    });
  }

  private extend(
    phrase: Phrase<M>,
    tokens: readonly Token[],
    perToken: readonly Map<number, MatchQuality>[],
    start: number,
  ): { end: number; qualities: Map<number, MatchQuality> } | undefined {
    const qualities = new Map<number, MatchQuality>();
    let cursor = start + 1;
    for (const word of phrase.words.slice(1)) {
      let skipped = 0;
      while (
        cursor < tokens.length &&
        !perToken[cursor]!.has(word) &&
        LINK_WORDS.has(tokens[cursor]!.norm) &&
        skipped < 2
      ) {
        cursor++;
        skipped++;
      }
      const quality = cursor < tokens.length ? perToken[cursor]!.get(word) : undefined;
      if (quality === undefined) return undefined;
      qualities.set(cursor, quality);
      cursor++;
    }
    return { end: cursor, qualities };
  }
}

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};
