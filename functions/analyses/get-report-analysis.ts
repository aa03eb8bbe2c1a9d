import * as z from 'zod/mini';
import { analysisViewSchema } from '#shared/analyses/analysis-view.ts';
import { getAnalysis } from '#shared/analyses/get-analysis.ts';
import { organizationCaller } from '#shared/auth/identity.ts';
import type { Contract } from '#shared/http/contract.ts';
import { canonicalUuid } from '#shared/http/formats.ts';
import { httpOperation } from '#shared/http/pipeline.ts';
import { traceHandler } from '#shared/observability/tracer.ts';

export const contract = {
  params: z.strictObject({ id: canonicalUuid }),
  response: analysisViewSchema,
  errors: [404],
} satisfies Contract;

export const handler = httpOperation(
  contract,
  ({ identity, params }) => getAnalysis(organizationCaller(identity), params.id),
  { trace: traceHandler },
);
