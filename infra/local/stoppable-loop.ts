/** What a turn of the loop may ask: whether the loop was stopped, and a pause that stopping cuts short. */
interface LoopControl {
  stopped: () => boolean;
  pause: (ms: number) => Promise<void>;
}

/**
 * The background loop of the local stack's pollers (the table stream's and the schedule's): `turn`
 * again and again from `start` until `stop`, which ends a pause at once and waits for the turn
 * under way to finish.
 */
export const stoppableLoop = (turn: (control: LoopControl) => Promise<void>) => {
  let stopped = false;
  let running: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  const control: LoopControl = {
    stopped: () => stopped,
    // A stop clears the pause's timer as well as ending it: a timer left pending (the schedule's
    // pause is minutes long) would keep the process that stopped the loop from exiting.
    pause: (ms) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      }),
  };
  return {
    start: () => {
      running ??= (async () => {
        while (!stopped) await turn(control);
      })();
    },
    stop: async () => {
      stopped = true;
      wake?.();
      await running;
    },
  };
};
