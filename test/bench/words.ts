/**
 * `npm run bench:words [-- --sizes 10000,100000 --chunk 1000]`: what the word index costs a
 * generated first import of each size written in chunks (docs/import-jobs.md, "Memory"), then a
 * re-import of it archiving every tenth record (each one's entry changes in all its words), three
 * ways, each into its own organization of one fresh in-memory local stack:
 * - `at once`: one `applyWordChanges` of every change (the least the index can cost, its memory the file's);
 * - `per chunk`: one `applyWordChanges` a chunk, each rewriting every word the chunk touches;
 * - `staged`: one `stageWordChanges` a chunk, then `mergeStagedWords` (staged-words.ts).
 * For each: the write and read request units DynamoDB Local reports (ReturnConsumedCapacity on
 * every call; the writes of the staging, puts and deletes, apart too), the items written (puts and deletes) of the word index and of the staging, and the
 * time. The index each way writes is checked against the one written at once.
 */
import { parseArgs } from 'node:util';
import { generateCatalogue } from '#infra/local/seed/catalogue-generator.ts';
import { startLocalStack } from '#infra/local/stack.ts';
import { itemsOfPartitions } from '#shared/stores/catalogue/catalogue-partitions.ts';
import { applyWordChanges, type RecordChange } from '#shared/stores/catalogue/derived-changes.ts';
import { toStoredRecord } from '#shared/stores/catalogue/record-items.ts';
import { mergeStagedWords, stageWordChanges } from '#shared/stores/catalogue/staged-words.ts';
import { db } from '#shared/stores/db/client.ts';
import { catalogueKeys } from '#shared/stores/db/keys.ts';
import { KINDS } from '#shared/vocabulary/catalogue/kinds.ts';
import type { CatalogueRecord } from '#shared/vocabulary/catalogue-format/schema.ts';

const { values } = parseArgs({
  options: { sizes: { type: 'string', default: '10000,100000' }, chunk: { type: 'string', default: '1000' } },
});
const sizes = values.sizes.split(',').map(Number);
const chunkSize = Number(values.chunk);

const stack = await startLocalStack({ ports: { main: 0, attachments: 0, dynamodb: 0, fauxqs: 0, ses: 0 } });

const meter = { wru: 0, stagedWru: 0, rru: 0, wordItems: 0, stagedItems: 0 };
type Capacity = { CapacityUnits?: number };
const unitsOf = (consumed: Capacity | Capacity[] | undefined) =>
  (Array.isArray(consumed) ? consumed : consumed ? [consumed] : []).reduce(
    (sum, { CapacityUnits = 0 }) => sum + CapacityUnits,
    0,
  );
type Request = { PutRequest?: { Item: { PK: string } }; DeleteRequest?: { Key: { PK: string } } };
db().middlewareStack.add(
  (next, context) => async (args) => {
    const name = context.commandName ?? '';
    const input = args.input as Record<string, unknown>;
    input.ReturnConsumedCapacity = 'TOTAL';
    let staged = false;
    if (name.startsWith('BatchWrite'))
      for (const requests of Object.values(input.RequestItems as Record<string, Request[]>))
        for (const request of requests) {
          const partition = request.PutRequest?.Item.PK ?? request.DeleteRequest?.Key.PK ?? '';
          staged = partition.includes('#IMPORTWORDS#');
          if (staged) meter.stagedItems += 1;
          else meter.wordItems += 1;
        }
    const result = await next(args);
    const units = unitsOf((result.output as { ConsumedCapacity?: Capacity | Capacity[] }).ConsumedCapacity);
    if (!name.startsWith('BatchWrite')) meter.rru += units;
    else if (staged) meter.stagedWru += units;
    else meter.wru += units;
    return result;
  },
  { step: 'initialize', name: 'benchCapacity' },
);

const organizationId = (size: number, way: number) =>
  `b0000000-0000-4000-8000-${String(size).padStart(8, '0')}000${way}`;

