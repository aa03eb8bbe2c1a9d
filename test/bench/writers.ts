/**
 * `npm run bench:writers [-- --writers 20 --changes 50 --records 2000]`: a generated catalogue for
 * one organization in a fresh in-memory local stack, then `writers` concurrent writers each
 * importing `changes` changes to records picked among the same few hundred (status, units,
 * building work, labels, soft deletion), as customers re-importing at once would. Prints the time
 * and rate, then recomputes every derived item (`checkDerivedItems`) and prints the drift.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { generateCatalogue } from '#infra/local/seed/catalogue-generator.ts';
import { startLocalStack } from '#infra/local/stack.ts';
import { checkDerivedItems } from '#shared/use-cases/checks/check-derived.ts';
import { importCatalogue } from '#shared/use-cases/import/import.ts';

const { values } = parseArgs({
  options: {
    writers: { type: 'string', default: '20' },
    changes: { type: 'string', default: '50' },
    records: { type: 'string', default: '2000' },
  },
});
const writerCount = Number(values.writers);
const changesEach = Number(values.changes);

const stack = await startLocalStack({ ports: { main: 0, attachments: 0, dynamodb: 0, fauxqs: 0, ses: 0 } });
const organizationId = randomUUID();
const file = generateCatalogue({
  organization: { id: organizationId, name: 'Foncière Concurrente' },
  records: Number(values.records),
  seed: 11,
});
const label = file.labels.find((candidate) => candidate.type === 'commission')!;
const base = await importCatalogue(file);
if (!base.ok) throw new Error('the generated catalogue does not validate');

type Row = Record<string, unknown> & { kind: string; id: string; status?: string | null; unitIds?: string[] };
const records = file.records as Row[];
const units = records.filter((record) => record.kind === 'unit').map((record) => record.id);
const works = records.filter((record) => record.kind === 'building_work');
const commissions = records.filter((record) => record.kind === 'commission').slice(0, 200);
const anomalies = records.filter((record) => record.kind === 'anomaly').slice(0, 200);
const anomalyStatuses = ['open', 'in_progress', 'resolved', 'cancelled'];

/** One change: a commission moved to another building work and unit, labelled or not, and an anomaly's status and units. */
const change = (writer: number, n: number) => {
  const pick = <T>(list: readonly T[], salt: number) => list[(writer * 7919 + n * 104729 + salt) % list.length]!;
  const commission = pick(commissions, 1);
  const anomaly = pick(anomalies, 2);
  return {
    ...file,
    users: [],
    records: [
      {
        ...commission,
        buildingWorkId: pick(works, 3).id,
        unitIds: [pick(units, 4)],
        labelIds: n % 2 ? [label.id] : [],
      },
      {
        ...anomaly,
        status: pick(anomalyStatuses, 5),
        unitIds: [pick(units, 6)],
        ...(n % 11 === 10 ? { deletedAt: '2026-03-01T00:00:00.000Z' } : { deletedAt: null }),
      },
    ],
  };
};

console.error(`${writerCount} writers × ${changesEach} changes on one organization (${records.length} records)…`);
const started = performance.now();
await Promise.all(
  Array.from({ length: writerCount }, async (_, writer) => {
    for (let n = 0; n < changesEach; n += 1) {
      const result = await importCatalogue(change(writer, n));
      if (!result.ok) throw new Error(`writer ${writer}, change ${n}: ${JSON.stringify(result.errors)}`);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
const changes = writerCount * changesEach;
const report = await checkDerivedItems(organizationId);
console.log(
  `${changes} changes by ${writerCount} concurrent writers in ${seconds.toFixed(1)} s (${(changes / seconds).toFixed(1)} changes/s)`,
);
console.log(`check: ${report.records} records, ${report.items} catalogue items, ${report.drifts.length} differences`);
for (const drift of report.drifts.slice(0, 10)) console.log(`  ${drift.problem} ${drift.PK} | ${drift.SK}`);
await stack.stop();
process.exit(report.drifts.length === 0 ? 0 : 1);
