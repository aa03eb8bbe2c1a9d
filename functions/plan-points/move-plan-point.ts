import * as z from 'zod/mini';
import type { Contract } from '#functions/http/contract.ts';
import { jsonBody } from '#functions/http/json-body.ts';
import { httpOperation } from '#functions/http/pipeline.ts';
import { recordIdSchema } from '#functions/http/record-id.ts';
import { traceHandler } from '#shared/stores/observability/tracer.ts';
import { movePlanPoint } from '#shared/use-cases/plan-points/move-plan-point.ts';
import { organizationCaller } from '#shared/vocabulary/auth/identity.ts';
import { canonicalUuid } from '#shared/vocabulary/formats/formats.ts';
import { nameSchema } from '#shared/vocabulary/formats/schema-name.ts';
import { planPercent } from '#shared/vocabulary/plan-points/plan-point.ts';

const moveSchema = z.strictObject({ planId: canonicalUuid, xPercent: planPercent, yPercent: planPercent });
nameSchema(moveSchema, 'PlanPointMove');

export const contract = {
  params: z.strictObject({ id: canonicalUuid }),
  body: moveSchema,
  response: recordIdSchema,
  errors: [404, 409, 415, 422],
} satisfies Contract;

export const handler = httpOperation(
  contract,
  ({ identity, params, body }) => movePlanPoint(organizationCaller(identity), params.id, body),
  { jsonBody, trace: traceHandler },
);
