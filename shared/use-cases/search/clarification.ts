/**
 * The answer to a question whose plan still waits for a choice between records of the same name:
 * the first pending clarification, with its first candidates as Cards (search contract,
 * "Clarification"). In the search function's lazy chunk (answering.ts), beside the cards.
 */
import type { Plan } from '#shared/vocabulary/search/plan.ts';
import type { SearchResponse } from '#shared/vocabulary/search/search-contract.ts';
import { SEARCH_LIMITS } from '#shared/vocabulary/search/search-terms.ts';
import { toCards } from './cards.ts';
import type { ExecutionContext } from './execution-context.ts';
import { inScope } from './section-query.ts';

export const clarificationAnswer = async (context: ExecutionContext, plan: Plan): Promise<SearchResponse> => {
  const [pending] = plan.clarifications;
  const ids = pending!.candidateIds.slice(0, SEARCH_LIMITS.candidatesShown);
  const names = await context.reads.readNames(context.organizationId, pending!.kind, ids);
  const candidates = await toCards(
    context,
    ids.flatMap((id) => (names.has(id) ? [names.get(id)!] : [])),
    { matchedField: () => 'title', outsideRequestedScope: (item) => !inScope(item, pending!.kind, context.scope) },
  );
  return {
    answer: { kind: 'clarification', term: pending!.term },
    sections: [],
    plan,
    clarification: { kind: pending!.kind, candidates },
  };
};
