import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type EventConsumer,
  eventConsumers,
  type Grants,
  type HttpOperation,
  httpOperations,
} from '#functions/operations.ts';
import { buildFunctionBundle, type FunctionBundle } from '#infra/function-bundle.ts';
import { functionSettings } from '#infra/function-settings.ts';
import { seedDemo } from '#infra/local/seed/demo.ts';
import { startLocalStack } from '#infra/local/stack.ts';
import { projectRoot } from '#infra/project-root.ts';
import { envNames } from '#shared/stores/config/env.ts';
import { type BundleInvocation, invokeBundle } from '#test/support/bundles.ts';
import { analysisQueueEvent, demoHttpEvent, pendingOutboxEvent } from '#test/support/demo-events.ts';
import { floorSource } from './cold/floors.ts';
import { loadTimes } from './cold/processes.ts';

/**
 * `npm run bench:cold`: bundles every function as the CDK stacks do, and beside it the function's
 * floor (cold/floors.ts). Prints, side by side: bundle size (and the lazy chunks it loads on some
 * requests only), whole-process load time of the function and of its floor (median of RUNS fresh
 * processes) and their ratio, in wall time and in CPU time (what the load costs Lambda's init,
 * which has a full vCPU); then, on the demo data of a fresh local stack, the duration of the
 * function's first request in a fresh process, load + first request (wall), the same on Lambda's
 * CPU shares (`coldAnswers`), and that process's peak memory.
 * Goals: every function within 1.25× its floor; no first request above 128 MB.
 */
const runs = Number(process.env.RUNS ?? 9);
/** The settings the CDK stacks give every function (infra/constructs/operation-function.ts) that a module reads at load. */
const lambdaEnv = {
  ...process.env,
  POWERTOOLS_SERVICE_NAME: functionSettings.serviceName,
  POWERTOOLS_LOG_LEVEL: 'INFO',
  POWERTOOLS_METRICS_NAMESPACE: functionSettings.metricsNamespace,
};
const goalRatio = 1.25;
const memoryLimitMb = 128;
const outDir = join(projectRoot, '.local', 'bench-cold');
rmSync(outDir, { recursive: true, force: true });

const bundle = (name: string, entry: string) => buildFunctionBundle(entry, join(outDir, name));

const floorBundles = new Map<string, Promise<FunctionBundle>>();
const floorOf = (grants: Grants) => {
  const source = floorSource(grants);
  if (!floorBundles.has(source)) {
    const name = `floor-${floorBundles.size}`;
    const entry = join(outDir, `${name}.ts`);
    mkdirSync(outDir, { recursive: true });
    writeFileSync(entry, source);
    floorBundles.set(source, bundle(name, entry));
  }
  return floorBundles.get(source)!;
};

/**
 * The event of each function's first request, on the demo data. The consumers follow the analysis
 * that operation 7's demo request queued: the relay gets its outbox item, then the analysis
 * consumer the message the relay sent.
 */
const eventOf = async (fn: HttpOperation | EventConsumer, queueUrl: string) => {
  if ('operationId' in fn) return demoHttpEvent(fn, stack.issuer);
  if (fn.source === 'schedule') return fn.schedule?.event;
  return fn.source === 'tableStream' ? pendingOutboxEvent() : analysisQueueEvent(queueUrl);
};

/** What the first request answered: a status, or how many records of a batch failed. */
const answerOf = (result: BundleInvocation['result']) =>
  result?.statusCode !== undefined
    ? String(result.statusCode)
    : result?.batchItemFailures
      ? `${result.batchItemFailures.length} failed`
      : 'done';

const nameOf = (fn: HttpOperation | EventConsumer) => ('operationId' in fn ? fn.operationId : fn.name);
/** `ONLY=querySearchRSV1,getLabelRSV1`: those functions only. */
const only = process.env.ONLY?.split(',');
const functions = [
  ...httpOperations,
  ...[...eventConsumers].sort((a, b) => Number(a.source === 'analysisQueue') - Number(b.source === 'analysisQueue')),
].filter((fn) => !only || only.includes(nameOf(fn)));

const stack = await startLocalStack({
  ports: { main: 0, attachments: 0, dynamodb: 0, fauxqs: 0, ses: 0 },
  eventConsumers: false,
});
const rows: string[][] = [];
/**
 * Load plus first request of each function, the whole of a cold answer: here, in wall time; and as
 * Lambda would run it, the init's CPU time at a full vCPU and the request's at the share of one
 * that the function's memory buys (1,769 MB buys one; 512 MB, 0.29).
 */
