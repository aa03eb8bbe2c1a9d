import * as z from 'zod/mini';
import type { Contract } from '#functions/http/contract.ts';
import { jsonBody } from '#functions/http/json-body.ts';
import { httpOperation } from '#functions/http/pipeline.ts';
import { recordIdSchema } from '#functions/http/record-id.ts';
import { traceHandler } from '#shared/stores/observability/tracer.ts';
import { updateAdOrganizationBody } from '#shared/use-cases/organizations/organization-schemas.ts';
import { updateAdOrganization } from '#shared/use-cases/organizations/update-ad-organization.ts';
import { canonicalUuid } from '#shared/vocabulary/formats/formats.ts';

export const contract = {
  params: z.strictObject({ id: canonicalUuid }),
  body: updateAdOrganizationBody,
  response: recordIdSchema,
  errors: [404, 409, 415, 422],
} satisfies Contract;

export const handler = httpOperation(contract, ({ params, body }) => updateAdOrganization(params.id, body), {
  jsonBody,
  trace: traceHandler,
});
