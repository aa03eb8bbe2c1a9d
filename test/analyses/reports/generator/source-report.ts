import type { ReportTruth, TruthFinding } from '#infra/cli/analysis-eval/truth.ts';
import type { Priority } from '#shared/vocabulary/catalogue/kinds.ts';
import type { PdfReport } from './pdf-report.ts';
import type { TextEncoding } from './text-bytes.ts';

/** How one report of the set is written: the file's content, and its truth (README.md, "Truth"). */
export type SourceDocument =
  | { kind: 'pdf'; pdf: PdfReport }
  | { kind: 'scan'; pages: number; seed: number; created: string }
  | { kind: 'text'; extension: 'txt' | 'eml'; encoding: TextEncoding; text: string }
  | { kind: 'csv'; encoding: TextEncoding; delimiter: string; rows: string[][] };

export interface SourceReport {
  document: SourceDocument;
  truth: Omit<ReportTruth, 'file' | 'mimeType'>;
}

/** A truth finding: its id, our priority and the observation's words, then what else the report states. */
export const finding = (
  id: string,
  priority: Priority,
  text: string,
  more: Partial<Omit<TruthFinding, 'id' | 'priority' | 'text'>> = {},
): TruthFinding => ({
  id,
  text,
  location: more.location ?? null,
  reference: more.reference ?? null,
  action: more.action ?? null,
  dueDate: more.dueDate ?? null,
  grade: more.grade ?? null,
  priority,
});
