import * as z from 'zod/mini';
import type { Contract } from '#functions/http/contract.ts';
import { httpOperation } from '#functions/http/pipeline.ts';
import { traceHandler } from '#shared/stores/observability/tracer.ts';
import { analysisViewSchema } from '#shared/use-cases/analyses/analysis-view.ts';
import { getAnalysis } from '#shared/use-cases/analyses/get-analysis.ts';
import { organizationCaller } from '#shared/vocabulary/auth/identity.ts';
import { canonicalUuid } from '#shared/vocabulary/formats/formats.ts';

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
