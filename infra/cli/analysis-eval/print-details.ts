import type { FindingPair } from './matching.ts';
import { extraFieldRight, extraFields, type ReportOutcome } from './measures.ts';
import type { ReportTruth } from './truth.ts';

const short = (text: string): string => (text.length > 110 ? `${text.slice(0, 107)}…` : text);

/** What `--verbose` adds under a report's line: findings missed, findings returned that match none, wrong priorities and metadata. */
export const printDetails = (
  truth: ReportTruth,
  outcome: ReportOutcome,
  pairs: FindingPair[],
  metadataFields: Record<string, boolean> | null,
): void => {
  const matchedTruth = new Set(pairs.map((pair) => pair.truth));
  const matchedReturned = new Set(pairs.map((pair) => pair.returned));
  for (const finding of truth.findings.filter((f) => !matchedTruth.has(f)))
    console.log(`    missed   ${finding.id} [${finding.priority}] ${short(finding.text)}`);
  for (const finding of outcome.findings.filter((f) => !matchedReturned.has(f)))
    console.log(`    extra    [${finding.priority}] ${short(finding.text)}`);
  for (const pair of pairs.filter((p) => p.returned.priority !== p.truth.priority))
    console.log(`    priority ${pair.truth.id} ${pair.returned.priority} instead of ${pair.truth.priority}`);
  for (const pair of pairs)
    for (const field of extraFields.filter((name) => extraFieldRight(name, pair.truth, pair.returned) === false))
      console.log(
        `    ${field} ${pair.truth.id}: ${JSON.stringify(pair.returned[field])} instead of ${JSON.stringify(pair.truth[field])}`,
      );
  if (metadataFields) {
    const wrong = Object.entries(metadataFields).filter(([, right]) => !right);
    if (wrong.length) {
      const { metadata } = outcome;
      console.log(
        `    metadata wrong: ${wrong.map(([field]) => field).join(', ')} — returned ${JSON.stringify({
          date: metadata?.documentDate,
          author: metadata?.provider,
          units: metadata?.units.map((u) => u.ref),
          installations: metadata?.technicalInstallations.map((t) => t.ref),
          equipment: metadata?.equipment?.map((e) => e.ref),
        })}; expected ${JSON.stringify(truth.metadata)}`,
      );
    }
  }
};
