import { contentWords, type FindingPair, type ReturnedFinding } from './matching.ts';
import type { ReportTruth, TruthFinding, TruthMetadata } from './truth.ts';

/** A measure as counts, so that reports, families and the whole set add up the same way. */
export interface Ratio {
  right: number;
  total: number;
}

export const measureNames = ['recall', 'precision', 'priority', 'metadata', 'comparison'] as const;
export type MeasureName = (typeof measureNames)[number];
export type Measures = Record<MeasureName, Ratio>;

export const extraFields = ['location', 'reference', 'action', 'dueDate', 'grade'] as const;
type ExtraField = (typeof extraFields)[number];

/** The metadata an analysis returned, read defensively: `equipment` is there once the analyser gives it. */
export interface ReturnedMetadata {
  documentDate: string | null;
  provider: { name: string; ref: string | null } | null;
  units: { ref: string }[];
  technicalInstallations: { ref: string }[];
  equipment?: { ref: string }[];
}

/** What the analyser made of one report: its error code, or its metadata and findings. */
export interface ReportOutcome {
  failure: string | null;
  metadata: ReturnedMetadata | null;
  findings: ReturnedFinding[];
}

interface ComparisonOutcome {
  new: ReturnedFinding[];
  stillPresent: ReturnedFinding[];
  gone: ReturnedFinding[];
}

const ratio = (right: number, total: number): Ratio => ({ right, total });
/** Whether two names or values say the same: the content words of one are all among the other's. */
const sameWords = (a: string, b: string): boolean => {
  const [wordsA, wordsB] = [contentWords(a), contentWords(b)];
  if (wordsA.size === 0 || wordsB.size === 0) return wordsA.size === wordsB.size;
  return [...wordsA].every((word) => wordsB.has(word)) || [...wordsB].every((word) => wordsA.has(word));
};
const sameSet = (truth: string[], returned: { ref: string }[] | undefined): boolean => {
  const refs = new Set((returned ?? []).map((record) => record.ref));
  return refs.size === new Set(truth).size && truth.every((ref) => refs.has(ref));
};

/** Legal forms say nothing of which body it is: "GmbH" alone names no author. */
const withoutLegalForm = (name: string): string =>
  name.replace(/\b(?:gmbh|mbh|ltd|limited|plc|llp|sas|sarl|sa|ag|kg|partg|mbb|co|inc)\b\.?/giu, ' ');

/** The author is right when it is the catalogue provider of the truth, or, outside the catalogue, names the same body. */
const sameAuthor = (truth: TruthMetadata, returned: ReturnedMetadata['provider']): boolean => {
  if (!truth.author) return returned === null;
  if (!returned) return false;
  if (truth.provider) return returned.ref === truth.provider;
  return sameWords(withoutLegalForm(truth.author), withoutLegalForm(returned.name));
};

/** Right metadata fields of five: date, author, units, installations, equipment. */
export const metadataFields = (truth: TruthMetadata, returned: ReturnedMetadata): Record<string, boolean> => ({
  date: returned.documentDate === truth.documentDate,
  author: sameAuthor(truth, returned.provider),
  units: sameSet(truth.units, returned.units),
  installations: sameSet(truth.technicalInstallations, returned.technicalInstallations),
  equipment: sameSet(truth.equipment, returned.equipment),
});

/**
 * Recall, precision, priority and metadata of one report. A report expected to fail scores its five
 * metadata fields right when it fails with that code (wrong otherwise), and what it returned as wrong findings.
 */
export const reportMeasures = (truth: ReportTruth, outcome: ReportOutcome, pairs: FindingPair[]): Measures => {
  const fieldCount = 5;
  const metadataRight = truth.failure
    ? outcome.failure === truth.failure
      ? fieldCount
      : 0
    : outcome.metadata
      ? Object.values(metadataFields(truth.metadata, outcome.metadata)).filter(Boolean).length
      : 0;
  return {
    recall: ratio(pairs.length, truth.findings.length),
    precision: ratio(pairs.length, outcome.findings.length),
    priority: ratio(pairs.filter((pair) => pair.returned.priority === pair.truth.priority).length, pairs.length),
    metadata: ratio(metadataRight, fieldCount),
    comparison: ratio(0, 0),
  };
};

/** Whether an extra field the analyser returned says what the truth says (null for a field it does not return). */
export const extraFieldRight = (field: ExtraField, truth: TruthFinding, returned: ReturnedFinding): boolean | null => {
  if (!(field in returned) || returned[field] === undefined) return null;
  const value = returned[field];
  const expected = truth[field];
  if (expected === null || value === null || typeof value !== 'string') return expected === value;
  if (field === 'dueDate') return value === expected;
  return sameWords(expected, value);
};

/** Per extra field, right values of those the analyser returned on matched findings. */
export const extraFieldMeasures = (pairs: FindingPair[]): Record<ExtraField, Ratio> =>
  Object.fromEntries(
    extraFields.map((field) => {
      const verdicts = pairs.map((pair) => extraFieldRight(field, pair.truth, pair.returned)).filter((v) => v !== null);
      return [field, ratio(verdicts.filter(Boolean).length, verdicts.length)];
    }),
  ) as Record<ExtraField, Ratio>;

/**
 * Findings of a pair classed right: each current truth finding (still present when it continues an
 * earlier one, new otherwise) and each earlier truth finding no current one continues (gone). A truth
 * finding the analyser did not find is classed wrong.
 */
export const comparisonMeasure = (
  current: ReportTruth,
  previous: ReportTruth,
  currentPairs: FindingPair[],
  previousPairs: FindingPair[],
  result: ComparisonOutcome,
): Ratio => {
  const continues = current.comparison?.continues ?? {};
  const continued = new Set(Object.values(continues));
  const inList = (list: ReturnedFinding[], finding: ReturnedFinding | undefined) =>
    finding !== undefined && list.some((item) => item === finding || JSON.stringify(item) === JSON.stringify(finding));
  const returnedFor = (pairs: FindingPair[], truth: TruthFinding) => pairs.find((p) => p.truth === truth)?.returned;
  let right = 0;
  for (const finding of current.findings) {
    const expected = continues[finding.id] ? result.stillPresent : result.new;
    if (inList(expected, returnedFor(currentPairs, finding))) right += 1;
  }
  const gone = previous.findings.filter((finding) => !continued.has(finding.id));
  for (const finding of gone) if (inList(result.gone, returnedFor(previousPairs, finding))) right += 1;
  return ratio(right, current.findings.length + gone.length);
};
