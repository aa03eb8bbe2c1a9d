import * as z from 'zod/mini';
import type { Contract } from '#functions/http/contract.ts';
import { preferredLanguage } from '#functions/http/language.ts';
import { httpOperation } from '#functions/http/pipeline.ts';
import { traceHandler } from '#shared/stores/observability/tracer.ts';
import { listNotificationTypes } from '#shared/use-cases/notifications/list-types.ts';
import { organizationCaller } from '#shared/vocabulary/auth/identity.ts';
import { nameSchema } from '#shared/vocabulary/formats/schema-name.ts';

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
nameSchema(notificationType, 'NotificationType');

const notificationTypeList = z.strictObject({ data: z.array(notificationType) });
nameSchema(notificationTypeList, 'NotificationTypeList');

export const contract = {
  // Never refused: whatever a browser sends, the language is read from it or falls back (language.ts).
  headers: z.object({ 'accept-language': z.optional(z.string()) }),
  response: notificationTypeList,
} satisfies Contract;

export const handler = httpOperation(
  contract,
  async ({ identity, headers }) => ({
    data: listNotificationTypes(organizationCaller(identity).role, preferredLanguage(headers['accept-language'], 'en')),
  }),
  { trace: traceHandler },
);
