/**
 * What the words users have for the catalogue mean: kinds, statuses, priorities, intervention and
 * visit types, decisions, counts and breakdowns, order, and the cues of the five refusals. The
 * words are each language's phrases (shared/vocabulary/languages/<language>/phrases.ts) and labels; the
 * matcher folds and stems them.
 *
 * Entries are data only. What a match means for the plan is decided in `plan-builder.ts`.
 */

import {
  DECISIONS,
  type Decision,
  INTERVENTION_TYPES,
  type InterventionType,
  KINDS,
  type Kind,
  type Priority,
  URGENT_PRIORITIES,
  VISIT_TYPES,
  type VisitType,
} from '#shared/vocabulary/catalogue/kinds.ts';
import { LANGUAGES, type Language, perLanguage } from '#shared/vocabulary/codes/languages.ts';
import { LABELS } from '#shared/vocabulary/languages/labels.ts';
import type { DimensionWord, LanguagePhrases, StatusWord, Words } from '#shared/vocabulary/languages/parts.ts';
import { PHRASES } from '#shared/vocabulary/languages/phrases.ts';
import type { GroupBy } from '#shared/vocabulary/search/search-terms.ts';
import type { PhraseSpec } from './lexicon.ts';
import { fold } from './text.ts';

/** Per kind, the status codes a status word stands for. `open` / `closed`: the kind's whole set. */
export type StatusMeaning =
  | { readonly set: 'open' | 'closed' }
  | { readonly codes: Readonly<Partial<Record<Kind, readonly string[]>>>; readonly otherwise?: 'open' };

export type Cue = 'mutation' | 'unavailable' | 'foreign' | 'failure' | 'analysis';

export type Meaning =
  /** `weak`: only when the question names no other kind ("maintenance" alone means interventions). */
  | { readonly type: 'kind'; readonly kind: Kind; readonly weak?: boolean }
  | { readonly type: 'status'; readonly status: StatusMeaning }
  | { readonly type: 'priority'; readonly values: readonly Priority[] }
  | { readonly type: 'interventionType'; readonly values: readonly InterventionType[] }
  | { readonly type: 'visitType'; readonly values: readonly VisitType[] }
  | { readonly type: 'decision'; readonly values: readonly Decision[] }
  | { readonly type: 'overdue' }
  | { readonly type: 'archived' }
  | { readonly type: 'order'; readonly direction: 'asc' | 'desc' }
  | { readonly type: 'count' }
  /** "répartition", "breakdown": a groupCount, by status unless a dimension is named. */
  | { readonly type: 'breakdown' }
  /** "par priorité", "per building"; `type` is the kind's own type (interventions, visits). */
  | { readonly type: 'groupBy'; readonly by: GroupBy | 'type' }
  /**
   * A dimension named outside a "by" phrase ("the outcome of the commissions", "Aufschlüsselung der
   * Mängel, Dringlichkeit"): what a breakdown asked for goes by; alone, a word about the records.
   */
  | { readonly type: 'dimension'; readonly by: GroupBy | 'type' }
  /** "le plus de", "the most", "die meisten": a breakdown by the kind named next to it ("which building has the most anomalies"). */
  | { readonly type: 'most' }
  | { readonly type: 'cue'; readonly cue: Cue }
  /** Words with no filter of their own that must not become a free-text term. */
  | { readonly type: 'filler' };

interface EntrySpec {
  readonly phrases: Readonly<Record<Language, Words>>;
  readonly meaning: Meaning;
  /**
   * Only these forms: no stemming, and a one-letter difference is a typo only when it is not
   * another form of the same word ("created" is not "create", "archivé" is not "archive").
   */
  readonly exact?: boolean;
  /** Only as the first word of a request (imperatives that are also nouns or adjectives: "plan", "close"). */
  readonly leading?: boolean;
}

type Options = { exact?: boolean; leading?: boolean };

