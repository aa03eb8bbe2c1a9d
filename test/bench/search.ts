/**
 * `npm run bench:search [-- --records 100000 --runs 30]`: seeds a generated catalogue of that size
 * for one organization into a fresh in-memory local stack, then runs each plan shape `runs` times
 * through the executor and prints, per shape, the median and 95th percentile time, the read
 * capacity consumed (ReturnConsumedCapacity on every read) and the items DynamoDB read, against the
 * items the answer needs (cards returned + records counted).
 */
import { parseArgs } from 'node:util';
import { importProgress } from '#infra/cli/progress.ts';
import { generateCatalogue } from '#infra/local/seed/catalogue-generator.ts';
import { startLocalStack } from '#infra/local/stack.ts';
import { db } from '#shared/stores/db/client.ts';
import { importCatalogue } from '#shared/use-cases/import/import.ts';
import { search } from '#shared/use-cases/search/search.ts';
import type { OrganizationIdentity } from '#shared/vocabulary/auth/identity.ts';
import type { PlanSectionInput } from '#shared/vocabulary/search/plan.ts';
import { buildPlan } from '#shared/vocabulary/search/plan.ts';

const { values } = parseArgs({
  options: { records: { type: 'string', default: '100000' }, runs: { type: 'string', default: '30' } },
});
const recordCount = Number(values.records);
const runs = Number(values.runs);

const stack = await startLocalStack({ ports: { main: 0, attachments: 0, dynamodb: 0, fauxqs: 0, ses: 0 } });
const organizationId = 'a1b2c3d4-0009-4000-8000-000000000009';
const adminId = 'a1b2c3d4-0010-4000-8000-000000000001';
const file = generateCatalogue({
  organization: { id: organizationId, name: 'Foncière Benchmark' },
  users: [{ id: adminId, firstName: 'Bench', lastName: 'Admin', email: 'bench@example.com', role: 'admin' }],
  records: recordCount,
});
console.error(`seeding ${recordCount} records…`);
const seedStarted = performance.now();
const progress = importProgress();
const imported = await importCatalogue(file, { onProgress: progress.onProgress });
progress.done();
if (!imported.ok) throw new Error('the generated catalogue does not validate');
console.error(`seeded in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`);

// ---------------------------------------------------------------------------------------------
// Metering every read the executor sends
// ---------------------------------------------------------------------------------------------

const meter = { capacity: 0, itemsRead: 0, requests: 0 };
type Capacity = { CapacityUnits?: number };
db().middlewareStack.add(
  (next) => async (args) => {
    const input = args.input as Record<string, unknown>;
    input.ReturnConsumedCapacity = 'TOTAL';
    const result = await next(args);
    const output = result.output as Record<string, unknown>;
    const consumed = output.ConsumedCapacity as Capacity | Capacity[] | undefined;
    meter.capacity += (Array.isArray(consumed) ? consumed : consumed ? [consumed] : []).reduce(
      (sum, c) => sum + (c.CapacityUnits ?? 0),
      0,
    );
    meter.requests += 1;
    if (typeof output.ScannedCount === 'number') meter.itemsRead += output.ScannedCount;
    else if (output.Item) meter.itemsRead += 1;
    else if (output.Responses)
      meter.itemsRead += Object.values(output.Responses as Record<string, unknown[]>).reduce(
        (sum, items) => sum + items.length,
        0,
      );
    return result;
  },
  { step: 'initialize', name: 'benchMeter' },
);

// ---------------------------------------------------------------------------------------------
// Plan shapes, on values of the generated catalogue
// ---------------------------------------------------------------------------------------------

