/**
 * From a reading of the question to the plan (plan.ts), or to a refusal.
 *
 * Refusals, in the contract's order of precedence: an order to change data (`mutation`), a record
 * type the catalogue does not hold (`unavailable_entity_type`), a request foreign to the data
 * (`non_kare_request`), an analysis beyond counts and breakdowns (`unsupported_analysis`), and a
 * demonstrative with no name and no period (`missing_required_information`). A question with no
 * kind, name, reference or filter at all is foreign to the data, and so is one whose subject the
 * organization holds nothing of, whatever period or count comes with it; one with only a period or
 * a count lacks its subject.
 */
import {
  CODED_FACETS,
  type CodedFacet,
  facetCodes,
  facetKinds,
  facetNaming,
  isCodedFacet,
  type NamedFacet,
} from '#shared/vocabulary/catalogue/facets.ts';
import {
  closedStatusesOf,
  hasStatuses,
  KIND_DEFINITIONS,
  KINDS_WITH_OVERDUE,
  type Kind,
  openStatusesOf,
} from '#shared/vocabulary/catalogue/kinds.ts';
import type { CatalogueName, DraftInterpretation, RecordRef } from '#shared/vocabulary/search/interpreter.ts';
import type { PendingClarification, PlanFilters, PlanInput, PlanSectionInput } from '#shared/vocabulary/search/plan.ts';
import {
  filterApplies,
  GROUP_BY,
  type GroupBy,
  MAX_CARDS,
  RESOLVABLE_KINDS,
  type ResolvableKind,
  SEARCH_LIMITS,
} from '#shared/vocabulary/search/search-terms.ts';
import { foldedWords, isStopword, LINK_WORDS, phraseAt, phrasesOf } from './language.ts';
import { Quality } from './lexicon.ts';
import type { NameMatch } from './names.ts';
import { narrowedBySite } from './narrowing.ts';
import type { Reading } from './reading.ts';
import type { Span } from './span.ts';
import { negatedStatuses, negationOf, type StatusNegation } from './status-negation.ts';
import { EXTENT_OPENERS, followsAllWord, isExtent, POINTING_WORDS, subjectText, subjectUnknown } from './subject.ts';
import { fold, phraseWords, type Token } from './text.ts';
import type { Cue, Meaning, StatusMeaning } from './vocabulary.ts';

interface BuildInput {
  reading: Reading;
  /** What each reference of the question names (empty when it names nothing). */
  refs: ReadonlyMap<string, readonly RecordRef[]>;
  resolutions: readonly { kind: ResolvableKind; id: string }[];
  /** Which of the reading's `wordsToLookUp` the organization's word index holds. */
  knownWords: ReadonlySet<string>;
}

const CUE_ORDER: readonly Cue[] = ['mutation', 'unavailable', 'foreign', 'failure', 'analysis'];
const CUE_REASON = {
  mutation: 'mutation',
  unavailable: 'unavailable_entity_type',
  foreign: 'non_kare_request',
  failure: 'unsupported_analysis',
  analysis: 'unsupported_analysis',
} as const;

/** The words that point back at something said before, in any language (pointsBack). */
const DEMONSTRATIVE_PRONOUNS = foldedWords((words) => words.demonstrativePronouns);
const DEMONSTRATIVE_DETERMINERS = foldedWords((words) => words.demonstrativeDeterminers);
const OTHER_WORDS = foldedWords((words) => words.otherWords);
const ORDINALS = foldedWords((words) => words.ordinals);
const MAKING_VERBS = phrasesOf((words) => words.makingAnalyses.verbs);
const ANALYSIS_PRODUCTS = foldedWords((words) => words.makingAnalyses.products);
const POINTING_ARTICLES = foldedWords((words) => words.pointingArticles);
const CONJUNCTIONS = foldedWords((words) => words.conjunctions);
/** A link word that introduces rather than joins ("to close", not "and delete"). */
const isPreposition = (word: string) => LINK_WORDS.has(word) && !CONJUNCTIONS.has(word);
const PARTITIVES: readonly string[][] = [...foldedWords((words) => words.partitives)].map(phraseWords);
const RELATIVE_PLACES: readonly string[][] = [...foldedWords((words) => words.relativePlaces)].map((place) =>
  place.split(/[^\p{L}\p{N}]+/u).filter(Boolean),
);

