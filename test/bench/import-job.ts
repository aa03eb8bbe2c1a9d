/**
 * `npm run bench:import-job [-- --records 1000000 --heap-mb 256]`: one import job of a generated
 * catalogue on a fresh local stack that runs the bundles, each function in a sandbox of its own, as
 * Lambda runs them: whether a file of that size completes, in how many steps, at what rate, and the
 * peak heap of the worker's sandbox; with `--heap-mb`, the worker's old-generation heap is capped
 * there, past which it dies as Lambda's runtime would. The table is kept on disk (a million records
 * make 6.5 million items, more than DynamoDB Local's in-memory store holds in its JVM's default
 * heap). The catalogue is generated in a child process with the heap a million records' JSON needs
 * (`generated-catalogue-file.ts`) and read back as bytes outside this process's heap: a V8 heap
 * flag given to this process (`--max-old-space-size`, also through NODE_OPTIONS) would override the
 * cap of its worker threads, so the bench refuses one beside `--heap-mb`. On disk, DynamoDB Local's
 * SQLite waits for the disk after every write: run under `eatmydata` (Debian's package of that
 * name), which makes those waits no-ops, to measure the import rather than the disk. Its scratch
 * folder (the stack's data, the file) is removed at the end.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startLocalStack } from '#infra/local/stack.ts';
import { timedImportJob } from './timed-import-job.ts';

const { values } = parseArgs({
  options: { records: { type: 'string', default: '1000000' }, 'heap-mb': { type: 'string' } },
});
const records = Number(values.records);
const heapFlags = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].filter((flag) =>
  flag.includes('max-old-space-size'),
);
if (values['heap-mb'] && heapFlags.length > 0) {
  console.error(`--heap-mb caps nothing beside ${heapFlags.join(' ')}, which overrides a worker's resourceLimits`);
  process.exit(2);
}

const scratch = mkdtempSync(join(tmpdir(), 'bench-import-job-'));
const stack = await startLocalStack({
  ports: { main: 0, attachments: 0, dynamodb: 0, fauxqs: 0, ses: 0 },
  bundleDir: join(scratch, 'bundles'),
  dataDir: join(scratch, 'data'),
  ...(values['heap-mb'] && { functionHeapLimitMb: Number(values['heap-mb']) }),
});
console.error(`generating ${records} records…`);
const file = join(scratch, 'catalogue.json');
execFileSync(
  process.execPath,
  [
    '--max-old-space-size=10240',
    '--import',
    'tsx',
    fileURLToPath(new URL('./generated-catalogue-file.ts', import.meta.url)),
    String(records),
    '11',
    file,
  ],
  { stdio: 'inherit' },
);
const bytes = readFileSync(file);
console.error(`an import job of ${(bytes.length / 1024 ** 2).toFixed(0)} MB…`);
const started = Date.now();
const job = await timedImportJob(
  stack,
  bytes,
  'b2000000-0000-4000-8000-000000000009',
  (written, total, steps, peakMb) =>
    console.error(
      `  ${Math.round((Date.now() - started) / 1000)} s: step ${steps}, ${written} of ${total} records written, peak heap so far ${peakMb.toFixed(0)} MB`,
    ),
);
console.log(
  `import job, ${job.records} records (${job.fileMb.toFixed(0)} MB)   ${(job.records / job.seconds).toFixed(0)} records/s, ${job.steps} steps, ${job.seconds.toFixed(0)} s; peak heap of the worker's sandbox ${job.peakMb.toFixed(0)} MB`,
);
await stack.stop();
rmSync(scratch, { recursive: true, force: true });
process.exit(0);
