import * as z from 'zod/mini';
import { organizationCaller } from '#shared/auth/identity.ts';
import type { Contract } from '#shared/http/contract.ts';
import { preferredLanguage } from '#shared/http/language.ts';
import { httpOperation } from '#shared/http/pipeline.ts';
import { listNotificationTypes } from '#shared/notifications/list-types.ts';
import { traceHandler } from '#shared/observability/tracer.ts';

const notificationType = z.strictObject({
  type: z.string(),
  severity: z.string(),
  expectation: z.string(),
  action: z.string(),
  smsAllowed: z.boolean(),
  leadTimeAllowed: z.boolean(),
  rulesAllowed: z.boolean(),
  actionKeysAllowed: z.boolean(),
  defaults: z.strictObject({ channels: z.array(z.string()), leadTime: z.string(), applyTo: z.string() }),
  followableActions: z.array(z.strictObject({ key: z.string(), label: z.string() })),
});

export const contract = {
  // Never refused: whatever a browser sends, the language is read from it or falls back (language.ts).
  headers: z.object({ 'accept-language': z.optional(z.string()) }),
  response: z.strictObject({ data: z.array(notificationType) }),
} satisfies Contract;

export const handler = httpOperation(
  contract,
  async ({ identity, headers }) => ({
    data: listNotificationTypes(organizationCaller(identity).role, preferredLanguage(headers['accept-language'], 'en')),
  }),
  { trace: traceHandler },
);
