import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';

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

const marker = 'FIRST-REQUEST ';

/** Loads the bundle as Lambda does, hands it one event, and reports the request's duration and the process's peak memory. */
const runner = `
(async () => {
  const [file, eventJson, functionName] = process.argv.slice(1);
  const { handler } = require(file);
  const context = { functionName, functionVersion: '$LATEST', awsRequestId: 'bench', memoryLimitInMB: '512',
    invokedFunctionArn: 'arn:aws:lambda:local:000000000000:function:' + functionName, getRemainingTimeInMillis: () => 30000 };
  const started = performance.now();
  const result = await handler(JSON.parse(eventJson), context);
  const ms = performance.now() - started;
  const outcome = result?.statusCode ?? (result?.batchItemFailures ? result.batchItemFailures.length + ' failed' : 'done');
  process.stdout.write('\\n${marker}' + JSON.stringify({ ms, peakMb: process.resourceUsage().maxRSS / 1024, outcome, body: result?.body }) + '\\n');
  process.exit(0);
})();
`;

export interface FirstRequest {
  ms: number;
  peakMb: number;
  outcome: string | number;
  body?: string;
}

/**
 * `environment`: what Lambda would set (the table, bucket and queue names, and the local endpoints).
 * Asynchronous: the local S3, SQS and SES emulators answer from this very process.
 */
export const firstRequest = async (file: string, event: unknown, functionName: string, environment: Record<string, string>): Promise<FirstRequest> => {
  const { stdout: output } = await promisify(execFile)(process.execPath, ['-e', runner, file, JSON.stringify(event), functionName], {
    env: { PATH: process.env.PATH, ...environment },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const line = output.split('\n').find((candidate) => candidate.startsWith(marker));
  if (!line) throw new Error(`${functionName}: no result\n${output}`);
  return JSON.parse(line.slice(marker.length)) as FirstRequest;
};
