import type { MiddlewareLikeObj } from '@aws-lambda-powertools/commons/types';
import { captureClientsWith } from './traced.ts';

let handlerTrace: Promise<MiddlewareLikeObj> | undefined;

/**
 * The tracer of tracer.ts, loaded by the first request: its chunk (`#lazy/tracing`, the X-Ray SDK
 * and Powertools Tracer, ~97 KB minified) shares no module with the bundle, so the bundle's stores
 * are told here to capture their clients with it. The request's clients are made after this
 * (traced.ts).
 */
const loadHandlerTrace = async (): Promise<MiddlewareLikeObj> => {
  const tracing = await import('#lazy/tracing');
  captureClientsWith(tracing.captureClient);
  return tracing.traceHandler();
};

/**
 * `traceHandler`, for a function whose first request runs at a full vCPU (the search function,
 * 1,769 MB): the X-Ray SDK loads with its first request rather than at its start, which costs its
 * cold answer nothing and its load ~7 ms of CPU less (docs/cold-start.md). At 512 MB the first
 * request runs at 0.29 vCPU, where the same load would cost a cold answer ~3.4 times as much: the
 * other functions load it at start (`traceHandler`). The same subsegments, annotations and cold
 * start: Powertools counts the cold start by the handler's first call, not by the module's load.
 */
export const lazyTraceHandler = (): MiddlewareLikeObj => {
  let trace: MiddlewareLikeObj | undefined;
  return {
    before: async (request) => {
      handlerTrace ??= loadHandlerTrace();
      trace = await handlerTrace;
      return trace.before?.(request);
    },
    after: (request) => trace?.after?.(request),
    onError: (request) => trace?.onError?.(request),
  };
};
