import * as z from 'zod/mini';
import type { Contract } from '#shared/http/contract.ts';
import { canonicalUuid, uuid } from '#shared/http/formats.ts';
import { jsonBody } from '#shared/http/json-body.ts';
import { httpOperation } from '#shared/http/pipeline.ts';
import { ruleBounds } from '#shared/library-rules/preventive-rule.ts';
import { ifMatchVersion, preventiveRuleUpdateBody } from '#shared/library-rules/preventive-rule-schema.ts';
import { updatePreventiveRule } from '#shared/library-rules/update-preventive-rule.ts';
import { traceHandler } from '#shared/observability/tracer.ts';

export const contract = {
  params: z.strictObject({ id: canonicalUuid }),
  headers: z.object({ 'if-match': z.optional(ifMatchVersion) }),
  body: preventiveRuleUpdateBody,
  response: z.strictObject({ id: uuid, version: z.int().check(z.minimum(0), z.maximum(ruleBounds.versionMax)) }),
  errors: [404, 409, 415, 422],
} satisfies Contract;

export const handler = httpOperation(
  contract,
  ({ identity, params, headers, body }) =>
    updatePreventiveRule({ ruleId: params.id, changes: body, ifMatch: headers['if-match'], byUserId: identity.userId }),
  { jsonBody, trace: traceHandler },
);
