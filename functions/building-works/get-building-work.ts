import * as z from 'zod/mini';
import { organizationCaller } from '#shared/auth/identity.ts';
import { buildingWorkExtends, buildingWorkViewSchema } from '#shared/building-works/building-work-view.ts';
import { getBuildingWork } from '#shared/building-works/get-building-work.ts';
import type { Contract } from '#shared/http/contract.ts';
import { canonicalUuid } from '#shared/http/formats.ts';
import { httpOperation } from '#shared/http/pipeline.ts';
import { extendQuery } from '#shared/http/query.ts';
import { traceHandler } from '#shared/observability/tracer.ts';

export const contract = {
  params: z.strictObject({ id: canonicalUuid }),
  query: z.strictObject({ extend: z.optional(extendQuery(buildingWorkExtends)) }),
  response: buildingWorkViewSchema,
  errors: [404],
} satisfies Contract;

export const handler = httpOperation(
  contract,
  ({ identity, params, query }) => getBuildingWork(organizationCaller(identity), params.id, query.extend ?? new Set()),
  { trace: traceHandler },
);
