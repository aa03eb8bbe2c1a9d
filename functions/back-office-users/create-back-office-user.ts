import type { Contract } from '#functions/http/contract.ts';
import { jsonBody } from '#functions/http/json-body.ts';
import { httpOperation } from '#functions/http/pipeline.ts';
import { traceHandler } from '#shared/stores/observability/tracer.ts';
import {
  backOfficeUserViewSchema,
  newBackOfficeUserSchema,
} from '#shared/use-cases/back-office-users/back-office-user-schemas.ts';
import { createBackOfficeUser } from '#shared/use-cases/back-office-users/create-back-office-user.ts';

export const contract = {
  body: newBackOfficeUserSchema,
  response: backOfficeUserViewSchema,
  successStatus: 201,
  errors: [409],
} satisfies Contract;

export const handler = httpOperation(contract, ({ body }) => createBackOfficeUser(body), {
  jsonBody,
  trace: traceHandler,
});
