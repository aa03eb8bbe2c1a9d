import type { DynamoDBStreamEvent, SQSEvent } from 'aws-lambda';
import type { HttpOperation } from '#functions/operations.ts';
import { apiGatewayEvent } from '#infra/local/api-gateway-event.ts';
import type { Issuer } from '#infra/local/issuer.ts';
import { insertEvent } from '#infra/local/outbox-poller.ts';
import { createQueuePoller } from '#infra/local/queue-poller.ts';
import { decodePathParameters, routeOf } from '#infra/local/routes.ts';
import { resolvedDemoRequest } from '#infra/local/seed/demo-requests.ts';
import { listPendingOutbox } from '#shared/stores/analyses/analysis-repository.ts';
import { createSession } from '#shared/stores/auth/sessions.ts';
import { findUserById } from '#shared/stores/users/user-repository.ts';

/** The API Gateway event of an operation's demo request, with a bearer token of its demo user signed by `issuer`. */
export const demoHttpEvent = async (operation: HttpOperation, issuer: Issuer) => {
  const request = await resolvedDemoRequest(operation.operationId);
  const user = await findUserById(request.userId);
  if (!user) throw new Error(`${operation.operationId}: no demo user ${request.userId}`);
  const url = new URL(request.path, 'http://127.0.0.1');
  const route = routeOf(operation);
  const matched = route.pattern.exec(url.pathname);
  const pathParameters = matched && decodePathParameters(route, matched.slice(1));
  if (!pathParameters?.ok)
    throw new Error(`${operation.operationId}: ${request.path} is not a path of ${operation.path}`);
  const headers: Record<string, string> = {
    ...(request.body !== undefined && { 'content-type': 'application/json' }),
    ...request.headers,
    authorization: `Bearer ${await issuer.sign({ sub: user.id })}`,
    ...(operation.api === 'attachments' && { 'x-session-token': (await createSession(user.id)).token }),
  };
  const body = Buffer.from(request.body === undefined ? '' : JSON.stringify(request.body));
  return apiGatewayEvent(
    { method: operation.method, url, headers, body, sourceIp: '127.0.0.1' },
    { routeKey: `${operation.method} ${operation.path}`, pathParameters: pathParameters.values },
  );
};

/** The stream records of the outbox items that queued analyses left (the relay's event). */
export const pendingOutboxEvent = async (): Promise<DynamoDBStreamEvent> => insertEvent(await listPendingOutbox(10));

/** The analysis messages the relay sent, received from the queue as Lambda's event source mapping would hand them over. */
export const analysisQueueEvent = async (queueUrl: string): Promise<SQSEvent> => {
  let received: SQSEvent | undefined;
  const poller = createQueuePoller({
    queueUrl,
    functionName: 'bench',
    batchSize: 10,
    timeoutSeconds: 60,
    handler: async (event) => {
      received = event;
      return undefined;
    },
  });
  await poller.pollOnce();
  if (!received)
    throw new Error('no analysis message in the queue: the relay should have sent the one operation 7 queued');
  return received;
};
