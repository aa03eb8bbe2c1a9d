import * as z from 'zod/mini';
import type { Contract } from '#functions/http/contract.ts';
import { jsonBody } from '#functions/http/json-body.ts';
import { httpOperation } from '#functions/http/pipeline.ts';
import { traceHandler } from '#shared/stores/observability/tracer.ts';
import { fileName } from '#shared/stores/storage/file-name.ts';
import { replaceDocument } from '#shared/use-cases/documents/replace-document.ts';
import { organizationCaller } from '#shared/vocabulary/auth/identity.ts';
import { documentMimeTypes, documentSizeMax } from '#shared/vocabulary/documents/document.ts';
import { canonicalUuid, integer, timestamp, uuid } from '#shared/vocabulary/formats/formats.ts';
import { nameSchema } from '#shared/vocabulary/formats/schema-name.ts';

const replacementSchema = z.strictObject({
  name: fileName,
  mimeType: z.enum(documentMimeTypes),
  /** Bytes. */
  size: integer(1, documentSizeMax),
});
nameSchema(replacementSchema, 'DocumentReplacement');

const replacementResultSchema = z.strictObject({
  id: uuid,
  upload: z.strictObject({
    storageKey: z.string().check(z.minLength(1)),
    presignedUrl: z.url(),
    expiresAt: timestamp,
  }),
});
nameSchema(replacementResultSchema, 'DocumentReplacementResult');

export const contract = {
  params: z.strictObject({ id: canonicalUuid }),
  body: replacementSchema,
  response: replacementResultSchema,
  errors: [404, 409, 415, 422],
} satisfies Contract;

export const handler = httpOperation(
  contract,
  ({ identity, params, body }) => replaceDocument(organizationCaller(identity), params.id, body),
  { jsonBody, trace: traceHandler },
);
