import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startLocalStack } from '#infra/local/stack.ts';
import { issueTokens } from '#infra/local/tokens.ts';
import { projectRoot } from '#infra/project-root.ts';
import { importCatalogue } from '#shared/use-cases/import/import.ts';
import { formatCatalogueErrors } from '#shared/vocabulary/catalogue-format/validate.ts';
import { mapLimited } from '#shared/vocabulary/map-limited.ts';
import { type SearchResponse, searchResponseSchema } from '#shared/vocabulary/search/search-contract.ts';
import { type OrganizationRole, organizationRoles } from '#shared/vocabulary/users/user.ts';
import { createResponseValidator } from '#test/support/openapi-validator.ts';
import { type Question, questionGenerator, seededRandom } from './search-fuzz/questions.ts';

/**
 * `npm run fuzz:search -- [--seed 1] [--count 10000] [--catalogue FILE]`: asks `count` generated
 * questions (search-fuzz/questions.ts) through the HTTP API of a fresh local stack holding the
 * catalogue, as users of each role, some within a scope, and follows up on answers as a client
 * would: a clarification with its first candidate, any other answer by sending its own plan back as
 * `previous.plan`. Every answer must be a 200 that the Search response schema and the OpenAPI
 * document accept. Prints answers by kind, each failure, the time; exits 1 on any failure.
 */
const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    count: { type: 'string', default: '10000' },
    catalogue: { type: 'string', default: join(projectRoot, 'test/search/catalogue-test.json') },
    concurrency: { type: 'string', default: '8' },
  },
});
const seed = Number(values.seed);
const count = Number(values.count);

interface FileRecord {
  kind: string;
  id: string;
  ref: string;
  title: string;
}
const file = JSON.parse(readFileSync(values.catalogue, 'utf8')) as {
  users: { id: string; role: OrganizationRole; status?: string }[];
  records: FileRecord[];
};

const generate = questionGenerator(seed, {
  names: file.records.map((record) => record.title),
  refs: file.records.map((record) => record.ref),
});
const random = seededRandom(seed + 1);
const scopeUnits = file.records.filter((record) => record.kind === 'unit').map((record) => record.id);
const scopeInstallations = file.records
  .filter((record) => record.kind === 'technical_installation')
  .map((record) => record.id);
const sample = (ids: readonly string[]) => ids.filter(() => random() < 0.3);

interface Ask {
  question: Question;
  role: OrganizationRole;
  body: Record<string, unknown>;
}

/** The questions and who asks them, drawn before any is sent, so that a seed gives the same run at any concurrency. */
const asks: Ask[] = Array.from({ length: count }, () => {
  const question = generate();
  const role = organizationRoles[Math.floor(random() * organizationRoles.length)]!;
  const scoped = random() < 0.15;
  const scope = scoped
    ? { unitIds: sample(scopeUnits), technicalInstallationIds: sample(scopeInstallations) }
    : undefined;
  return { question, role, body: { query: question.text, ...(scope && { scope }) } };
});

const started = performance.now();
const stack = await startLocalStack({ ports: { main: 0, attachments: 0, dynamodb: 0, fauxqs: 0, ses: 0 } });
let exitCode = 0;
try {
  const imported = await importCatalogue(JSON.parse(readFileSync(values.catalogue, 'utf8')));
  if (!imported.ok) throw new Error(`${values.catalogue}: rejected\n${formatCatalogueErrors(imported.errors)}`);
  const bearer = new Map<OrganizationRole, string>();
  for (const role of organizationRoles) {
    const user = file.users.find((u) => u.role === role && (u.status ?? 'active') === 'active');
    if (user) bearer.set(role, (await issueTokens(stack.issuer, user.id)).bearer);
  }
  const validate = createResponseValidator(
    (await (await fetch(`${stack.urls.main}/openapi.json`)).json()) as Parameters<typeof createResponseValidator>[0],
  );
  const askedAt = performance.now();

  const answers = new Map<string, number>();
  const byShape = new Map<string, Map<string, number>>();
  const failures: string[] = [];
  let requests = 0;

  /** Sends one request; its answer if valid, else a failure recorded. */
  const send = async (ask: Ask, body: Record<string, unknown>, label: string): Promise<SearchResponse | undefined> => {
    const role = bearer.has(ask.role) ? ask.role : 'admin';
    requests += 1;
    const response = await fetch(`${stack.urls.main}/rs/search/v1/query`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer.get(role)}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as unknown;
    const problem =
      response.status !== 200
        ? `HTTP ${response.status}`
        : (validate('POST', '/rs/search/v1/query', 200, json) ??
          searchResponseSchema().safeParse(json).error?.message.slice(0, 500));
    if (problem) {
      failures.push(
        `✗ ${label}[${ask.question.shape}/${ask.question.lang}, ${role}] ${JSON.stringify(body).slice(0, 600)}\n    ${problem}: ${JSON.stringify(json).slice(0, 400)}`,
      );
      return undefined;
    }
    const kind = (json as SearchResponse).answer.kind;
    answers.set(kind, (answers.get(kind) ?? 0) + 1);
    const shapes = byShape.get(ask.question.shape) ?? new Map<string, number>();
    byShape.set(ask.question.shape, shapes.set(kind, (shapes.get(kind) ?? 0) + 1));
    return json as SearchResponse;
  };

  await mapLimited([...asks.entries()], Number(values.concurrency), async ([index, ask]) => {
    const answer = await send(ask, ask.body, '');
    if (!answer) return;
    const previous = { question: ask.question.text, plan: answer.plan };
    if (answer.clarification) {
      const [candidate] = answer.clarification.candidates;
      if (candidate) {
        const resolutions = [{ kind: answer.clarification.kind, id: candidate.id }];
        await send(ask, { ...ask.body, resolutions, previous }, 'follow-up: ');
      }
    } else if (index % 10 === 0) {
      // A client sends back whatever plan it got, refusals' null included (previous.plan is any JSON).
      await send(ask, { ...asks[(index + 1) % asks.length]!.body, previous }, 'next question: ');
    }
  });

  const seconds = (performance.now() - askedAt) / 1000;
  for (const failure of failures.slice(0, 50)) console.log(failure);
  if (failures.length > 50) console.log(`… and ${failures.length - 50} more`);
  const kinds = ['results', 'no_results', 'counts', 'clarification', 'unsupported'];
  const row = (counts: Map<string, number> | undefined) =>
    kinds.map((kind) => String(counts?.get(kind) ?? 0).padStart(kind.length)).join('  ');
  console.log(`\nseed ${seed}: ${count} questions, ${requests} requests (follow-ups included)\n`);
  console.log(`${'shape'.padEnd(10)}  ${kinds.join('  ')}`);
  for (const [shape, counts] of [...byShape].sort(([a], [b]) => a.localeCompare(b)))
    console.log(`${shape.padEnd(10)}  ${row(counts)}`);
  console.log(`${'all'.padEnd(10)}  ${row(answers)}`);
  console.log(
    `\n${failures.length} failure(s); ${seconds.toFixed(1)} s for the requests (${(requests / seconds).toFixed(0)}/s), ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s in all`,
  );
  if (failures.length > 0) exitCode = 1;
} finally {
  await stack.stop();
}
process.exit(exitCode);
