import * as z from 'zod/mini';
import { organizationCaller } from '#shared/auth/identity.ts';
import type { Contract } from '#shared/http/contract.ts';
import { canonicalUuid, uuid } from '#shared/http/formats.ts';
import { jsonBody } from '#shared/http/json-body.ts';
import { httpOperation } from '#shared/http/pipeline.ts';
import { traceHandler } from '#shared/observability/tracer.ts';
import { movePlanPoint } from '#shared/plan-points/move-plan-point.ts';
import { planPercent } from '#shared/plan-points/plan-point.ts';

export const contract = {
  params: z.strictObject({ id: canonicalUuid }),
  body: z.strictObject({ planId: canonicalUuid, xPercent: planPercent, yPercent: planPercent }),
  response: z.strictObject({ id: uuid }),
  errors: [404, 409, 415, 422],
} satisfies Contract;

export const handler = httpOperation(
  contract,
  ({ identity, params, body }) => movePlanPoint(organizationCaller(identity), params.id, body),
  { jsonBody, trace: traceHandler },
);
