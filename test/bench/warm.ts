import { type HttpOperation, httpOperations } from '#functions/operations.ts';
import { functionSettings } from '#infra/function-settings.ts';
import { lambdaContext } from '#infra/local/api-gateway-event.ts';
import { seedDemo } from '#infra/local/seed/demo.ts';
import { startLocalStack } from '#infra/local/stack.ts';
import { loadOperationModule } from '#infra/operation-modules.ts';
import { demoHttpEvent } from '#test/support/demo-events.ts';

/**
 * `npm run bench:warm`: the warm duration of each HTTP operation's demo request, from which the
 * Lambda concurrency the APIs need is reckoned (README.md, Lambda concurrency). On a fresh
 * in-memory local stack with the demo data, each handler runs in this process, once to warm up and
 * then RUNS times (default 30). Prints per operation the median and 95th percentile of wall time
 * and of CPU time, and an estimate on Lambda: the time spent waiting (wall − CPU) plus the CPU time
 * at the share of a vCPU the function's memory buys (512 MB: 0.29; 1,769 MB: one). Then, per API,
 * the concurrency its stage throttle lets in: requests per second × the slowest operation's p95.
 */
const runs = Number(process.env.RUNS ?? 30);
/** The stage throttle of each HTTP API (infra/stacks/api-stack.ts). */
const throttle = { rateLimit: 100, burstLimit: 200 };

const stack = await startLocalStack({
  ports: { main: 0, attachments: 0, dynamodb: 0, fauxqs: 0, ses: 0 },
  eventConsumers: false,
});

const cpuShare = (operation: HttpOperation) => Math.min(1, (operation.memoryMb ?? functionSettings.memoryMb) / 1769);
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

interface Timing {
  operation: HttpOperation;
  status: number;
  wall: number[];
  cpu: number[];
  onLambda: number[];
}

const time = async (operation: HttpOperation): Promise<Timing> => {
  const { handler } = await loadOperationModule(operation);
  const timing: Timing = { operation, status: 0, wall: [], cpu: [], onLambda: [] };
  for (let run = 0; run <= runs; run++) {
    // A fresh event each time: its token and session are the demo user's, as a client's would be.
    const event = await demoHttpEvent(operation, stack.issuer);
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const result = await handler(event, lambdaContext(operation.operationId));
    const wall = performance.now() - started;
    const { user, system } = process.cpuUsage(cpuBefore);
    const cpu = Math.min(wall, (user + system) / 1000);
    timing.status = result.statusCode ?? 200;
    if (run === 0) continue;
    timing.wall.push(wall);
    timing.cpu.push(cpu);
    timing.onLambda.push(wall - cpu + cpu / cpuShare(operation));
  }
  return timing;
};

const rows: string[][] = [];
const timings: Timing[] = [];
try {
  await seedDemo();
  for (const operation of httpOperations) {
    const timing = await time(operation);
    timings.push(timing);
    rows.push([
      operation.operationId,
      operation.api,
      String(timing.status),
      ...[timing.wall, timing.cpu, timing.onLambda].flatMap((values) => [
        percentile(values, 50).toFixed(1),
        percentile(values, 95).toFixed(1),
      ]),
    ]);
  }
} finally {
  await stack.stop();
}

const header = ['operation', 'api', 'status', 'wall p50', 'p95', 'cpu p50', 'p95', 'Lambda p50', 'p95'];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
const line = (cells: string[]) =>
  cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
console.log(`Node ${process.version}; ${runs} warm requests per operation, demo data, ms\n`);
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log('');
for (const api of ['main', 'attachments'] as const) {
  const own = timings.filter((timing) => timing.operation.api === api);
  const slowest = own.reduce((a, b) => (percentile(b.onLambda, 95) > percentile(a.onLambda, 95) ? b : a));
  const seconds = percentile(slowest.onLambda, 95) / 1000;
  const mean = own.reduce((sum, timing) => sum + percentile(timing.onLambda, 50), 0) / own.length / 1000;
  console.log(
    `${api} API: ${throttle.rateLimit} req/s × ${seconds.toFixed(3)} s (p95 of its slowest operation, ${slowest.operation.operationId}) ` +
      `= ${Math.ceil(throttle.rateLimit * seconds)} executions at once; × ${mean.toFixed(3)} s (mean of its medians) ` +
      `= ${Math.ceil(throttle.rateLimit * mean)}; a burst of ${throttle.burstLimit} arriving together needs up to ${throttle.burstLimit}`,
  );
}
