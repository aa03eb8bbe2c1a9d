import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Expect, type NamedPeriod, periodOf, type QuestionLine } from '#infra/cli/search-eval/expectations.ts';
import { projectRoot } from '#infra/project-root.ts';
import { vocabularyInterpreter } from '#shared/use-cases/search/interpreter/vocabulary-interpreter.ts';
import { labelLanguageOf } from '#shared/vocabulary/codes/languages.ts';
import type { Interpretation } from '#shared/vocabulary/search/interpreter.ts';
import type { Plan } from '#shared/vocabulary/search/plan.ts';
import { RESOLUTION_FILTER } from '#shared/vocabulary/search/search-terms.ts';
import { catalogueResolver, loadCatalogue } from '#test/use-cases/search/support/catalogue-resolver.ts';

/**
 * The project's question sets at the plan level: what the interpreter understood, without the
 * database. The same sets run end to end through the HTTP API with `npm run eval:search`.
 * - questions-test.jsonl over catalogue-test.json (a German municipal utility, Europe/Berlin);
 * - questions-fresh.jsonl over catalogue-fresh.json (Québec health care, America/Toronto),
 *   written in users' style before the interpreter was changed for it.
 */
const now = new Date('2026-11-19T10:00:00Z');

const questionSet = (catalogueFile: string, questionsFile: string) => {
  const catalogue = loadCatalogue(join(projectRoot, catalogueFile));
  const resolver = catalogueResolver(catalogue);
  const lines = readFileSync(join(projectRoot, questionsFile), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as QuestionLine);
  const timezone = catalogue.organization.timezone;
  const idOf = (ref: string) => catalogue.records.find((r) => r.ref === ref)!.id;
  const interpret = (
    line: QuestionLine,
    resolutions: { kind: 'unit' | 'technical_installation' | 'equipment'; id: string }[] = [],
  ) =>
    vocabularyInterpreter.interpret({
      question: line.question,
      organizationLanguage: labelLanguageOf(catalogue.organization.language),
      timezone,
      now,
      catalogue: resolver,
      resolutions,
      scope: { unitIds: (line.scope?.unitIds ?? []).map(idOf), technicalInstallationIds: [] },
    });
  return { lines, timezone, idOf, interpret };
};
type QuestionSet = ReturnType<typeof questionSet>;

/** What the plan must say for the line's expectation (filters the scope adds are the executor's). */
const checkPlan = (
  { idOf, timezone }: QuestionSet,
  expectation: Expect,
  interpretation: Interpretation,
  scoped: boolean,
) => {
  if (expectation.kind === 'unsupported') {
    expect(interpretation).toEqual({ kind: 'unsupported', reason: expectation.reason });
    return;
  }
  expect(interpretation.kind).toBe('plan');
  const plan = (interpretation as { plan: Plan }).plan;
  if (expectation.kind === 'clarification') {
    const [pending] = plan.clarifications;
    expect(pending?.kind).toBe(expectation.clarification!.kind);
    expect([...pending!.candidateIds].sort()).toEqual(expectation.clarification!.candidates.map(idOf).sort());
    return;
  }
  expect(plan.clarifications).toEqual([]);
  expect(plan.sections.slice(0, expectation.entities!.length).map((s) => s.entity)).toEqual(expectation.entities);
  const [first] = plan.sections;
  const filters = first!.filters as Record<string, unknown>;
  for (const [key, value] of Object.entries(expectation.filters ?? {})) {
    if (key === 'unit' && scoped) continue;
    if (key === 'period') {
      const period = periodOf(value as NamedPeriod, now, timezone);
      const got = filters.period as { from: string; to: string };
      expect(Date.parse(got.from)).toBe(period.from);
      expect(Date.parse(got.to)).toBe(period.to);
    } else if (['unit', 'technicalInstallation', 'equipment', 'provider'].includes(key)) {
      expect([...(filters[key] as string[])].sort()).toEqual((value as string[]).map(idOf).sort());
    } else if (Array.isArray(value)) {
      expect([...(filters[key] as string[])].sort()).toEqual([...value].sort());
    } else {
      expect(filters[key]).toEqual(value);
    }
  }
  const unexpected = Object.keys(filters).filter((key) => !(key in (expectation.filters ?? {})));
  expect(unexpected).toEqual([]);
  if (expectation.kind === 'counts') {
    expect(first!.aggregate).toEqual(
      expectation.aggregate!.kind === 'count'
        ? { kind: 'count' }
        : { kind: 'groupCount', by: expectation.aggregate!.by },
    );
  } else {
    expect(first!.aggregate).toBeUndefined();
  }
  if (expectation.orderBy) expect(first!.order).toBe(expectation.orderBy);
};

describe.each([
  ['test/search/catalogue-test.json', 'test/search/questions/questions-test.jsonl'],
  ['test/search/catalogue-fresh.json', 'test/search/questions/questions-fresh.jsonl'],
])('over %s, the question set %s, at the plan level', (catalogueFile, questionsFile) => {
  const set = questionSet(catalogueFile, questionsFile);
  const { lines, idOf, interpret } = set;

  it('holds at least 150 questions over the three languages and every answer kind', () => {
    expect(lines.length).toBeGreaterThanOrEqual(150);
    for (const lang of ['fr', 'en', 'de'])
      expect(lines.filter((l) => l.lang === lang).length).toBeGreaterThanOrEqual(50);
    const kinds = new Set(lines.map((l) => l.expect.kind));
    expect([...kinds].sort()).toEqual(['clarification', 'counts', 'no_results', 'results', 'unsupported']);
    const reasons = new Set(lines.map((l) => l.expect.reason).filter(Boolean));
    expect(reasons.size).toBe(5);
    const breakdowns = new Set(lines.map((l) => l.expect.aggregate?.by).filter(Boolean));
    expect([...breakdowns].sort()).toEqual([
      'decision',
      'interventionType',
      'priority',
      'provider',
      'status',
      'technicalInstallation',
      'unit',
      'visitType',
    ]);
  });

  it.each(lines.map((line) => [line.id, line.question, line] as const))('%s: %s', async (_id, _question, line) => {
    const interpretation = await interpret(line);
    checkPlan(set, line.expect, interpretation, line.scope !== undefined);
    if (line.expect.followup && interpretation.kind === 'plan') {
      const [pending] = interpretation.plan.clarifications;
      const resolved = await interpret(line, [{ kind: pending!.kind, id: idOf(line.expect.followup.resolve) }]);
      checkPlan(set, line.expect.followup.expect, resolved, line.scope !== undefined);
      // The plan returned with the clarification, finished by the executor, says the same.
      const section = interpretation.plan.sections[pending!.sections[0]!]!;
      expect(RESOLUTION_FILTER[pending!.kind] in section.filters).toBe(false);
    }
  });
});
