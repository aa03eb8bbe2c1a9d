import * as z from 'zod/mini';
import type { Contract } from '#functions/http/contract.ts';
import { jsonBody } from '#functions/http/json-body.ts';
import { httpOperation } from '#functions/http/pipeline.ts';
import { traceHandler } from '#shared/stores/observability/tracer.ts';
import { importJobViewSchema, startImportJobSchema } from '#shared/use-cases/import-jobs/import-job-schemas.ts';
import { startImportJob } from '#shared/use-cases/import-jobs/start-import-job.ts';
import { canonicalUuid } from '#shared/vocabulary/formats/formats.ts';

export const contract = {
  params: z.strictObject({ id: canonicalUuid }),
  body: startImportJobSchema,
  response: importJobViewSchema,
  successStatus: 202,
  errors: [404, 409],
} satisfies Contract;

export const handler = httpOperation(contract, ({ params, body }) => startImportJob(params.id, body.parts), {
  jsonBody,
  trace: traceHandler,
});
