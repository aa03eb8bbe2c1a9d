/**
 * Finds the vocabulary's phrases in a question. A word of a phrase matches a token when they are
 * the same once folded, when they share a stem (Snowball, in the phrase's language), or when they
 * differ by one edit (a letter more, less or other, or two neighbours swapped) and the phrase word
 * has five letters or more (`WordsByLength`).
 *
 * Link words ("de", "the", "der") may sit between the words of a phrase. German compounds end in
 * their head noun: "Wartungsverträge" is read as "Verträge" for phrases so marked. A phrase written
 * with "…" has a tail that may come anywhere later in the question: the particle of a German
 * separable verb ("Schließ den Mangel ANO-2 **ab**"); the match covers the head only.
 */
import { LANGUAGES, type Language } from '#shared/vocabulary/codes/languages.ts';
import { isStopword, LINK_WORDS, stem } from './language.ts';
import { fold, type Token, TYPO_MIN_LENGTH, WordsByLength } from './text.ts';

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

interface Word {
  readonly id: number;
  readonly norm: string;
  readonly lang: Language;
  readonly stem: string;
  readonly exact: boolean;
}

interface Phrase<M> {
  readonly order: number;
  readonly words: readonly Word[];
  /** Words that must follow somewhere after the head ("…" in the phrase). */
  readonly tail: readonly Word[];
  readonly meaning: M;
  readonly lang: Language;
  readonly leading: boolean;
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

/**
 * A lexicon read from its phrases: every phrase word folded, stemmed and numbered. Reading costs
 * tens of milliseconds (Unicode folding, Snowball stemming, the `Intl` names of periods), so it
 * happens at build time (`npm run generate:lexicons` writes lexicons.generated.ts) and a function
 * only loads the result.
 */
export interface LexiconData<M> {
  /** Each distinct meaning once. */
  readonly meanings: readonly M[];
  /** `[norm, lang, stem, exact]`, numbered by position. */
  readonly words: readonly (readonly [string, Language, string, 0 | 1])[];
  /** `[position among the phrases read, meaning number, flags, head word numbers, tail word numbers]`. */
  readonly phrases: readonly (readonly [number, number, number, readonly number[], readonly number[]])[];
}

const LEADING = 1;
const COMPOUND_HEAD = 2;

export const compileLexicon = <M>(specs: readonly PhraseSpec<M>[]): LexiconData<M> => {
  const wordNumbers = new Map<string, number>();
  const words: [string, Language, string, 0 | 1][] = [];
  const numberOf = (norm: string, lang: Language, exact: boolean) => {
    const key = `${exact ? 1 : 0}|${lang}|${norm}`;
    if (!wordNumbers.has(key)) wordNumbers.set(key, words.push([norm, lang, stem(lang, norm), exact ? 1 : 0]) - 1);
    return wordNumbers.get(key)!;
  };
  const meaningNumbers = new Map<string, number>();
  const meanings: M[] = [];
  const meaningOf = (meaning: M) => {
    const key = JSON.stringify(meaning);
    if (!meaningNumbers.has(key)) meaningNumbers.set(key, meanings.push(meaning) - 1);
    return meaningNumbers.get(key)!;
  };
  const phrases = specs.flatMap((spec, order): [number, number, number, number[], number[]][] => {
    const [head = '', ...rest] = spec.text.split('…');
    const wordsOf = (text: string) =>
      (fold(text).match(/[\p{L}\p{N}]+/gu) ?? []).map((norm) => numberOf(norm, spec.lang, spec.exact ?? false));
    const headWords = wordsOf(head);
    const flags = (spec.leading ? LEADING : 0) | (spec.compoundHead ? COMPOUND_HEAD : 0);
    return headWords.length === 0 ? [] : [[order, meaningOf(spec.meaning), flags, headWords, rest.flatMap(wordsOf)]];
  });
  return { meanings, words, phrases };
};

export class Lexicon<M> {
  private readonly words: readonly Word[];
  private readonly byNorm = new Map<string, Word[]>();
  private readonly byStem = new Map<string, Word[]>();
  private fuzzyIndex: WordsByLength<Word[]> | undefined;
  private readonly byFirstWord = new Map<number, Phrase<M>[]>();
  private readonly compoundHeads: readonly { word: Word; phrases: Phrase<M>[] }[];

