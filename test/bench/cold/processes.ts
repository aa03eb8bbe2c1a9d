import { execFileSync } from 'node:child_process';

export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Loads the bundle named by its argument and prints the process's CPU time so far (Node's own start included). */
const cpuAfterLoad =
  'require(process.argv[1]); const { user, system } = process.cpuUsage(); process.stdout.write(String((user + system) / 1000));';

/**
 * Whole-process load: a fresh `node` loads the bundle (which only defines its handler) and exits.
 * Node's own start is in both the function's figure and its floor's, as in a cold start. Wall
 * time, and the process's CPU time until the bundle is loaded: what the load costs a full vCPU,
 * as Lambda's init has, and steadier than wall time on a shared machine.
 */
const loadOnce = (file: string, cwd: string, env: NodeJS.ProcessEnv) => {
  const started = performance.now();
  const cpuMs = Number(execFileSync(process.execPath, ['-e', cpuAfterLoad, file], { cwd, env, encoding: 'utf8' }));
  return { wallMs: performance.now() - started, cpuMs };
};

/**
 * Medians of `runs` fresh processes each; the function and its floor alternate, so that a busy
 * moment weighs on both. `env` is what the processes see: Lambda's settings of the function, since
 * some modules do more at load where one is set (the business metrics where their namespace is).
 */
export const loadTimes = (file: string, floorFile: string, runs: number, cwd: string, env: NodeJS.ProcessEnv) => {
  const own: ReturnType<typeof loadOnce>[] = [];
  const floor: ReturnType<typeof loadOnce>[] = [];
  for (let run = 0; run < runs; run += 1) {
    own.push(loadOnce(file, cwd, env));
    floor.push(loadOnce(floorFile, cwd, env));
  }
  return {
    ownMs: median(own.map((load) => load.wallMs)),
    floorMs: median(floor.map((load) => load.wallMs)),
    ownCpuMs: median(own.map((load) => load.cpuMs)),
    floorCpuMs: median(floor.map((load) => load.cpuMs)),
  };
};
