import type { CatalogueNames } from '#shared/stores/analyses/catalogue-names.ts';
import type { ReportAnalyser } from '#shared/use-cases/analyses/analyser.ts';
import { readReportDocument } from '#shared/use-cases/analyses/report-document.ts';
import { AnalysisFailure, type ExtractedAnomaly } from '#shared/vocabulary/analyses/analysis.ts';
import { analysisBounds } from '#shared/vocabulary/analyses/bounds.ts';
import type { ReportOutcome, ReturnedMetadata } from './measures.ts';
import type { SetReport } from './truth.ts';

export interface TimedOutcome extends ReportOutcome {
  /** The analysis's anomalies as the analyser returned them, for a comparison to take as they are. */
  anomalies: ExtractedAnomaly[];
  /** Milliseconds of the metadata and the anomalies analyses, each reading the file as the service does. */
  milliseconds: { metadata: number; anomalies: number };
  /** Heap and resident memory after the report's analyses, in bytes. */
  memory: { heapUsed: number; rss: number };
}

/** One analysis of a report as the service runs it: the file read within the deadline, then the analyser's call. */
const timed = async <T>(
  report: SetReport,
  run: (document: Awaited<ReturnType<typeof readReportDocument>>) => Promise<T>,
): Promise<{ value: T | null; failure: string | null; milliseconds: number }> => {
  const started = performance.now();
  try {
    const deadline = Date.now() + analysisBounds.workSeconds * 1000;
    // pdf.js takes the bytes it reads (their buffer is detached after): each reading gets its copy.
    const document = await readReportDocument(report.bytes.slice(), report.truth.mimeType, deadline);
    const value = await run(document);
    return { value, failure: null, milliseconds: performance.now() - started };
  } catch (error) {
    if (!(error instanceof AnalysisFailure)) throw error;
    return { value: null, failure: error.code, milliseconds: performance.now() - started };
  }
};

/** The metadata and anomalies analyses of a report, as the offline analyser gives them. */
export const analyseReport = async (
  analyser: ReportAnalyser,
  catalogue: CatalogueNames,
  report: SetReport,
): Promise<TimedOutcome> => {
  const metadata = await timed(report, (document) => analyser.metadata({ document, catalogue }));
  const anomalies = await timed(report, (document) => analyser.anomalies({ document, catalogue }));
  const { heapUsed, rss } = process.memoryUsage();
  return {
    failure: metadata.failure ?? anomalies.failure,
    metadata: metadata.value as ReturnedMetadata | null,
    findings: anomalies.value ?? [],
    anomalies: anomalies.value ?? [],
    milliseconds: { metadata: metadata.milliseconds, anomalies: anomalies.milliseconds },
    memory: { heapUsed, rss },
  };
};
