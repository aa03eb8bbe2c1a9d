import { traceHandler } from '#shared/stores/observability/tracer.ts';
import { statusOperation } from './status-operation.ts';

export const { contract, handler } = statusOperation('active', { trace: traceHandler });
