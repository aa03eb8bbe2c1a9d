import * as z from 'zod/mini';
import { organizationCaller } from '#shared/auth/identity.ts';
import { documentMimeTypes, documentSizeMax } from '#shared/documents/document.ts';
import { replaceDocument } from '#shared/documents/replace-document.ts';
import type { Contract } from '#shared/http/contract.ts';
import { canonicalUuid, integer, timestamp, uuid } from '#shared/http/formats.ts';
import { jsonBody } from '#shared/http/json-body.ts';
import { httpOperation } from '#shared/http/pipeline.ts';
import { traceHandler } from '#shared/observability/tracer.ts';
import { fileName } from '#shared/storage/file-name.ts';

export const contract = {
  params: z.strictObject({ id: canonicalUuid }),
  body: z.strictObject({
    name: fileName,
    mimeType: z.enum(documentMimeTypes),
    /** Bytes. */
    size: integer(1, documentSizeMax),
  }),
  response: z.strictObject({
    id: uuid,
    upload: z.strictObject({
      storageKey: z.string().check(z.minLength(1)),
      presignedUrl: z.url(),
      expiresAt: timestamp,
    }),
  }),
  errors: [404, 409, 415, 422],
} satisfies Contract;

export const handler = httpOperation(
  contract,
  ({ identity, params, body }) => replaceDocument(organizationCaller(identity), params.id, body),
  { jsonBody, trace: traceHandler },
);
