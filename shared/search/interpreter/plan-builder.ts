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
import { closedStatusesOf, hasStatuses, KIND_DEFINITIONS, type Kind, openStatusesOf } from '../../catalogue/kinds.ts';
import type { CatalogueName, Interpretation, NamedKind, RecordRef } from '../interpreter.ts';
import {
  buildPlan,
  type FilterKey,
  filterApplies,
  type GroupBy,
  MAX_CARDS,
  type PendingClarification,
  type PlanFilters,
  type PlanInput,
  type PlanSectionInput,
  RESOLVABLE_KINDS,
  type ResolvableKind,
} from '../plan.ts';
import { LINK_WORDS } from './language.ts';
import type { NameMatch } from './names.ts';
import type { Reading, Span } from './reading.ts';
import { EXTENT_OPENERS, isExtent, POINTING_WORDS, subjectText, subjectUnknown } from './subject.ts';
import { fold, type Token } from './text.ts';
import type { Cue, Meaning, StatusMeaning } from './vocabulary.ts';

export interface BuildInput {
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

type RelationKey = Extract<FilterKey, 'unit' | 'technicalInstallation' | 'equipment' | 'provider'>;

const RELATION_FILTER: Record<NamedKind, RelationKey> = {
  unit: 'unit',
  technical_installation: 'technicalInstallation',
  equipment: 'equipment',
  provider: 'provider',
};

/** Pronouns that point at something said before ("celui-là", "that one", "diesem da"). */
const DEMONSTRATIVE_PRONOUNS = new Set(
  [
    'celui',
    'celle',
    'ceux',
    'celles',
    'ca',
    'cela',
    'ceci',
    'lui',
    'derselbe',
    'dieselbe',
    'dasselbe',
    'denselben',
    'demselben',
    'jener',
    'jene',
    'jenes',
    'jenem',
    'jenen',
    'it',
    'them',
    'same',
    'meme',
    'idem',
    'pareil',
    'gleiche',
    'gleichen',
  ].map(fold),
);
/** Determiners that point when no name follows ("ce bâtiment", "that building", "diesem Gebäude"). */
const DEMONSTRATIVE_DETERMINERS = new Set(
  ['ce', 'cet', 'cette', 'ces', 'this', 'that', 'these', 'those', 'diese', 'dieser', 'dieses', 'diesem', 'diesen'].map(
    fold,
  ),
);
/** "The other one", "l'autre", "dem anderen": pronouns when nothing but a pointing word follows. */
const OTHER_WORDS = new Set([
  'autre',
  'autres',
  'other',
  'others',
  'andere',
  'anderen',
  'anderer',
  'anderes',
  'anderem',
]);
/** Articles that point only with a pointing word after them ("mit dem da"). */
const POINTING_ARTICLES = new Set(['der', 'die', 'das', 'dem', 'den']);

/** Kinds that are places: "across all sites" says how far the search reaches. */
const PLACE_KINDS: ReadonlySet<Kind> = new Set<Kind>(['unit', 'technical_installation']);

/** Kinds whose records a breakdown can be made by. */
const DIMENSION_OF_KIND = {
  unit: 'unit',
  technical_installation: 'technicalInstallation',
  provider: 'provider',
} as const satisfies Partial<Record<Kind, GroupBy>>;

const KINDS_WITH_OVERDUE = (Object.keys(KIND_DEFINITIONS) as Kind[]).filter(
  (kind) => KIND_DEFINITIONS[kind].overdueDate !== null,
);

const statusCodes = (meaning: StatusMeaning, kind: Kind): readonly string[] => {
  if (!hasStatuses(kind)) return [];
  if ('set' in meaning) return meaning.set === 'open' ? openStatusesOf(kind) : closedStatusesOf(kind);
  return meaning.codes[kind] ?? (meaning.otherwise === 'open' ? openStatusesOf(kind) : []);
};

const phraseMeanings = (spans: readonly Span[]): { meaning: Meaning; span: Span }[] =>
  spans.flatMap((span) => (span.type === 'phrase' ? [{ meaning: span.match.meaning, span }] : []));

export const buildInterpretation = ({ reading, refs, resolutions, knownWords }: BuildInput): Interpretation => {
  const { spans, tokens, uncovered } = reading;
  const meanings = phraseMeanings(spans);

  for (const cue of CUE_ORDER) {
    if (!meanings.some(({ meaning }) => meaning.type === 'cue' && meaning.cue === cue)) continue;
    // "Résume-moi le match d'hier": an analysis of nothing the platform holds is foreign to it first.
    if (cue === 'analysis' && !aboutTheData(reading)) return { kind: 'unsupported', reason: 'non_kare_request' };
    return { kind: 'unsupported', reason: CUE_REASON[cue] };
  }

  const names = spans.flatMap((span) => (span.type === 'name' ? [span] : []));
  const refSpans = spans.flatMap((span) => (span.type === 'ref' ? [span] : []));
  const period = spans.find((span): span is Span & { type: 'period' } => span.type === 'period');

  if (names.length === 0 && refSpans.length === 0 && !period && pointsBack(tokens, uncovered, spans)) {
    return { kind: 'unsupported', reason: 'missing_required_information' };
  }

  // Kind words next to a name of that kind qualify the name ("le prestataire Otis", "l'équipement Chaudière 1").
  const qualifiers = new Set<Span>();
  for (const { meaning, span } of meanings) {
    if (meaning.type !== 'kind') continue;
    if (names.some((name) => name.name.kind === meaning.kind && adjacent(tokens, span, name))) qualifiers.add(span);
  }
  const kindWords = meanings.filter(({ meaning, span }) => meaning.type === 'kind' && !qualifiers.has(span)) as {
    meaning: Meaning & { type: 'kind' };
    span: Span;
  }[];
  const strong = kindWords.filter(({ meaning }) => !meaning.weak);
  let kinds: Kind[] = unique((strong.length > 0 ? strong : kindWords).map(({ meaning }) => meaning.kind));

  const priorities = unique(meanings.flatMap(({ meaning }) => (meaning.type === 'priority' ? meaning.values : [])));
  const interventionTypes = unique(
    meanings.flatMap(({ meaning }) => (meaning.type === 'interventionType' ? meaning.values : [])),
  );
  const visitTypes = unique(meanings.flatMap(({ meaning }) => (meaning.type === 'visitType' ? meaning.values : [])));
  const decisions = unique(meanings.flatMap(({ meaning }) => (meaning.type === 'decision' ? meaning.values : [])));
  const statuses = meanings.flatMap(({ meaning }) => (meaning.type === 'status' ? [meaning.status] : []));
  const overdue = meanings.some(({ meaning }) => meaning.type === 'overdue');
  const archived = meanings.some(({ meaning }) => meaning.type === 'archived');
  const order = meanings.find(({ meaning }) => meaning.type === 'order')?.meaning as
    | (Meaning & { type: 'order' })
    | undefined;
  const count = meanings.some(({ meaning }) => meaning.type === 'count');
  const breakdown = meanings.some(({ meaning }) => meaning.type === 'breakdown');
  const grouping = meanings.find(({ meaning }) => meaning.type === 'groupBy');
  let groupBy = (grouping?.meaning as (Meaning & { type: 'groupBy' }) | undefined)?.by;
  // "across the site" says how far the search reaches; "across sites" breaks down by them.
  const acrossThe =
    grouping &&
    EXTENT_OPENERS.has(tokens[grouping.span.start]!.norm) &&
    tokens.slice(grouping.span.start + 1, grouping.span.end).some((t) => LINK_WORDS.has(t.norm));
  if (acrossThe && (groupBy === 'unit' || groupBy === 'technicalInstallation')) groupBy = undefined;
  // "the outcome of the commissions, by decision", "breakdown of the commissions' outcomes": a dimension
  // written outside a "by" phrase is what a breakdown goes by; alone it is only a word about the records.
  const dimensions = unique(meanings.flatMap(({ meaning }) => (meaning.type === 'dimension' ? [meaning.by] : [])));

  // "Which building has the most anomalies", "wie verteilen sich die Einsätze auf die Dienstleister":
  // the anomalies (the interventions), broken down by the other kind named.
  const byKind = breakdown || meanings.some(({ meaning }) => meaning.type === 'most');
  if (byKind && groupBy === undefined && kinds.length > 1) {
    const dimension = kinds.find((kind) => kind in DIMENSION_OF_KIND);
    if (dimension) {
      groupBy = DIMENSION_OF_KIND[dimension as keyof typeof DIMENSION_OF_KIND];
      kinds = kinds.filter((kind) => kind !== dimension);
    }
  }

  // "open anomalies across all sites", "dans tous les bâtiments", "in allen Gebäuden": places that
  // only say how far the search reaches, beside another kind, ask for no section of their own.
  if (kinds.length > 1) {
    const isReach = ({ meaning, span }: (typeof kindWords)[number]) =>
      PLACE_KINDS.has(meaning.kind) && isExtent(tokens, span.start);
    const asked = new Set(kindWords.filter((word) => !isReach(word)).map(({ meaning }) => meaning.kind));
    const reach = new Set(kindWords.filter(isReach).map(({ meaning }) => meaning.kind));
    const remaining = kinds.filter((kind) => !reach.has(kind) || asked.has(kind));
    if (remaining.length > 0) kinds = remaining;
  }

  const refRecords = refSpans.map((span) => ({ span, records: refs.get(span.ref) ?? [] }));

  // A question that names no kind asks for what its other words imply.
  if (kinds.length === 0) {
    kinds = unique([
      ...(priorities.length > 0 || groupBy === 'priority' ? (['anomaly'] as Kind[]) : []),
      ...(interventionTypes.length > 0 || groupBy === 'type' ? (['intervention'] as Kind[]) : []),
      ...(visitTypes.length > 0 || decisions.length > 0 || groupBy === 'visitType' || groupBy === 'decision'
        ? (['commission'] as Kind[])
        : []),
    ]);
  }
  if (kinds.length === 0 && breakdown && groupBy === undefined) {
    kinds = unique(
      dimensions.flatMap((by): Kind[] =>
        by === 'priority'
          ? ['anomaly']
          : by === 'type'
            ? ['intervention']
            : by === 'visitType' || by === 'decision'
              ? ['commission']
              : [],
      ),
    );
  }
  if (kinds.length === 0) {
    const codeKinds = unique(
      statuses.flatMap((status) => ('codes' in status ? (Object.keys(status.codes) as Kind[]) : [])),
    );
    if (codeKinds.length > 0 && codeKinds.length <= 2) kinds = codeKinds;
  }
  if (kinds.length === 0)
    kinds = unique(
      refRecords.flatMap(({ records, span }) =>
        records.length > 0 ? records.map((r) => r.kind) : guessKind(span.ref),
      ),
    );
  if (kinds.length === 0 && overdue) kinds = KINDS_WITH_OVERDUE;
  if (kinds.length === 0) kinds = unique(names.map((name) => name.name.kind as Kind));

  if (kinds.length === 0) {
    // "wer hat gestern das Fußballspiel gewonnen?", "what's on the canteen menu today?": a subject the
    // organization holds nothing of is foreign to the platform, whatever period or count comes with it
    // (non_kare_request comes before missing_required_information).
    if (subjectUnknown(reading, knownWords)) return { kind: 'unsupported', reason: 'non_kare_request' };
    const hasSubjectlessFilter = period || count || breakdown || statuses.length > 0 || archived;
    return {
      kind: 'unsupported',
      reason:
        hasSubjectlessFilter || pointsBack(tokens, uncovered, spans)
          ? 'missing_required_information'
          : 'non_kare_request',
    };
  }

  const sections: PlanSectionInput[] = kinds.map((entity) => ({
    entity,
    filters: {},
    order: order?.direction ?? 'desc',
  }));
  const filtersOf = (index: number) => sections[index]!.filters as PlanFilters;
  const textTerms: string[][] = sections.map(() => []);

  sections.forEach((section, index) => {
    const kind = section.entity;
    const filters = filtersOf(index);
    const codes = unique(statuses.flatMap((status) => statusCodes(status, kind)));
    if (codes.length > 0) filters.status = codes;
    if (priorities.length > 0 && filterApplies('priority', kind)) filters.priority = priorities;
    if (interventionTypes.length > 0 && filterApplies('interventionType', kind))
      filters.interventionType = interventionTypes;
    if (visitTypes.length > 0 && filterApplies('visitType', kind)) filters.visitType = visitTypes;
    if (decisions.length > 0 && filterApplies('decision', kind)) filters.decision = decisions;
    if (overdue && filterApplies('overdue', kind)) filters.overdue = true;
    // A period that ends before it starts ("before 1960") selects nothing the plan could express: it is left out.
    if (period && period.period.from < period.period.to)
      filters.period = { from: period.period.from.toISOString(), to: period.period.to.toISOString() };
    if (archived) filters.archived = true;
  });

  // References: the record itself in its kind's section, or a relation filter on the others.
  for (const { span, records } of refRecords) {
    const found = records.length > 0 ? records : guessKind(span.ref).map((kind) => ({ kind, id: '', ref: span.ref }));
    let placed = false;
    sections.forEach((section, index) => {
      const record = found.find((r) => r.kind === section.entity);
      if (record) {
        filtersOf(index).ref ??= span.ref;
        section.namedBy = 'ref';
        placed = true;
      }
    });
    if (placed) continue;
    for (const record of found) {
      const key = RELATION_FILTER[record.kind as NamedKind];
      if (!key || !record.id) continue;
      sections.forEach((section, index) => {
        if (!filterApplies(key, section.entity)) return;
        const filters = filtersOf(index);
        addIds(filters, key, [record.id]);
        placed = true;
      });
    }
    if (placed) continue;
    const first = found[0];
    if (!first) {
      // A reference the catalogue does not hold, on the kind asked: understood, and nothing matches.
      filtersOf(0).ref ??= span.ref;
      sections[0]!.namedBy = 'ref';
    } else if (!sections.some((s) => s.entity === first.kind)) {
      sections.push({ entity: first.kind, filters: { ref: span.ref }, order: sections[0]!.order, namedBy: 'ref' });
      textTerms.push([]);
    }
  }

  // Names: a filter when one record is meant, a clarification when several are equally meant.
  const clarifications: PendingClarification[] = [];
  for (const name of names) placeName(name.name, sections, filtersOf, textTerms, clarifications, resolutions);

  // Words no vocabulary, period, name or reference explains are searched as text when they can match.
  const leftover = subjectText(reading, knownWords);
  sections.forEach((section, index) => {
    const terms = [...textTerms[index]!, ...(leftover ? [leftover] : [])];
    if (terms.length > 0) filtersOf(index).text = terms.join(' ');
    const aggregate = aggregateFor(section.entity, { count, breakdown, groupBy, dimensions });
    if (aggregate) {
      section.aggregate = aggregate;
      section.pageSize = 0;
    } else {
      const limit = limitOf(tokens, spans);
      if (limit !== undefined) section.pageSize = limit;
    }
  });

  const plan: PlanInput = { version: 1, language: reading.lang, sections, clarifications };
  return { kind: 'plan', plan: buildPlan(plan) };
};

const placeName = (
  name: NameMatch,
  sections: PlanSectionInput[],
  filtersOf: (index: number) => PlanFilters,
  textTerms: string[][],
  clarifications: PendingClarification[],
  resolutions: readonly { kind: ResolvableKind; id: string }[],
) => {
  const kind = name.kind;
  const key = RELATION_FILTER[kind];
  const resolved = resolutions.find(
    (r) => r.kind === kind && name.candidates.some((c) => c.name.id === r.id.toLowerCase()),
  );
  const chosen: readonly CatalogueName[] = resolved
    ? name.candidates.filter((c) => c.name.id === resolved.id.toLowerCase()).map((c) => c.name)
    : name.candidates.map((c) => c.name);
  const unique = chosen.length === 1;
  const waiting: number[] = [];
  sections.forEach((section, index) => {
    const filters = filtersOf(index);
    if (section.entity === kind) {
      if (unique && filters.ref === undefined) {
        filters.ref = chosen[0]!.ref;
        section.namedBy = 'title';
      } else textTerms[index]!.push(name.term);
      return;
    }
    if (!filterApplies(key, section.entity)) {
      textTerms[index]!.push(name.term);
      return;
    }
    if (unique || kind === 'provider') {
      addIds(
        filters,
        key,
        chosen.map((n) => n.id),
      );
      return;
    }
    waiting.push(index);
  });
  if (waiting.length > 0 && (RESOLVABLE_KINDS as readonly string[]).includes(kind) && clarifications.length < 5) {
    clarifications.push({
      term: name.term,
      kind: kind as ResolvableKind,
      candidateIds: chosen.slice(0, 20).map((n) => n.id),
      sections: waiting,
    });
  }
};

const aggregateFor = (
  kind: Kind,
  {
    count,
    breakdown,
    groupBy,
    dimensions,
  }: {
    count: boolean;
    breakdown: boolean;
    groupBy: GroupBy | 'type' | undefined;
    dimensions: readonly (GroupBy | 'type')[];
  },
): PlanSectionInput['aggregate'] => {
  const dimensionOf = (dimension: GroupBy | 'type' | undefined): GroupBy | undefined =>
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
    by = dimensions
      .map(dimensionOf)
      .find(
        (dimension) =>
          dimension !== undefined && (dimension !== 'status' || hasStatuses(kind)) && filterApplies(dimension, kind),
      );
  }
  if (by === undefined && breakdown && hasStatuses(kind)) by = 'status';
  if (by !== undefined && (by !== 'status' || hasStatuses(kind)) && filterApplies(by, kind))
    return { kind: 'groupCount', by };
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

/** The question names a kind, a record, a facet of the data, or points back at something said before. */
const aboutTheData = ({ spans, tokens, uncovered }: Reading): boolean =>
  spans.some(
    (span) =>
      span.type === 'name' ||
      span.type === 'ref' ||
      (span.type === 'phrase' && DATA_MEANINGS.has(span.match.meaning.type)),
  ) || pointsBack(tokens, uncovered, spans);

const pointsBack = (tokens: readonly Token[], uncovered: readonly Token[], spans: readonly Span[]): boolean =>
  uncovered.some((token) => {
    if (DEMONSTRATIVE_PRONOUNS.has(token.norm)) return true;
    const next = tokens[token.index + 1];
    if (POINTING_ARTICLES.has(token.norm)) return next !== undefined && POINTING_WORDS.has(next.norm);
    if (OTHER_WORDS.has(token.norm)) return next === undefined || POINTING_WORDS.has(next.norm);
    if (!DEMONSTRATIVE_DETERMINERS.has(token.norm)) return false;
    if (!next || POINTING_WORDS.has(next.norm)) return true;
    return spans.some(
      (span) => span.start === next.index && span.type === 'phrase' && span.match.meaning.type === 'kind',
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
const addIds = (filters: PlanFilters, key: RelationKey, ids: readonly string[]) => {
  filters[key] = unique([...(filters[key] ?? []), ...ids]).slice(0, 50);
};
