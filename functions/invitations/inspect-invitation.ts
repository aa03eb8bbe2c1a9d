import * as z from 'zod/mini';
import type { Contract } from '#functions/http/contract.ts';
import { jsonBody } from '#functions/http/json-body.ts';
import { anonymousOperation } from '#functions/http/pipeline.ts';
import { traceHandler } from '#shared/stores/observability/tracer.ts';
import { inspectInvitation } from '#shared/use-cases/users/inspect-invitation.ts';
import { LANGUAGES } from '#shared/vocabulary/codes/languages.ts';
import { nameSchema } from '#shared/vocabulary/formats/schema-name.ts';
import { invitationLinkStates } from '#shared/vocabulary/users/invitation.ts';
import { invitationToken } from './invitation-token.ts';

const inspectionSchema = z.strictObject({ token: invitationToken });
nameSchema(inspectionSchema, 'InvitationInspection');

const invitationSchema = z.strictObject({
  /** open: it can be accepted; used, replaced (a newer send), ended (the user changed), expired; unknown: never sent, or ended too long ago. */
  state: z.enum(invitationLinkStates),
  organization: z.nullable(z.strictObject({ name: z.string(), language: z.enum(LANGUAGES) })),
  /** The e-mail to sign in with, for an open link only. */
  email: z.nullable(z.string()),
  expiresAt: z.nullable(z.string()),
  /** The user pool's password policy: what `password` of the accept must be. */
  passwordPolicy: z.strictObject({
    minLength: z.number(),
    requireLowercase: z.boolean(),
    requireUppercase: z.boolean(),
    requireDigits: z.boolean(),
    requireSymbols: z.boolean(),
  }),
});
nameSchema(invitationSchema, 'Invitation');

export const contract = {
  body: inspectionSchema,
  response: invitationSchema,
  errors: [415],
} satisfies Contract;

export const handler = anonymousOperation(contract, ({ body }) => inspectInvitation(body.token), {
  jsonBody,
  trace: traceHandler,
});
