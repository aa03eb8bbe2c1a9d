/**
 * Operation 1 (`querySearchRSV1`): a question becomes a plan (the interpreter, or the plan sent
 * back with resolutions), the plan becomes sections (the executor) or a clarification. Read-only.
 * The interpreter, the executor and the clarification run in the function's lazy chunk
 * (answering.ts), loaded by the first question; they read the catalogue through `searchReads`.
 */

import { findOrganization } from '#shared/stores/organizations/organization-repository.ts';
import { catalogueNameResolver } from '#shared/stores/search/name-resolver.ts';
import { searchReads } from '#shared/stores/search/search-reads.ts';
import type { OrganizationIdentity } from '#shared/vocabulary/auth/identity.ts';
import { type Language, labelLanguageOf } from '#shared/vocabulary/codes/languages.ts';
import { validationError } from '#shared/vocabulary/errors.ts';
import type { QuestionInterpreter } from '#shared/vocabulary/search/interpreter.ts';
import { type Plan, parsePlan } from '#shared/vocabulary/search/plan.ts';
import type { SearchRequest, SearchResponse } from '#shared/vocabulary/search/search-contract.ts';
import { activeInterpreter } from './active-interpreter.ts';
import type { ExecutionContext } from './execution-context.ts';
import { applyResolutions, type Resolution } from './resolutions.ts';
import type { SearchScope } from './section-query.ts';

interface SearchOptions {
  interpreter?: QuestionInterpreter;
  now?: Date;
}

/** Settings of an organization the back office has not configured (never the case for a signed-in user). */
const DEFAULT_LANGUAGE = 'fr-FR';
const DEFAULT_TIME_ZONE = 'Europe/Paris';

const normalizedScope = (scope: SearchRequest['scope']): SearchScope => ({
  unitIds: [...new Set((scope?.unitIds ?? []).map((id) => id.toLowerCase()))],
  technicalInstallationIds: [...new Set((scope?.technicalInstallationIds ?? []).map((id) => id.toLowerCase()))],
});

/**
 * `previous.plan` is the plan an earlier answer returned (API specification, "Search request"):
 * a plan, or the `null` of a refusal, which planned nothing and leaves the question to be read on
 * its own. Any other value is validated as a plan whenever it is sent, resolutions or not, and
 * one that fails is a 400 naming where (search contract, "Plan").
 */
const previousPlan = (request: SearchRequest): Plan | undefined => {
  if (!request.previous || request.previous.plan === null) return undefined;
  const parsed = parsePlan(request.previous.plan);
  if (parsed.ok) return parsed.plan;
  throw validationError(
    parsed.issues.map((issue) => ({
      location: 'body' as const,
      path: issue.path ? `previous.plan.${issue.path}` : 'previous.plan',
      message: issue.message,
      code: 'invalid_plan',
    })),
  );
};

/** What the question is asked in: the organization's settings, the caller's scope and resolutions, the previous plan. */
interface Asking {
  now: Date;
  previous: Plan | undefined;
  organizationLanguage: Language;
  timeZone: string;
  scope: SearchScope;
  resolutions: Resolution[];
}

const askingOf = async (
  caller: OrganizationIdentity,
  request: SearchRequest,
  options: SearchOptions,
): Promise<Asking> => {
  const now = options.now ?? new Date();
  const previous = previousPlan(request);
  const organization = await findOrganization(caller.organizationId);
  return {
    now,
    previous,
    organizationLanguage: labelLanguageOf(organization?.language ?? DEFAULT_LANGUAGE),
    timeZone: organization?.timezone ?? DEFAULT_TIME_ZONE,
    scope: normalizedScope(request.scope),
    resolutions: (request.resolutions ?? []).map((resolution) => ({
      kind: resolution.kind,
      id: resolution.id.toLowerCase(),
    })),
  };
};

/** The previous plan when the request resolves its clarifications, else the interpreter's reading of the question. */
const interpretedPlan = async (
  caller: OrganizationIdentity,
  request: SearchRequest,
  options: SearchOptions,
  asking: Asking,
): Promise<{ plan: Plan } | { unsupported: SearchResponse }> => {
  const { previous, resolutions } = asking;
  if (previous && previous.clarifications.length > 0 && resolutions.length > 0) return { plan: previous };
  const interpretation = await (options.interpreter ?? activeInterpreter).interpret({
    question: request.query,
    organizationLanguage: asking.organizationLanguage,
    timezone: asking.timeZone,
    now: asking.now,
    catalogue: catalogueNameResolver(caller.organizationId),
    resolutions,
    scope: asking.scope,
    ...(previous && request.previous && { previous: { question: request.previous.question, plan: previous } }),
  });
  if (interpretation.kind === 'unsupported') {
    return {
      unsupported: { answer: { kind: 'unsupported', reason: interpretation.reason }, sections: [], plan: null },
    };
  }
  return { plan: interpretation.plan };
};

export const search = async (
  caller: OrganizationIdentity,
  request: SearchRequest,
  options: SearchOptions = {},
): Promise<SearchResponse> => {
  const asking = await askingOf(caller, request, options);
  const interpreted = await interpretedPlan(caller, request, options, asking);
  if ('unsupported' in interpreted) return interpreted.unsupported;
  const plan = await applyResolutions(caller.organizationId, interpreted.plan, asking.resolutions);

  const context: ExecutionContext = {
    organizationId: caller.organizationId,
    role: caller.role,
    language: plan.language,
    timeZone: asking.timeZone,
    now: asking.now,
    scope: asking.scope,
    reads: searchReads,
  };
  const answering = await import('#lazy/answering');
  if (plan.clarifications.length > 0) return answering.clarificationAnswer(context, plan);
  const sections = await Promise.all(plan.sections.map((section) => answering.executeSection(context, section)));
  const kind = plan.sections.some((section) => section.aggregate)
    ? 'counts'
    : sections.some((section) => section.totalCount > 0)
      ? 'results'
      : 'no_results';
  return { answer: { kind }, sections, plan };
};
