import { apiGatewayEvent, lambdaContext } from '#infra/local/api-gateway-event.ts';

/** An API Gateway v2 event, for calling a handler directly (a bearer token goes in `headers.authorization`). */
export const eventFor = (
  method: string,
  path: string,
  routePath: string,
  options: {
    body?: string;
    headers?: Record<string, string>;
    pathParameters?: Record<string, string>;
    /** The time the function has left, 10 s (its timeout) unless a test needs it to run out sooner. */
    budgetMs?: number;
  } = {},
) => ({
  event: apiGatewayEvent(
    {
      method,
      url: new URL(path, 'http://127.0.0.1'),
      headers: options.headers ?? {},
      body: Buffer.from(options.body ?? ''),
      sourceIp: '127.0.0.1',
    },
    { routeKey: `${method} ${routePath}`, pathParameters: options.pathParameters ?? {} },
  ),
  context: lambdaContext('test', options.budgetMs),
});
