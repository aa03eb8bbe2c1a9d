import * as z from 'zod/mini';
import type { Contract } from '#functions/http/contract.ts';
import { httpOperation } from '#functions/http/pipeline.ts';
import { traceHandler } from '#shared/stores/observability/tracer.ts';
import { getLabel } from '#shared/use-cases/labels/get-label.ts';
import { labelExtends, labelViewSchema } from '#shared/use-cases/labels/label-view.ts';
import { organizationCaller } from '#shared/vocabulary/auth/identity.ts';
import { canonicalUuid } from '#shared/vocabulary/formats/formats.ts';
import { extendQuery } from '#shared/vocabulary/formats/query.ts';

export const contract = {
  params: z.strictObject({ id: canonicalUuid }),
  query: z.strictObject({ extend: z.optional(extendQuery(labelExtends)) }),
  response: labelViewSchema,
  errors: [404],
} satisfies Contract;

export const handler = httpOperation(
  contract,
  ({ identity, params, query }) => getLabel(organizationCaller(identity), params.id, query.extend ?? new Set()),
  { trace: traceHandler },
);
