import { describe, expect, it } from 'vitest';
import { loadPlanLevelSet } from '#infra/cli/search-eval/plan-check.ts';
import { projectRoot } from '#infra/project-root.ts';
import { QUESTION_SETS } from '#test/search/sets.ts';

/**
 * What the project's own sets hold, so that they keep covering the contract:
 * - questions-test.jsonl over catalogue-test.json (a German municipal utility, Europe/Berlin) and
 *   questions-fresh.jsonl over catalogue-fresh.json (Québec health care, America/Toronto), written
 *   in users' style before the interpreter was changed for it: every answer kind, refusal and
 *   breakdown;
 * - the search-box and regional sets (test/search/search-box, test/search/regional): 50 questions
 *   in each language, every answer kind and every refusal.
 * Whether each question is understood is the question-set gate's (question-sets.test.ts).
 */
const linesOf = (name: string) =>
  loadPlanLevelSet(projectRoot, QUESTION_SETS.find((entry) => entry.name === name)!).lines;

describe.each(['search-box', 'regional'])('the question set %s', (name) => {
  const lines = linesOf(name);

  it('holds 50 questions in each language, every answer kind and every refusal', () => {
    for (const lang of ['fr', 'en', 'de']) expect(lines.filter((l) => l.lang === lang)).toHaveLength(50);
    expect(new Set(lines.map((l) => l.id)).size).toBe(lines.length);
    expect([...new Set(lines.map((l) => l.expect.kind))].sort()).toEqual([
      'clarification',
      'counts',
      'no_results',
      'results',
      'unsupported',
    ]);
    expect(new Set(lines.map((l) => l.expect.reason).filter(Boolean)).size).toBe(5);
  });
});
describe.each(QUESTION_SETS.filter((entry) => ['test', 'fresh'].includes(entry.name)))(
  'the question set $name',
  (entry) => {
    const { lines } = loadPlanLevelSet(projectRoot, entry);

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
  },
);
