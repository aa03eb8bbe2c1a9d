import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startLocalStack } from '#infra/local/stack.ts';
import { issueTokens } from '#infra/local/tokens.ts';
import { importCatalogue } from '#shared/use-cases/import/import.ts';
import { formatCatalogueErrors } from '#shared/vocabulary/catalogue-format/validate.ts';
import { labelLanguageOf, type OrganizationLanguage } from '#shared/vocabulary/codes/languages.ts';
import type { SearchResponse } from '#shared/vocabulary/search/search-contract.ts';
import { type OrganizationRole, organizationRoles, type UserStatus } from '#shared/vocabulary/users/user.ts';
import type { FileRecord } from './search-eval/catalogue-selection.ts';
import { checkResponse, type EvalCatalogue, type Expect, type QuestionLine } from './search-eval/expectations.ts';

/**
 * `npm run eval:search -- CATALOGUE QUESTIONS [--min 0.95]`: imports the catalogue into a fresh
 * in-memory local stack, asks every question through the HTTP API as the catalogue's user of the
 * line's role (with the follow-up round trip of clarifications), checks each answer under the
 * rules of the question set README, prints each failure and the score. Exits 1 below `--min`.
 */
const { values, positionals } = parseArgs({
  options: { min: { type: 'string', default: '0.95' } },
  allowPositionals: true,
});
const [catalogueFile, questionsFile] = positionals;
if (!catalogueFile || !questionsFile || positionals.length > 2) {
  console.error('usage: npm run eval:search -- CATALOGUE QUESTIONS [--min 0.95]');
  process.exit(2);
}

const file = JSON.parse(readFileSync(catalogueFile, 'utf8')) as {
  organization: { language: OrganizationLanguage; timezone: string };
  users: {
    id: string;
    role: OrganizationRole;
    status?: UserStatus;
    firstName: string;
    lastName: string;
    email: string;
  }[];
  records: FileRecord[];
};
const questions = readFileSync(questionsFile, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as QuestionLine);

/** Passed questions per language and per kind of answer expected (a refusal by its reason). */
function scoreTally() {
  const groups = new Map<string, { passed: number; total: number }>();
  const count = (key: string, passed: boolean) => {
    const group = groups.get(key) ?? { passed: 0, total: 0 };
    group.total += 1;
    if (passed) group.passed += 1;
    groups.set(key, group);
  };
  return {
    add: (line: QuestionLine, passed: boolean) => {
      count(`language ${line.lang ?? '?'}`, passed);
      const kind = line.expect.kind === 'unsupported' ? `unsupported: ${line.expect.reason}` : line.expect.kind;
      count(`answer ${kind}`, passed);
    },
    rows: () =>
      [...groups.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, { passed, total }]) => `  ${key}: ${passed}/${total} (${((100 * passed) / total).toFixed(1)} %)`),
  };
}

const stack = await startLocalStack({ ports: { main: 0, attachments: 0, dynamodb: 0, fauxqs: 0, ses: 0 } });
let exitCode = 0;
try {
  const importedAt = Date.now();
  const imported = await importCatalogue(file);
  if (!imported.ok) throw new Error(`${catalogueFile}: rejected\n${formatCatalogueErrors(imported.errors)}`);

  const bearer = new Map<string, string>();
  for (const role of organizationRoles) {
    const user = file.users.find((u) => u.role === role && (u.status ?? 'active') === 'active');
    if (user) bearer.set(role, (await issueTokens(stack.issuer, user.id)).bearer);
  }

  const byRef = new Map<string, FileRecord>();
  for (const record of file.records) if (!byRef.has(record.ref)) byRef.set(record.ref, record);
  // Each user is also the organization's member record of the same id (catalogue-format.md, "Version 2").
  const members = file.users
    .filter((user) => !file.records.some((record) => record.id.toLowerCase() === user.id.toLowerCase()))
    .map(
      (user): FileRecord => ({
        kind: 'member',
        id: user.id,
        ref: user.id,
        title: `${user.firstName} ${user.lastName}`,
        status: user.status ?? 'active',
        role: user.role,
        email: user.email,
      }),
    );
  const catalogue: EvalCatalogue = {
    records: [...file.records, ...members],
    timeZone: file.organization.timezone,
    importedAt,
    idOf: (ref) => {
      const record = byRef.get(ref);
      if (!record) throw new Error(`the catalogue has no record ${ref}`);
      return record.id.toLowerCase();
    },
    recordOfRef: (ref) => byRef.get(ref),
  };

  const ask = async (role: string, body: unknown): Promise<{ status: number; body: SearchResponse }> => {
    const token = bearer.get(role);
    if (!token) throw new Error(`the catalogue has no active ${role}`);
    const response = await fetch(`${stack.urls.main}/rs/search/v1/query`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as SearchResponse };
  };

  const failures: string[] = [];
  const tally = scoreTally();
  for (const line of questions) {
    const role = line.role ?? 'admin';
    const scope = {
      ...(line.scope?.unitIds && { unitIds: line.scope.unitIds.map((ref) => catalogue.idOf(ref)) }),
      ...(line.scope?.technicalInstallationIds && {
        technicalInstallationIds: line.scope.technicalInstallationIds.map((ref) => catalogue.idOf(ref)),
      }),
    };
    const body = { query: line.question, ...(line.scope && { scope }) };
    const check = async (
      expect: Expect,
      request: typeof body & Record<string, unknown>,
      label: string,
    ): Promise<string[]> => {
      const askedAt = new Date();
      const response = await ask(role, request);
      if (response.status !== 200)
        return [`${label}HTTP ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`];
      const problems = checkResponse(expect, response.body, {
        catalogue,
        askedAt,
        scopeUnitIds: scope.unitIds ?? [],
      }).map((p) => label + p);
      if (expect.followup && response.body.clarification) {
        const followup = {
          ...request,
          resolutions: [{ kind: response.body.clarification.kind, id: catalogue.idOf(expect.followup.resolve) }],
          previous: { question: line.question, plan: response.body.plan },
        };
        problems.push(...(await check(expect.followup.expect, followup, 'follow-up: ')));
      }
      return problems;
    };
    const problems = await check(line.expect, body, '');
    tally.add(line, problems.length === 0);
    if (problems.length > 0)
      failures.push(`✗ ${line.id} (${role}) ${JSON.stringify(line.question)}\n    ${problems.join('\n    ')}`);
  }

  for (const failure of failures) console.log(failure);
  const passed = questions.length - failures.length;
  const score = questions.length ? passed / questions.length : 0;
  console.log(
    `\n${passed}/${questions.length} questions give the expected answer: ${(100 * score).toFixed(1)} % ` +
      `(organization language ${labelLanguageOf(file.organization.language)}, time zone ${file.organization.timezone})`,
  );
  for (const row of tally.rows()) console.log(row);
  if (score < Number(values.min)) exitCode = 1;
} finally {
  await stack.stop();
}
process.exit(exitCode);
