import type * as z from 'zod/mini';
import { liveSessionOf } from '#shared/stores/auth/sessions.ts';
import { traceHandler } from '#shared/stores/observability/tracer.ts';
import type { Contract } from './contract.ts';
import { httpOperation, type OperationRequest, type PipelineParts } from './pipeline.ts';

/** An operation of the attachments API: the request path of every operation, plus a live session of the caller; traced, as each calls AWS. */
export const attachmentsOperation = <C extends Contract>(
  contract: C,
  handle: (request: OperationRequest<C>) => Promise<z.input<C['response']>>,
  parts: Omit<PipelineParts, 'liveSession' | 'trace'> = {},
) => httpOperation(contract, handle, { ...parts, liveSession: liveSessionOf, trace: traceHandler });
