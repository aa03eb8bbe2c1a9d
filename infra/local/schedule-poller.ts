import type { Context } from 'aws-lambda';
import { lambdaContext } from './api-gateway-event.ts';

/**
 * What an EventBridge schedule does, for the local stack: invoke the function with the schedule's
 * event at a fixed rate, one run at a time; a failed run is reported and the next one comes anyway.
 */
export type ScheduledHandler = (event: unknown, context: Context) => Promise<unknown>;

interface SchedulePollerOptions {
  handler: ScheduledHandler;
  functionName: string;
  timeoutSeconds: number;
  event: Readonly<Record<string, unknown>>;
  everyMs: number;
  onError?: (error: unknown) => void;
}

export const createSchedulePoller = (options: SchedulePollerOptions) => {
  const runOnce = () =>
    options.handler(options.event, lambdaContext(options.functionName, options.timeoutSeconds * 1000));
  let stopped = false;
  let running: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  return {
    runOnce,
    start: () => {
      running ??= (async () => {
        while (!stopped) {
          await new Promise<void>((resolve) => {
            wake = resolve;
            setTimeout(resolve, options.everyMs);
          });
          if (stopped) break;
          try {
            await runOnce();
          } catch (error) {
            options.onError?.(error);
          }
        }
      })();
    },
    stop: async () => {
      stopped = true;
      wake?.();
      await running;
    },
  };
};
