/**
 * The Search request and response of operation 1 (`querySearchRSV1`), exactly as the API
 * specification shapes them ("Search request", "Search response", "Section", "Card"): strict
 * objects, every bound of the specification. The handler's contract and the OpenAPI document are
 * built from these; the tests check every answer against them.
 */
import * as z from 'zod';
import { INTERVENTION_TYPES, KINDS } from '../catalogue/kinds.ts';
import { BIGINT_MAX, bigint, ref, timestamp, uuid } from '../http/formats.ts';
import { RESOLVABLE_KINDS } from './plan.ts';

// ---------------------------------------------------------------------------------------------
// Request
// ---------------------------------------------------------------------------------------------

export const searchRequestSchema = z.strictObject({
  query: z.string().min(2).max(500),
  scope: z
    .strictObject({
      unitIds: z.array(uuid).max(50).optional(),
      technicalInstallationIds: z.array(uuid).max(50).optional(),
    })
    .optional(),
  resolutions: z
    .array(z.strictObject({ kind: z.enum(RESOLVABLE_KINDS), id: uuid }))
    .max(5)
    .optional(),
  previous: z
    .strictObject({
      question: z.string().min(2).max(500),
      /** Any JSON; checked against the plan schema by the operation (a 400 when it fails). */
      plan: z.unknown().refine((plan) => plan !== undefined, { error: 'is required' }),
    })
    .optional(),
});
export type SearchRequest = z.output<typeof searchRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Response
// ---------------------------------------------------------------------------------------------

export const UNSUPPORTED_REASONS = [
  'mutation',
  'unavailable_entity_type',
  'non_kare_request',
  'unsupported_analysis',
  'missing_required_information',
] as const;
export type UnsupportedReason = (typeof UNSUPPORTED_REASONS)[number];

const count = bigint;

const relatedRecordSchema = z.strictObject({
  id: uuid,
  ref,
  name: z.string().min(1).max(150),
});

export const MATCHED_FIELDS = ['ref', 'title', 'text', 'related'] as const;
export type MatchedField = (typeof MATCHED_FIELDS)[number];

export const cardSchema = z.strictObject({
  entityType: z.enum(KINDS),
  id: uuid,
  ref: z.union([ref, uuid]),
  title: z.string().min(1).max(300),
  subtitle: z.string().max(240).nullable(),
  status: z.string().min(1).max(64).nullable(),
  interventionType: z.enum(INTERVENTION_TYPES).optional(),
  lifecycle: z.strictObject({ archived: z.boolean(), historized: z.boolean() }),
  units: z.array(relatedRecordSchema),
  technicalInstallations: z.array(relatedRecordSchema),
  matchedField: z.enum(MATCHED_FIELDS),
  outsideRequestedScope: z.boolean(),
});
export type Card = z.output<typeof cardSchema>;

export const filterSchema = z.strictObject({
  key: z.string().min(1),
  label: z.string().min(1),
  value: z.union([
    z.string(),
    z.array(z.string()),
    z.boolean(),
    z.number(),
    z.strictObject({ from: timestamp.optional(), to: timestamp.optional() }),
  ]),
  valueLabel: z.string().min(1),
});
export type Filter = z.output<typeof filterSchema>;

export const aggregateSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('count'), count }),
  z.strictObject({
    kind: z.literal('groupCount'),
    by: z.string().min(1),
    groups: z.array(z.strictObject({ value: z.string(), label: z.string(), count })),
  }),
]);
export type Aggregate = z.output<typeof aggregateSchema>;

export const sectionSchema = z.strictObject({
  entity: z.enum(KINDS),
  label: z.string().min(1),
  filters: z.array(filterSchema),
  cards: z.array(cardSchema),
  totalCount: z.number().int().min(0).max(BIGINT_MAX),
  hasMore: z.boolean(),
  listParams: z.record(z.string(), z.unknown()),
  orderBy: z.strictObject({ param: z.string().min(1), direction: z.enum(['asc', 'desc']) }).optional(),
  aggregate: aggregateSchema.optional(),
  unavailable: z.literal('forbidden').optional(),
});
export type Section = z.output<typeof sectionSchema>;

export const answerSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('results') }),
  z.strictObject({ kind: z.literal('no_results') }),
  z.strictObject({ kind: z.literal('counts') }),
  z.strictObject({ kind: z.literal('clarification'), term: z.string().min(1) }),
  z.strictObject({ kind: z.literal('unsupported'), reason: z.enum(UNSUPPORTED_REASONS) }),
]);
export type Answer = z.output<typeof answerSchema>;

export const clarificationSchema = z.strictObject({
  kind: z.enum(RESOLVABLE_KINDS),
  candidates: z.array(cardSchema).max(5),
});

export const searchResponseSchema = z.strictObject({
  answer: answerSchema,
  sections: z.array(sectionSchema),
  /** The plan (see plan.ts) the answer was computed from; null when the question was refused. */
  plan: z.unknown(),
  clarification: clarificationSchema.optional(),
});
export type SearchResponse = z.output<typeof searchResponseSchema>;
