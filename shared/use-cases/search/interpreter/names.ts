/**
 * Names of the organization's own units, installations, equipment and providers in a question.
 *
 * A run of question words matches a record when each word is a word of the record's name (same
 * once folded, or one letter off in words of five letters or more; candidates come from
 * minisearch's radix tree), in any order, with link words allowed in between ("la Résidence Les
 * Tilleuls", "the Tilleuls residence"). A match is:
 * - full when it covers every significant word of the name ("Chaudière 1"), partial otherwise
 *   ("chaudière" for "Chaudière 1", "Chaudière 2" and "Chaudière gaz école");
 * - ranked by: full before partial, more words matched, no typo, the name's head word matched. The
 *   head is the word the name is about, in the language the name is written in: the first noun in
 *   French and German ("Chaudière gaz école", "Aufzug Haupteingang", "Ancienne chaudière"), the
 *   last word in English ("Boiler Room" is a room, "Boiler 1" a boiler); numbers and single
 *   letters identify, they are never the head. A name that does not show its language is read in
 *   the organization's.
 * Only the best-ranked records of a run are kept: one is a filter, several of equal standing a
 * clarification. A partial match on one word must be the name's head, a capitalized word
 * inside the sentence, or come after a preposition ("aux tilleuls"), so that "les anomalies
 * principales" does not pick "Ascenseur principal".
 */
import SearchableMap from 'minisearch/SearchableMap';
import { NAMED_KINDS, type NamedKind } from '#shared/vocabulary/catalogue/facets.ts';
import { LANGUAGES, type Language } from '#shared/vocabulary/codes/languages.ts';
import { WORDS } from '#shared/vocabulary/languages/words.ts';
import { once } from '#shared/vocabulary/once.ts';
import type { CatalogueName } from '#shared/vocabulary/search/interpreter.ts';
import { ACRONYM_MIN_LENGTH, type Acronym, acronymsOf, firstPart, isIdentifier } from './acronyms.ts';
import { foldedWords, foldedWordsOf, isStopword, LINK_WORDS, noScores } from './language.ts';
import { fold, oneEditAway, quote, type Token, TYPO_MIN_LENGTH } from './text.ts';

interface NameEntry {
  readonly name: CatalogueName;
  readonly words: readonly string[];
  /** Words that count: link words inside a name do not ("Résidence Les Tilleuls"), a last letter does ("Bâtiment A"). */
  readonly significant: readonly boolean[];
  readonly significantCount: number;
  /** Position of the head word. */
  readonly head: number;
}

interface Occurrence {
  readonly entry: number;
  readonly position: number;
}

interface NameIndex {
  readonly entries: readonly NameEntry[];
  readonly words: SearchableMap<Occurrence[]>;
  /** Per kind, how many records' names hold each word: a word few names hold tells them apart. */
  readonly holders: ReadonlyMap<NamedKind, ReadonlyMap<string, number>>;
  /** What acronyms stand for in names: their initials, and the trades' acronyms (acronyms.ts). */
  readonly acronyms: ReadonlyMap<string, readonly Acronym[]>;
}

interface NameCandidate {
  readonly name: CatalogueName;
  readonly full: boolean;
}

export interface NameMatch {
  readonly start: number;
  readonly end: number;
  /** The words as written in the question. */
  readonly term: string;
  /** Best-ranked records of one kind, best first (in the request's scope first, then by reference). */
  readonly candidates: readonly NameCandidate[];
  readonly kind: NamedKind;
  /** Number of question tokens matched to name words (arbitration prefers longer matches). */
  readonly matched: number;
  /** A word matched only as a one-letter typo. */
  readonly typo: boolean;
  /**
   * Written after a search box's minus ("-riverside"): the candidates are then every other live
   * record of the kind, all of them meant.
   */
  readonly excluded: boolean;
}

const cache = new WeakMap<readonly CatalogueName[], Map<Language, NameIndex>>();

/**
 * Indexes of recent name lists by content: the resolver reads the names afresh for each question,
 * and an organization's names rarely change between two questions.
 */
const recent = new Map<string, NameIndex>();
const RECENT_INDEXES = 16;

