import type { Contract } from '#functions/http/contract.ts';
import { httpOperation } from '#functions/http/pipeline.ts';
import { traceHandler } from '#shared/stores/observability/tracer.ts';
import { backOfficeUserListSchema } from '#shared/use-cases/back-office-users/back-office-user-schemas.ts';
import { listBackOfficeUsers } from '#shared/use-cases/back-office-users/list-back-office-users.ts';

export const contract = { response: backOfficeUserListSchema } satisfies Contract;

export const handler = httpOperation(contract, () => listBackOfficeUsers(), { trace: traceHandler });
