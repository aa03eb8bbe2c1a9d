import type { Contract } from '#functions/http/contract.ts';
import { jsonBody } from '#functions/http/json-body.ts';
import { httpOperation } from '#functions/http/pipeline.ts';
import { traceHandler } from '#shared/stores/observability/tracer.ts';
import { createImportJob } from '#shared/use-cases/import-jobs/create-import-job.ts';
import { createdImportJobSchema, newImportJobSchema } from '#shared/use-cases/import-jobs/import-job-schemas.ts';

export const contract = {
  body: newImportJobSchema,
  response: createdImportJobSchema,
  successStatus: 201,
} satisfies Contract;

export const handler = httpOperation(contract, ({ identity, body }) => createImportJob(identity.userId, body.size), {
  jsonBody,
  trace: traceHandler,
});
