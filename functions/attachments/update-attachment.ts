import * as z from 'zod/mini';
import { attachmentsOperation } from '#functions/http/attachments-pipeline.ts';
import type { Contract } from '#functions/http/contract.ts';
import { jsonBody } from '#functions/http/json-body.ts';
import { fileName } from '#shared/stores/storage/file-name.ts';
import { renameAttachment } from '#shared/use-cases/attachments/rename-attachment.ts';
import { originTypeNumbers } from '#shared/vocabulary/attachments/origin-types.ts';
import { organizationCaller } from '#shared/vocabulary/auth/identity.ts';
import { integer, timestamp } from '#shared/vocabulary/formats/formats.ts';
import { BIGINT_MAX } from '#shared/vocabulary/formats/plain-formats.ts';
import { queryInteger } from '#shared/vocabulary/formats/query.ts';
import { nameSchema } from '#shared/vocabulary/formats/schema-name.ts';

const integerId = integer(1, BIGINT_MAX);

const updateSchema = z.strictObject({ name: fileName });
nameSchema(updateSchema, 'AttachmentUpdate');

const updateResultSchema = z.strictObject({
  id: integerId,
  name: z.string(),
  storageKey: z.string(),
  mimeType: z.string(),
  size: integer(0),
  attachableType: integer(1, originTypeNumbers.length),
  uploadedById: integerId,
  anomalyId: z.optional(integerId),
  clientInterventionId: z.optional(integerId),
  providerInterventionId: z.optional(integerId),
  logoForOrganizationId: z.optional(integerId),
  updatedAt: timestamp,
  createdAt: timestamp,
});
nameSchema(updateResultSchema, 'AttachmentUpdateResult');

const updateResponseSchema = z.strictObject({ data: updateResultSchema });
nameSchema(updateResponseSchema, 'AttachmentUpdateResponse');

export const contract = {
  params: z.strictObject({ attachmentId: queryInteger(0, BIGINT_MAX) }),
  headers: z.object({ 'x-session-token': z.string().check(z.minLength(1)) }),
  body: updateSchema,
  response: updateResponseSchema,
  errors: [404, 415, 422],
} satisfies Contract;

export const handler = attachmentsOperation(
  contract,
  ({ identity, params, body }) => renameAttachment(organizationCaller(identity), params.attachmentId, body.name),
  { jsonBody },
);
