import * as z from 'zod/mini';
import type { Contract } from '#functions/http/contract.ts';
import { jsonBody } from '#functions/http/json-body.ts';
import { anonymousOperation } from '#functions/http/pipeline.ts';
import { recordIdSchema } from '#functions/http/record-id.ts';
import { traceHandler } from '#shared/stores/observability/tracer.ts';
import { acceptInvitation } from '#shared/use-cases/users/accept-invitation.ts';
import { nameSchema } from '#shared/vocabulary/formats/schema-name.ts';
import { invitationToken } from './invitation-token.ts';

const acceptanceSchema = z.strictObject({
  token: invitationToken,
  /** Checked against the published password policy (`unmetPasswordRules`, shared/vocabulary/users/password-policy.ts) before the pool sees it. */
  password: z.string().check(z.minLength(1), z.maxLength(256)),
});
nameSchema(acceptanceSchema, 'InvitationAcceptance');

export const contract = {
  body: acceptanceSchema,
  response: recordIdSchema,
  errors: [404, 409],
} satisfies Contract;

export const handler = anonymousOperation(contract, ({ body }) => acceptInvitation(body.token, body.password), {
  jsonBody,
  trace: traceHandler,
});