/** The generated catalogue's records as a first import's changes, cut in chunks. */
const chunksOf = (size: number): RecordChange[][] => {
  const file = generateCatalogue({
    organization: { id: organizationId(size, 0), name: 'Bench' },
    records: size,
    seed: 1,
  });
  const now = new Date().toISOString();
  const changes = file.records.map(
    (record): RecordChange => ({
      before: undefined,
      after: toStoredRecord(record as unknown as CatalogueRecord, undefined, now),
    }),
  );
  return Array.from({ length: Math.ceil(changes.length / chunkSize) }, (_, index) =>
    changes.slice(index * chunkSize, (index + 1) * chunkSize),
  );
};

/** The word directory of an organization, with its id taken out of the keys. */
const directoryOf = async (organization: string) =>
  (await itemsOfPartitions(KINDS.map((kind) => catalogueKeys.wordDirectoryPartition(organization, kind))))
    .map((item) => `${(item.PK as string).replace(organization, '')}|${item.SK as string}|${item.count as number}`)
    .sort();

/** A re-import of the same file with every tenth record archived: each such record's entry changes in all its words. */
const archivedTenth = (chunks: readonly RecordChange[][]): RecordChange[][] => {
  const now = new Date().toISOString();
  return chunks.map((changes, chunk) =>
    changes
      .filter((_, index) => (chunk * chunkSize + index) % 10 === 0)
      .map(({ after: before }) => ({ before, after: { ...before, archived: true, archivedAt: now } })),
  );
};

type Way = (organization: string, runId: string, chunks: readonly RecordChange[][]) => Promise<void>;
const ways: [string, Way][] = [
  ['at once', (organization, _, chunks) => applyWordChanges(organization, chunks.flat())],
  [
    'per chunk',
    async (organization, _, chunks) => {
      for (const changes of chunks) await applyWordChanges(organization, changes);
    },
  ],
  [
    'staged',
    async (organization, runId, chunks) => {
      for (const [chunk, changes] of chunks.entries()) await stageWordChanges(organization, runId, chunk, changes);
      if ((await mergeStagedWords(organization, runId)) !== 'done') throw new Error('the merge paused');
    },
  ],
];

const rows = [];
for (const size of sizes) {
  const first = chunksOf(size);
  const phases: [string, RecordChange[][]][] = [
    ['first', first],
    ['again', archivedTenth(first)],
  ];
  for (const [phase, chunks] of phases) {
    for (const [way, [label, write]] of ways.entries()) {
      console.error(`${size} records, ${phase}, ${label}…`);
      Object.assign(meter, { wru: 0, stagedWru: 0, rru: 0, wordItems: 0, stagedItems: 0 });
      const started = performance.now();
      await write(organizationId(size, way + 1), `bench-${phase}`, chunks);
      rows.push({ size, phase, label, seconds: (performance.now() - started) / 1000, ...meter });
    }
    const expected = await directoryOf(organizationId(size, 1));
    for (const way of [2, 3])
      if (JSON.stringify(await directoryOf(organizationId(size, way))) !== JSON.stringify(expected))
        throw new Error(`the word index written ${ways[way - 1]![0]} differs from the one written at once`);
  }
}

const fixed = (value: number, digits = 0) => value.toFixed(digits).padStart(11);
const columns = ['WRU', 'index WRU', 'staged WRU', 'RRU', 'index items', 'staged', 'seconds'];
console.log(
  `${'records'.padStart(8)} ${'import'.padEnd(6)} ${'way'.padEnd(10)}${columns.map((column) => column.padStart(12)).join('')}`,
);
for (const row of rows)
  console.log(
    `${String(row.size).padStart(8)} ${row.phase.padEnd(6)} ${row.label.padEnd(10)} ${[row.wru + row.stagedWru, row.wru, row.stagedWru, row.rru, row.wordItems, row.stagedItems].map((value) => fixed(value)).join(' ')} ${fixed(row.seconds, 1)}`,
  );
await stack.stop();
process.exit(0);