/** Kinds that are places: "across all sites" says how far the search reaches. */
const PLACE_KINDS: ReadonlySet<Kind> = new Set<Kind>(['unit', 'technical_installation']);

/** The breakdown by records of this kind, when a breakdown can be made by them. */
const dimensionOfKind = (kind: Kind): GroupBy | undefined => {
  const facet = facetNaming(kind);
  return facet && (GROUP_BY as readonly string[]).includes(facet) ? (facet as GroupBy) : undefined;
};

/** A dimension word's facet, when it is one: a "type" alone is an intervention's. */
const wordFacet = (by: Dimension | undefined): GroupBy | undefined => (by === 'type' ? 'interventionType' : by);

const statusCodes = ({ meaning, negation }: AskedStatus, kind: Kind): readonly string[] => {
  if (!hasStatuses(kind)) return [];
  const codes =
    'set' in meaning
      ? meaning.set === 'open'
        ? openStatusesOf(kind)
        : closedStatusesOf(kind)
      : (meaning.codes[kind] ?? (meaning.otherwise === 'open' ? openStatusesOf(kind) : []));
  return negation ? negatedStatuses(codes, kind, negation) : codes;
};

/** A status word as the question uses it: negated or not ("no longer active"). */
interface AskedStatus {
  meaning: StatusMeaning;
  negation: StatusNegation | undefined;
}

type PhraseMeaning = { meaning: Meaning; span: Span };

const phraseMeanings = (spans: readonly Span[]): PhraseMeaning[] =>
  spans.flatMap((span) => (span.type === 'phrase' ? [{ meaning: span.match.meaning, span }] : []));

type NameSpan = Extract<Span, { type: 'name' }>;
type RefSpan = Extract<Span, { type: 'ref' }>;
type PeriodSpan = Extract<Span, { type: 'period' }>;
type KindWord = { meaning: Extract<Meaning, { type: 'kind' }>; span: Span };
type Dimension = GroupBy | 'type';

/** What the question names: records by name or by reference, and a period. */
interface Named {
  names: readonly NameSpan[];
  refs: readonly { span: RefSpan; records: readonly RecordRef[] }[];
  period: PeriodSpan | undefined;
}

/** What the question's phrases ask of the records, besides their kind. */
interface Asked {
  /** The codes asked for each coded facet ("urgent": high and critical priorities). */
  codes: Readonly<Partial<Record<CodedFacet, readonly string[]>>>;
  statuses: readonly AskedStatus[];
  overdue: boolean;
  archived: boolean;
  direction: 'asc' | 'desc' | undefined;
  count: boolean;
  breakdown: boolean;
  /** "which building has the most anomalies": a breakdown by the other kind named. */
  most: boolean;
  groupBy: Dimension | undefined;
  dimensions: readonly Dimension[];
}

/** The plan's sections while they are built, with the terms each will search as text. */
interface Draft {
  sections: PlanSectionInput[];
  textTerms: string[][];
}

const filtersOf = (draft: Draft, index: number) => draft.sections[index]!.filters as PlanFilters;

