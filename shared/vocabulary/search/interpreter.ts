/**
 * The seam between the words of a question and the catalogue: an interpreter turns a question
 * into a plan (plan.ts) or refuses it; the executor runs the plan. The interpreter reads the
 * catalogue only through `NameResolver`, which answers from a few small items per organization
 * and never reads records (see docs/search.md for its cost).
 */
import type { NamedKind } from '#shared/vocabulary/catalogue/facets.ts';
import type { Kind } from '#shared/vocabulary/catalogue/kinds.ts';
import type { Language } from '#shared/vocabulary/codes/languages.ts';
import { buildPlan, type Plan, type PlanInput } from './plan.ts';
import type { UnsupportedReason } from './search-contract.ts';
import type { ResolvableKind } from './search-terms.ts';

/** A record a question may name, as the name index keeps it. */
export interface CatalogueName {
  kind: NamedKind;
  id: string;
  ref: string;
  /** The record's title, as stored. */
  name: string;
  archived: boolean;
  unitIds: readonly string[];
  technicalInstallationIds: readonly string[];
}

/** A record found by its reference. */
export interface RecordRef {
  kind: Kind;
  id: string;
  ref: string;
}

export interface NameResolver {
  /**
   * Every record of these kinds in the caller's organization (archived ones flagged), for fuzzy
   * name matching. One Query per kind on a small per-organization name list.
   */
  names(kinds: readonly NamedKind[]): Promise<readonly CatalogueName[]>;
  /** The records holding this reference (refs are unique per kind, so at most one per kind). */
  findByRef(ref: string): Promise<readonly RecordRef[]>;
  /**
   * Which of these index words (catalogue/words.ts) some record's title or text holds: key reads of
   * the word index's directory, none when the list is empty.
   */
  knownWords(words: readonly string[]): Promise<ReadonlySet<string>>;
}

export interface InterpretInput {
  /** The question as written (2..500 characters). */
  question: string;
  /** The organization's language, used when the question's own language cannot be told. */
  organizationLanguage: Language;
  /** The organization's IANA time zone: calendar periods are computed in it. */
  timezone: string;
  /** The time of the question. */
  now: Date;
  catalogue: NameResolver;
  /** Records the caller chose for names that were ambiguous (Search request `resolutions`). */
  resolutions: readonly { kind: ResolvableKind; id: string }[];
  /** Scope of the request, for ranking candidates; the executor applies the scope itself. */
  scope: { unitIds: readonly string[]; technicalInstallationIds: readonly string[] };
  /** The earlier question and its plan (already validated), when the caller sent them back. */
  previous?: { question: string; plan: Plan };
}

/**
 * What a question means. A name that matched several records is a plan whose `clarifications`
 * lists it: the service answers with a clarification and returns the plan to be sent back.
 */
export type Interpretation = { kind: 'plan'; plan: Plan } | { kind: 'unsupported'; reason: UnsupportedReason };

/**
 * An interpretation whose plan the plan's schema has not checked yet: what the vocabulary
 * interpreter writes in the search function's lazy chunk, which loads no zod.
 */
export type DraftInterpretation =
  | { kind: 'plan'; plan: PlanInput }
  | { kind: 'unsupported'; reason: UnsupportedReason };

/** The draft's plan checked by the plan's schema (defaults filled in, ids lower-cased); throws on a plan it refuses. */
export const checkedInterpretation = (draft: DraftInterpretation): Interpretation =>
  draft.kind === 'plan' ? { kind: 'plan', plan: buildPlan(draft.plan) } : draft;

export interface QuestionInterpreter {
  interpret(input: InterpretInput): Promise<Interpretation>;
}