type Generated = { kind: string; id: string; ref: string; unitIds?: string[] };
const records = file.records as unknown as Generated[];
const busiestUnit = (() => {
  const counts = new Map<string, number>();
  for (const record of records)
    if (record.kind === 'anomaly')
      for (const unit of record.unitIds ?? []) counts.set(unit, (counts.get(unit) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
})();
const anomalies = records.filter((record) => record.kind === 'anomaly');
const middleRef = anomalies[Math.floor(anomalies.length / 2)]!.ref;
const open = ['open', 'in_progress'];

const shapes: [string, PlanSectionInput][] = [
  ['by ref', { entity: 'anomaly', filters: { ref: middleRef } }],
  ['one filter: status (open set)', { entity: 'anomaly', filters: { status: open } }],
  ['one filter: unit', { entity: 'anomaly', filters: { unit: [busiestUnit] } }],
  ['two filters: status + unit', { entity: 'anomaly', filters: { status: open, unit: [busiestUnit] } }],
  ['two filters: priority + unit', { entity: 'anomaly', filters: { priority: ['critical'], unit: [busiestUnit] } }],
  [
    'period: a month',
    {
      entity: 'intervention',
      filters: { period: { from: '2025-03-01T00:00:00+01:00', to: '2025-04-01T00:00:00+02:00' } },
    },
  ],
  [
    'period: 10 days (not whole months)',
    {
      entity: 'intervention',
      filters: { period: { from: '2025-03-05T00:00:00+01:00', to: '2025-03-15T00:00:00+01:00' } },
    },
  ],
  [
    'period + status',
    {
      entity: 'intervention',
      filters: { status: ['done'], period: { from: '2025-01-01T00:00:00+01:00', to: '2026-01-01T00:00:00+01:00' } },
    },
  ],
  [
    'count: open anomalies',
    { entity: 'anomaly', filters: { status: open }, aggregate: { kind: 'count' }, pageSize: 0 },
  ],
  [
    'count: interventions of a year',
    {
      entity: 'intervention',
      filters: { period: { from: '2025-01-01T00:00:00+01:00', to: '2026-01-01T00:00:00+01:00' } },
      aggregate: { kind: 'count' },
      pageSize: 0,
    },
  ],
  [
    'groupCount: anomalies by priority',
    { entity: 'anomaly', aggregate: { kind: 'groupCount', by: 'priority' }, pageSize: 0 },
  ],
  ['groupCount: anomalies by unit', { entity: 'anomaly', aggregate: { kind: 'groupCount', by: 'unit' }, pageSize: 0 }],
  [
    'groupCount: open anomalies of a unit by priority',
    {
      entity: 'anomaly',
      filters: { status: open, unit: [busiestUnit] },
      aggregate: { kind: 'groupCount', by: 'priority' },
      pageSize: 0,
    },
  ],
  ['overdue interventions (main date)', { entity: 'intervention', filters: { overdue: true } }],
  ['overdue anomalies (dueAt list)', { entity: 'anomaly', filters: { overdue: true } }],
  ['text: one word', { entity: 'anomaly', filters: { text: 'corrosion' } }],
];

const caller: OrganizationIdentity = {
  kind: 'organization',
  userId: adminId,
  organizationId,
  organizationType: 'rs',
  role: 'admin',
};
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

interface Row {
  shape: string;
  median: number;
  p95: number;
  capacity: number;
  itemsRead: number;
  requests: number;
  needed: number;
  cards: number;
  counted: number;
}
const rows: Row[] = [];
for (const [shape, section] of shapes) {
  const plan = buildPlan({ version: 1, language: 'fr', sections: [section] });
  const interpreter = { interpret: async () => ({ kind: 'plan' as const, plan }) };
  const run = () => search(caller, { query: shape }, { interpreter });
  for (let warm = 0; warm < 3; warm += 1) await run();
  const times: number[] = [];
  let last: Awaited<ReturnType<typeof run>> | undefined;
  Object.assign(meter, { capacity: 0, itemsRead: 0, requests: 0 });
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    last = await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const result = last!.sections[0]!;
  const aggregate = result.aggregate;
  const counted =
    aggregate?.kind === 'groupCount'
      ? aggregate.groups.reduce((sum, group) => sum + group.count, 0)
      : result.totalCount;
  rows.push({
    shape,
    median: percentile(times, 50),
    p95: percentile(times, 95),
    capacity: meter.capacity / runs,
    itemsRead: meter.itemsRead / runs,
    requests: meter.requests / runs,
    needed: result.cards.length + counted,
    cards: result.cards.length,
    counted,
  });
}

const byRef = rows[0]!.median;
const format = (n: number, digits = 1) => n.toFixed(digits).padStart(9);
console.log(
  `\n${recordCount} records, ${runs} runs per shape (executor in process against DynamoDB Local; times in ms)\n`,
);
console.log(
  `${'shape'.padEnd(50)}${'median'.padStart(9)}${'p95'.padStart(9)}${'×ref'.padStart(9)}${'RCU'.padStart(9)}${'read'.padStart(9)}${'cards'.padStart(9)}${'counted'.padStart(9)}${'RCU/need'.padStart(9)}${'calls'.padStart(9)}`,
);
for (const row of rows) {
  console.log(
    `${row.shape.padEnd(50)}${format(row.median)}${format(row.p95)}${format(row.median / byRef)}${format(row.capacity)}${format(row.itemsRead, 0)}${format(row.cards, 0)}${format(row.counted, 0)}${format(row.capacity / Math.max(1, row.needed), 3)}${format(row.requests, 0)}`,
  );
}
console.log(`
RCU: read capacity units DynamoDB reported consumed per run; read: items DynamoDB read (scanned) per run;
counted: the section's totalCount (or the sum of its groups); RCU/need: RCU per item returned or counted.`);
await stack.stop();
process.exit(0);