/** Two 32-bit FNV-1a hashes (different seeds) of everything the index depends on. */
const signatureOf = (names: readonly CatalogueName[], lang: Language): string => {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ names.length;
  const feed = (text: string) => {
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      a = Math.imul(a ^ code, 0x01000193);
      b = Math.imul(b ^ code, 0x5bd1e995);
    }
  };
  for (const name of names) {
    feed(name.kind);
    feed(name.id);
    feed(name.ref);
    feed(name.name);
    feed(name.archived ? '1' : '0');
    feed(name.unitIds.join());
    feed(name.technicalInstallationIds.join());
  }
  return `${lang}:${names.length}:${(a >>> 0).toString(36)}:${(b >>> 0).toString(36)}`;
};

/** Adjectives that come before the noun ("Ancienne chaudière", "Neue Heizung"): the head is the noun after them. */
const LEADING_ADJECTIVES = foldedWordsOf((words) => words.leadingAdjectives);

/** Link words that only one of the languages uses ("Ventilateur d'extraction", "Haus am See", "Hall of Residence"). */
const OWN_LINK_WORDS = foldedWordsOf((words) => words.ownLinkWords);

/** Leading adjectives that are also words of another language ("Second Floor", "Grand Hall", "Alter Ego"): no evidence of a language. */
const LOOKALIKES = foldedWords((words) => words.adjectiveLookalikes);

/**
 * The language a name is written in, which may not be the organization's ("Chaudière gaz" in a
 * Sydney campus): letters only French or German writes, link words and leading adjectives only one
 * language uses. With no evidence, or evidence for several, the organization's language.
 */
const nameLanguage = (name: string, norms: readonly string[], fallback: Language): Language => {
  const score = noScores();
  for (const lang of LANGUAGES) if (WORDS[lang].nameLetters?.test(name)) score[lang] += 1;
  for (const norm of norms) {
    for (const lang of LANGUAGES) {
      if (OWN_LINK_WORDS[lang].has(norm)) score[lang] += 1;
      if (!LOOKALIKES.has(norm) && LEADING_ADJECTIVES[lang].has(norm)) score[lang] += 1;
    }
  }
  const best = Math.max(...LANGUAGES.map((lang) => score[lang]));
  const leaders = LANGUAGES.filter((lang) => score[lang] === best);
  return best === 0 || leaders.length > 1 ? fallback : leaders[0]!;
};

/**
 * The head word of a name, in the name's own language: the first noun in French and German
 * (leading adjectives aside), the last word in English; identifiers are never the head.
 */
const headOf = (norms: readonly string[], significant: readonly boolean[], lang: Language): number => {
  const words = norms.map((_norm, i) => i).filter((i) => significant[i] && !isIdentifier(norms[i]!));
  if (words.length === 0) return significant.indexOf(true);
  if (WORDS[lang].nameHead === 'last word') return words[words.length - 1]!;
  return words.find((i) => !LEADING_ADJECTIVES[lang].has(norms[i]!)) ?? words[0]!;
};

/** The index of a list of names (`lang`: the organization's, for names that do not show theirs); built once per list the resolver hands out. */
export const nameIndex = (names: readonly CatalogueName[], lang: Language): NameIndex => {
  const byLang = cache.get(names) ?? new Map<Language, NameIndex>();
  cache.set(names, byLang);
  const same = byLang.get(lang);
  if (same) return same;
  const signature = signatureOf(names, lang);
  const known = recent.get(signature);
  if (known) {
    byLang.set(lang, known);
    return known;
  }
  const words = new SearchableMap<Occurrence[]>();
  const entries = names.map((name, entryIndex): NameEntry => {
    const norms = fold(name.name).match(/[\p{L}\p{N}]+/gu) ?? [];
    const significant = norms.map((norm, i) => !LINK_WORDS.has(norm) || (i === norms.length - 1 && norms.length > 1));
    norms.forEach((norm, position) => {
      if (!significant[position]) return;
      const list = words.get(norm);
      if (list) list.push({ entry: entryIndex, position });
      else words.set(norm, [{ entry: entryIndex, position }]);
    });
    return {
      name,
      words: norms,
      significant,
      significantCount: significant.filter(Boolean).length,
      head: headOf(norms.slice(0, firstPart(name.name)), significant, nameLanguage(name.name, norms, lang)),
    };
  });
  const index = { entries, words, holders: holdersOf(entries), acronyms: acronymsOf(entries) };
  byLang.set(lang, index);
  recent.set(signature, index);
  if (recent.size > RECENT_INDEXES) recent.delete(recent.keys().next().value!);
  return index;
};

