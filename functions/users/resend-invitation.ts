import * as z from 'zod/mini';
import type { Contract } from '#shared/http/contract.ts';
import { canonicalUuid, uuid } from '#shared/http/formats.ts';
import { httpOperation } from '#shared/http/pipeline.ts';
import { traceHandler } from '#shared/observability/tracer.ts';
import { resendInvitation } from '#shared/users/resend-invitation.ts';

export const contract = {
  params: z.strictObject({ id: canonicalUuid }),
  response: z.strictObject({ id: uuid }),
  errors: [404, 409],
} satisfies Contract;

export const handler = httpOperation(contract, ({ params }) => resendInvitation(params.id), { trace: traceHandler });
