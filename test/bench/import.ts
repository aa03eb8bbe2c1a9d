/**
 * `npm run bench:import [-- --records 20000 --job-sizes 10000,100000 --sizes 1000,10000,100000 --raw 20000]`: in one fresh
 * in-memory local stack, side by side:
 * - the raw rate of this DynamoDB: `--raw` plain items written with BatchWriteItem (25 per call,
 *   8 calls at a time, as the import writes), after a warm-up round, before and after the import, averaged;
 * - a full import of a generated catalogue of `--records` records into a new organization: records/s,
 *   items written (every put, update and delete the import sends) per second and per record, and that
 *   rate as a share of the raw rate;
 * - the same catalogue's size as an import job (docs/import-jobs.md) into another new organization:
 *   created, uploaded and started through the use cases, run by the local stack's worker from its
 *   bundle in a sandbox of its own, as Lambda runs it: records/s against the full import's, and
 *   the peak heap of the worker's sandbox while its steps ran (sampled every 50 ms), and the same
 *   for each size of `--job-sizes` (default: `--records`), to show whether a step's memory grows
 *   with the file;
 * - the cost of re-importing one changed record into organizations of each of `--sizes` records
 *   (median of 3): time and items written.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { generateCatalogue } from '#infra/local/seed/catalogue-generator.ts';
import { startLocalStack } from '#infra/local/stack.ts';
import { writeBatches } from '#shared/stores/catalogue/batch-write.ts';
import { db } from '#shared/stores/db/client.ts';
import { importCatalogue } from '#shared/use-cases/import/import.ts';
import { timedImportJob } from './timed-import-job.ts';

const { values } = parseArgs({
  options: {
    records: { type: 'string', default: '20000' },
    'job-sizes': { type: 'string' },
    sizes: { type: 'string', default: '1000,10000,100000' },
    raw: { type: 'string', default: '20000' },
  },
});
const recordCount = Number(values.records);
const sizes = values.sizes.split(',').map(Number);
const rawCount = Number(values.raw);
const jobSizes = (values['job-sizes'] ?? values.records).split(',').map(Number);

const stack = await startLocalStack({
  ports: { main: 0, attachments: 0, dynamodb: 0, fauxqs: 0, ses: 0 },
  bundleDir: mkdtempSync(join(tmpdir(), 'bench-import-')),
});

/** Items the import writes: every put, update and delete, in whatever call it sends them, and the puts by item type. */
const written = { items: 0, byType: new Map<string, number>() };
type Request = { PutRequest?: { Item?: Record<string, unknown> }; Put?: { Item?: Record<string, unknown> } };
const putTypes = (input: Record<string, unknown>, name: string): unknown[] => {
  if (name.startsWith('BatchWrite'))
    return Object.values(input.RequestItems as Record<string, Request[]>).flatMap((list) =>
      list.flatMap((request) => (request.PutRequest ? [request.PutRequest.Item?.itemType] : [])),
    );
  if (name.startsWith('TransactWrite'))
    return (input.TransactItems as Request[]).flatMap((item) => (item.Put ? [item.Put.Item?.itemType] : []));
  return /^Put(Item)?Command$/.test(name) ? [(input.Item as Record<string, unknown>)?.itemType] : [];
};
const writtenBy = (input: Record<string, unknown>, name: string): number => {
  if (name.startsWith('BatchWrite'))
    return Object.values(input.RequestItems as Record<string, unknown[]>).reduce((sum, list) => sum + list.length, 0);
  if (name.startsWith('TransactWrite')) return (input.TransactItems as unknown[]).length;
  return /^(Put|Update|Delete)(Item)?Command$/.test(name) ? 1 : 0;
};
db().middlewareStack.add(
  (next, context) => async (args) => {
    const input = args.input as Record<string, unknown>;
    const name = context.commandName ?? '';
    written.items += writtenBy(input, name);
    for (const type of putTypes(input, name))
      written.byType.set(String(type), (written.byType.get(String(type)) ?? 0) + 1);
    return next(args);
  },
  { step: 'initialize', name: 'benchWrites' },
);

const seconds = (since: number) => (performance.now() - since) / 1000;

const rawRate = async (round: number): Promise<number> => {
  const payload = 'x'.repeat(300);
  const puts = Array.from({ length: rawCount }, (_, index) => ({
    put: { PK: `BENCH#RAW#${round}#${index % 100}`, SK: String(index), payload, n: index },
  }));
  const started = performance.now();
  await writeBatches(puts);
  return rawCount / seconds(started);
};

