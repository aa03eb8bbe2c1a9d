import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { search } from '#shared/use-cases/search/search.ts';
import {
  DECISIONS,
  hasStatuses,
  INTERVENTION_TYPES,
  KINDS,
  PRIORITIES,
  statusesOf,
  VISIT_TYPES,
} from '#shared/vocabulary/catalogue/kinds.ts';
import type { SearchResponse } from '#shared/vocabulary/search/search-contract.ts';
import { FILTER_KEYS, type FilterKey, GROUP_BY, RESOLVABLE_KINDS } from '#shared/vocabulary/search/search-terms.ts';
import { organizationRoles } from '#shared/vocabulary/users/user.ts';
import {
  aSearchOrganization,
  expectValidResponse,
  fixedInterpreter,
  type SearchOrganization,
  searchNow,
} from '#test/support/search-fixtures.ts';
import { applies, filterValues, instants, plansOf } from '#test/use-cases/search/support/plan-arbitraries.ts';

/**
 * Every plan the schema accepts executes: a valid Search response, never an error, whatever its
 * filters, kinds, breakdowns and order, and however they contradict each other (empty key ranges,
 * overdue within a future period, closed statuses with overdue). Values come from the fixture
 * catalogue as often as at random, so that lists, counters and names are really read; periods
 * cluster around the fixture's "now" and the months of its records.
 */
const RUNS = Number(process.env.RUNS ?? 200);

let organization: SearchOrganization;

beforeAll(async () => {
  organization = await aSearchOrganization();
});

const KIND_PREFIX = { unit: 'UNI-', technical_installation: 'INS-', equipment: 'EQU-' } as const;

const idsOf = (prefix?: string) =>
  Object.entries(organization.ids)
    .filter(([ref]) => prefix === undefined || ref.startsWith(prefix))
    .map(([, id]) => id);

const nearNow = fc
  .integer({ min: -3 * 365, max: 2 * 365 })
  .map((days) => new Date(searchNow.getTime() + days * 86_400_000));

/** Periods of whole local months and days around now (the counters' paths), or between any two instants. */
const periods = fc
  .tuple(fc.oneof(nearNow, instants), fc.oneof(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 3 })))
  .map(([from, days]) => ({
    from: from.toISOString(),
    to: new Date(from.getTime() + days * 86_400_000).toISOString(),
  }));

const catalogueValues = () => {
  const ids = fc.array(fc.oneof(fc.constantFrom(...idsOf()), fc.uuid()), { minLength: 1, maxLength: 50 });
  return {
    ...filterValues,
    ref: fc.oneof(fc.constantFrom(...Object.keys(organization.ids)), filterValues.ref),
    period: fc.oneof(periods, filterValues.period),
    unit: ids,
    technicalInstallation: ids,
    equipment: ids,
    provider: ids,
    text: fc.oneof(
      fc.constantFrom('chaudière', 'plan', 'contrôle extincteurs', 'fuite', 'évacuation 3', 'the', '!!'),
      filterValues.text,
    ),
  };
};

const scopes = () =>
  fc.record(
    {
      unitIds: fc.array(fc.constantFrom(...idsOf('UNI-'), ...idsOf('INS-')), { maxLength: 3 }),
      technicalInstallationIds: fc.array(fc.constantFrom(...idsOf('INS-')), { maxLength: 3 }),
    },
    { requiredKeys: [] },
  );

const expectAnswerOfItsSections = (response: SearchResponse) => {
  if (response.answer.kind === 'results') expect(response.sections.some((s) => s.totalCount > 0)).toBe(true);
  if (response.answer.kind === 'no_results') expect(response.sections.every((s) => s.totalCount === 0)).toBe(true);
  if (response.answer.kind === 'counts') expect(response.sections.some((s) => s.aggregate)).toBe(true);
};

describe('the search executor (property)', () => {
  it('executes, for every kind, every filter that applies at its largest (the lists path: no ref, no text)', async () => {
    const fifty = (prefix: string) => [
      ...idsOf(prefix),
      ...Array.from({ length: 50 - idsOf(prefix).length }, () => randomUUID()),
    ];
    const unitIds = fifty('UNI-');
    const installationIds = fifty('INS-');
    const scope = { unitIds, technicalInstallationIds: installationIds };
    // One plan per kind: the list, then each breakdown that applies, as sections run side by side.
    const plans = KINDS.map((kind) => {
      const filters = Object.fromEntries(
        FILTER_KEYS.filter((key) => applies(key, kind) && key !== 'ref' && key !== 'text').map((key) => [
          key,
          {
            // One status: a key range per status and per driving value is read, and 50 values are enough.
            status: hasStatuses(kind) ? statusesOf(kind).slice(0, 1) : [],
            priority: [...PRIORITIES],
            interventionType: [...INTERVENTION_TYPES],
            visitType: [...VISIT_TYPES],
            decision: [...DECISIONS],
            overdue: true,
            period: { from: '2020-01-01T00:00:00Z', to: '2026-06-01T00:00:00Z' },
            unit: unitIds,
            technicalInstallation: installationIds,
            equipment: fifty('EQU-'),
            provider: fifty('PRO-'),
            archived: false,
          }[key as Exclude<FilterKey, 'ref' | 'text'>],
        ]),
      );
      const breakdowns = GROUP_BY.filter((by) => applies(by, kind)).map((by) => ({ kind: 'groupCount' as const, by }));
      return {
        version: 1 as const,
        language: 'en' as const,
        sections: [{ entity: kind, filters }, ...breakdowns.map((aggregate) => ({ entity: kind, filters, aggregate }))],
      };
    });
    for (const plan of plans) {
      const response = await search(
        organization.caller(),
        { query: 'question', scope },
        { interpreter: fixedInterpreter(plan), now: searchNow },
      );
      await expectValidResponse(response);
      expect(response.sections).toHaveLength(plan.sections.length);
    }
  }, 120_000);

  it(`executes every plan the schema accepts (${RUNS} plans), and the plan of a clarification sent back`, async () => {
    await fc.assert(
      fc.asyncProperty(
        plansOf(catalogueValues(), fc.oneof(fc.constantFrom(...idsOf()), fc.uuid())),
        fc.constantFrom(...organizationRoles),
        scopes(),
        async (plan, role, scope) => {
          const caller = organization.caller(role);
          const options = { interpreter: fixedInterpreter(plan), now: searchNow };
          const response = await search(caller, { query: 'question', scope }, options);
          await expectValidResponse(response);
          expectAnswerOfItsSections(response);
          if (response.answer.kind !== 'clarification') return;
          const resolutions = RESOLVABLE_KINDS.map((kind) => ({ kind, id: idsOf(KIND_PREFIX[kind])[0]! }));
          const followUp = await search(
            caller,
            { query: 'question', scope, resolutions, previous: { question: 'question', plan: response.plan } },
            options,
          );
          await expectValidResponse(followUp);
          expectAnswerOfItsSections(followUp);
        },
      ),
      { numRuns: RUNS },
    );
  }, 300_000);
});
