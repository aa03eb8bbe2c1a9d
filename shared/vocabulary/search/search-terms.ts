/**
 * The search contract's words and bounds (search-contract.md, "Plan", "Search response"): filter
 * keys, breakdowns, resolvable kinds, limits, and which filter applies to which kind. Plain values
 * and functions, apart from the zod schemas that check them (plan.ts, search-contract.ts), so that
 * the code that writes and runs plans without checking them, the search function's lazy chunk
 * (shared/use-cases/search/answering.ts), loads no zod (docs/cold-start.md, "Search").
 */
import { FACET_NAMING, facetApplies, isFacet, type NamedFacet } from '#shared/vocabulary/catalogue/facets.ts';
import { hasStatuses, KIND_DEFINITIONS, type Kind } from '#shared/vocabulary/catalogue/kinds.ts';

/** Sections carry at most this many cards (search contract). */
export const MAX_CARDS = 10;

/** Kinds a name in a question can be ambiguous between (Search request `resolutions[].kind`). */
export const RESOLVABLE_KINDS = ['unit', 'technical_installation', 'equipment'] as const;
export type ResolvableKind = (typeof RESOLVABLE_KINDS)[number];

/** Every `by` of a `groupCount` aggregate (search contract, "Answer kinds"): `status` and facets. */
export const GROUP_BY = [
  'status',
  'priority',
  'interventionType',
  'unit',
  'technicalInstallation',
  'provider',
  'visitType',
  'decision',
] as const;
export type GroupBy = (typeof GROUP_BY)[number];

/** Filter keys of the search contract, in the order sections list them; every facet is one. */
export const FILTER_KEYS = [
  'ref',
  'status',
  'priority',
  'interventionType',
  'visitType',
  'decision',
  'overdue',
  'period',
  'unit',
  'technicalInstallation',
  'equipment',
  'provider',
  'text',
  'archived',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The relation filter a resolution of each kind fills: the facet naming that kind. */
export const RESOLUTION_FILTER: Readonly<Record<ResolvableKind, NamedFacet>> = FACET_NAMING;

/** Bounds of the search contract that the plan and the interpreter keep too. */
export const SEARCH_LIMITS = {
  /** Ids in a filter, and in each scope list of a request. */
  ids: 50,
  /** Names waiting for a choice at once, and so resolutions answering them. */
  clarifications: 5,
  /** Candidates a clarification shows. */
  candidatesShown: 5,
  /** Candidates a clarification keeps for the turn that answers it. */
  candidateIds: 20,
} as const;

/** What a card's texts are cut to (cards.ts cuts them, the contract bounds them). */
export const CARD_LIMITS = { relatedName: 150, subtitle: 240 } as const;

/** A facet applies to the kinds with its field, `status` and `overdue` to those with statuses / an overdue date. */
export const filterApplies = (key: FilterKey | GroupBy, kind: Kind): boolean => {
  if (key === 'status') return hasStatuses(kind);
  if (key === 'overdue') return KIND_DEFINITIONS[kind].overdueDate !== null;
  return !isFacet(key) || facetApplies(key, kind);
};
