/** Runs one step of a journey and records its time in ms under its name, whether it passes or fails. */
export const timed = async <T>(steps: Record<string, number>, name: string, work: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  try {
    return await work();
  } finally {
    steps[name] = Math.round(performance.now() - started);
  }
};
