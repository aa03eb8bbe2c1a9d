import fc from 'fast-check';
import {
  ALL_STATUSES,
  DECISIONS,
  hasStatuses,
  INTERVENTION_TYPES,
  KINDS,
  type Kind,
  PRIORITIES,
  statusesOf,
  VISIT_TYPES,
} from '#shared/vocabulary/catalogue/kinds.ts';
import { LANGUAGES } from '#shared/vocabulary/codes/languages.ts';
import type { PlanInput, PlanSectionInput } from '#shared/vocabulary/search/plan.ts';
import {
  FILTER_KEYS,
  type FilterKey,
  GROUP_BY,
  RESOLUTION_FILTER,
  RESOLVABLE_KINDS,
} from '#shared/vocabulary/search/search-terms.ts';

/**
 * Plans built from the schema's parts, for the parser's properties (plan.property.test.ts) and the
 * executor's (plan-execution.property.test.ts). `valuesOf` lets a test draw ids, references, texts
 * and periods from its catalogue and its "now" as well as at random.
 */

/**
 * Which filter means something for which kind, as search-contract.md ("Filters") states it: the
 * kinds listed for a filter, kinds with status codes for `status`, every kind otherwise. A breakdown
 * (`groupCount.by`) applies where the filter on the same field does.
 */
const KINDS_OF_FILTER: Partial<Record<FilterKey, readonly Kind[]>> = {
  priority: ['anomaly'],
  interventionType: ['intervention'],
  visitType: ['commission'],
  decision: ['commission'],
  overdue: ['anomaly', 'compliance', 'intervention'],
  equipment: ['anomaly'],
  provider: ['intervention', 'contract', 'report', 'contact'],
};

export const applies = (key: FilterKey, kind: Kind): boolean =>
  key === 'status' ? hasStatuses(kind) : (KINDS_OF_FILTER[key]?.includes(kind) ?? true);

/** search-contract.md, "Sections and cards": at most 10 cards per section. */
export const MAX_CARDS = 10;

// ---------------------------------------------------------------------------------------------
// Plans built from the schema's parts
// ---------------------------------------------------------------------------------------------

export const someOf = <T>(values: readonly T[], maxLength = values.length) =>
  fc.array(fc.constantFrom(...values), { minLength: 1, maxLength });

const ids = (maxLength: number) => fc.array(fc.mixedCase(fc.uuid()), { minLength: 1, maxLength });

export const instants = fc.date({
  min: new Date('1970-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
});

const periods = fc
  .tuple(instants, instants)
  .filter(([a, b]) => a.getTime() !== b.getTime())
  .map(([a, b]) => (a < b ? [a, b] : [b, a]))
  .map(([from, to]) => ({ from: from!.toISOString(), to: to!.toISOString() }));

/** A value of each filter that is valid whatever the kind (`status` aside: its codes depend on the kind). */
export const filterValues = {
  ref: fc.stringMatching(/^[A-Z]{1,5}-[1-9][0-9]{0,4}(?:-[A-Z]{1,5}-[1-9][0-9]{0,4}){0,2}$/),
  status: someOf(ALL_STATUSES, 16),
  priority: someOf(PRIORITIES),
  interventionType: someOf(INTERVENTION_TYPES),
  visitType: someOf(VISIT_TYPES),
  decision: someOf(DECISIONS),
  overdue: fc.constant(true),
  period: periods,
  unit: ids(50),
  technicalInstallation: ids(50),
  equipment: ids(50),
  provider: ids(50),
  text: fc.string({ minLength: 1, maxLength: 500 }).filter((text) => text.trim() !== ''),
  archived: fc.boolean(),
} satisfies Record<FilterKey, fc.Arbitrary<unknown>>;

export type FilterValues = { [Key in FilterKey]: fc.Arbitrary<unknown> };

/** Any subset of the filters that apply to the kind, each with a valid value. */
const filtersOf = (kind: Kind, valuesOf: FilterValues) => {
  const applicable = FILTER_KEYS.filter((key) => applies(key, kind));
  const values = Object.fromEntries(
    applicable.map((key) => [
      key,
      key === 'status' && hasStatuses(kind) ? someOf(statusesOf(kind), 16) : valuesOf[key],
    ]),
  );
  return fc.record(values, { requiredKeys: [] });
};

const aggregatesOf = (kind: Kind) =>
  fc.oneof(
    fc.constant({ kind: 'count' as const }),
    fc.constantFrom(...GROUP_BY.filter((by) => applies(by, kind))).map((by) => ({ kind: 'groupCount' as const, by })),
  );

const sectionOf = (kind: Kind, valuesOf: FilterValues): fc.Arbitrary<PlanSectionInput> =>
  fc.record(
    {
      entity: fc.constant(kind),
      filters: filtersOf(kind, valuesOf),
      order: fc.constantFrom('desc', 'asc'),
      aggregate: aggregatesOf(kind),
      pageSize: fc.integer({ min: 0, max: MAX_CARDS }),
      namedBy: fc.constantFrom('ref', 'title'),
    },
    { requiredKeys: ['entity'] },
  ) as fc.Arbitrary<PlanSectionInput>;

const sectionsOf = (valuesOf: FilterValues) =>
  fc.array(
    fc.constantFrom(...KINDS).chain((kind) => sectionOf(kind, valuesOf)),
    { minLength: 1, maxLength: KINDS.length },
  );

/** Clarifications whose target sections all have the filter the resolution fills. */
const clarificationsFor = (planSections: readonly PlanSectionInput[], candidateIds: fc.Arbitrary<string>) => {
  const clarification = fc
    .constantFrom(...RESOLVABLE_KINDS)
    .map((kind) => ({
      kind,
      targets: planSections.flatMap((section, index) =>
        applies(RESOLUTION_FILTER[kind], section.entity) ? [index] : [],
      ),
    }))
    .filter(({ targets }) => targets.length > 0)
    .chain(({ kind, targets }) =>
      fc.record({
        term: fc.string({ minLength: 1, maxLength: 500 }),
        kind: fc.constant(kind),
        candidateIds: fc.array(candidateIds, { minLength: 2, maxLength: 20 }),
        sections: someOf(targets, 16),
      }),
    );
  return fc.array(clarification, { maxLength: 5 });
};

/** Plans whose filters take their values from `valuesOf` (by default, any valid value) and candidates from `candidateIds`. */
export const plansOf = (
  valuesOf: FilterValues = filterValues,
  candidateIds: fc.Arbitrary<string> = fc.uuid(),
): fc.Arbitrary<PlanInput> =>
  sectionsOf(valuesOf).chain((planSections) =>
    fc.record(
      {
        version: fc.constant(1 as const),
        language: fc.constantFrom(...LANGUAGES),
        sections: fc.constant(planSections),
        clarifications: clarificationsFor(planSections, candidateIds),
      },
      { requiredKeys: ['version', 'language', 'sections'] },
    ),
  );
