import * as z from 'zod/mini';
import type { Contract } from '#functions/http/contract.ts';
import { httpOperation } from '#functions/http/pipeline.ts';
import { traceHandler } from '#shared/stores/observability/tracer.ts';
import { getImportJob } from '#shared/use-cases/import-jobs/get-import-job.ts';
import { importJobViewSchema } from '#shared/use-cases/import-jobs/import-job-schemas.ts';
import { canonicalUuid } from '#shared/vocabulary/formats/formats.ts';

export const contract = {
  params: z.strictObject({ id: canonicalUuid }),
  response: importJobViewSchema,
  errors: [404],
} satisfies Contract;

export const handler = httpOperation(contract, ({ params }) => getImportJob(params.id), { trace: traceHandler });
