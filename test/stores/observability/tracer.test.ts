import { createSocket } from 'node:dgram';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { handler as getLabel } from '#functions/labels/get-label.ts';
import { functionSettings } from '#infra/function-settings.ts';
import { demoIds } from '#infra/local/seed/demo.ts';
import { bearerOf } from '#test/support/api.ts';
import { eventFor } from '#test/support/events.ts';

/**
 * The tracer as it runs in Lambda, against the local stack: the environment Lambda gives a traced
 * invocation is set before any module of the service loads, and the X-Ray daemon's address is a
 * port of this test, first with nothing listening, then with a socket reading what arrives.
 */
const lambdaEnvironment = vi.hoisted(() => {
  const environment = {
    AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs24.x',
    LAMBDA_TASK_ROOT: process.cwd(),
    _HANDLER: 'index.handler',
    _X_AMZN_TRACE_ID: 'Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8;Sampled=1',
    AWS_XRAY_DAEMON_ADDRESS: `127.0.0.1:${20_000 + Math.floor(Math.random() * 40_000)}`,
  };
  Object.assign(process.env, environment);
  return environment;
});
afterAll(() => {
  for (const name of Object.keys(lambdaEnvironment)) delete process.env[name];
});

const rsAdmin = await bearerOf(demoIds.rsAdmin);
const getCustomLabel = () => {
  const { event, context } = eventFor('GET', `/rs/labels/v1/${demoIds.customLabel}`, '/rs/labels/v1/{id}', {
    headers: { authorization: rsAdmin },
    pathParameters: { id: demoIds.customLabel },
  });
  return getLabel(event, context);
};

interface Subsegment {
  name: string;
  namespace?: string;
  annotations?: Record<string, unknown>;
  metadata?: Record<string, unknown>;
  aws?: { operation?: string };
}

describe('tracing in Lambda', () => {
  it('leaves requests alone when no X-Ray daemon listens', async () => {
    expect((await getCustomLabel())?.statusCode).toBe(200);
  });

  it("sends the handler's subsegment, without its response, and one per AWS SDK call", async () => {
    const [address, port] = lambdaEnvironment.AWS_XRAY_DAEMON_ADDRESS.split(':');
    const daemon = createSocket('udp4');
    const received: Subsegment[] = [];
    daemon.on('message', (datagram) =>
      received.push(JSON.parse(datagram.toString('utf8').split('\n')[1]!) as Subsegment),
    );
    await new Promise<void>((resolve) => daemon.bind(Number(port), address, resolve));
    try {
      expect((await getCustomLabel())?.statusCode).toBe(200);
      // Datagrams: each subsegment is sent as it closes, and may arrive in any order.
      await expect
        .poll(() => received)
        .toContainEqual(
          expect.objectContaining({
            name: 'DynamoDB',
            namespace: 'aws',
            aws: expect.objectContaining({ operation: 'Query', table_name: process.env.TABLE_NAME }),
          }),
        );
      await expect.poll(() => received.map((subsegment) => subsegment.name)).toContain('## index.handler');
    } finally {
      daemon.close();
    }
    const handler = received.find((subsegment) => subsegment.name === '## index.handler');
    expect(handler?.annotations).toMatchObject({ Service: functionSettings.serviceName, ColdStart: false });
    expect(JSON.stringify(handler?.metadata ?? {})).not.toContain('response');
  });
});