const organizationId = (index: number) => `b0000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
const catalogueOf = (index: number, records: number) =>
  generateCatalogue({
    organization: { id: organizationId(index), name: `Bench ${index}` },
    users: [
      {
        id: `b1000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
        firstName: 'Bench',
        lastName: 'Admin',
        email: `bench${index}@example.com`,
        role: 'admin',
      },
    ],
    records,
    seed: index + 1,
  });

const timedImport = async (file: unknown) => {
  const before = written.items;
  const started = performance.now();
  const result = await importCatalogue(file);
  if (!result.ok) throw new Error(`the bench catalogue was rejected: ${JSON.stringify(result.errors.slice(0, 3))}`);
  return { seconds: seconds(started), items: written.items - before };
};

// DynamoDB Local's JVM writes slower until warm: a round nobody counts first.
await rawRate(-1);
const rawBefore = await rawRate(0);
console.error(`full import of ${recordCount} records…`);
written.byType.clear();
const full = await timedImport(catalogueOf(0, recordCount));
const fullByType = [...written.byType].sort((a, b) => b[1] - a[1]);
const rawAfter = await rawRate(1);

const timedJob = (file: unknown, index: number) =>
  timedImportJob(
    stack,
    Buffer.from(JSON.stringify(file)),
    `b2000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  );
console.error(`the same size as an import job…`);
const job = await timedJob(catalogueOf(sizes.length + 1, recordCount), 1);
const otherJobs = [];
for (const [place, size] of jobSizes.entries()) {
  if (size === recordCount) continue;
  console.error(`an import job of ${size} records…`);
  otherJobs.push(await timedJob(catalogueOf(sizes.length + 2 + place, size), 2 + place));
}
const raw = (rawBefore + rawAfter) / 2;

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

const reimportCost = async (size: number, index: number) => {
  console.error(`organization of ${size} records…`);
  const file = catalogueOf(index, size);
  await timedImport(file);
  const target = file.records.find((record) => record.kind === 'anomaly') ?? file.records[0]!;
  const runs = [];
  for (let run = 0; run < 3; run += 1) {
    const changed = { ...target, title: `${String(target.title).slice(0, 250)} (bench ${run})` };
    runs.push(
      await timedImport({
        ...file,
        users: [],
        records: [changed],
        labels: [],
        plans: [],
        planPoints: [],
        inboxItems: [],
        attachments: [],
      }),
    );
  }
  return { size, seconds: median(runs.map((run) => run.seconds)), items: median(runs.map((run) => run.items)) };
};
const reimports = [];
for (const [index, size] of sizes.entries()) reimports.push(await reimportCost(size, index + 1));

const fixed = (value: number, digits = 0) => value.toFixed(digits);
console.log(`raw BatchWriteItem          ${fixed(raw)} items/s (before ${fixed(rawBefore)}, after ${fixed(rawAfter)})`);
console.log(
  `full import, ${recordCount} records  ${fixed(recordCount / full.seconds)} records/s, ${fixed(full.items / full.seconds)} items/s (${fixed((100 * full.items) / full.seconds / raw)} % of raw), ${fixed(full.items / recordCount, 2)} items/record, ${fixed(full.seconds, 1)} s`,
);
console.log(
  `  puts per record by item type: ${fullByType.map(([type, count]) => `${type} ${fixed(count / recordCount, 2)}`).join(', ')}`,
);
console.log(
  `import job, ${recordCount} records   ${fixed(recordCount / job.seconds)} records/s (${fixed(job.seconds / full.seconds, 2)}× the full import's time), ${fixed(job.seconds, 1)} s`,
);
for (const run of [job, ...otherJobs].sort((a, b) => a.records - b.records))
  console.log(
    `  job step memory, ${String(run.records).padStart(7)} records   peak heap of the worker's sandbox ${fixed(run.peakMb)} MB (${fixed(run.idleMb)} MB before the job) for a ${fixed(run.fileMb, 1)} MB file, ${run.steps} step(s)`,
  );
for (const cost of reimports)
  console.log(
    `re-import of 1 record into ${String(cost.size).padStart(6)}   ${fixed(cost.seconds * 1000)} ms, ${cost.items} items written`,
  );
await stack.stop();
process.exit(0);
