import { Worker } from 'node:worker_threads';
import type { Context } from 'aws-lambda';

/**
 * One function's stand-in for its Lambda execution environment: a worker thread of its own, so
 * that the function has its own module scope and its own `process.env`, started on the first
 * invocation (a cold start) and kept for the next ones. When the worker dies, the invocations in
 * flight fail and the next invocation starts a new one, as Lambda replaces a crashed environment.
 */
export interface WorkerData {
  /** The bundle, which exports `handler`. */
  file: string;
}

/** The context's functions do not cross to a worker; it rebuilds them from these fields. */
type ContextFields = Omit<Context, 'getRemainingTimeInMillis' | 'done' | 'fail' | 'succeed'>;

export interface Invocation {
  id: number;
  event: unknown;
  context: ContextFields;
  remainingMs: number;
}

export type InvocationOutcome =
  | { id: number; result: unknown }
  | { id: number; error: { name: string; message: string; stack?: string } };

interface SandboxOptions {
  name: string;
  file: string;
  environment: Record<string, string>;
  /** The most old-generation heap the worker may hold, in MB: past it the worker dies, as Lambda's runtime would. */
  heapLimitMb?: number;
}

export interface FunctionSandbox {
  invoke(event: unknown, context: Context): Promise<unknown>;
  /** The bytes its worker's heap holds now (undefined before its first invocation): what a benchmark samples. */
  heapUsed(): Promise<number | undefined>;
  stop(): Promise<void>;
}

const workerFile = new URL('./function-worker.ts', import.meta.url);

export const createFunctionSandbox = ({ name, file, environment, heapLimitMb }: SandboxOptions): FunctionSandbox => {
  const pending = new Map<number, { resolve(result: unknown): void; reject(error: Error): void }>();
  let worker: Worker | undefined;
  let nextId = 0;

  const failPending = (error: Error) => {
    for (const invocation of pending.values()) invocation.reject(error);
    pending.clear();
  };

  const running = (): Worker => {
    if (worker) return worker;
    const started = new Worker(workerFile, {
      workerData: { file } satisfies WorkerData,
      env: environment,
      ...(heapLimitMb && { resourceLimits: { maxOldGenerationSizeMb: heapLimitMb } }),
    });
    started.on('message', (outcome: InvocationOutcome) => {
      const invocation = pending.get(outcome.id);
      pending.delete(outcome.id);
      if ('error' in outcome) invocation?.reject(Object.assign(new Error(outcome.error.message), outcome.error));
      else invocation?.resolve(outcome.result);
    });
    const retire = (error: Error) => {
      if (worker !== started) return;
      worker = undefined;
      failPending(error);
    };
    started.on('error', retire);
    started.on('exit', (code) => retire(new Error(`${name}: its worker exited with code ${code}`)));
    worker = started;
    return started;
  };

  return {
    invoke: (event, { getRemainingTimeInMillis, done, fail, succeed, ...context }) =>
      new Promise((resolve, reject) => {
        nextId += 1;
        const id = nextId;
        pending.set(id, { resolve, reject });
        running().postMessage({ id, event, context, remainingMs: getRemainingTimeInMillis() } satisfies Invocation);
      }),
    // A worker starting or ending has no heap to read.
    heapUsed: () =>
      worker
        ? worker.getHeapStatistics().then(
            (statistics) => statistics.used_heap_size,
            () => undefined,
          )
        : Promise.resolve(undefined),
    stop: async () => {
      const stopping = worker;
      worker = undefined;
      failPending(new Error(`${name}: stopped`));
      await stopping?.terminate();
    },
  };
};
