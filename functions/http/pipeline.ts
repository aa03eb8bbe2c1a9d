import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import { logger } from '#shared/stores/observability/logger.ts';
import type { Identity } from '#shared/vocabulary/auth/identity.ts';
import { outOfTime } from '#shared/vocabulary/errors.ts';
import { authenticate, type LiveSessionCheck } from './authenticate.ts';
import type { Contract, ParsedRequest } from './contract.ts';
import { errorResponse } from './error-response.ts';
import { validateRequest } from './validate-request.ts';

export type Event = APIGatewayProxyEventV2;
export type Result = APIGatewayProxyStructuredResultV2;

export interface OperationRequest<C extends Contract> extends ParsedRequest<C> {
  identity: Identity;
  requestId: string;
}

type State = { startedAt?: number };

/** Middy's way to hand middleware results to the handler: on the Lambda context. */
type IdentifiedContext = Context & { caller?: Identity };

const requestIdOf = (event: Event) => event.requestContext.requestId;

/** Correlates every log line of the request and turns any failure into the Error body. */
const observeAndCatch = (): middy.MiddlewareObj<Event, Result, Error, IdentifiedContext, State> => ({
  before: (request) => {
    request.internal.startedAt = performance.now();
    logger.appendKeys({ requestId: requestIdOf(request.event), operation: request.event.routeKey });
  },
  after: (request) => {
    logger.info('request completed', {
      status: request.response?.statusCode,
      durationMs: Math.round(performance.now() - (request.internal.startedAt ?? 0)),
    });
  },
  onError: (request) => {
    request.response = errorResponse(request.error, requestIdOf(request.event));
  },
});

const identify = (liveSession?: LiveSessionCheck): middy.MiddlewareObj<Event, Result, Error, IdentifiedContext> => ({
  before: async (request) => {
    request.context.caller = await authenticate(request.event, liveSession);
  },
});

/**
 * How long before the function's timeout a request that is still running is answered 503 (with
 * Retry-After), so that the caller gets the Error body rather than the bare 500 API Gateway answers
 * for a function Lambda stopped. Room for the answer and its log line, and for a handler that holds
 * the event loop a moment (the budget's timer runs between its awaits).
 */
const answerBeforeTimeoutMs = 500;

const withinBudget = {
  timeoutEarlyInMillis: answerBeforeTimeoutMs,
  timeoutEarlyResponse: () => {
    throw outOfTime();
  },
};

/**
 * Parts of the request path that only some operations need, handed in by their handlers so that
 * no other function bundles them: the attachments API's session check (`attachmentsOperation`),
 * the reading of a JSON body (`jsonBody`, for operations whose contract has one) and the handler's
 * trace subsegment (`traceHandler`, for operations that call AWS: the X-Ray SDK is there to capture
 * their clients, and would be most of the start of one that calls nothing, whose invocations
 * Lambda's active tracing records anyway).
 */
export interface PipelineParts {
  liveSession?: LiveSessionCheck;
  jsonBody?: () => middy.MiddlewareObj<Event, Result>[];
  trace?: () => middy.MiddlewareObj<Event, Result>;
}

/** The chain of every operation before identity: trace, logger context, correlation and error handling. */
const commonChain = <C extends Contract>(contract: C, parts: PipelineParts) => {
  if (contract.body && !parts.jsonBody)
    throw new Error('An operation whose contract has a body must be built with { jsonBody } (json-body.ts)');
  const chain = middy<Event, Result, Error, IdentifiedContext, State>(withinBudget);
  if (parts.trace) chain.use(parts.trace());
  return chain.use(injectLambdaContext(logger, { resetKeys: true })).use(observeAndCatch());
};

const withBody = <C extends Contract>(
  chain: ReturnType<typeof commonChain>,
  contract: C,
  parts: PipelineParts,
): ReturnType<typeof commonChain> => {
  if (contract.body && parts.jsonBody) for (const middleware of parts.jsonBody()) chain.use(middleware);
  return chain;
};

const answer = (contract: Contract, event: Event, body: unknown): Result => ({
  statusCode: contract.successStatus ?? 200,
  headers: { 'content-type': 'application/json', 'x-request-id': requestIdOf(event) },
  body: JSON.stringify(body),
});

/**
 * The request path every HTTP operation travels: the handler's trace subsegment first where it is
 * handed in (so that it spans the whole request), then the Lambda context on the logger (its cleanup runs last, after
 * the error is logged), then correlation and error handling, then identity and audience (the
 * token's user as stored), then the JSON body, then validation and the operation itself, answered
 * 503 if it runs into the budget (`withinBudget`; middy times the handler only, so the middlewares
 * before it must not wait long: the identity check is two small reads).
 * The operation returns the response body; nothing else is its concern.
 */
export const httpOperation = <C extends Contract>(
  contract: C,
  handle: (request: OperationRequest<C>) => Promise<z.input<C['response']>>,
  parts: PipelineParts = {},
) =>
  withBody(commonChain(contract, parts).use(identify(parts.liveSession)), contract, parts).handler(
    async (event, context): Promise<Result> => {
      const parsed = validateRequest(contract, event, event.body);
      const body = await handle({ ...parsed, identity: context.caller!, requestId: requestIdOf(event) });
      return answer(contract, event, body);
    },
  );

/**
 * An operation of the `public` audience (`/invitations/…`): the same path without identity, for
 * callers who cannot have a token yet. Everything else, validation and the Error body included, is
 * the same.
 */
export const anonymousOperation = <C extends Contract>(
  contract: C,
  handle: (request: ParsedRequest<C> & { requestId: string }) => Promise<z.input<C['response']>>,
  parts: Omit<PipelineParts, 'liveSession'> = {},
) =>
  withBody(commonChain(contract, parts), contract, parts).handler(async (event): Promise<Result> => {
    const parsed = validateRequest(contract, event, event.body);
    return answer(contract, event, await handle({ ...parsed, requestId: requestIdOf(event) }));
  });

/** A page's answer: its HTML and the headers that confine it (its Content-Security-Policy above all). */
interface PageAnswer {
  html: string;
  headers: Readonly<Record<string, string>>;
}

/**
 * A page of the `public` audience: the same path as `anonymousOperation` (validation, and the
 * Error body for a failure), answering HTML with the page's own headers.
 */
export const anonymousPage = <C extends Contract & { produces: 'text/html' }>(
  contract: C,
  render: (request: ParsedRequest<C>) => PageAnswer,
  parts: Omit<PipelineParts, 'liveSession' | 'jsonBody'> = {},
) =>
  commonChain(contract, parts).handler(async (event): Promise<Result> => {
    const page = render(validateRequest(contract, event, event.body));
    return {
      statusCode: 200,
      headers: { ...page.headers, 'content-type': 'text/html; charset=utf-8', 'x-request-id': requestIdOf(event) },
      body: page.html,
    };
  });
