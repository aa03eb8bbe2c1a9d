import * as z from 'zod/mini';
import type { Contract } from '#functions/http/contract.ts';
import { jsonBody } from '#functions/http/json-body.ts';
import { httpOperation } from '#functions/http/pipeline.ts';
import { traceHandler } from '#shared/stores/observability/tracer.ts';
import { updateAdOrganizationBody } from '#shared/use-cases/organizations/organization-schemas.ts';
import { updateAdOrganization } from '#shared/use-cases/organizations/update-ad-organization.ts';
import { canonicalUuid, uuid } from '#shared/vocabulary/formats/formats.ts';

export const contract = {
  params: z.strictObject({ id: canonicalUuid }),
  body: updateAdOrganizationBody,
  response: z.strictObject({ id: uuid }),
  errors: [404, 409, 415, 422],
} satisfies Contract;

export const handler = httpOperation(contract, ({ params, body }) => updateAdOrganization(params.id, body), {
  jsonBody,
  trace: traceHandler,
});
