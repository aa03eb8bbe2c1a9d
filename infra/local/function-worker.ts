import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type { Context } from 'aws-lambda';
import type { Invocation, InvocationOutcome, WorkerData } from './function-sandbox.ts';

/**
 * The inside of one function's sandbox (function-sandbox.ts): loads its bundle as Lambda's Node
 * runtime does, with `require`, and runs each invocation the parent hands over. Node runs this file
 * without a build step (type stripping), so it holds nothing but erasable TypeScript.
 */
const { file } = workerData as WorkerData;
const { handler } = createRequire(import.meta.url)(file) as {
  handler: (event: unknown, context: Context) => Promise<unknown>;
};

const contextOf = ({ context, remainingMs }: Invocation): Context => {
  const deadline = Date.now() + remainingMs;
  return {
    ...context,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
};

parentPort!.on('message', async (invocation: Invocation) => {
  let outcome: InvocationOutcome;
  try {
    outcome = { id: invocation.id, result: await handler(invocation.event, contextOf(invocation)) };
  } catch (error) {
    const { name, message, stack } = error instanceof Error ? error : new Error(String(error));
    outcome = { id: invocation.id, error: { name, message, stack } };
  }
  parentPort!.postMessage(outcome);
});
