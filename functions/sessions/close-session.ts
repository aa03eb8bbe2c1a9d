import * as z from 'zod/mini';
import { closeSession } from '#shared/auth/sessions.ts';
import type { Contract } from '#shared/http/contract.ts';
import { notFound } from '#shared/http/errors.ts';
import { jsonBody } from '#shared/http/json-body.ts';
import { httpOperation } from '#shared/http/pipeline.ts';
import { traceHandler } from '#shared/observability/tracer.ts';

export const contract = {
  body: z.strictObject({ sessionToken: z.string().check(z.minLength(1), z.maxLength(256)) }),
  response: z.strictObject({ closed: z.literal(true) }),
  errors: [404],
} satisfies Contract;

export const handler = httpOperation(
  contract,
  async ({ identity, body }) => {
    if (!(await closeSession(body.sessionToken, identity.userId))) throw notFound('Session');
    return { closed: true as const };
  },
  { jsonBody, trace: traceHandler },
);
