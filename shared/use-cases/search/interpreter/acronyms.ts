/**
 * Acronyms people type for the records' names: a name's own initials ("ssi" for "Système de
 * sécurité incendie – Agence Vesoul", "ahu" for "Air handling unit"), and the trades' acronyms of
 * every language for what a name holds in words ("BMA" and "SSI" for a "Fire alarm system", "CTA"
 * for an "Air handling unit"), from the languages' `tradeTerms`.
 */
import { LANGUAGES, type Language } from '#shared/vocabulary/codes/languages.ts';
import type { TradeConcept } from '#shared/vocabulary/languages/parts.ts';
import { WORDS } from '#shared/vocabulary/languages/words.ts';
import { once } from '#shared/vocabulary/once.ts';
import { fold, phraseWords } from './text.ts';

/** Name words a question's acronym stands for. */
export interface Acronym {
  readonly entry: number;
  readonly positions: readonly number[];
}

/** What acronyms are read against: a name's folded words, and which of them count. */
interface NamedWords {
  readonly name: { readonly name: string };
  readonly words: readonly string[];
  readonly significant: readonly boolean[];
}

/** Shortest acronym read as one: two letters are too often a word ("de", "in", "am"). */
export const ACRONYM_MIN_LENGTH = 3;
const ACRONYM_MAX_WORDS = 6;

/** Parts of a name: "Système de sécurité incendie – Agence Vesoul" is an installation, then its site. */
const NAME_PARTS = /\s[–—-]\s|[,;:()/]/u;

/** How many words the first part of a name has: what the thing is ("Monte-charge – Agence Vesoul": one), its head among them. */
export const firstPart = (name: string): number =>
  (fold(name.split(NAME_PARTS, 1)[0]!).match(/[\p{L}\p{N}]+/gu) ?? []).length;

/** Numbers and codes ("1", "A1", "B2") and single letters identify a record; they never say what it is. */
export const isIdentifier = (word: string) => /\p{N}/u.test(word) || word.length === 1;

const add = (map: Map<string, Acronym[]>, acronym: string, found: Acronym) => {
  const list = map.get(acronym) ?? [];
  if (!list.some((a) => a.entry === found.entry && a.positions.join() === found.positions.join())) list.push(found);
  map.set(acronym, list);
};

/** The initials of the first three to six significant words of each part of each name. */
const addInitials = (map: Map<string, Acronym[]>, entries: readonly NamedWords[]) =>
  entries.forEach((entry, entryIndex) => {
    let position = 0;
    for (const part of entry.name.name.split(NAME_PARTS)) {
      const count = (fold(part).match(/[\p{L}\p{N}]+/gu) ?? []).length;
      const positions = Array.from({ length: count }, (_, i) => position + i).filter(
        (at) => entry.significant[at] && !isIdentifier(entry.words[at]!),
      );
      position += count;
      for (let length = ACRONYM_MIN_LENGTH; length <= Math.min(positions.length, ACRONYM_MAX_WORDS); length++) {
        const taken = positions.slice(0, length);
        add(map, taken.map((at) => entry.words[at]![0]).join(''), { entry: entryIndex, positions: taken });
      }
    }
  });

/** Per trade concept, its acronyms and its words, in every language, folded. */
const tradeConcepts = once(() => {
  const concepts = Object.keys(WORDS.en.tradeTerms) as TradeConcept[];
  return concepts.map((concept) => ({
    concept,
    acronyms: LANGUAGES.flatMap((lang) => WORDS[lang].tradeTerms[concept].acronyms.map(fold)),
    terms: LANGUAGES.flatMap((lang) => WORDS[lang].tradeTerms[concept].terms.map(phraseWords)),
  }));
});

/** Where the words of `term` stand together in the name, if they do. */
const positionsOf = (entry: NamedWords, term: readonly string[]): number[] | undefined => {
  for (let at = 0; at + term.length <= entry.words.length; at++) {
    if (term.every((word, i) => entry.words[at + i] === word))
      return term.map((_, i) => at + i).filter((position) => entry.significant[position]);
  }
  return undefined;
};

/** Each trade acronym stands for the names that hold one of its concept's terms. */
const addTradeAcronyms = (map: Map<string, Acronym[]>, entries: readonly NamedWords[]) => {
  for (const { acronyms, terms } of tradeConcepts()) {
    entries.forEach((entry, entryIndex) => {
      const positions = terms.map((term) => positionsOf(entry, term)).find((found) => found && found.length > 0);
      if (positions) for (const acronym of acronyms) add(map, acronym, { entry: entryIndex, positions });
    });
  }
};

export const acronymsOf = (entries: readonly NamedWords[]): Map<string, Acronym[]> => {
  const map = new Map<string, Acronym[]>();
  addInitials(map, entries);
  addTradeAcronyms(map, entries);
  return map;
};

/** The usual words, in `lang`, of the trade concept an acronym stands for ("fra": "fire risk assessment"). */
export const tradeTermOf = (norm: string, lang: Language): string | undefined => {
  const found = tradeConcepts().find(({ acronyms }) => acronyms.includes(norm));
  return found && WORDS[lang].tradeTerms[found.concept].terms[0];
};
