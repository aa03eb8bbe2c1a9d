import * as z from 'zod/mini';
import type { Contract } from '#functions/http/contract.ts';
import { httpOperation } from '#functions/http/pipeline.ts';
import { traceHandler } from '#shared/stores/observability/tracer.ts';
import { importJobPartsQuery, importJobPartUploadsSchema } from '#shared/use-cases/import-jobs/import-job-schemas.ts';
import { listImportJobParts } from '#shared/use-cases/import-jobs/list-import-job-parts.ts';
import { canonicalUuid } from '#shared/vocabulary/formats/formats.ts';

export const contract = {
  params: z.strictObject({ id: canonicalUuid }),
  query: importJobPartsQuery,
  response: importJobPartUploadsSchema,
  errors: [404, 409],
} satisfies Contract;

export const handler = httpOperation(
  contract,
  ({ params, query }) => listImportJobParts(params.id, query.from, query.count),
  { trace: traceHandler },
);
