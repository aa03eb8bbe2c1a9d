import * as z from 'zod/mini';
import { originTypeNumbers } from '#shared/attachments/origin-types.ts';
import { renameAttachment } from '#shared/attachments/rename-attachment.ts';
import { organizationCaller } from '#shared/auth/identity.ts';
import { attachmentsOperation } from '#shared/http/attachments-pipeline.ts';
import type { Contract } from '#shared/http/contract.ts';
import { BIGINT_MAX, integer, timestamp } from '#shared/http/formats.ts';
import { jsonBody } from '#shared/http/json-body.ts';
import { queryInteger } from '#shared/http/query.ts';
import { fileName } from '#shared/storage/file-name.ts';

const integerId = integer(1, BIGINT_MAX);

export const contract = {
  params: z.strictObject({ attachmentId: queryInteger(0, BIGINT_MAX) }),
  headers: z.object({ 'x-session-token': z.string().check(z.minLength(1)) }),
  body: z.strictObject({ name: fileName }),
  response: z.strictObject({
    data: z.strictObject({
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
    }),
  }),
  errors: [404, 415, 422],
} satisfies Contract;

export const handler = attachmentsOperation(
  contract,
  ({ identity, params, body }) => renameAttachment(organizationCaller(identity), params.attachmentId, body.name),
  { jsonBody },
);
