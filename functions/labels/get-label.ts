import * as z from 'zod/mini';
import { organizationCaller } from '#shared/auth/identity.ts';
import type { Contract } from '#shared/http/contract.ts';
import { canonicalUuid } from '#shared/http/formats.ts';
import { httpOperation } from '#shared/http/pipeline.ts';
import { extendQuery } from '#shared/http/query.ts';
import { getLabel } from '#shared/labels/get-label.ts';
import { labelExtends, labelViewSchema } from '#shared/labels/label-view.ts';
import { traceHandler } from '#shared/observability/tracer.ts';

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
