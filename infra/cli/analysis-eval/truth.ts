import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnalysableMimeType } from '#shared/vocabulary/analyses/subject.ts';
import type { Priority } from '#shared/vocabulary/catalogue/kinds.ts';
import type { Language } from '#shared/vocabulary/codes/languages.ts';

/**
 * What a facility manager reads in one report of the analysis working set
 * (test/analyses/reports/README.md, "Truth"): one `<id>.truth.json` beside each report file.
 */
export interface TruthFinding {
  id: string;
  /** The observation in the report's own words. */
  text: string;
  location: string | null;
  reference: string | null;
  action: string | null;
  dueDate: string | null;
  /** The report's own grade as printed ("C2", "Mangelklasse 2", "Priorité 1"). */
  grade: string | null;
  priority: Priority;
}

export interface TruthMetadata {
  documentDate: string | null;
  /** The body that wrote the report. */
  author: string | null;
  /** The catalogue provider ref the author is, or null. */
  provider: string | null;
  units: string[];
  technicalInstallations: string[];
  equipment: string[];
}

export interface ReportTruth {
  id: string;
  file: string;
  mimeType: AnalysableMimeType;
  language: Language;
  family: string;
  /** The analysis's expected error code when the file cannot give a result. */
  failure: string | null;
  metadata: TruthMetadata;
  findings: TruthFinding[];
  /** For the later report of a pair: the earlier one, and which earlier finding each current one continues. */
  comparison?: { previous: string; continues: Record<string, string> };
}

export interface SetReport {
  truth: ReportTruth;
  bytes: Uint8Array;
}

/** Every report of a folder of the set, in the order of their ids. */
export const readSetFolder = (folder: string): SetReport[] =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.truth.json'))
    .sort()
    .map((name) => {
      const truth = JSON.parse(readFileSync(join(folder, name), 'utf8')) as ReportTruth;
      return { truth, bytes: new Uint8Array(readFileSync(join(folder, truth.file))) };
    });
