import { findAnalysis } from '#shared/stores/analyses/analysis-repository.ts';
import { findCatalogueNames } from '#shared/stores/analyses/catalogue-names.ts';
import { loadResult } from '#shared/stores/analyses/result-store.ts';
import { readSubjectFile } from '#shared/stores/analyses/subject-document.ts';
import {
  type Analysis,
  AnalysisFailure,
  type AnalysisResult,
  comparableTypes,
  type ExtractedAnomaly,
} from '#shared/vocabulary/analyses/analysis.ts';
import type { ReportAnalyser } from './analyser.ts';
import { readReportDocument } from './report-document.ts';
import { checkDeadline } from './work-deadline.ts';

const loadSubjectDocument = async (organizationId: string, subject: Analysis['subject'], deadline: number) => {
  const file = await readSubjectFile(organizationId, subject);
  checkDeadline(deadline, 'the reading of the file');
  return readReportDocument(file.bytes, file.mimeType, deadline);
};

const baselineAnomalies = async (organizationId: string, baselineId: string | null): Promise<ExtractedAnomaly[]> => {
  const baseline = baselineId ? await findAnalysis(organizationId, baselineId) : undefined;
  const result =
    baseline?.status === 'succeeded' && (comparableTypes as readonly string[]).includes(baseline.type)
      ? await loadResult(baseline)
      : null;
  if (!result)
    throw new AnalysisFailure('baseline_not_found', `Analysis ${baselineId} has no anomalies to compare with`);
  return (result as { anomalies: ExtractedAnomaly[] }).anomalies;
};

/**
 * Reads the subject and produces the result its type asks for, by `deadline` (epoch
 * milliseconds): checked between the steps (the file read, the file parsed, each PDF page, each
 * call of the analyser), a step that ends past it ends the analysis `file_too_complex`.
 */
export const runAnalysis = async (
  analysis: Analysis,
  analyser: ReportAnalyser,
  deadline: number,
): Promise<AnalysisResult> => {
  const [document, catalogue] = await Promise.all([
    loadSubjectDocument(analysis.organizationId, analysis.subject, deadline),
    findCatalogueNames(analysis.organizationId),
  ]);
  checkDeadline(deadline, 'the parsing of the file');
  const input = { document, catalogue };
  switch (analysis.type) {
    case 'metadata':
      return analyser.metadata(input);
    case 'anomalies':
      return { anomalies: await analyser.anomalies(input) };
    case 'comparison': {
      const [anomalies, previous] = await Promise.all([
        analyser.anomalies(input),
        baselineAnomalies(analysis.organizationId, analysis.fromAnalysisId),
      ]);
      checkDeadline(deadline, 'the reading of the anomalies');
      return { anomalies, ...(await analyser.compare(anomalies, previous)) };
    }
  }
};
