import { organizationCaller } from '#shared/auth/identity.ts';
import type { Contract } from '#shared/http/contract.ts';
import { jsonBody } from '#shared/http/json-body.ts';
import { httpOperation } from '#shared/http/pipeline.ts';
import { recordSearchAnswer } from '#shared/observability/metrics.ts';
import { traceHandler } from '#shared/observability/tracer.ts';
import { search } from '#shared/search/search.ts';
import { searchRequestSchema, searchResponseSchema } from '#shared/search/search-contract.ts';

export const contract = {
  body: searchRequestSchema,
  response: searchResponseSchema,
} satisfies Contract;

export const handler = httpOperation(
  contract,
  async ({ identity, body }) => {
    const response = await search(organizationCaller(identity), body);
    recordSearchAnswer(response.answer);
    return response;
  },
  { jsonBody, trace: traceHandler },
);
