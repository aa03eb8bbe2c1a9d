import type { Contract } from '#functions/http/contract.ts';
import { jsonBody } from '#functions/http/json-body.ts';
import { httpOperation } from '#functions/http/pipeline.ts';
import { lazyTraceHandler } from '#shared/stores/observability/lazy-tracer.ts';
import { search } from '#shared/use-cases/search/search.ts';
import { organizationCaller } from '#shared/vocabulary/auth/identity.ts';
import { searchRequestSchema, searchResponseSchema } from '#shared/vocabulary/search/search-contract.ts';

export const contract = {
  body: searchRequestSchema,
  /** Built when read (the OpenAPI generator reads it): the function never checks its own answers. */
  get response() {
    return searchResponseSchema();
  },
} satisfies Contract;

export const handler = httpOperation(
  contract,
  async ({ identity, body }) => {
    const response = await search(organizationCaller(identity), body);
    // Powertools Metrics is in the lazy chunk, which every answer has loaded (answering.ts).
    (await import('#lazy/answering')).recordSearchAnswer(response.answer);
    return response;
  },
  { jsonBody, trace: lazyTraceHandler },
);
