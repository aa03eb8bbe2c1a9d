import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import { describe, expect, inject, it } from 'vitest';
import { httpOperations } from '#functions/operations.ts';
import { issuer } from '#test/support/api.ts';
import { useFunctionBundle } from '#test/support/bundle-fixture.ts';
import { invokeBundle } from '#test/support/bundles.ts';
import { demoHttpEvent } from '#test/support/demo-events.ts';

/**
 * The tracer as AWS runs it: from the bundle, whose X-Ray SDK gets its version check from a stand-in
 * for semver (infra/bundling.ts), in a fresh process with the environment of a traced invocation and
 * a socket of this test as the X-Ray daemon. The label read loads its tracer at start
 * (`traceHandler`); the search function with its first request, from its `#lazy/tracing` chunk
 * (`lazyTraceHandler`).
 */
const operationOf = (operationId: string) => httpOperations.find((candidate) => candidate.operationId === operationId)!;
const tracedAtStart = operationOf('getLabelRSV1');
const tracedFromFirstRequest = operationOf('querySearchRSV1');
const bundles = {
  [tracedAtStart.operationId]: useFunctionBundle(tracedAtStart.entry),
  [tracedFromFirstRequest.operationId]: useFunctionBundle(tracedFromFirstRequest.entry),
};

describe('the bundled tracer', () => {
  // The harness's process exits as soon as the handler returns, before the handler's own subsegment
  // leaves (Lambda freezes the process instead); the SDK calls' subsegments are sent as they end.
  it.each([tracedAtStart, tracedFromFirstRequest])(
    'sends a subsegment for each AWS SDK call to the daemon ($operationId)',
    async (operation) => {
      const bundle = bundles[operation.operationId]!;
      const received: { name: string; namespace?: string }[] = [];
      const daemon = createSocket('udp4');
      daemon.on('message', (datagram) => received.push(JSON.parse(datagram.toString('utf8').split('\n')[1]!)));
      await new Promise<void>((resolve) => daemon.bind(0, '127.0.0.1', resolve));
      try {
        const { result } = await invokeBundle(
          bundle().file,
          await demoHttpEvent(operation, await issuer()),
          operation.operationId,
          {
            ...inject('localStack').environment,
            AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs24.x',
            LAMBDA_TASK_ROOT: bundle().dir,
            _HANDLER: 'index.handler',
            _X_AMZN_TRACE_ID: 'Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8;Sampled=1',
            AWS_XRAY_DAEMON_ADDRESS: `127.0.0.1:${(daemon.address() as AddressInfo).port}`,
          },
        );
        expect(result?.statusCode).toBe(200);
        await expect
          .poll(() => received)
          .toContainEqual(expect.objectContaining({ name: 'DynamoDB', namespace: 'aws' }));
      } finally {
        daemon.close();
      }
    },
  );
});
