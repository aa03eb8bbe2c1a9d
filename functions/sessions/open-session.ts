import * as z from 'zod/mini';
import { organizationCaller } from '#shared/auth/identity.ts';
import { openSession } from '#shared/auth/sessions.ts';
import type { Contract } from '#shared/http/contract.ts';
import { timestamp } from '#shared/http/formats.ts';
import { jsonBody } from '#shared/http/json-body.ts';
import { httpOperation } from '#shared/http/pipeline.ts';
import { traceHandler } from '#shared/observability/tracer.ts';

export const contract = {
  body: z.strictObject({
    /** Chosen by the client once per installation; a new session of the same device closes the previous one. */
    deviceId: z.string().check(z.regex(/^[A-Za-z0-9._-]{1,128}$/)),
  }),
  response: z.strictObject({ sessionToken: z.string(), expiresAt: timestamp }),
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