export const buildInterpretation = ({ reading, refs, resolutions, knownWords }: BuildInput): DraftInterpretation => {
  const meanings = phraseMeanings(reading.spans);
  const refusal = cueRefusal(reading, meanings);
  if (refusal) return refusal;
  const named = namedIn(reading, refs);
  if (named.names.length === 0 && named.refs.length === 0 && !named.period && pointsBack(reading)) {
    return { kind: 'unsupported', reason: 'missing_required_information' };
  }
  const phrases = askedIn(reading, meanings);
  const { kinds, groupBy } = subjectOf(reading, meanings, named, phrases);
  const asked = { ...phrases, groupBy };
  if (kinds.length === 0) return subjectlessRefusal(reading, knownWords, named, asked);

  const draft: Draft = {
    sections: kinds.map((entity) => ({
      entity,
      filters: askedFilters(entity, asked, named.period),
      order: asked.direction ?? 'desc',
    })),
    textTerms: kinds.map(() => []),
  };
  for (const { span, records } of named.refs) placeRef(draft, span.ref, records);
  // Names: a filter when one record is meant, a clarification when several are equally meant.
  const clarifications: PendingClarification[] = [];
  for (const name of named.names)
    placeName(
      name.name,
      draft,
      clarifications,
      resolutions,
      name.name.excluded || followsAllWord(reading.tokens, name.start),
    );
  finishSections(draft, reading, knownWords, asked);
  const plan: PlanInput = { version: 1, language: reading.lang, sections: draft.sections, clarifications };
  return { kind: 'plan', plan };
};

/** The first refusal cue in the contract's order of precedence, if any. */
const cueRefusal = (reading: Reading, meanings: readonly PhraseMeaning[]): DraftInterpretation | undefined => {
  // A cue read only as a typo ("leave" one letter off "lease") yields to cues written as they are.
  const typo = ({ span }: PhraseMeaning) => span.type === 'phrase' && span.match.quality === Quality.typo;
  const allCues = meanings.filter(({ meaning }) => meaning.type === 'cue');
  const cues = allCues.some((cue) => !typo(cue)) ? allCues.filter((cue) => !typo(cue)) : allCues;
  const analysed = cues.some(({ meaning }) => meaning.type === 'cue' && meaning.cue === 'analysis');
  // "the average time to close", "délai moyen pour fermer", "Zeit bis zum Schließen": a verb after a
  // preposition in a measurement is the thing measured, not an order.
  const measured = ({ meaning, span }: PhraseMeaning) =>
    analysed &&
    meaning.type === 'cue' &&
    meaning.cue === 'mutation' &&
    isPreposition(reading.tokens[span.start - 1]?.norm ?? '');
  // "une synthèse des anomalies, tu peux la préparer ?": making a summary asks for an analysis.
  const madeAnalysis = reading.tokens.some((token) => ANALYSIS_PRODUCTS.has(token.norm));
  const makes = ({ meaning, span }: PhraseMeaning) =>
    madeAnalysis &&
    meaning.type === 'cue' &&
    meaning.cue === 'mutation' &&
    phraseAt(reading.tokens, span.start, MAKING_VERBS()) > 0;
  for (const cue of CUE_ORDER) {
    if (
      !cues.some((word) => word.meaning.type === 'cue' && word.meaning.cue === cue && !measured(word) && !makes(word))
    )
      continue;
    // "Résume-moi le match d'hier": an analysis of nothing the platform holds is foreign to it first.
    // A measured repair or closing ("temps moyen pour réparer un ascenseur") is about the data, whatever the thing.
    if (cue === 'analysis' && !aboutTheData(reading) && !cues.some(measured) && !aboutOurs(reading))
      return { kind: 'unsupported', reason: 'non_kare_request' };
    return { kind: 'unsupported', reason: CUE_REASON[cue] };
  }
  return undefined;
};

const namedIn = ({ spans }: Reading, refs: BuildInput['refs']): Named => ({
  names: narrowedBySite(spans.filter((span): span is NameSpan => span.type === 'name')),
  refs: spans
    .filter((span): span is RefSpan => span.type === 'ref')
    .map((span) => ({ span, records: refs.get(span.ref) ?? [] })),
  period: spans.find((span): span is PeriodSpan => span.type === 'period'),
});

