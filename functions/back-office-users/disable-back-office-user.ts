import { traceHandler } from '#shared/stores/observability/tracer.ts';
import { statusOperation } from './status-operation.ts';

export const { contract, handler } = statusOperation('disabled', { trace: traceHandler });
