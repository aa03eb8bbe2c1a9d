import * as z from 'zod/mini';
import type { Contract } from '#functions/http/contract.ts';
import { jsonBody } from '#functions/http/json-body.ts';
import { anonymousOperation } from '#functions/http/pipeline.ts';
import { traceHandler } from '#shared/stores/observability/tracer.ts';
import { acceptInvitation } from '#shared/use-cases/users/accept-invitation.ts';
import { uuid } from '#shared/vocabulary/formats/formats.ts';
import { invitationToken } from './invitation-token.ts';

export const contract = {
  body: z.strictObject({
    token: invitationToken,
    /** Checked by the user pool's password policy (`passwordPolicy`, shared/vocabulary/users/password-policy.ts). */
    password: z.string().check(z.minLength(1), z.maxLength(256)),
  }),
  response: z.strictObject({ id: uuid }),
  errors: [404, 409],
} satisfies Contract;

export const handler = anonymousOperation(contract, ({ body }) => acceptInvitation(body.token, body.password), {
  jsonBody,
  trace: traceHandler,
});