/** The codes a phrase asks for: its own, or the facet's others when a minus excludes them. */
const codesOf = (facet: CodedFacet, { meaning, span }: PhraseMeaning, tokens: readonly Token[]): readonly string[] => {
  if (meaning.type !== facet || !('values' in meaning)) return [];
  const values: readonly string[] = meaning.values;
  return tokens[span.start]!.excluded ? facetCodes(facet).filter((value) => !values.includes(value)) : values;
};

const askedIn = ({ tokens, lang }: Reading, meanings: readonly PhraseMeaning[]): Asked => {
  const has = (type: Meaning['type']) => meanings.some(({ meaning }) => meaning.type === type);
  const codes = Object.fromEntries(
    CODED_FACETS.flatMap((facet) => {
      const values = unique(meanings.flatMap((phrase) => codesOf(facet, phrase, tokens)));
      return values.length > 0 ? [[facet, values]] : [];
    }),
  );
  const order = meanings.find(({ meaning }) => meaning.type === 'order')?.meaning as
    | Extract<Meaning, { type: 'order' }>
    | undefined;
  return {
    codes,
    statuses: meanings.flatMap(({ meaning, span }) =>
      meaning.type === 'status'
        ? [{ meaning: meaning.status, negation: negationOf(tokens, span.start, span.end, lang) }]
        : [],
    ),
    overdue: has('overdue'),
    archived: has('archived'),
    direction: order?.direction,
    count: has('count'),
    breakdown: has('breakdown'),
    most: has('most'),
    groupBy: groupByIn(tokens, meanings),
    // "the outcome of the commissions, by decision", "breakdown of the commissions' outcomes": a dimension
    // written outside a "by" phrase is what a breakdown goes by; alone it is only a word about the records.
    dimensions: unique(meanings.flatMap(({ meaning }) => (meaning.type === 'dimension' ? [meaning.by] : []))),
  };
};

/** What a "by" phrase breaks down by: "across the site" says how far the search reaches; "across sites" breaks down by them. */
const groupByIn = (tokens: readonly Token[], meanings: readonly PhraseMeaning[]) => {
  const grouping = meanings.find(({ meaning }) => meaning.type === 'groupBy');
  const by = (grouping?.meaning as Extract<Meaning, { type: 'groupBy' }> | undefined)?.by;
  const acrossThe =
    grouping &&
    EXTENT_OPENERS.has(tokens[grouping.span.start]!.norm) &&
    tokens.slice(grouping.span.start + 1, grouping.span.end).some((t) => LINK_WORDS.has(t.norm));
  return acrossThe && (by === 'unit' || by === 'technicalInstallation') ? undefined : by;
};

/** The kinds asked for, and what a breakdown goes by once a kind named as its dimension is taken out. */
const subjectOf = (
  reading: Reading,
  meanings: readonly PhraseMeaning[],
  named: Named,
  asked: Asked,
): { kinds: Kind[]; groupBy: Dimension | undefined } => {
  const kindWords = kindWordsIn(reading.tokens, meanings, named.names);
  const strong = kindWords.filter(({ meaning }) => !meaning.weak);
  let kinds = unique((strong.length > 0 ? strong : kindWords).map(({ meaning }) => meaning.kind));
  let groupBy = asked.groupBy;
  // "Which building has the most anomalies", "wie verteilen sich die Einsätze auf die Dienstleister":
  // the anomalies (the interventions), broken down by the other kind named.
  if ((asked.breakdown || asked.most) && groupBy === undefined && kinds.length > 1) {
    const dimension = kinds.find((kind) => dimensionOfKind(kind) !== undefined);
    if (dimension) {
      groupBy = dimensionOfKind(dimension);
      kinds = kinds.filter((kind) => kind !== dimension);
    }
  }
  if (kinds.length > 1) kinds = withoutReach(kinds, kindWords, reading.tokens);
  return { kinds: kinds.length > 0 ? kinds : impliedKinds(named, { ...asked, groupBy }), groupBy };
};

