/**
 * The Search request and response of operation 1 (`querySearchRSV1`), exactly as the API
 * specification shapes them ("Search request", "Search response", "Section", "Card"): strict
 * objects, every bound of the specification. The handler's contract and the OpenAPI document are
 * built from these; the tests check every answer against them.
 */
import * as z from 'zod/mini';
import { INTERVENTION_TYPES, KINDS } from '#shared/vocabulary/catalogue/kinds.ts';
import { bigint, integer, ref, timestamp, uuid } from '#shared/vocabulary/formats/formats.ts';
import { BIGINT_MAX } from '#shared/vocabulary/formats/plain-formats.ts';
import { nameSchema } from '#shared/vocabulary/formats/schema-name.ts';
import { once } from '#shared/vocabulary/once.ts';
import { CARD_LIMITS, RESOLVABLE_KINDS, SEARCH_LIMITS } from './search-terms.ts';

// ---------------------------------------------------------------------------------------------
// Request
// ---------------------------------------------------------------------------------------------

export const searchRequestSchema = z.strictObject({
  query: z.string().check(z.minLength(2), z.maxLength(500)),
  scope: z.optional(
    z.strictObject({
      unitIds: z.optional(z.array(uuid).check(z.maxLength(SEARCH_LIMITS.ids))),
      technicalInstallationIds: z.optional(z.array(uuid).check(z.maxLength(SEARCH_LIMITS.ids))),
    }),
  ),
  resolutions: z.optional(
    z
      .array(z.strictObject({ kind: z.enum(RESOLVABLE_KINDS), id: uuid }))
      .check(z.maxLength(SEARCH_LIMITS.clarifications)),
  ),
  previous: z.optional(
    z.strictObject({
      question: z.string().check(z.minLength(2), z.maxLength(500)),
      /** Any JSON; an object stating a `version` is checked against the plan schema by the operation (a 400 when it fails). */
      plan: z.unknown().check(z.refine((plan) => plan !== undefined, { error: 'is required' })),
    }),
  ),
});
nameSchema(searchRequestSchema, 'SearchRequest');
export type SearchRequest = z.output<typeof searchRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Response
// ---------------------------------------------------------------------------------------------

/** A named schema (nameSchema) built on its first use, then the same one for every schema that holds it. */
const namedOnce = <T extends z.core.$ZodType>(name: string, make: () => T): (() => T) =>
  once(() => {
    const schema = make();
    nameSchema(schema, name);
    return schema;
  });

const UNSUPPORTED_REASONS = [
  'mutation',
  'unavailable_entity_type',
  'non_kare_request',
  'unsupported_analysis',
  'missing_required_information',
] as const;
export type UnsupportedReason = (typeof UNSUPPORTED_REASONS)[number];

const count = bigint;

const relatedRecordSchema = namedOnce('RelatedRecord', () =>
  z.strictObject({
    id: uuid,
    ref,
    name: z.string().check(z.minLength(1), z.maxLength(CARD_LIMITS.relatedName)),
  }),
);

const MATCHED_FIELDS = ['ref', 'title', 'text', 'related'] as const;
export type MatchedField = (typeof MATCHED_FIELDS)[number];

const cardSchema = namedOnce('Card', () =>
  z.strictObject({
    entityType: z.enum(KINDS),
    id: uuid,
    ref: z.union([ref, uuid]),
    title: z.string().check(z.minLength(1), z.maxLength(300)),
    subtitle: z.nullable(z.string().check(z.maxLength(CARD_LIMITS.subtitle))),
    status: z.nullable(z.string().check(z.minLength(1), z.maxLength(64))),
    interventionType: z.optional(z.enum(INTERVENTION_TYPES)),
    lifecycle: z.strictObject({ archived: z.boolean(), historized: z.boolean() }),
    units: z.array(relatedRecordSchema()),
    technicalInstallations: z.array(relatedRecordSchema()),
    matchedField: z.enum(MATCHED_FIELDS),
    outsideRequestedScope: z.boolean(),
  }),
);
export type Card = z.output<ReturnType<typeof cardSchema>>;

const filterSchema = namedOnce('Filter', () =>
  z.strictObject({
    key: z.string().check(z.minLength(1)),
    label: z.string().check(z.minLength(1)),
    value: z.union([
      z.string(),
      z.array(z.string()),
      z.boolean(),
      z.number(),
      z.strictObject({ from: z.optional(timestamp), to: z.optional(timestamp) }),
    ]),
    valueLabel: z.string().check(z.minLength(1)),
  }),
);
export type Filter = z.output<ReturnType<typeof filterSchema>>;

const aggregateSchema = namedOnce('SectionAggregate', () =>
  z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('count'), count }),
    z.strictObject({
      kind: z.literal('groupCount'),
      by: z.string().check(z.minLength(1)),
      groups: z.array(z.strictObject({ value: z.string(), label: z.string(), count })),
    }),
  ]),
);
export type Aggregate = z.output<ReturnType<typeof aggregateSchema>>;

const sectionSchema = namedOnce('Section', () =>
  z.strictObject({
    entity: z.enum(KINDS),
    label: z.string().check(z.minLength(1)),
    filters: z.array(filterSchema()),
    cards: z.array(cardSchema()),
    totalCount: integer(0, BIGINT_MAX),
    hasMore: z.boolean(),
    listParams: z.record(z.string(), z.unknown()),
    orderBy: z.optional(
      z.strictObject({ param: z.string().check(z.minLength(1)), direction: z.enum(['asc', 'desc']) }),
    ),
    aggregate: z.optional(aggregateSchema()),
    unavailable: z.optional(z.literal('forbidden')),
  }),
);
export type Section = z.output<ReturnType<typeof sectionSchema>>;

const answerSchema = namedOnce('SearchAnswer', () =>
  z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('results') }),
    z.strictObject({ kind: z.literal('no_results') }),
    z.strictObject({ kind: z.literal('counts') }),
    z.strictObject({ kind: z.literal('clarification'), term: z.string().check(z.minLength(1)) }),
    z.strictObject({ kind: z.literal('unsupported'), reason: z.enum(UNSUPPORTED_REASONS) }),
  ]),
);

const clarificationSchema = namedOnce('SearchClarification', () =>
  z.strictObject({
    kind: z.enum(RESOLVABLE_KINDS),
    candidates: z.array(cardSchema()).check(z.maxLength(SEARCH_LIMITS.candidatesShown)),
  }),
);

/**
 * The response's schema, built on its first use: the function never checks its own answers, so
 * the OpenAPI generator (through the contract's `response`) and the tests build it, not a cold
 * start (docs/cold-start.md, "Search").
 */
export const searchResponseSchema = namedOnce('SearchResponse', () =>
  z.strictObject({
    answer: answerSchema(),
    sections: z.array(sectionSchema()),
    /** The plan (see plan.ts) the answer was computed from; null when the question was refused. */
    plan: z.unknown(),
    clarification: z.optional(clarificationSchema()),
  }),
);
export type SearchResponse = z.output<ReturnType<typeof searchResponseSchema>>;
