import { randomUUID } from 'node:crypto';
import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ApiName, httpOperations } from '#functions/operations.ts';
import type { OperationModule } from '#infra/operation-modules.ts';
import {
  type ErrorBody,
  HttpError,
  internalError,
  payloadTooLarge,
  tooManyRequests,
  validationError,
} from '#shared/vocabulary/errors.ts';
import { apiGatewayEvent, lambdaContext } from './api-gateway-event.ts';
import { corsOf } from './cors.ts';
import type { LocalFunctions } from './local-functions.ts';
import { type RouteThrottle, routeThrottle } from './route-throttle.ts';
import { decodePathParameters, type Route, routeOf } from './routes.ts';
import type { ServedDocument } from './served-documents.ts';

/** Lambda refuses request payloads above 6 MB; the local server refuses them the same way. */
export const maxBodyBytes = 6 * 1024 * 1024;

const send = (response: ServerResponse, status: number, headers: OutgoingHttpHeaders, body: string) => {
  response.writeHead(status, headers);
  response.end(body);
};

/** What API Gateway and its authorizer answer before any function runs, as the Error body. */
const sendError = (response: ServerResponse, error: HttpError) => {
  const requestId = randomUUID();
  const body: ErrorBody = { error: error.code, message: error.message, requestId, details: error.details };
  const headers = { ...error.headers, 'content-type': 'application/json', 'x-request-id': requestId };
  send(response, error.status, headers, JSON.stringify(body));
};

const readBody = (request: IncomingMessage): Promise<Buffer | undefined> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBodyBytes) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > maxBodyBytes ? undefined : Buffer.concat(chunks)));
    request.on('error', reject);
  });

interface ApiServerOptions {
  api: ApiName;
  port: number;
  /** Extra read-only documents by path (the OpenAPI document, the issuer's keys, the API reference). */
  documents: Record<string, ServedDocument>;
  functions: LocalFunctions;
  /** Browser origins allowed to call the API (CORS); none, none is. */
  allowedOrigins?: readonly string[];
}

/**
 * One HTTP API: matches the operation table's routes and calls the operation's handler with an API
 * Gateway v2 event; the handler verifies the bearer token, as it does in Lambda.
 */
export const startApiServer = async ({
  api,
  port,
  documents,
  functions,
  allowedOrigins = [],
}: ApiServerOptions): Promise<{ url: string; server: Server }> => {
  const routes = httpOperations.filter((operation) => operation.api === api).map(routeOf);
  const cors = corsOf(allowedOrigins, [...new Set(routes.map((route) => route.operation.method))]);
  const throttles = new Map(
    routes.flatMap(({ operation }) => (operation.throttle ? [[operation, routeThrottle(operation.throttle)]] : [])),
  );
  const server = createServer(async (request, response) => {
    if (cors.isPreflight(request)) return send(response, 204, cors.preflightHeaders(request), '');
    for (const [name, value] of Object.entries(cors.responseHeaders(request))) response.setHeader(name, value!);
    try {
      await answer(request, response, { routes, throttles, documents, functions });
    } catch (error) {
      console.error(error);
      if (!response.headersSent) sendError(response, internalError());
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
};

interface ApiServing extends Pick<ApiServerOptions, 'documents' | 'functions'> {
  routes: readonly Route[];
  throttles: ReadonlyMap<Route['operation'], RouteThrottle>;
}

/** A document, or the operation's answer once its route, token, body and path parameters pass. */
const answer = async (request: IncomingMessage, response: ServerResponse, serving: ApiServing) => {
  const url = new URL(request.url ?? '/', `http://${request.headers.host ?? '127.0.0.1'}`);
  const document = request.method === 'GET' ? serving.documents[url.pathname] : undefined;
  if (document) return send(response, 200, { 'content-type': document.contentType }, document.body());

  const matched = matchRoute(serving.routes, request.method, url.pathname);
  if (matched instanceof HttpError) return sendError(response, matched);
  // API Gateway answers a throttled request with its own body ({"message":"Too Many Requests"}); here it is the Error body.
  if (serving.throttles.get(matched.route.operation)?.admit() === false)
    return sendError(response, tooManyRequests('This route is throttled; retry in a second', 1));
  const body = await readBody(request);
  if (!body) return sendError(response, payloadTooLarge(maxBodyBytes));
  const { route, values } = matched;
  const pathParameters = decodePathParameters(route, values);
  if (!pathParameters.ok) return sendError(response, validationError(pathParameters.issues));

  const event = apiGatewayEvent(
    {
      method: request.method ?? 'GET',
      url,
      headers: request.headers,
      body,
      sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
    },
    { routeKey: `${route.operation.method} ${route.operation.path}`, pathParameters: pathParameters.values },
  );
  const handler = await serving.functions.httpHandler(route.operation);
  sendResult(response, await handler(event, lambdaContext(route.operation.operationId)));
};

/** The route of this method and path, or the error API Gateway answers when there is none. */
const matchRoute = (
  routes: readonly Route[],
  method: string | undefined,
  pathname: string,
): { route: Route; values: string[] } | HttpError => {
  let matched: { route: Route; values: string[] } | undefined;
  let pathMatched = false;
  for (const route of routes) {
    const match = route.pattern.exec(pathname);
    if (!match) continue;
    pathMatched = true;
    if (route.operation.method === method) matched = { route, values: match.slice(1) };
  }
  if (matched) return matched;
  return pathMatched
    ? new HttpError('method_not_allowed', `${method} is not allowed on ${pathname}`)
    : new HttpError('not_found', `No route for ${method} ${pathname}`);
};

/** The handler's result as API Gateway sends it: header values as strings, a base64 body decoded. */
const sendResult = (response: ServerResponse, result: Awaited<ReturnType<OperationModule['handler']>>) => {
  const headers: OutgoingHttpHeaders = Object.fromEntries(
    Object.entries(result.headers ?? {}).map(([name, value]) => [name, String(value)]),
  );
  const payload = result.isBase64Encoded && result.body ? Buffer.from(result.body, 'base64') : (result.body ?? '');
  response.writeHead(result.statusCode ?? 200, headers);
  response.end(payload);
};
