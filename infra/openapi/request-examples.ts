import type { HttpOperation } from '#functions/operations.ts';
import { decodePathParameters, routeOf } from '#infra/local/routes.ts';
import { demoRequests } from '#infra/local/seed/demo-requests.ts';

/**
 * Each operation's request example in the OpenAPI document is its demo request: one valid request
 * on the demo data that `npm start` loads, which the local tests send, so the example is known to
 * be accepted. Here it is taken apart into parameters and body.
 */
export interface RequestExample {
  /** The raw value of each parameter, by `parameterKey` (query values as sent: JSON-encoded ones still encoded). */
  parameters: ReadonlyMap<string, string>;
  body?: unknown;
}

export const parameterKey = (location: 'path' | 'query' | 'header', name: string) => `${location} ${name}`;

export const requestExampleOf = (operation: HttpOperation): RequestExample => {
  const request = demoRequests[operation.operationId];
  if (!request) throw new Error(`${operation.operationId} has no demo request`);
  // Only the path and query of the demo path matter; the origin is a placeholder.
  const url = new URL(request.path, 'http://localhost');
  const route = routeOf(operation);
  const values = route.pattern.exec(url.pathname);
  const path = values && decodePathParameters(route, values.slice(1));
  if (!path?.ok) throw new Error(`The demo request of ${operation.operationId} is not on ${operation.path}`);
  return {
    parameters: new Map([
      ...Object.entries(path.values).map(([name, value]) => [parameterKey('path', name), value] as const),
      ...[...url.searchParams].map(([name, value]) => [parameterKey('query', name), value] as const),
      ...Object.entries(request.headers ?? {}).map(([name, value]) => [parameterKey('header', name), value] as const),
    ]),
    ...(request.body !== undefined && { body: request.body }),
  };
};
