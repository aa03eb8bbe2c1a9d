import * as z from 'zod/mini';
import type { Contract } from '#functions/http/contract.ts';
import { jsonBody } from '#functions/http/json-body.ts';
import { httpOperation } from '#functions/http/pipeline.ts';
import { openSession } from '#shared/stores/auth/sessions.ts';
import { traceHandler } from '#shared/stores/observability/tracer.ts';
import { organizationCaller } from '#shared/vocabulary/auth/identity.ts';
import { timestamp } from '#shared/vocabulary/formats/formats.ts';
import { nameSchema } from '#shared/vocabulary/formats/schema-name.ts';

const newSessionSchema = z.strictObject({
  /** Chosen by the client once per installation; a new session of the same device closes the previous one. */
  deviceId: z.string().check(z.regex(/^[A-Za-z0-9._-]{1,128}$/)),
});
nameSchema(newSessionSchema, 'NewSession');

const sessionSchema = z.strictObject({ sessionToken: z.string(), expiresAt: timestamp });
nameSchema(sessionSchema, 'Session');

export const contract = {
  body: newSessionSchema,
  response: sessionSchema,
  successStatus: 201,
} satisfies Contract;

export const handler = httpOperation(
  contract,
  async ({ identity, body }) => {
    const { token, expiresAt } = await openSession(organizationCaller(identity).userId, body.deviceId);
    return { sessionToken: token, expiresAt };
  },
  { jsonBody, trace: traceHandler },
);
