import * as z from 'zod/mini';
import type { Contract } from '#functions/http/contract.ts';
import { httpOperation, type PipelineParts } from '#functions/http/pipeline.ts';
import { backOfficeUserViewSchema } from '#shared/use-cases/back-office-users/back-office-user-schemas.ts';
import { setBackOfficeUserStatus } from '#shared/use-cases/back-office-users/set-back-office-user-status.ts';
import { canonicalUuid } from '#shared/vocabulary/formats/formats.ts';
import type { BackOfficeUserStatus } from '#shared/vocabulary/users/user.ts';

const contract = {
  params: z.strictObject({ id: canonicalUuid }),
  response: backOfficeUserViewSchema,
  errors: [404, 409],
} satisfies Contract;

/** Disabling and enabling a back-office user: one contract, the status they set apart. */
export const statusOperation = (status: BackOfficeUserStatus, parts: PipelineParts) => ({
  contract,
  handler: httpOperation(
    contract,
    ({ identity, params }) => setBackOfficeUserStatus(identity.userId, params.id, status),
    parts,
  ),
});
