import type { Context } from 'aws-lambda';
import { lambdaContext } from './api-gateway-event.ts';
import { stoppableLoop } from './stoppable-loop.ts';

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
  const loop = stoppableLoop(async ({ stopped, pause }) => {
    await pause(options.everyMs);
    if (stopped()) return;
    try {
      await runOnce();
    } catch (error) {
      options.onError?.(error);
    }
  });
  return { runOnce, ...loop };
};
