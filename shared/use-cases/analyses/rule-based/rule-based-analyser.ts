import type { ReportAnalyser } from '#shared/use-cases/analyses/analyser.ts';
import { extractAnomalies } from './anomalies.ts';
import { compareAnomalies } from './compare.ts';
import { extractMetadata } from './metadata.ts';

/** Offline and deterministic: the same file and catalogue always give the same result. */
export const ruleBasedAnalyser: ReportAnalyser = {
  name: 'rule-based',
  metadata: async (input) => extractMetadata(input),
  anomalies: async (input) => extractAnomalies(input),
  compare: async (current, previous) => compareAnomalies(current, previous),
};