/** Kind words, but those next to a name of that kind qualify the name ("le prestataire Otis", "l'équipement Chaudière 1"). */
const kindWordsIn = (
  tokens: readonly Token[],
  meanings: readonly PhraseMeaning[],
  names: readonly NameSpan[],
): KindWord[] =>
  meanings.filter(
    (word): word is KindWord =>
      word.meaning.type === 'kind' &&
      !names.some((name) => name.name.kind === (word as KindWord).meaning.kind && adjacent(tokens, word.span, name)),
  );

/**
 * "open anomalies across all sites", "dans tous les bâtiments", "in allen Gebäuden": places that
 * only say how far the search reaches, beside another kind, ask for no section of their own.
 */
const withoutReach = (kinds: Kind[], kindWords: readonly KindWord[], tokens: readonly Token[]): Kind[] => {
  const isReach = ({ meaning, span }: KindWord) => PLACE_KINDS.has(meaning.kind) && isExtent(tokens, span.start);
  const asked = new Set(kindWords.filter((word) => !isReach(word)).map(({ meaning }) => meaning.kind));
  const reach = new Set(kindWords.filter(isReach).map(({ meaning }) => meaning.kind));
  const remaining = kinds.filter((kind) => !reach.has(kind) || asked.has(kind));
  return remaining.length > 0 ? remaining : kinds;
};

/** A question that names no kind asks for what its other words imply: the first of these that implies any. */
const impliedKinds = (named: Named, asked: Asked): Kind[] => {
  const implications: (() => Kind[])[] = [
    // Codes or a breakdown of a coded facet: the kinds with that facet ("urgent" → anomalies).
    () => kindsOfFacets(CODED_FACETS.filter((facet) => asked.codes[facet] || wordFacet(asked.groupBy) === facet)),
    () => (asked.breakdown && asked.groupBy === undefined ? kindsOfFacets(asked.dimensions.map(wordFacet)) : []),
    () => {
      const codeKinds = unique(
        asked.statuses.flatMap(({ meaning }) => ('codes' in meaning ? (Object.keys(meaning.codes) as Kind[]) : [])),
      );
      return codeKinds.length <= 2 ? codeKinds : [];
    },
    () =>
      unique(
        named.refs.flatMap(({ records, span }) =>
          records.length > 0 ? records.map((r) => r.kind) : guessKind(span.ref),
        ),
      ),
    () => (asked.overdue ? [...KINDS_WITH_OVERDUE] : []),
    () => unique(named.names.map((name) => name.name.kind as Kind)),
  ];
  for (const implied of implications) {
    const kinds = implied();
    if (kinds.length > 0) return kinds;
  }
  return [];
};

/** The kinds with any of these coded facets, in the facets' order. */
const kindsOfFacets = (facets: readonly (GroupBy | undefined)[]): Kind[] =>
  unique(facets.flatMap((facet) => (facet !== undefined && isCodedFacet(facet) ? facetKinds(facet) : [])));

/**
 * "wer hat gestern das Fußballspiel gewonnen?", "what's on the canteen menu today?": a subject the
 * organization holds nothing of is foreign to the platform, whatever period or count comes with it
 * (non_kare_request comes before missing_required_information).
 */
const subjectlessRefusal = (
  reading: Reading,
  knownWords: ReadonlySet<string>,
  named: Named,
  asked: Asked,
): DraftInterpretation => {
  if (subjectUnknown(reading, knownWords)) return { kind: 'unsupported', reason: 'non_kare_request' };
  const hasSubjectlessFilter =
    named.period || asked.count || asked.breakdown || asked.statuses.length > 0 || asked.archived;
  return {
    kind: 'unsupported',
    reason: hasSubjectlessFilter || pointsBack(reading) ? 'missing_required_information' : 'non_kare_request',
  };
};

