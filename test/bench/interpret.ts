import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '#infra/project-root.ts';
import { vocabularyInterpreter } from '#shared/use-cases/search/interpreter/vocabulary-interpreter.ts';
import { labelLanguageOf } from '#shared/vocabulary/codes/languages.ts';
import { catalogueResolver, loadCatalogue } from '#test/use-cases/search/support/catalogue-resolver.ts';

/**
 * `npm run bench:interpret [-- CATALOGUE QUESTIONS]`: the time to interpret one question, without
 * the database (names and references come from the catalogue file held in memory), for the set's
 * questions as written and for each inside a message of 500 characters (the longest question the
 * contract allows). Every question is interpreted once to warm up, then ROUNDS times; prints the
 * median and the 95th percentile. Goals: a median under 1 ms as written and under 5 ms in a
 * message, so that interpreting is a small part of answering.
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

/**
 * The same question inside a message of 500 characters: a greeting, sentences of context (with a
 * name of the catalogue, a day, a courtesy), the question, thanks and a signature.
 */
const names = catalogue.records.filter((record) => record.kind === 'unit').map((record) => record.title);
const inAMessage = (question: string, index: number): string => {
  const site = names[index % Math.max(1, names.length)] ?? 'the site';
  const context = [
    `I was at ${site} yesterday with the caretaker, who phoned me again this morning about it.`,
    'Our regional manager asked for figures before the board meeting on Thursday afternoon.',
    'Sorry for the long message, and thanks again for your help last week with the audit.',
  ].join(' ');
  const message = `Hello Julia,\n${context}\n${question}\nThanks a lot and have a nice weekend,\nMarc Weber`;
  return message.length <= 500
    ? message.padEnd(500, ' ')
    : `${message.slice(0, 500 - question.length - 1)}\n${question}`;
};

const coldStarted = performance.now();
await interpret(questions[0]!);
const firstMs = performance.now() - coldStarted;
for (const question of questions) await interpret(question);

/** Median and 95th percentile of ROUNDS interpretations of each question, after one to warm up. */
const measure = async (asked: readonly string[]) => {
  for (const question of asked) await interpret(question);
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const question of asked) {
      const started = performance.now();
      await interpret(question);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const percentile = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
  return { median: percentile(50), p95: percentile(95), max: times[times.length - 1]! };
};

const line = (label: string, { median, p95, max }: Awaited<ReturnType<typeof measure>>, goal: number) =>
  `${label.padEnd(28)} median ${median.toFixed(2)} ms   p95 ${p95.toFixed(2)} ms   max ${max.toFixed(2)} ms   ` +
  (median < goal ? `within the goal (< ${goal} ms)` : `OVER the goal (< ${goal} ms)`);

console.log(
  `Node ${process.version}; ${questions.length} questions × ${rounds} rounds over ${catalogue.records.length} records`,
);
console.log(`first question (module warm-up included): ${firstMs.toFixed(1)} ms`);
console.log(line('questions as written', await measure(questions), 1));
console.log(line('inside 500-character messages', await measure(questions.map(inAMessage)), 5));
