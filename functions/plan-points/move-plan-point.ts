import * as z from 'zod/mini';
import type { Contract } from '#functions/http/contract.ts';
import { jsonBody } from '#functions/http/json-body.ts';
import { httpOperation } from '#functions/http/pipeline.ts';
import { traceHandler } from '#shared/stores/observability/tracer.ts';
import { movePlanPoint } from '#shared/use-cases/plan-points/move-plan-point.ts';
import { organizationCaller } from '#shared/vocabulary/auth/identity.ts';
import { canonicalUuid, uuid } from '#shared/vocabulary/formats/formats.ts';
import { planPercent } from '#shared/vocabulary/plan-points/plan-point.ts';

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
