import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '#infra/project-root.ts';
import { vocabularyInterpreter } from '#shared/use-cases/search/interpreter/vocabulary-interpreter.ts';
import { labelLanguageOf } from '#shared/vocabulary/codes/languages.ts';
import { catalogueResolver, loadCatalogue } from '#test/use-cases/search/support/catalogue-resolver.ts';

/**
 * `npm run bench:interpret [-- CATALOGUE QUESTIONS]`: the time to interpret one question, without
 * the database (names and references come from the catalogue file held in memory). Every question
 * of the set is interpreted once to warm up, then ROUNDS times; prints the median and the 95th
 * percentile. Goal: a median under 1 ms, so that interpreting is a small part of answering.
 */
const [
  catalogueFile = join(projectRoot, 'test/search/catalogue-test.json'),
  questionsFile = join(projectRoot, 'test/search/questions/questions-test.jsonl'),
] = process.argv.slice(2);
const rounds = Number(process.env.ROUNDS ?? 20);

const catalogue = loadCatalogue(catalogueFile);
const resolver = catalogueResolver(catalogue);
const questions = readFileSync(questionsFile, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => (JSON.parse(line) as { question: string }).question);

const interpret = (question: string) =>
  vocabularyInterpreter.interpret({
    question,
    organizationLanguage: labelLanguageOf(catalogue.organization.language),
    timezone: catalogue.organization.timezone,
    now: new Date(),
    catalogue: resolver,
    resolutions: [],
    scope: { unitIds: [], technicalInstallationIds: [] },
  });

const coldStarted = performance.now();
await interpret(questions[0]!);
const firstMs = performance.now() - coldStarted;
for (const question of questions) await interpret(question);

const times: number[] = [];
for (let round = 0; round < rounds; round++) {
  for (const question of questions) {
    const started = performance.now();
    await interpret(question);
    times.push(performance.now() - started);
  }
}
times.sort((a, b) => a - b);
const percentile = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;

console.log(
  `Node ${process.version}; ${questions.length} questions × ${rounds} rounds over ${catalogue.records.length} records`,
);
console.log(`first question (module warm-up included): ${firstMs.toFixed(1)} ms`);
console.log(
  `median ${percentile(50).toFixed(2)} ms   p95 ${percentile(95).toFixed(2)} ms   max ${times[times.length - 1]!.toFixed(2)} ms`,
);
console.log(percentile(50) < 1 ? 'median within the goal (< 1 ms)' : 'median OVER the goal (< 1 ms)');
