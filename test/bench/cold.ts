import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { eventConsumers, httpOperations } from '../../functions/operations.ts';
import { esbuildOptions, projectRoot } from '../../infra/bundling.ts';

/**
 * `npm run bench:cold`: bundles every function exactly as the CDK stacks do, then prints each
 * bundle's minified size and the time a fresh Node process takes to load it (the module-graph part
 * of a Lambda cold start). Goal: at most 300 KB and 100 ms per bundle.
 */
const runs = Number(process.env.RUNS ?? 7);
const outDir = join(projectRoot, '.local', 'bench-cold');
rmSync(outDir, { recursive: true, force: true });

const entries: { name: string; entry: string }[] = [
  ...httpOperations.map((operation) => ({ name: operation.operationId, entry: operation.entry })),
  ...eventConsumers.map((consumer) => ({ name: consumer.name, entry: consumer.entry })),
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const loader = `
const started = performance.now();
await import(process.argv[1]);
process.stdout.write(String(performance.now() - started));
`;

const rows: string[][] = [];
let failures = 0;
for (const { name, entry } of entries) {
  const outfile = join(outDir, name, 'index.mjs');
  mkdirSync(join(outDir, name), { recursive: true });
  await build({ ...esbuildOptions, entryPoints: [join(projectRoot, entry)], outfile, logLevel: 'error' });
  const sizeKb = statSync(outfile).size / 1024;
  const times = Array.from({ length: runs }, () =>
    Number(execFileSync(process.execPath, ['--input-type=module', '-e', loader, outfile], { cwd: outDir, encoding: 'utf8' })),
  );
  const loadMs = median(times);
  const ok = sizeKb <= 300 && loadMs <= 100;
  if (!ok) failures++;
  rows.push([name, sizeKb.toFixed(1), loadMs.toFixed(1), Math.max(...times).toFixed(1), ok ? 'ok' : 'OVER GOAL']);
}

const header = ['function', 'size KB', 'load ms (median)', 'load ms (max)', 'goal ≤300 KB, ≤100 ms'];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
console.log(`Node ${process.version}, ${runs} fresh processes per bundle\n`);
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log(failures ? `\n${failures} bundle(s) over the goal` : '\nevery bundle within the goal');