/** The filters the question's phrases and period give a section of this kind, where they apply to it. */
const askedFilters = (kind: Kind, asked: Asked, period: PeriodSpan | undefined): PlanFilters => {
  const statuses = unique(asked.statuses.flatMap((status) => statusCodes(status, kind)));
  const codes = CODED_FACETS.flatMap((facet) => {
    const values = asked.codes[facet];
    return values && filterApplies(facet, kind) ? [[facet, values]] : [];
  });
  return {
    ...(statuses.length > 0 && { status: statuses }),
    ...Object.fromEntries(codes),
    ...(asked.overdue && filterApplies('overdue', kind) && { overdue: true }),
    // A period that ends before it starts ("before 1960") selects nothing the plan could express: it is left out.
    ...(period &&
      period.period.from < period.period.to && {
        period: { from: period.period.from.toISOString(), to: period.period.to.toISOString() },
      }),
    ...(asked.archived && { archived: true }),
  } as PlanFilters;
};

/** A reference: the record itself in its kind's section, or a relation filter on the others. */
const placeRef = (draft: Draft, ref: string, records: readonly RecordRef[]) => {
  const found = records.length > 0 ? records : guessKind(ref).map((kind) => ({ kind, id: '', ref }));
  if (placeAsRecord(draft, ref, found) || placeAsRelation(draft, found)) return;
  const first = found[0];
  if (!first) {
    // A reference the catalogue does not hold, on the kind asked: understood, and nothing matches.
    filtersOf(draft, 0).ref ??= ref;
    draft.sections[0]!.namedBy = 'ref';
  } else if (!draft.sections.some((s) => s.entity === first.kind)) {
    draft.sections.push({ entity: first.kind, filters: { ref }, order: draft.sections[0]!.order, namedBy: 'ref' });
    draft.textTerms.push([]);
  }
};

const placeAsRecord = (draft: Draft, ref: string, found: readonly RecordRef[]): boolean => {
  let placed = false;
  draft.sections.forEach((section, index) => {
    if (!found.some((r) => r.kind === section.entity)) return;
    const filters = filtersOf(draft, index);
    filters.ref ??= ref;
    // Status words beside the record's own reference ask about it ("ist ANO-13 schon behoben?"):
    // as a filter they would hide the record whenever the answer is no.
    delete filters.status;
    delete filters.overdue;
    section.namedBy = 'ref';
    placed = true;
  });
  return placed;
};

const placeAsRelation = (draft: Draft, found: readonly RecordRef[]): boolean => {
  let placed = false;
  for (const record of found) {
    const key = facetNaming(record.kind);
    if (!key || !record.id) continue;
    draft.sections.forEach((section, index) => {
      if (!filterApplies(key, section.entity)) return;
      addIds(filtersOf(draft, index), key, [record.id]);
      placed = true;
    });
  }
  return placed;
};

/** The records a name means: its candidates, or the one a resolution of the same kind chose among them. */
const chosenRecords = (
  name: NameMatch,
  resolutions: readonly { kind: ResolvableKind; id: string }[],
): readonly CatalogueName[] => {
  const resolved = resolutions.find(
    (r) => r.kind === name.kind && name.candidates.some((c) => c.name.id === r.id.toLowerCase()),
  );
  return resolved
    ? name.candidates.filter((c) => c.name.id === resolved.id.toLowerCase()).map((c) => c.name)
    : name.candidates.map((c) => c.name);
};

