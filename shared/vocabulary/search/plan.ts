/**
 * The plan: the service's own typed interpretation of a question (search-contract.md, "Plan").
 *
 * The interpreter turns words into a plan; the executor runs a plan against the catalogue and
 * never looks at the words. A plan is returned in every answer and may come back in
 * `previous.plan`, so it is validated like any other input: `parsePlan` never throws, and a plan
 * that fails here is a 400 before any read.
 *
 * Versioned: `version` is a literal. A change that would give an old plan a new meaning takes a
 * new version; additive, optional members keep version 1.
 */
import * as z from 'zod/mini';
import {
  DECISIONS,
  hasStatuses,
  INTERVENTION_TYPES,
  KINDS,
  PRIORITIES,
  statusesOf,
  VISIT_TYPES,
} from '#shared/vocabulary/catalogue/kinds.ts';
import { LANGUAGES } from '#shared/vocabulary/codes/languages.ts';
import { canonicalUuid, integer, ref, timestamp } from '#shared/vocabulary/formats/formats.ts';
import { timestampToMillis } from '#shared/vocabulary/formats/plain-formats.ts';
import { once } from '#shared/vocabulary/once.ts';
import {
  FILTER_KEYS,
  filterApplies,
  GROUP_BY,
  MAX_CARDS,
  RESOLUTION_FILTER,
  RESOLVABLE_KINDS,
  SEARCH_LIMITS,
} from './search-terms.ts';

const PLAN_VERSION = 1;

const nonEmpty = <T extends z.ZodMiniType>(item: T, max: number) =>
  z.array(item).check(z.minLength(1), z.maxLength(max));

const ids = () => nonEmpty(canonicalUuid, SEARCH_LIMITS.ids);

/** `[from, to)`, both instants; the interpreter computes calendar periods in the organization's time zone. */
const periodSchema = () =>
  z.strictObject({ from: timestamp, to: timestamp }).check(
    z.refine(({ from, to }) => timestampToMillis(from)! < timestampToMillis(to)!, {
      error: 'period.from must be before period.to',
    }),
  );

const planFiltersSchema = () =>
  z.strictObject({
    /** The one record of the section's kind with this reference. */
    ref: z.optional(ref),
    /** Status codes of the section's kind; the open / closed words give the kind's open / closed set. */
    status: z.optional(nonEmpty(z.string().check(z.minLength(1), z.maxLength(64)), 16)),
    priority: z.optional(nonEmpty(z.enum(PRIORITIES), PRIORITIES.length)),
    interventionType: z.optional(nonEmpty(z.enum(INTERVENTION_TYPES), INTERVENTION_TYPES.length)),
    visitType: z.optional(nonEmpty(z.enum(VISIT_TYPES), VISIT_TYPES.length)),
    decision: z.optional(nonEmpty(z.enum(DECISIONS), DECISIONS.length)),
    /** The kind's overdue date before now, with a status in the open set. */
    overdue: z.optional(z.literal(true)),
    /** The kind's main date in `[from, to)`. */
    period: z.optional(periodSchema()),
    unit: z.optional(ids()),
    technicalInstallation: z.optional(ids()),
    equipment: z.optional(ids()),
    provider: z.optional(ids()),
    /** A free-text term matched against title and text, word by word (accents and case ignored). */
    text: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(500))),
    /** true: archived records only. Absent: archived records are excluded. false: said explicitly. */
    archived: z.optional(z.boolean()),
  });
export type PlanFilters = z.output<ReturnType<typeof planFiltersSchema>>;

const aggregatePlanSchema = () =>
  z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('count') }),
    z.strictObject({ kind: z.literal('groupCount'), by: z.enum(GROUP_BY) }),
  ]);

const planSectionSchema = () =>
  z.strictObject({
    entity: z.enum(KINDS),
    filters: z._default(planFiltersSchema(), {}),
    /** Order of the main date: newest first by default; "oldest" reverses it. */
    order: z._default(z.enum(['desc', 'asc']), 'desc'),
    aggregate: z.optional(aggregatePlanSchema()),
    /** Cards to return (0 for a pure count); `hasMore` still compares totalCount with what is shown. */
    pageSize: z._default(integer(0, MAX_CARDS), MAX_CARDS),
    /**
     * How the records were named when the filters alone do not say it: `title` when the interpreter
     * turned a unique name into a `ref` filter (the user wrote the name, not the reference).
     */
    namedBy: z.optional(z.enum(['ref', 'title'])),
  });
export type PlanSection = z.output<ReturnType<typeof planSectionSchema>>;
export type PlanSectionInput = z.input<ReturnType<typeof planSectionSchema>>;

/**
 * A name of the question that matched several records and still waits for a resolution. The
 * answer asks about the first pending one; a resolution of the same kind puts the chosen id into
 * the `RESOLUTION_FILTER[kind]` filter of each target section, or the chosen record's `ref` into a
 * target section of that kind.
 */
