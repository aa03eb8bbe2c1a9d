import * as z from 'zod/mini';
import type { Contract } from '#functions/http/contract.ts';
import { httpOperation } from '#functions/http/pipeline.ts';
import { recordIdSchema } from '#functions/http/record-id.ts';
import { traceHandler } from '#shared/stores/observability/tracer.ts';
import { resendInvitation } from '#shared/use-cases/users/resend-invitation.ts';
import { canonicalUuid } from '#shared/vocabulary/formats/formats.ts';

export const contract = {
  params: z.strictObject({ id: canonicalUuid }),
  response: recordIdSchema,
  errors: [404, 409],
} satisfies Contract;

export const handler = httpOperation(contract, ({ params }) => resendInvitation(params.id), { trace: traceHandler });
