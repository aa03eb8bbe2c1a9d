import type { CatalogueNames } from '#shared/stores/analyses/catalogue-names.ts';
import type { ExtractedAnomaly, MetadataResult } from '#shared/vocabulary/analyses/analysis.ts';
import type { ReportDocument } from './report-document.ts';

export interface AnalyserInput {
  document: ReportDocument;
  catalogue: CatalogueNames;
}

export interface AnomalyComparison {
  new: ExtractedAnomaly[];
  stillPresent: ExtractedAnomaly[];
  gone: ExtractedAnomaly[];
}

/**
 * What turns a report into results. The service runs the offline, deterministic rule-based
 * analyser; a language-model analyser implements the same three calls and is chosen in one place
 * (`consume-analyses.ts`), with nothing else changing.
 */
export interface ReportAnalyser {
  readonly name: string;
  metadata(input: AnalyserInput): Promise<MetadataResult>;
  anomalies(input: AnalyserInput): Promise<ExtractedAnomaly[]>;
  /** `current` are this report's anomalies, `previous` the baseline analysis's. */
  compare(current: ExtractedAnomaly[], previous: ExtractedAnomaly[]): Promise<AnomalyComparison>;
}