/** The words of each language for one meaning: its phrases, after its labels where it has some. */
const phrasesOf = (pick: (phrases: LanguagePhrases, language: Language) => Words): EntrySpec['phrases'] =>
  perLanguage((language) => pick(PHRASES[language], language));

const entry = (
  meaning: Meaning,
  pick: (phrases: LanguagePhrases, language: Language) => Words,
  options: Options = {},
): EntrySpec => ({
  meaning,
  phrases: phrasesOf(pick),
  ...options,
});

// ---------------------------------------------------------------------------------------------
// Kinds
// ---------------------------------------------------------------------------------------------

const WEAK_KINDS = ['intervention', 'compliance'] as const satisfies readonly (keyof LanguagePhrases['weakKinds'])[];

const kindEntries = (): EntrySpec[] => [
  ...KINDS.map((kind) =>
    entry({ type: 'kind', kind }, (phrases, language) => {
      const { singular, plural } = LABELS[language].kinds[kind];
      return [singular, plural, ...phrases.kinds[kind]];
    }),
  ),
  ...WEAK_KINDS.map((kind) => entry({ type: 'kind', kind, weak: true }, (phrases) => phrases.weakKinds[kind])),
];

// ---------------------------------------------------------------------------------------------
// Statuses
// ---------------------------------------------------------------------------------------------

/** What each status word stands for; `exact`: words that would otherwise meet an order or another status ("close", "archive"). */
const STATUSES: { readonly [W in StatusWord]: { readonly meaning: StatusMeaning; readonly exact?: true } } = {
  open: { meaning: { set: 'open' } },
  closed: { meaning: { set: 'closed' }, exact: true },
  inProgress: { meaning: { codes: { anomaly: ['in_progress'], intervention: ['in_progress'] } } },
  planned: { meaning: { codes: { intervention: ['planned'], commission: ['scheduled'] } }, exact: true },
  done: { meaning: { codes: { intervention: ['done'], commission: ['held'] } }, exact: true },
  held: { meaning: { codes: { commission: ['held'] } }, exact: true },
  cancelled: {
    meaning: { codes: { anomaly: ['cancelled'], intervention: ['cancelled'], commission: ['cancelled'] } },
    exact: true,
  },
  resolved: { meaning: { codes: { anomaly: ['resolved'] } }, exact: true },
  inService: { meaning: { codes: { equipment: ['in_service'] } } },
  outOfService: { meaning: { codes: { equipment: ['out_of_service'] } } },
  removed: { meaning: { codes: { equipment: ['removed'] } }, exact: true },
  pending: {
    meaning: {
      codes: { building_work: ['pending'], compliance: ['pending'], member: ['pending'], report: ['pending_review'] },
      otherwise: 'open',
    },
  },
  approved: { meaning: { codes: { building_work: ['approved'], report: ['validated'] } }, exact: true },
  partiallyReceived: { meaning: { codes: { building_work: ['partially_received'] } } },
  received: { meaning: { codes: { building_work: ['received'] } }, exact: true },
  rejected: { meaning: { codes: { building_work: ['rejected'], report: ['rejected'] } }, exact: true },
  validated: { meaning: { codes: { report: ['validated'], building_work: ['approved'] } }, exact: true },
  pendingReview: { meaning: { codes: { report: ['pending_review'] } } },
  active: {
    meaning: {
      codes: {
        provider: ['active'],
        contract: ['active'],
        routine: ['active'],
        member: ['active'],
        equipment: ['in_service'],
      },
    },
  },
  inactive: { meaning: { codes: { provider: ['inactive'], routine: ['paused'], member: ['disabled'] } } },
  paused: { meaning: { codes: { routine: ['paused'] } } },
  draft: { meaning: { codes: { contract: ['draft'] } } },
  expired: { meaning: { codes: { contract: ['expired'] } }, exact: true },
  terminated: { meaning: { codes: { contract: ['terminated'] } }, exact: true },
  disabled: { meaning: { codes: { member: ['disabled'] } }, exact: true },
  compliant: { meaning: { codes: { compliance: ['compliant'] } } },
  nonCompliant: { meaning: { codes: { compliance: ['non_compliant'] } } },
  notApplicable: { meaning: { codes: { compliance: ['not_applicable'] } } },
};