  /**
   * `openers`: folded words that may come before a phrase that must lead the request ("please",
   * "kannst du"). `joined`: a second order joined to the first leads too, between a coordinator and
   * an article ("compare … and schedule a visit", "et programme une visite", "und plane einen Termin").
   */
  constructor(
    data: LexiconData<M>,
    private readonly openers: ReadonlySet<string> = new Set(),
    private readonly joined: { coordinators: ReadonlySet<string>; articles: ReadonlySet<string> } = {
      coordinators: new Set(),
      articles: new Set(),
    },
  ) {
    this.words = data.words.map(([norm, lang, stem, exact], id) => ({ id, norm, lang, stem, exact: exact === 1 }));
    const compoundHeads = new Map<Word, Phrase<M>[]>();
    for (const word of this.words) {
      push(this.byNorm, word.norm, word);
      if (!word.exact) push(this.byStem, `${word.lang}|${word.stem}`, word);
    }
    for (const [order, meaning, flags, head, tail] of data.phrases) {
      const words = head.map((id) => this.words[id]!);
      const first = words[0]!;
      const phrase: Phrase<M> = {
        order,
        words,
        tail: tail.map((id) => this.words[id]!),
        meaning: data.meanings[meaning]!,
        lang: first.lang,
        leading: (flags & LEADING) !== 0,
      };
      push(this.byFirstWord, first.id, phrase);
      if (flags & COMPOUND_HEAD && words.length === 1 && first.norm.length >= COMPOUND_MIN_HEAD)
        push(compoundHeads, first, phrase);
    }
    this.compoundHeads = [...compoundHeads].map(([word, phrases]) => ({ word, phrases }));
  }

  /** The words long enough for a typo, grouped on the first question rather than at load. */
  private get fuzzy(): WordsByLength<Word[]> {
    if (!this.fuzzyIndex) {
      const byNorm = new Map<string, Word[]>();
      for (const word of this.words) if (word.norm.length >= TYPO_MIN_LENGTH) push(byNorm, word.norm, word);
      this.fuzzyIndex = new WordsByLength(byNorm);
    }
    return this.fuzzyIndex;
  }

  /** For each token, the vocabulary words it matches and how well. */
  private wordMatches(token: Token): Map<number, MatchQuality> {
    const found = new Map<number, MatchQuality>();
    const add = (word: Word, quality: MatchQuality) => {
      if ((found.get(word.id) ?? 0) < quality) found.set(word.id, quality);
    };
    if (token.ref) return found;
    for (const word of this.byNorm.get(token.norm) ?? []) add(word, Quality.exact);
    // Stop words ("comme", "sans" stemmed, "the") only ever match themselves.
    if (isStopword(token.norm)) return found;
    for (const lang of LANGUAGES) {
      for (const word of this.byStem.get(`${lang}|${stem(lang, token.norm)}`) ?? []) add(word, Quality.stem);
    }
    if (token.norm.length >= TYPO_MIN_LENGTH - 1 && !token.numeric) {
      for (const [norm, candidates] of this.fuzzy.withinOneEdit(token.norm)) {
        if (norm === token.norm) continue;
        for (const word of candidates) {
          // Another form of an exact-only word is not a typo of it ("created" / "create", "erstellte" / "erstelle").
          if (word.exact && (stem(word.lang, token.norm) === word.stem || token.norm.startsWith(word.stem))) continue;
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
      for (const [wordId, firstQuality] of perToken[start]!) {
        for (const phrase of this.byFirstWord.get(wordId) ?? []) {
          const end = this.extend(phrase, tokens, perToken, start);
          if (phrase.leading && !this.leads(tokens, start, end?.end)) continue;
          if (
            end === undefined ||
            !phrase.tail.every((word) => perToken.slice(end.end).some((matches) => matches.has(word.id)))
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
      if (!token.ref && !isStopword(token.norm)) {
        for (const head of this.compoundHeads) {
          if (token.norm.length > head.word.norm.length + 2 && token.norm.endsWith(head.word.norm)) {
            for (const phrase of head.phrases) {
              matches.push({
                start,
                end: start + 1,
                meaning: phrase.meaning,
                lang: phrase.lang,
                quality: Quality.typo,
                order: phrase.order,
                compound: true,
              });
            }
          }
        }
      }
    });
    return matches;
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
        !perToken[cursor]!.has(word.id) &&
        LINK_WORDS.has(tokens[cursor]!.norm) &&
        skipped < 2
      ) {
        cursor++;
        skipped++;
      }
      const quality = cursor < tokens.length ? perToken[cursor]!.get(word.id) : undefined;
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
