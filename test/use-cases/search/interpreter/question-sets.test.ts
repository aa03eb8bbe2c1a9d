import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLineAtPlanLevel, loadPlanLevelSet } from '#infra/cli/search-eval/plan-check.ts';
import { projectRoot } from '#infra/project-root.ts';
import knownMisses from '#test/search/known-misses.json' with { type: 'json' };
import { QUESTION_SETS } from '#test/search/sets.ts';

/**
 * The gate that keeps every question set from losing a question: each set of the manifest
 * (test/search/sets.ts) but the held-aside ones, at the plan level (`npm run eval:plans` prints
 * the same). A question that fails must be a recorded known miss (test/search/known-misses.json,
 * with why), and a known miss that passes must leave the list: the list only shrinks.
 */
const misses: Record<string, Record<string, string>> = knownMisses;

describe.each(QUESTION_SETS.filter((entry) => !entry.heldAside))(
  'the question set $name, at the plan level',
  (entry) => {
    const set = loadPlanLevelSet(projectRoot, entry);
    const known = misses[entry.name] ?? {};

    it('fails only its known misses, and each of them still fails', async () => {
      const failing: string[] = [];
      for (const line of set.lines) {
        const problems = await checkLineAtPlanLevel(set, line);
        if (problems.length > 0) failing.push(`${line.id} ${JSON.stringify(line.question)}: ${problems.join('; ')}`);
      }
      const failingIds = failing.map((failure) => failure.split(' ')[0]!);
      expect(
        failing.filter((failure) => !(failure.split(' ')[0]! in known)),
        'questions that fail and are not known misses (npm run eval:plans prints what differs)',
      ).toEqual([]);
      expect(
        Object.keys(known).filter((id) => !failingIds.includes(id)),
        'known misses that now pass: npm run eval:plans -- --prune-misses removes them from test/search/known-misses.json',
      ).toEqual([]);
    });
  },
);

describe('the known misses', () => {
  it('name sets of the manifest and lines of them', () => {
    for (const [name, lines] of Object.entries(misses)) {
      const entry = QUESTION_SETS.find((set) => set.name === name);
      expect(entry, name).toBeDefined();
      const ids = loadPlanLevelSet(projectRoot, entry!).lines.map((line) => line.id);
      expect(Object.keys(lines).filter((id) => !ids.includes(id))).toEqual([]);
    }
  });
});

describe('the public set', () => {
  const original = join(projectRoot, '../shared/search');
  it.runIf(existsSync(original))('is a copy of ../shared/search', () => {
    for (const file of ['catalogue-dev.json', 'questions-dev.jsonl'])
      expect(readFileSync(join(projectRoot, 'test/search/public', file), 'utf8')).toBe(
        readFileSync(join(original, file), 'utf8'),
      );
  });
});