const placeName = (
  name: NameMatch,
  draft: Draft,
  clarifications: PendingClarification[],
  resolutions: readonly { kind: ResolvableKind; id: string }[],
  /** "all fire extinguishers": every record the name matches, not one of them. */
  all: boolean,
) => {
  const kind = name.kind;
  const key = facetNaming(kind)!;
  const chosen = chosenRecords(name, resolutions);
  const unique = chosen.length === 1;
  const waiting: number[] = [];
  draft.sections.forEach((section, index) => {
    const filters = filtersOf(draft, index);
    if (section.entity === kind) {
      if (unique && filters.ref === undefined) {
        filters.ref = chosen[0]!.ref;
        section.namedBy = 'title';
      } else if (!unique && !all && filters.ref === undefined) waiting.push(index);
      else draft.textTerms[index]!.push(name.term);
      return;
    }
    if (!filterApplies(key, section.entity)) {
      draft.textTerms[index]!.push(name.term);
      return;
    }
    if (unique || all || kind === 'provider') {
      addIds(
        filters,
        key,
        chosen.map((n) => n.id),
      );
      return;
    }
    waiting.push(index);
  });
  if (
    waiting.length > 0 &&
    (RESOLVABLE_KINDS as readonly string[]).includes(kind) &&
    clarifications.length < SEARCH_LIMITS.clarifications
  ) {
    clarifications.push({
      term: name.term,
      kind: kind as ResolvableKind,
      candidateIds: chosen.slice(0, SEARCH_LIMITS.candidateIds).map((n) => n.id),
      sections: waiting,
    });
  }
};

/** Words no vocabulary, period, name or reference explains are searched as text when they can match; then the aggregate or the number of cards. */
const finishSections = (draft: Draft, reading: Reading, knownWords: ReadonlySet<string>, asked: Asked) => {
  const leftover = subjectText(reading, knownWords);
  draft.sections.forEach((section, index) => {
    // A record named by its reference is that record: words around it ("the caretaker asked about
    // it") could only hide it.
    const byRef = section.namedBy === 'ref' && filtersOf(draft, index).ref !== undefined;
    const terms = [...draft.textTerms[index]!, ...(leftover && !byRef ? [leftover] : [])];
    if (terms.length > 0) filtersOf(draft, index).text = terms.join(' ');
    const aggregate = aggregateFor(section.entity, asked);
    if (aggregate) {
      section.aggregate = aggregate;
      section.pageSize = 0;
    } else {
      const limit = limitOf(reading.tokens, reading.spans);
      if (limit !== undefined) section.pageSize = limit;
    }
  });
};

const aggregateFor = (
  kind: Kind,
  { count, breakdown, groupBy, dimensions }: Pick<Asked, 'count' | 'breakdown' | 'groupBy' | 'dimensions'>,
): PlanSectionInput['aggregate'] => {
  const dimensionOf = (dimension: Dimension | undefined): GroupBy | undefined =>
    dimension === 'type'
      ? kind === 'intervention'
        ? 'interventionType'
        : kind === 'commission'
          ? 'visitType'
          : undefined
      : dimension;
  let by = dimensionOf(groupBy);
  // A breakdown with a dimension written elsewhere in the question goes by it, when the kind has it.
  if (by === undefined && groupBy === undefined && breakdown) {
    by = dimensions.map(dimensionOf).find((dimension) => dimension !== undefined && filterApplies(dimension, kind));
  }
  if (by === undefined && breakdown && hasStatuses(kind)) by = 'status';
  if (by !== undefined && filterApplies(by, kind)) return { kind: 'groupCount', by };
  if (count || breakdown || groupBy) return { kind: 'count' };
  return undefined;
};

/** "les 5 dernières", "the 3 oldest", "top 5": a number next to an order word. */
const limitOf = (tokens: readonly Token[], spans: readonly Span[]): number | undefined => {
  for (const span of spans) {
    if (span.type !== 'phrase' || span.match.meaning.type !== 'order') continue;
    for (const index of [span.start - 1, span.end]) {
      const token = tokens[index];
      if (token?.numeric && Number(token.raw) >= 1 && !spans.some((s) => s.start <= index && index < s.end))
        return Math.min(Number(token.raw), MAX_CARDS);
    }
  }
  const top = tokens.findIndex((t) => t.norm === 'top');
  const n = tokens[top + 1];
  return top >= 0 && n?.numeric && Number(n.raw) >= 1 ? Math.min(Number(n.raw), MAX_CARDS) : undefined;
};

