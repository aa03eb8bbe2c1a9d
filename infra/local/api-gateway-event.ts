import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { functionSettings } from '#infra/function-settings.ts';

/**
 * Builds the event that API Gateway HTTP APIs (payload format 2.0) hand to Lambda, so that the
 * local server runs handler code exactly as Lambda would. No authorizer: the functions verify the
 * bearer token themselves (shared/stores/auth/bearer-tokens.ts).
 */

interface LocalRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: Buffer;
  sourceIp: string;
}

export const apiGatewayEvent = (
  request: LocalRequest,
  route: { routeKey: string; pathParameters: Record<string, string> },
): APIGatewayProxyEventV2 => {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [name, value] of request.url.searchParams) query[name] = name in query ? `${query[name]},${value}` : value;
  const now = new Date();
  const hasBody = request.body.length > 0;
  return {
    version: '2.0',
    routeKey: route.routeKey,
    rawPath: request.url.pathname,
    rawQueryString: request.url.search.replace(/^\?/, ''),
    headers,
    ...(Object.keys(query).length > 0 && { queryStringParameters: query }),
    ...(Object.keys(route.pathParameters).length > 0 && { pathParameters: route.pathParameters }),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: request.url.host,
      domainPrefix: 'local',
      http: {
        method: request.method,
        path: request.url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: route.routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(hasBody && { body: request.body.toString('utf8') }),
    isBase64Encoded: false,
  };
};

export const lambdaContext = (functionName: string, timeoutMs = 10_000): Context => {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: String(functionSettings.memoryMb),
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
};
