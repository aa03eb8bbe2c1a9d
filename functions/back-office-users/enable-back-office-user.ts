import * as z from 'zod/mini';
import type { Contract } from '#functions/http/contract.ts';
import { httpOperation } from '#functions/http/pipeline.ts';
import { traceHandler } from '#shared/stores/observability/tracer.ts';
import { backOfficeUserViewSchema } from '#shared/use-cases/back-office-users/back-office-user-schemas.ts';
import { setBackOfficeUserStatus } from '#shared/use-cases/back-office-users/set-back-office-user-status.ts';
import { canonicalUuid } from '#shared/vocabulary/formats/formats.ts';

export const contract = {
  params: z.strictObject({ id: canonicalUuid }),
  response: backOfficeUserViewSchema,
  errors: [404, 409],
} satisfies Contract;

export const handler = httpOperation(
  contract,
  ({ identity, params }) => setBackOfficeUserStatus(identity.userId, params.id, 'active'),
  { trace: traceHandler },
);