/** Meanings that only the platform's data has: a question holding one is about that data. */
const DATA_MEANINGS: ReadonlySet<Meaning['type']> = new Set([
  'kind',
  'status',
  'priority',
  'interventionType',
  'visitType',
  'decision',
  'overdue',
  'archived',
  'groupBy',
]);

/** Words for the organization's own: "the average consumption of our boilers" measures its things. */
const OUR_WORDS: ReadonlySet<string> = foldedWords((words) => words.ourWords);

const aboutOurs = ({ tokens }: Reading): boolean => tokens.some((token) => OUR_WORDS.has(token.norm));

/** The question names a kind, a record, a facet of the data, or points back at something said before. */
const aboutTheData = (reading: Reading): boolean =>
  reading.spans.some(
    (span) =>
      span.type === 'name' ||
      span.type === 'ref' ||
      (span.type === 'phrase' && DATA_MEANINGS.has(span.match.meaning.type)),
  ) || pointsBack(reading);

const pointsBack = ({ tokens, uncovered, spans }: Reading): boolean =>
  RELATIVE_PLACES.some((place) => tokens.some((_, at) => place.every((word, i) => tokens[at + i]?.norm === word))) ||
  uncovered.some((token) => {
    if (DEMONSTRATIVE_PRONOUNS.has(token.norm)) return !inPartitiveOfKind(tokens, spans, token);
    const next = tokens[token.index + 1];
    if (POINTING_ARTICLES.has(token.norm)) return next !== undefined && POINTING_WORDS.has(next.norm);
    // "the second one?", "et le second alors ?": an ordinal with no noun after it counts in a list said before.
    if (ORDINALS.has(token.norm))
      return tokens.slice(token.index + 1).every((t) => POINTING_WORDS.has(t.norm) || isStopword(t.norm));
    if (!OTHER_WORDS.has(token.norm) && !DEMONSTRATIVE_DETERMINERS.has(token.norm)) return false;
    if (!next || POINTING_WORDS.has(next.norm)) return true;
    // "ce bâtiment", "that site", "the other building", "das andere Gebäude": a kind told from one said before.
    return spans.some(
      (span) => span.start === next.index && span.type === 'phrase' && span.match.meaning.type === 'kind',
    );
  });

/** "any of them" after "which providers": the pronoun is the kind the question named before it. */
const inPartitiveOfKind = (tokens: readonly Token[], spans: readonly Span[], pronoun: Token): boolean =>
  PARTITIVES.some((words) => {
    const start = pronoun.index - words.length + 1;
    return (
      words.every((word, i) => tokens[start + i]?.norm === word) &&
      spans.some((span) => span.end <= start && span.type === 'phrase' && span.match.meaning.type === 'kind')
    );
  });

const adjacent = (tokens: readonly Token[], a: Span, b: Span): boolean => {
  const [first, second] = a.start < b.start ? [a, b] : [b, a];
  return tokens.slice(first.end, second.start).every((t) => LINK_WORDS.has(t.norm));
};

/** The kind a reference's letters spell, when the catalogue does not hold it ("ANO" → anomaly). */
const guessKind = (ref: string): Kind[] => {
  const prefix = fold(ref.split('-')[0]!);
  const spelled = (word: string) => {
    let i = 0;
    for (const letter of fold(word)) if (letter === prefix[i]) i++;
    return i === prefix.length && fold(word)[0] === prefix[0];
  };
  const kinds = (Object.keys(KIND_DEFINITIONS) as Kind[]).filter((kind) => spelled(kind.replace('_', '')));
  return kinds.length === 1 ? kinds : [];
};

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/** A relation filter holds at most 50 ids (plan.ts); names beyond are not added. */
const addIds = (filters: PlanFilters, key: NamedFacet, ids: readonly string[]) => {
  filters[key] = unique([...(filters[key] ?? []), ...ids]).slice(0, SEARCH_LIMITS.ids);
};
