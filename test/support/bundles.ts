import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const marker = 'BUNDLE-RESULT ';

/** Loads the bundle as Lambda does, hands it one event, and reports the result, the request's duration and CPU time, the load's CPU time and the process's peak memory. */
const runner = `
(async () => {
  const [file, eventJson, functionName] = process.argv.slice(1);
  const cpuMs = () => { const { user, system } = process.cpuUsage(); return (user + system) / 1000; };
  const { handler } = require(file);
  const loadCpuMs = cpuMs();
  const context = { functionName, functionVersion: '$LATEST', awsRequestId: 'bundle', memoryLimitInMB: '512',
    invokedFunctionArn: 'arn:aws:lambda:local:000000000000:function:' + functionName, getRemainingTimeInMillis: () => 30000 };
  const started = performance.now();
  const result = await handler(JSON.parse(eventJson), context);
  const ms = performance.now() - started;
  const firstCpuMs = cpuMs() - loadCpuMs;
  process.stdout.write('\\n${marker}' + JSON.stringify({ ms, loadCpuMs, firstCpuMs, peakMb: process.resourceUsage().maxRSS / 1024, result }) + '\\n');
  process.exit(0);
})();
`;

export interface BundleInvocation {
  ms: number;
  /** CPU time of the process until the bundle was loaded (Node's own start included), and of the request. */
  loadCpuMs: number;
  firstCpuMs: number;
  peakMb: number;
  result: { statusCode?: number; body?: string; batchItemFailures?: unknown[] } | undefined;
}

/**
 * One invocation of a bundle in a fresh Node process, with `environment` as Lambda would set it
 * (the table, bucket and queue names, the local endpoints) and nothing else. Asynchronous: the
 * local S3, SQS and SES emulators may answer from the calling process.
 */
export const invokeBundle = async (
  file: string,
  event: unknown,
  functionName: string,
  environment: Record<string, string>,
): Promise<BundleInvocation> => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['-e', runner, file, JSON.stringify(event), functionName],
    {
      env: { PATH: process.env.PATH, ...environment },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const line = stdout.split('\n').find((candidate) => candidate.startsWith(marker));
  if (!line) throw new Error(`${functionName}: no result\n${stdout}`);
  return JSON.parse(line.slice(marker.length)) as BundleInvocation;
};