const pendingClarificationSchema = () =>
  z.strictObject({
    /** The ambiguous words as written in the question. */
    term: z.string().check(z.minLength(1), z.maxLength(500)),
    kind: z.enum(RESOLVABLE_KINDS),
    /** Best first; the answer shows at most 5 of them as Cards. */
    candidateIds: z.array(canonicalUuid).check(z.minLength(2), z.maxLength(SEARCH_LIMITS.candidateIds)),
    /** Indexes into `sections`. */
    sections: nonEmpty(integer(0), 16),
  });
export type PendingClarification = z.output<ReturnType<typeof pendingClarificationSchema>>;

/**
 * The plan's schema, built on its first use rather than when the module loads: the search
 * function's bundle checks a plan only when a request sends one back, and its interpreter chunk
 * when it builds its first (docs/cold-start.md, "Search").
 */
const makePlanSchema = () =>
  z
    .strictObject({
      version: z.literal(PLAN_VERSION),
      /** Language of labels: the question's, else the organization's. */
      language: z.enum(LANGUAGES),
      /** One section per kind asked, the kind asked first first. */
      sections: nonEmpty(planSectionSchema(), KINDS.length),
      clarifications: z._default(
        z.array(pendingClarificationSchema()).check(z.maxLength(SEARCH_LIMITS.clarifications)),
        [],
      ),
    })
    .check(
      z.superRefine((plan, ctx) => {
        plan.sections.forEach((section, index) => {
          for (const problem of sectionProblems(section)) {
            ctx.addIssue({ code: 'custom', path: ['sections', index, ...problem.path], message: problem.message });
          }
        });
        plan.clarifications.forEach((clarification, index) => {
          clarification.sections.forEach((target, i) => {
            // A negative index has its issue already: integer(0) refuses it without aborting this check.
            if (target < 0) return;
            const section = plan.sections[target];
            if (!section) {
              ctx.addIssue({
                code: 'custom',
                path: ['clarifications', index, 'sections', i],
                message: 'names no section of the plan',
              });
            } else if (
              section.entity !== clarification.kind &&
              !filterApplies(RESOLUTION_FILTER[clarification.kind], section.entity)
            ) {
              ctx.addIssue({
                code: 'custom',
                path: ['clarifications', index, 'sections', i],
                message: `${section.entity} records have no ${RESOLUTION_FILTER[clarification.kind]} filter`,
              });
            }
          });
        });
      }),
    );
const planSchema = once(makePlanSchema);

export type Plan = z.output<ReturnType<typeof makePlanSchema>>;
export type PlanInput = z.input<ReturnType<typeof makePlanSchema>>;

// ---------------------------------------------------------------------------------------------
// Which filter and which breakdown means something for which kind (search-terms.ts)
// ---------------------------------------------------------------------------------------------

interface Problem {
  path: (string | number)[];
  message: string;
}

const sectionProblems = (section: PlanSection): Problem[] => {
  const problems: Problem[] = [];
  const kind = section.entity;
  for (const key of FILTER_KEYS) {
    if (section.filters[key] !== undefined && !filterApplies(key, kind)) {
      problems.push({ path: ['filters', key], message: `does not apply to ${kind} records` });
    }
  }
  if (section.filters.status && hasStatuses(kind)) {
    const allowed = statusesOf(kind) as readonly string[];
    section.filters.status.forEach((status, i) => {
      if (!allowed.includes(status)) {
        problems.push({
          path: ['filters', 'status', i],
          message: `must be one of ${allowed.join(', ')} for ${kind} records`,
        });
      }
    });
  }
  if (section.aggregate?.kind === 'groupCount' && !filterApplies(section.aggregate.by, kind)) {
    problems.push({
      path: ['aggregate', 'by'],
      message: `${kind} records cannot be grouped by ${section.aggregate.by}`,
    });
  }
  return problems;
};

// ---------------------------------------------------------------------------------------------
// Parsing
// ---------------------------------------------------------------------------------------------

interface PlanIssue {
  path: string;
  message: string;
}

type PlanParse = { ok: true; plan: Plan } | { ok: false; issues: PlanIssue[] };

const issuePath = (path: readonly PropertyKey[]): string =>
  path.reduce<string>(
    (acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)),
    '',
  );

/** Validates any JSON value as a plan; never throws. */
export const parsePlan = (input: unknown): PlanParse => {
  const parsed = planSchema().safeParse(input);
  if (parsed.success) return { ok: true, plan: parsed.data };
  return {
    ok: false,
    issues: parsed.error.issues.map((issue) => ({ path: issuePath(issue.path), message: issue.message })),
  };
};

/** Builds a plan from code (interpreter, tests); throws on a plan the schema refuses. */
export const buildPlan = (input: PlanInput): Plan => planSchema().parse(input);
