import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from '#infra/project-root.ts';
import { QUESTION_SETS, type QuestionSetEntry } from '#test/search/sets.ts';
import { checkLineAtPlanLevel, loadPlanLevelSet } from './search-eval/plan-check.ts';

/**
 * `npm run eval:plans [-- --set NAME …] [--verbose] [--prune-misses] [--root DIR]`: every question
 * set of the manifest (test/search/sets.ts) at the plan level (search-eval/plan-check.ts, no
 * stack), or the sets named (a held-aside set only when named). Prints each failure with what
 * differed, marking the known misses (test/search/known-misses.json), and each set's score overall
 * and per language; `--verbose` prints the passing lines too. `--prune-misses` removes from the
 * known misses the lines that now pass (it never adds one). `--root` reads the sets, catalogues
 * and known misses under another copy of the project (the interpreter is this copy's).
 */
const { values } = parseArgs({
  options: {
    set: { type: 'string', multiple: true },
    verbose: { type: 'boolean', default: false },
    'prune-misses': { type: 'boolean', default: false },
    root: { type: 'string', default: projectRoot },
  },
});

const named = values.set ?? [];
const unknown = named.filter((name) => !QUESTION_SETS.some((set) => set.name === name));
if (unknown.length > 0) {
  console.error(`unknown set ${unknown.join(', ')}; sets: ${QUESTION_SETS.map((set) => set.name).join(', ')}`);
  process.exit(2);
}
const chosen = QUESTION_SETS.filter((set) => (named.length > 0 ? named.includes(set.name) : !set.heldAside));
const missesFile = join(values.root, 'test/search/known-misses.json');
const misses = JSON.parse(readFileSync(missesFile, 'utf8')) as Record<string, Record<string, string>>;

const percent = (passed: number, total: number) =>
  `${passed}/${total} (${((100 * passed) / Math.max(total, 1)).toFixed(1)} %)`;

/** One set's failures and its score, overall and per language, with what the gate would say of it. */
const scoreSet = async (entry: QuestionSetEntry) => {
  const set = loadPlanLevelSet(values.root, entry);
  const known = misses[entry.name] ?? {};
  const byLanguage = new Map<string, { passed: number; total: number }>();
  const passing = new Set<string>();
  let unlisted = 0;
  for (const line of set.lines) {
    const problems = await checkLineAtPlanLevel(set, line);
    const group = byLanguage.get(line.lang ?? '?') ?? { passed: 0, total: 0 };
    byLanguage.set(line.lang ?? '?', group);
    group.total += 1;
    const shown = `${entry.name} ${line.id} ${JSON.stringify(line.question)}`;
    if (problems.length === 0) {
      group.passed += 1;
      passing.add(line.id);
      if (values.verbose) console.log(`✓ ${shown}`);
      continue;
    }
    if (!(line.id in known)) unlisted += 1;
    console.log(`✗ ${shown}${line.id in known ? ' (known miss)' : ''}\n    ${problems.join('\n    ')}`);
  }
  const nowPassing = Object.keys(known).filter((id) => passing.has(id));
  if (values['prune-misses']) for (const id of nowPassing) delete known[id];
  const languages = [...byLanguage.entries()].map(([lang, g]) => `${lang} ${g.passed}/${g.total}`).join(', ');
  const gate = entry.heldAside
    ? ' (held aside)'
    : `${unlisted ? `; ${unlisted} not in the known misses` : ''}${nowPassing.length ? `; known misses passing: ${nowPassing.join(', ')}` : ''}`;
  return `${entry.name}: ${percent(passing.size, set.lines.length)}; ${languages}${gate}`;
};

const started = performance.now();
const scores: string[] = [];
for (const entry of chosen) scores.push(await scoreSet(entry));
console.log(`\n${scores.join('\n')}\n(${((performance.now() - started) / 1000).toFixed(1)} s)`);
if (values['prune-misses']) {
  for (const name of Object.keys(misses)) if (Object.keys(misses[name]!).length === 0) delete misses[name];
  writeFileSync(missesFile, `${JSON.stringify(misses, null, 2)}\n`);
}
