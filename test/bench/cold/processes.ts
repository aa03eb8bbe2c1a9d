import { execFileSync } from 'node:child_process';

export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Whole-process load time: a fresh `node` runs the bundle (which only defines its handler) and
 * exits. Node's own start is in both the function's figure and its floor's, as in a cold start.
 */
const loadOnce = (file: string, cwd: string) => {
  const started = performance.now();
  execFileSync(process.execPath, [file], { cwd, stdio: 'ignore' });
  return performance.now() - started;
};

/** Medians of `runs` fresh processes each; the function and its floor alternate, so that a busy moment weighs on both. */
export const loadTimes = (file: string, floorFile: string, runs: number, cwd: string) => {
  const own: number[] = [];
  const floor: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    own.push(loadOnce(file, cwd));
    floor.push(loadOnce(floorFile, cwd));
  }
  return { ownMs: median(own), floorMs: median(floor) };
};