const statusEntries = (): EntrySpec[] =>
  (Object.keys(STATUSES) as StatusWord[]).map((word) =>
    entry({ type: 'status', status: STATUSES[word].meaning }, (phrases) => phrases.statuses[word], {
      exact: STATUSES[word].exact ?? false,
    }),
  );

// ---------------------------------------------------------------------------------------------
// Priorities, intervention types, visit types, decisions
// ---------------------------------------------------------------------------------------------

const PRIORITY_WORDS: readonly Priority[] = ['critical', 'high', 'medium', 'low'];

const priorityEntries = (): EntrySpec[] => [
  ...PRIORITY_WORDS.map((priority) =>
    entry({ type: 'priority', values: [priority] }, (phrases, language) => [
      LABELS[language].priorities[priority],
      ...phrases.priorities[priority],
    ]),
  ),
  entry({ type: 'priority', values: URGENT_PRIORITIES }, (phrases) => phrases.priorities.urgent),
];

const interventionTypeEntries = (): EntrySpec[] =>
  INTERVENTION_TYPES.map((type) =>
    entry({ type: 'interventionType', values: [type] }, (phrases, language) => [
      LABELS[language].interventionTypes[type],
      ...phrases.interventionTypes[type],
    ]),
  );

const visitTypeEntries = (): EntrySpec[] =>
  VISIT_TYPES.map((type) =>
    entry({ type: 'visitType', values: [type] }, (phrases, language) => [
      LABELS[language].visitTypes[type],
      ...phrases.visitTypes[type],
    ]),
  );

const decisionEntries = (): EntrySpec[] =>
  DECISIONS.map((decision) =>
    entry({ type: 'decision', values: [decision] }, (phrases, language) => [
      LABELS[language].decisions[decision],
      ...phrases.decisions[decision],
    ]),
  );

// ---------------------------------------------------------------------------------------------
// Overdue, archived, order, counts and breakdowns
// ---------------------------------------------------------------------------------------------

const stateEntries = (): EntrySpec[] => [
  entry({ type: 'overdue' }, (phrases) => phrases.overdue),
  entry({ type: 'archived' }, (phrases) => phrases.archived, { exact: true }),
  entry({ type: 'order', direction: 'asc' }, (phrases) => phrases.oldest),
  entry({ type: 'order', direction: 'desc' }, (phrases) => phrases.newest),
  entry({ type: 'count' }, (phrases) => phrases.count),
  entry({ type: 'most' }, (phrases) => phrases.most),
  entry({ type: 'breakdown' }, (phrases) => phrases.breakdown),
  // The verb "ventiler" shares its stem with the equipment "ventilateur": only its own forms break down.
  entry({ type: 'breakdown' }, (phrases) => phrases.breakdownExactly, { exact: true }),
];

const DIMENSIONS: readonly DimensionWord[] = ['status', 'priority', 'type', 'visitType', 'decision'];

/** Dimensions named by a kind's words ("par site", "per provider"). */
const KIND_DIMENSIONS: ReadonlyArray<{ by: GroupBy; kind: Kind }> = [
  { by: 'unit', kind: 'unit' },
  { by: 'technicalInstallation', kind: 'technical_installation' },
  { by: 'provider', kind: 'provider' },
];

/** "par statut", "per building", "nach Priorität": each group marker before each word of the dimension. */
const groupBy = (by: GroupBy | 'type', pick: (phrases: LanguagePhrases) => Words): EntrySpec =>
  entry({ type: 'groupBy', by }, (phrases) =>
    phrases.groupMarkers.flatMap((marker) => pick(phrases).map((dimension) => `${marker} ${dimension}`)),
  );