/** Per kind, the number of names holding each significant word (a word counted once per name). */
const holdersOf = (entries: readonly NameEntry[]): Map<NamedKind, Map<string, number>> => {
  const holders = new Map<NamedKind, Map<string, number>>();
  for (const entry of entries) {
    const counts = holders.get(entry.name.kind) ?? new Map<string, number>();
    holders.set(entry.name.kind, counts);
    for (const word of new Set(entry.words.filter((_word, i) => entry.significant[i])))
      counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return holders;
};

/**
 * At most this many names of a kind hold a word that tells records apart ("vesoul" of "Agence
 * Vesoul" and "Dépôt Vesoul": a clarification between the two); a word more names share says
 * what they are ("agence", "lift"), not which one.
 */
const DISTINCTIVE_HOLDERS = 2;

/** Shortest word that names a record on its own, lower case and anywhere in the question. */
const DISTINCTIVE_MIN_LENGTH = 4;

interface Hit {
  /** The name words the question word stands for: one, or several for an acronym. */
  readonly positions: readonly number[];
  readonly typo: boolean;
  readonly acronym: boolean;
}

interface NameSearch {
  question: string;
  tokens: readonly Token[];
  index: NameIndex;
  scope: { unitIds: readonly string[]; technicalInstallationIds: readonly string[] };
  /** Tokens a run of name words does not reach across: where quoted words start and end (quotes.ts). */
  boundaries?: ReadonlySet<number>;
}

/** Per entry, the positions of the name words a question word matches. */
type Hits = ReadonlyMap<number, readonly Hit[]>;

/**
 * A word typed without umlauts ("Suedhafen", "Muenchen", "Koeln") as names fold them ("sudhafen"):
 * German keyboards abroad and Swiss writing spell ä, ö, ü as ae, oe, ue.
 */
const withUmlauts = (norm: string): string => norm.replace(/([aou])e/g, '$1');

/** For each token, the name words it matches, as written (umlauts spelled out too) or one letter off, or as their acronym. */
const hitsOf = (tokens: readonly Token[], index: NameIndex): Hits[] =>
  tokens.map((token) => {
    const perEntry = new Map<number, Hit[]>();
    if (token.ref) return perEntry;
    const push = (entry: number, hit: Hit) => {
      const list = perEntry.get(entry) ?? [];
      if (!list.some((h) => h.positions.join() === hit.positions.join())) list.push(hit);
      perEntry.set(entry, list);
    };
    const add = (occurrences: readonly Occurrence[], typo: boolean) => {
      for (const { entry, position } of occurrences) push(entry, { positions: [position], typo, acronym: false });
    };
    add(index.words.get(token.norm) ?? [], false);
    const spelled = withUmlauts(token.norm);
    if (spelled !== token.norm) add(index.words.get(spelled) ?? [], false);
    if (token.norm.length >= ACRONYM_MIN_LENGTH && !token.numeric && !isStopword(token.norm))
      for (const { entry, positions } of index.acronyms.get(token.norm) ?? [])
        push(entry, { positions, typo: false, acronym: true });
    if (token.norm.length >= TYPO_MIN_LENGTH - 1 && !token.numeric) {
      for (const [norm, occurrences] of oneEditAway(index.words, token.norm)) {
        if (norm !== token.norm && norm.length >= TYPO_MIN_LENGTH) add(occurrences, true);
      }
    }
    return perEntry;
  });

/** A run of question words that matches one name. */
interface Run {
  readonly start: number;
  readonly end: number;
  readonly entry: number;
  readonly matched: number;
  readonly full: boolean;
  readonly typo: boolean;
  /** A word of the run stands for name words as their acronym: the name as written ranks first. */
  readonly acronym: boolean;
  readonly head: boolean;
  /** A word of the run is a number or no stop word. */
  readonly content: boolean;
  /** Its words, matched as written, are words that few names of the kind hold. */
  readonly distinctive: boolean;
}

/** The run from `start` that matches entry `entryIndex`: its words in any order, link words in between. */
const runAt = (
  { tokens, index, boundaries }: NameSearch,
  hits: readonly Hits[],
  entryIndex: number,
  start: number,
): Run => {
  const entry = index.entries[entryIndex]!;
  const used = new Set<number>();
  let typo = false;
  let acronym = false;
  let last = start - 1;
  let content = false;
  const words: Token[] = [];
  for (let i = start; i < tokens.length; i++) {
    if (i > start && boundaries?.has(i)) break;
    const hit = hits[i]!.get(entryIndex)?.find((h) => h.positions.every((at) => !used.has(at)));
    if (hit) {
      for (const at of hit.positions) used.add(at);
      words.push(tokens[i]!);
      typo ||= hit.typo;
      acronym ||= hit.acronym;
      last = i;
      content ||= !isStopword(tokens[i]!.norm) || tokens[i]!.numeric;
      continue;
    }
    if (!LINK_WORDS.has(tokens[i]!.norm)) break;
  }
  const matched = words.length;
  const full = used.size === entry.significantCount;
  const distinctive = !typo && words.every((word) => isDistinctive(index, entry, word));
  return {
    start,
    end: last + 1,
    entry: entryIndex,
    matched,
    full,
    typo,
    acronym,
    head: used.has(entry.head),
    content,
    distinctive,
  };
};

/** A word that tells a few records of the kind apart, no number, stop word or short word. */
const isDistinctive = (index: NameIndex, entry: NameEntry, token: Token): boolean =>
  token.norm.length >= DISTINCTIVE_MIN_LENGTH &&
  !isIdentifier(token.norm) &&
  !isStopword(token.norm) &&
  (index.holders.get(entry.name.kind)?.get(token.norm) ?? 0) <= DISTINCTIVE_HOLDERS;

/**
 * A partial match on one word must be the name's head, a capitalized word inside the sentence,
 * come after a preposition, or be all the question says ("mri?", "und der Autoclave?"). Written one
 * letter off, that one word is a name only as a name is written: capitalized inside the sentence,
 * or all the question says. An ordinary word of a message (a profession, a relation, a courtesy)
 * one letter away from a name's word is not that record ("Lakes" is no typo of "takes").
 */
const isAcceptable = (tokens: readonly Token[], run: Run): boolean => {
  const only = tokens[run.start]!;
  const alone = tokens.every((token) => token === only || LINK_WORDS.has(token.norm));
  const namelike = (only.capitalized && run.start > 0) || alone;
  return (
    run.content &&
    (run.full ||
      run.matched > 1 ||
      (only.norm.length >= 3 &&
        !only.numeric &&
        (run.typo ? namelike : run.head || run.distinctive || namelike || afterPreposition(tokens, run.start))))
  );
};

const onlyATypo = (tokens: readonly Token[], hits: readonly Hits[], entryIndex: number, at: number): boolean =>
  !tokens[at]!.capitalized &&
  (hits[at]!.get(entryIndex) ?? []).every((hit) => hit.typo) &&
  tokens.slice(at + 1).some((token) => hits[token.index]!.has(entryIndex));

const runsOf = (search: NameSearch, hits: readonly Hits[]): Run[] => {
  const { tokens } = search;
  const entriesHit = new Set(hits.flatMap((perEntry) => [...perEntry.keys()]));
  const runs: Run[] = [];
  for (const entryIndex of entriesHit) {
    let start = 0;
    let previous: Run | undefined;
    while (start < tokens.length) {
      if (!hits[start]!.has(entryIndex)) {
        start++;
        continue;
      }
      // A lower-case word one letter off a name's word does not open a run ("next month at Chai …" is not "Monte-charge – Chai …").
      if (onlyATypo(tokens, hits, entryIndex, start)) {
        start++;
        continue;
      }
      // A run from every word, not only after the last one ended: "Filiale Wels … Lager Wels" holds
      // "Wels Lager" (another site's installation) and "Lager Wels"; the arbitration weighs them. A
      // run inside the entry's previous one adds nothing.
      const run = runAt(search, hits, entryIndex, start);
      if (isAcceptable(tokens, run) && !(previous && run.end <= previous.end)) {
        runs.push(run);
        previous = run;
      }
      start++;
    }
  }
  return runs;
};

/** The runs over the same question words, in the order first found. */
const groupsOf = (runs: readonly Run[]): Run[][] => {
  const byRun = new Map<string, Run[]>();
  for (const run of runs) {
    const key = `${run.start}:${run.end}`;
    const group = byRun.get(key);
    if (group) group.push(run);
    else byRun.set(key, [run]);
  }
  return [...byRun.values()];
};

/** Kinds whose names say what a thing is ("Boiler Room", "Chaudière 1"); units and providers are proper names. */
const THINGS: ReadonlySet<NamedKind> = new Set(['technical_installation', 'equipment']);

/**
 * The head tells a thing from its parts when one word is written ("boiler": "Boiler 1" before
 * "Boiler Room"); several words written together ("saint-priest") name each record holding them,
 * and so does a word of proper names ("Hall": the site "Filiale Hall" as much as "Hall Elektro").
 */
const rank = (index: NameIndex, run: Run): number[] => [
  run.full ? 1 : 0,
  run.matched,
  run.typo ? 0 : 1,
  run.acronym ? 0 : 1,
  run.head && run.matched === 1 && THINGS.has(index.entries[run.entry]!.name.kind) ? 1 : 0,
];

const compareIn = (index: NameIndex) => (a: Run, b: Run) => {
  const [ra, rb] = [rank(index, a), rank(index, b)];
  for (let i = 0; i < ra.length; i++) if (ra[i] !== rb[i]) return rb[i]! - ra[i]!;
  return 0;
};

const inScope = (scope: NameSearch['scope'], name: CatalogueName) =>
  name.unitIds.some((id) => scope.unitIds.includes(id)) ||
  name.technicalInstallationIds.some((id) => scope.technicalInstallationIds.includes(id)) ||
  scope.unitIds.includes(name.id) ||
  scope.technicalInstallationIds.includes(name.id);

/** The best-ranked records of one run of words: live before archived, of one kind, in the request's scope first. */
const matchOf = ({ question, tokens, index, scope }: NameSearch, group: Run[]): NameMatch => {
  const compare = compareIn(index);
  group.sort(compare);
  let best = group.filter((run) => compare(run, group[0]!) === 0);
  const live = best.filter((run) => !index.entries[run.entry]!.name.archived);
  if (live.length > 0) best = live;
  const kind = NAMED_KINDS.find((k) => best.some((run) => index.entries[run.entry]!.name.kind === k))!;
  const candidates = best
    .map((run) => index.entries[run.entry]!.name)
    .filter((name) => name.kind === kind)
    .sort((a, b) => Number(inScope(scope, b)) - Number(inScope(scope, a)) || compareRefs(a.ref, b.ref))
    .map((name) => ({ name, full: group[0]!.full }));
  const { start, end, matched, typo } = group[0]!;
  const excluded = tokens[start]!.excluded;
  return {
    start,
    end,
    term: quote(question, tokens, start, end - 1),
    candidates: excluded ? othersOf(index, kind, candidates) : candidates,
    kind,
    matched,
    typo,
    excluded,
  };
};

/** The live records of the kind that are none of these, by reference. */
const othersOf = (index: NameIndex, kind: NamedKind, named: readonly NameCandidate[]): NameCandidate[] => {
  const ids = new Set(named.map((candidate) => candidate.name.id));
  const others = new Map<string, CatalogueName>();
  for (const { name } of index.entries)
    if (name.kind === kind && !name.archived && !ids.has(name.id)) others.set(name.id, name);
  return [...others.values()].sort((a, b) => compareRefs(a.ref, b.ref)).map((name) => ({ name, full: true }));
};

export const findNames = (search: NameSearch): NameMatch[] => {
  const runs = runsOf(search, hitsOf(search.tokens, search.index));
  return groupsOf(runs).map((group) => matchOf(search, group));
};

/** Words that introduce a place or a thing ("aux Tilleuls", "in the Rathaus", "an der Pumpe"), articles skipped. */
const PREPOSITIONS = foldedWords((words) => words.namePrepositions);
const ARTICLES = foldedWords((words) => words.articles);

const afterPreposition = (tokens: readonly Token[], index: number): boolean => {
  let i = index - 1;
  while (i >= 0 && ARTICLES.has(tokens[i]!.norm)) i--;
  return i >= 0 && PREPOSITIONS.has(tokens[i]!.norm);
};

// Made with the first comparison: an Intl collator costs milliseconds to create.
const refOrder = once(() => new Intl.Collator('en', { numeric: true }));

/** `EQU-2` before `EQU-10`. */
const compareRefs = (a: string, b: string): number => refOrder().compare(a, b);

/** The tokens that name records as names: a whole name, or at least two of its words. */
export const namedTokens = (matches: readonly NameMatch[]): ReadonlySet<number> =>
  new Set(
    matches
      .filter((match) => match.matched >= 2 || match.candidates[0]?.full)
      .flatMap((match) => Array.from({ length: match.end - match.start }, (_, i) => match.start + i)),
  );
