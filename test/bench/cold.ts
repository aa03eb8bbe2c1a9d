import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { eventConsumers, httpOperations, type Grants } from '../../functions/operations.ts';
import { bundleFile, esbuildOptions, lazyChunkPrefix, projectRoot } from '../../infra/bundling.ts';
import { buildLazyChunks } from '../../infra/lazy-chunks.ts';

/**
 * `npm run bench:cold`: bundles every function exactly as the CDK stacks do, and beside it the
 * function's floor: a bundle built with the same settings that holds only the AWS SDK clients the
 * function's grants let it call, and the environment credentials provider. Prints, side by side,
 * each bundle's size and the time a fresh Node process takes to load it (the module-graph part of a
 * Lambda cold start; median of RUNS processes, the function and its floor alternating), and the
 * ratio between the two; and the size of the lazy chunks a function loads on some requests only
 * (infra/lazy-chunks.ts), which are not part of its start. Goal: every function within 1.25× its floor.
 */
const runs = Number(process.env.RUNS ?? 9);
const goalRatio = 1.25;
const outDir = join(projectRoot, '.local', 'bench-cold');
rmSync(outDir, { recursive: true, force: true });

/** The SDK a grant lets a function call; the credentials provider is in every floor. */
const sdkOf: { [Kind in keyof Grants]-?: string[] } = {
  table: [
    "export { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
    "export { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';",
  ],
  bucket: ["export { S3Client } from '@aws-sdk/client-s3';", "export { getSignedUrl } from '@aws-sdk/s3-request-presigner';"],
  analysisQueue: ["export { SQSClient } from '@aws-sdk/client-sqs';"],
  email: ["export { SESClient } from '@aws-sdk/client-ses';"],
};

const floorSource = (grants: Grants) =>
  [
    "export { fromEnv } from '@aws-sdk/credential-provider-env';",
    ...(Object.keys(sdkOf) as (keyof Grants)[]).filter((kind) => grants[kind]).flatMap((kind) => sdkOf[kind]),
  ].join('\n');

const functions = [
  ...httpOperations.map((operation) => ({ name: operation.operationId, entry: operation.entry, grants: operation.grants })),
  ...eventConsumers.map((consumer) => ({ name: consumer.name, entry: consumer.entry, grants: consumer.grants })),
];

const bundle = async (name: string, entry: string): Promise<{ file: string; sizeKb: number; lazyKb: number }> => {
  const dir = join(outDir, name);
  const file = join(dir, bundleFile);
  mkdirSync(dir, { recursive: true });
  await build({ ...esbuildOptions, entryPoints: [entry], outfile: file, logLevel: 'error' });
  const chunks = await buildLazyChunks(dir);
  // As in Lambda's /var/task, nothing above the bundle decides its module type (the project says "module").
  if (chunks.length === 0) writeFileSync(join(dir, 'package.json'), '{ "type": "commonjs" }\n');
  const lazyKb = chunks.reduce((sum, specifier) => sum + statSync(join(dir, `${specifier.slice(lazyChunkPrefix.length)}.js`)).size / 1024, 0);
  return { file, sizeKb: statSync(file).size / 1024, lazyKb };
};

const floorBundles = new Map<string, ReturnType<typeof bundle>>();
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
 * Whole-process load time: a fresh `node` runs the bundle (which only defines its handler) and
 * exits. Node's own start is in both the function's and its floor's figure, as in a cold start.
 */
const loadOnce = (file: string) => {
  const started = performance.now();
  execFileSync(process.execPath, [file], { cwd: outDir, stdio: 'ignore' });
  return performance.now() - started;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The function and its floor alternate, so that a busy moment of the machine weighs on both. */
const loadTimes = (file: string, floorFile: string) => {
  const own: number[] = [];
  const floor: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    own.push(loadOnce(file));
    floor.push(loadOnce(floorFile));
  }
  return { ownMs: median(own), floorMs: median(floor) };
};

const rows: string[][] = [];
let over = 0;
for (const fn of functions) {
  const [own, floor] = await Promise.all([bundle(fn.name, join(projectRoot, fn.entry)), floorOf(fn.grants)]);
  const { ownMs, floorMs } = loadTimes(own.file, floor.file);
  const ratio = ownMs / floorMs;
  if (ratio > goalRatio) over += 1;
  rows.push([fn.name, own.sizeKb.toFixed(1), own.lazyKb ? own.lazyKb.toFixed(1) : '', floor.sizeKb.toFixed(1), ownMs.toFixed(1), floorMs.toFixed(1), `${ratio.toFixed(2)}×`, ratio > goalRatio ? 'OVER' : 'ok']);
}

const header = ['function', 'size KB', 'lazy KB', 'floor KB', 'load ms', 'floor ms', 'ratio', `≤${goalRatio}×`];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
console.log(`Node ${process.version}, load time = median of ${runs} fresh processes\n`);
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log(over ? `\n${over} function(s) over ${goalRatio}× their floor` : `\nevery function within ${goalRatio}× its floor`);
