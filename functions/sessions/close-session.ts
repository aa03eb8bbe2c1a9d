import * as z from 'zod/mini';
import type { Contract } from '#functions/http/contract.ts';
import { jsonBody } from '#functions/http/json-body.ts';
import { httpOperation } from '#functions/http/pipeline.ts';
import { closeSession } from '#shared/stores/auth/sessions.ts';
import { traceHandler } from '#shared/stores/observability/tracer.ts';
import { notFound } from '#shared/vocabulary/errors.ts';
import { nameSchema } from '#shared/vocabulary/formats/schema-name.ts';

const closingSchema = z.strictObject({ sessionToken: z.string().check(z.minLength(1), z.maxLength(256)) });
nameSchema(closingSchema, 'SessionClose');

const closedSchema = z.strictObject({ closed: z.literal(true) });
nameSchema(closedSchema, 'SessionClosed');

export const contract = {
  body: closingSchema,
  response: closedSchema,
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
