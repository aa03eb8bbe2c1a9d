import * as z from 'zod/mini';
import type { Contract } from '#shared/http/contract.ts';
import { uuid } from '#shared/http/formats.ts';
import { jsonBody } from '#shared/http/json-body.ts';
import { anonymousOperation } from '#shared/http/pipeline.ts';
import { traceHandler } from '#shared/observability/tracer.ts';
import { acceptInvitation } from '#shared/users/accept-invitation.ts';

export const contract = {
  body: z.strictObject({
    /** The token of the invitation link (43 characters of base64url). */
    token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
    /** Checked by the user pool's password policy (12 characters or more, of four kinds). */
    password: z.string().check(z.minLength(1), z.maxLength(256)),
  }),
  response: z.strictObject({ id: uuid }),
  errors: [404, 409],
} satisfies Contract;

export const handler = anonymousOperation(contract, ({ body }) => acceptInvitation(body.token, body.password), {
  jsonBody,
  trace: traceHandler,
});