/**
 * Dimensions written anywhere in the question count too ("what was the outcome of the
 * commissions, by decision", "breakdown of the commissions' outcomes"): each language's
 * `dimensions` leave out the words that also name something else.
 */
const groupEntries = (): EntrySpec[] => [
  ...DIMENSIONS.map((by) => groupBy(by, (phrases) => phrases.groupDimensions[by])),
  ...KIND_DIMENSIONS.map(({ by, kind }) => groupBy(by, (phrases) => phrases.kinds[kind])),
  ...DIMENSIONS.map((by) => entry({ type: 'dimension', by }, (phrases) => phrases.dimensions[by])),
];

// ---------------------------------------------------------------------------------------------
// Refusal cues
// ---------------------------------------------------------------------------------------------

const cueEntries = (): EntrySpec[] => [
  // Orders to change data. Imperatives and infinitives only: "archivées", "created", "geplante" describe, they do not order.
  entry({ type: 'cue', cue: 'mutation' }, (phrases) => phrases.mutations, { exact: true }),
  entry({ type: 'cue', cue: 'mutation' }, (phrases) => phrases.leadingMutations, { exact: true, leading: true }),
  entry({ type: 'cue', cue: 'unavailable' }, (phrases) => phrases.unavailable),
  entry({ type: 'cue', cue: 'foreign' }, (phrases) => phrases.foreign),
  // A wear or failure to come is about the equipment the platform holds, whatever the question names:
  // beyond counts and breakdowns, never foreign ("Wann fällt die Heizung aus?").
  entry({ type: 'cue', cue: 'failure' }, (phrases) => phrases.failure),
  entry({ type: 'cue', cue: 'analysis' }, (phrases) => phrases.analysis),
];

// ---------------------------------------------------------------------------------------------
// Fillers
// ---------------------------------------------------------------------------------------------

/** Request words and domain words with no filter of their own, in addition to the stop-word lists. */
const fillerEntries = (): EntrySpec[] => [
  entry({ type: 'filler' }, (phrases) => phrases.fillers),
  // The organization as a whole ("across the campus", "les membres de l'organisation"): every search already covers it.
  entry({ type: 'filler' }, (phrases) => phrases.organization),
];

/**
 * The words of the request itself, not of its subject (search-language.md, "Subject"): greetings,
 * politeness, asking, showing, words about the question and about "now". They never become a text
 * term, and an order to change data may come after them ("hey, can you close ANO-3").
 */
const requestEntries = (): EntrySpec[] => [entry({ type: 'filler' }, (phrases) => phrases.requestWords)];

/** Single words that may come before an imperative: request words and the pronouns of asking. */
export const REQUEST_OPENERS: ReadonlySet<string> = new Set(
  [
    ...LANGUAGES.flatMap((language) => PHRASES[language].requestWords),
    ...LANGUAGES.flatMap((language) => PHRASES[language].requestPronouns),
  ].flatMap((phrase) => fold(phrase).match(/[\p{L}\p{N}]+/gu) ?? []),
);

const VOCABULARY: readonly EntrySpec[] = [
  ...kindEntries(),
  ...statusEntries(),
  ...priorityEntries(),
  ...interventionTypeEntries(),
  ...visitTypeEntries(),
  ...decisionEntries(),
  ...stateEntries(),
  ...groupEntries(),
  ...cueEntries(),
  ...fillerEntries(),
  ...requestEntries(),
];

/** Every phrase of the vocabulary in each language, as the lexicon reads them (at build time, `npm run generate:lexicons`). */
export const vocabularyPhrases = (): PhraseSpec<Meaning>[] =>
  VOCABULARY.flatMap((entry) =>
    LANGUAGES.flatMap((lang) =>
      entry.phrases[lang].map((text) => ({
        lang,
        text,
        meaning: entry.meaning,
        exact: entry.exact,
        leading: entry.leading,
        compoundHead: PHRASES[lang].compoundsEndWithKind && entry.meaning.type === 'kind' && !text.includes(' '),
      })),
    ),
  );
