import * as z from 'zod/mini';
import type { Contract } from '#functions/http/contract.ts';
import { jsonBody } from '#functions/http/json-body.ts';
import { httpOperation } from '#functions/http/pipeline.ts';
import { traceHandler } from '#shared/stores/observability/tracer.ts';
import { updatePreventiveRule } from '#shared/use-cases/library-rules/update-preventive-rule.ts';
import { canonicalUuid, uuid } from '#shared/vocabulary/formats/formats.ts';
import { nameSchema } from '#shared/vocabulary/formats/schema-name.ts';
import { ruleBounds } from '#shared/vocabulary/library-rules/preventive-rule.ts';
import { ifMatchVersion, preventiveRuleUpdateBody } from '#shared/vocabulary/library-rules/preventive-rule-schema.ts';

const updateResultSchema = z.strictObject({
  id: uuid,
  version: z.int().check(z.minimum(0), z.maximum(ruleBounds.versionMax)),
});
nameSchema(updateResultSchema, 'PreventiveRuleUpdateResult');

export const contract = {
  params: z.strictObject({ id: canonicalUuid }),
  headers: z.object({ 'if-match': z.optional(ifMatchVersion) }),
  body: preventiveRuleUpdateBody,
  response: updateResultSchema,
  errors: [404, 409, 415, 422],
} satisfies Contract;

export const handler = httpOperation(
  contract,
  ({ identity, params, headers, body }) =>
    updatePreventiveRule({ ruleId: params.id, changes: body, ifMatch: headers['if-match'], byUserId: identity.userId }),
  { jsonBody, trace: traceHandler },
);
