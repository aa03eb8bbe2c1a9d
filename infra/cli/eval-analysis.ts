import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ruleBasedAnalyser } from '#shared/use-cases/analyses/rule-based/rule-based-analyser.ts';
import { catalogueNamesOf } from './analysis-eval/catalogue-names.ts';
import { matchFindings } from './analysis-eval/matching.ts';
import {
  comparisonMeasure,
  extraFieldMeasures,
  extraFields,
  type Measures,
  metadataFields,
  type Ratio,
  reportMeasures,
} from './analysis-eval/measures.ts';
import { printDetails } from './analysis-eval/print-details.ts';
import { analyseReport, type TimedOutcome } from './analysis-eval/run-analyses.ts';
import {
  addMeasures,
  addRatio,
  countsLine,
  emptyMeasures,
  lowestMeasure,
  percent,
  percentLine,
} from './analysis-eval/tally.ts';
import { readSetFolder, type SetReport } from './analysis-eval/truth.ts';

/**
 * `npm run eval:analysis -- [--set working|aside|all] [--report ID] [--verbose] [--min 0.9]`: runs
 * the offline analyser on the reports of test/analyses/reports/ (no local stack) and prints recall,
 * precision, priority, metadata and comparison per report, per family and overall, under the rules
 * of that folder's README. Exits 1 only when `--min` is given and a measure overall is below it.
 */
const { values } = parseArgs({
  options: {
    set: { type: 'string', default: 'working' },
    report: { type: 'string' },
    verbose: { type: 'boolean', default: false },
    min: { type: 'string' },
  },
});
const setRoot = resolve(import.meta.dirname, '../../test/analyses/reports');
const folders = values.set === 'all' ? ['working', 'aside'] : [values.set ?? 'working'];
if (!folders.every((folder) => folder === 'working' || folder === 'aside')) {
  console.error('usage: npm run eval:analysis -- [--set working|aside|all] [--report ID] [--verbose] [--min 0.9]');
  process.exit(2);
}

const catalogue = catalogueNamesOf(resolve(setRoot, 'catalogue.json'));
const reports: SetReport[] = folders.flatMap((folder) => readSetFolder(resolve(setRoot, folder)));
const byId = new Map(reports.map((report) => [report.truth.id, report]));
const scored = values.report ? reports.filter((report) => report.truth.id === values.report) : reports;
if (scored.length === 0) {
  console.error(`no report ${values.report} in ${folders.join(' and ')}`);
  process.exit(2);
}

const outcomes = new Map<string, TimedOutcome>();
const outcomeOf = async (report: SetReport): Promise<TimedOutcome> => {
  const known = outcomes.get(report.truth.id);
  if (known) return known;
  const outcome = await analyseReport(ruleBasedAnalyser, catalogue, report);
  outcomes.set(report.truth.id, outcome);
  return outcome;
};

const overall = emptyMeasures();
const families = new Map<string, Measures>();
const extras = Object.fromEntries(extraFields.map((field) => [field, { right: 0, total: 0 }])) as Record<
  (typeof extraFields)[number],
  Ratio
>;
let slowest = { id: '', milliseconds: 0, heapUsed: 0 };
let failuresRight = 0;

for (const report of scored) {
  const { truth } = report;
  const outcome = await outcomeOf(report);
  const pairs = matchFindings(truth.findings, outcome.findings);
  const measures = reportMeasures(truth, outcome, pairs);
  const previous = truth.comparison && byId.get(truth.comparison.previous);
  if (truth.comparison && !previous)
    throw new Error(`${truth.id}: its earlier report ${truth.comparison.previous} is not in the set`);
  if (previous) {
    const previousOutcome = await outcomeOf(previous);
    const previousPairs = matchFindings(previous.truth.findings, previousOutcome.findings);
    const result = await ruleBasedAnalyser.compare(outcome.anomalies, previousOutcome.anomalies);
    measures.comparison = comparisonMeasure(truth, previous.truth, pairs, previousPairs, result);
  }
  if (truth.failure && outcome.failure === truth.failure) failuresRight += 1;
  addMeasures(overall, measures);
  const family = families.get(truth.family) ?? emptyMeasures();
  addMeasures(family, measures);
  families.set(truth.family, family);
  for (const [field, ratio] of Object.entries(extraFieldMeasures(pairs)))
    addRatio(extras[field as keyof typeof extras], ratio);

  const milliseconds = outcome.milliseconds.metadata + outcome.milliseconds.anomalies;
  if (milliseconds > slowest.milliseconds) slowest = { id: truth.id, milliseconds, heapUsed: outcome.memory.heapUsed };
  const failure = truth.failure ? `  failure ${outcome.failure ?? 'none'} (expected ${truth.failure})` : '';
  console.log(
    `${truth.id.padEnd(34)} ${countsLine(measures)} ${outcome.milliseconds.metadata.toFixed(0)}+${outcome.milliseconds.anomalies.toFixed(0)} ms${failure}`,
  );
  if (values.verbose)
    printDetails(truth, outcome, pairs, outcome.metadata ? metadataFields(truth.metadata, outcome.metadata) : null);
}

console.log('\nper family');
for (const [family, measures] of [...families.entries()].sort(([a], [b]) => a.localeCompare(b)))
  console.log(`  ${family.padEnd(30)} ${percentLine(measures)}`);
console.log(`\noverall (${scored.length} reports, ${folders.join(' + ')})`);
console.log(`  ${percentLine(overall)}`);
console.log(`  counts: ${countsLine(overall)}`);
const expectedFailures = scored.filter((report) => report.truth.failure).length;
if (expectedFailures) console.log(`  expected failures met: ${failuresRight}/${expectedFailures}`);
console.log(
  `  extra fields (matched findings whose field the analyser returns): ${Object.entries(extras)
    .map(([field, ratio]) => `${field} ${percent(ratio)} (${ratio.total})`)
    .join(', ')}`,
);
const { maxRSS } = process.resourceUsage();
console.log(
  `  slowest: ${slowest.id} ${slowest.milliseconds.toFixed(0)} ms (heap ${(slowest.heapUsed / 2 ** 20).toFixed(0)} MB after it); peak resident memory ${(maxRSS / 1024).toFixed(0)} MB`,
);
process.exit(values.min !== undefined && lowestMeasure(overall) < Number(values.min) ? 1 : 0);