const coldAnswers = new Map<string, { local: number; onLambda: number }>();
const cpuShare = (fn: HttpOperation | EventConsumer) =>
  Math.min(1, (('memoryMb' in fn && fn.memoryMb) || functionSettings.memoryMb) / 1769);

/**
 * `FIRST_RUNS=9`: the median of that many first requests, each in a fresh process, for functions
 * whose demo request reads only (a single one varies by tens of milliseconds on a shared machine).
 */
const firstRuns = Number(process.env.FIRST_RUNS ?? 1);
const firstRequest = async (fn: HttpOperation | EventConsumer, file: string): Promise<BundleInvocation> => {
  const name = nameOf(fn);
  const readsOnly = Object.values(fn.grants).every((grant) => grant === 'read');
  const repeat = readsOnly ? firstRuns : 1;
  const event = await eventOf(fn, stack.environment[envNames.analysisQueueUrl]!);
  const runs: BundleInvocation[] = [];
  for (let i = 0; i < repeat; i++) runs.push(await invokeBundle(file, event, name, stack.environment));
  runs.sort((a, b) => a.ms - b.ms);
  return { ...runs[Math.floor(runs.length / 2)]!, peakMb: Math.max(...runs.map((run) => run.peakMb)) };
};
let over = 0;
let heavy = 0;
try {
  await seedDemo();
  for (const fn of functions) {
    const name = nameOf(fn);
    const [own, floor] = await Promise.all([bundle(name, join(projectRoot, fn.entry)), floorOf(fn.grants)]);
    const { ownMs, floorMs, ownCpuMs, floorCpuMs } = loadTimes(own.file, floor.file, runs, outDir, lambdaEnv);
    const ratio = ownMs / floorMs;
    const first = await firstRequest(fn, own.file);
    const onLambda = first.loadCpuMs + first.firstCpuMs / cpuShare(fn);
    coldAnswers.set(name, { local: ownMs + first.ms, onLambda });
    if (ratio > goalRatio) over += 1;
    if (first.peakMb > memoryLimitMb) heavy += 1;
    rows.push([
      name,
      own.sizeKb.toFixed(1),
      own.lazyKb ? own.lazyKb.toFixed(1) : '',
      floor.sizeKb.toFixed(1),
      ownMs.toFixed(1),
      floorMs.toFixed(1),
      `${ratio.toFixed(2)}×`,
      ratio > goalRatio ? 'OVER' : 'ok',
      ownCpuMs.toFixed(1),
      floorCpuMs.toFixed(1),
      `${(ownCpuMs / floorCpuMs).toFixed(2)}×`,
      first.ms.toFixed(1),
      (ownMs + first.ms).toFixed(1),
      onLambda.toFixed(1),
      first.peakMb.toFixed(1),
      answerOf(first.result),
    ]);
  }
} finally {
  await stack.stop();
}

const header = [
  'function',
  'size KB',
  'lazy KB',
  'floor KB',
  'load ms',
  'floor ms',
  'ratio',
  `≤${goalRatio}×`,
  'load CPU',
  'floor CPU',
  'CPU ratio',
  '1st req ms',
  'load+1st',
  'on Lambda',
  'peak MB',
  'answer',
];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
const line = (cells: string[]) =>
  cells
    .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
    .join('  ');
console.log(
  `Node ${process.version}; load = whole process, median of ${runs}; first request = demo data, fresh process\n`,
);
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log(
  over ? `\n${over} function(s) over ${goalRatio}× their floor` : `\nevery function within ${goalRatio}× its floor`,
);
console.log(
  heavy ? `${heavy} first request(s) above ${memoryLimitMb} MB` : `every first request within ${memoryLimitMb} MB`,
);
const search = coldAnswers.get('querySearchRSV1');
const label = coldAnswers.get('getLabelRSV1');
if (search !== undefined && label !== undefined)
  console.log(
    `a cold search answer (load + first request) is ${(search.local / label.local).toFixed(2)}× a cold label read's here, ` +
      `${(search.onLambda / label.onLambda).toFixed(2)}× on Lambda's CPU shares (goal ≤ 2×)`,
  );
