import * as z from 'zod/mini';
import type { Contract } from '#shared/http/contract.ts';
import { canonicalUuid, uuid } from '#shared/http/formats.ts';
import { jsonBody } from '#shared/http/json-body.ts';
import { httpOperation } from '#shared/http/pipeline.ts';
import { traceHandler } from '#shared/observability/tracer.ts';
import { updateAdOrganizationBody } from '#shared/organizations/organization-schemas.ts';
import { updateAdOrganization } from '#shared/organizations/update-ad-organization.ts';

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
