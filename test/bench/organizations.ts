import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { progressBar } from '#infra/cli/progress.ts';
import { backOfficeAdmin, demoIds } from '#infra/local/seed/demo.ts';
import { seedOrganizations } from '#infra/local/seed/organizations.ts';
import { startLocalStack } from '#infra/local/stack.ts';
import { issueTokens } from '#infra/local/tokens.ts';
import { putUser } from '#shared/stores/users/user-repository.ts';

/**
 * `npm run bench:organizations`: starts an in-memory local stack, seeds COUNT organizations
 * (default 10,000) and times the back-office list through the HTTP API, as a client sees it.
 * Prints the median and 95th percentile of RUNS requests (default 30, after 3 warm-ups) per case.
 */
const count = Number(process.env.COUNT ?? 10_000);
const runs = Number(process.env.RUNS ?? 30);
const warmups = 3;

const scratch = mkdtempSync(join(tmpdir(), 'fcs-bench-'));
const stack = await startLocalStack({
  ports: { main: 0, attachments: 0, dynamodb: 0, fauxqs: 0, ses: 0 },
  issuerKeyFile: join(scratch, 'issuer.json'),
});
try {
  await putUser(backOfficeAdmin);
  const bar = progressBar('seeding');
  const seedingStarted = performance.now();
  await seedOrganizations(count, (done) => bar.update(done, count));
  bar.done();
  const seedingSeconds = (performance.now() - seedingStarted) / 1000;
  const { bearer } = await issueTokens(stack.issuer, demoIds.backOfficeAdmin);

  const cases: { name: string; query: Record<string, unknown> }[] = [
    { name: 'first page (50, default order)', query: {} },
    { name: 'deep page (page 150 of 50)', query: { page: 150 } },
    { name: 'free search "lumiere"', query: { search: 'lumiere' } },
    {
      name: 'three filters (type, languages, onboarding)',
      query: { whereType: ['ad'], whereLanguage: ['fr-FR', 'de-DE'], whereOnboardingStatus: ['closed', 'training'] },
    },
    { name: 'count only', query: { countOnly: true } },
    { name: 'first page + member-count, created-by', query: { extend: ['member-count', 'created-by'] } },
  ];

  const timeOne = async (query: Record<string, unknown>) => {
    const url = new URL('/bo/organizations/v1/', stack.urls.main);
    for (const [name, value] of Object.entries(query))
      url.searchParams.set(name, typeof value === 'string' ? value : JSON.stringify(value));
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${bearer}` } });
    const body = (await response.json()) as { totalCount: number; data: unknown[] };
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${response.status}: ${JSON.stringify(body)}`);
    return { elapsed, totalCount: body.totalCount, rows: body.data.length };
  };

  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  const rows: string[][] = [];
  for (const { name, query } of cases) {
    for (let i = 0; i < warmups; i++) await timeOne(query);
    const samples: number[] = [];
    let last = { totalCount: 0, rows: 0 };
    for (let i = 0; i < runs; i++) {
      const { elapsed, ...result } = await timeOne(query);
      samples.push(elapsed);
      last = result;
    }
    samples.sort((a, b) => a - b);
    rows.push([
      name,
      String(last.totalCount),
      String(last.rows),
      percentile(samples, 50).toFixed(1),
      percentile(samples, 95).toFixed(1),
    ]);
  }

  const header = ['case', 'totalCount', 'rows', 'median ms', 'p95 ms'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  console.log(
    `\n${count} organizations seeded in ${seedingSeconds.toFixed(1)} s; Node ${process.version}; ${runs} requests per case after ${warmups} warm-ups`,
  );
  console.log(
    'DynamoDB Local (in memory) and the API server in this process; figures include HTTP, the handler and every DynamoDB call.\n',
  );
  console.log(line(header));
  for (const row of rows) console.log(line(row));
} finally {
  await stack.stop();
  rmSync(scratch, { recursive: true, force: true });
}
