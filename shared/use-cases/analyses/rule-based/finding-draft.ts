import type { Priority } from '#shared/vocabulary/catalogue/kinds.ts';
import type { Legend } from './grading-scales.ts';
import type { LegendDelays } from './legend-delays.ts';
import type { PartGrade } from './part-grades.ts';

/** A finding as read from the report, before it is matched to the catalogue. */
export interface FindingDraft {
  text: string;
  ref: string | null;
  grade: string | null;
  priority: Priority | null;
  location: string | null;
  reference: string | null;
  action: string | null;
  dueDate: string | null;
  /** Where the finding names its equipment or installation: its text and the cells beside it. */
  naming: string;
  /** The grade its part's heading gives it ("Prescriptions", "… of immediate danger"), beneath its own. */
  partGrade?: PartGrade;
}

/** What reading findings needs to know of the whole report. */
export interface ReadingContext {
  legend: Legend;
  /** The report's date, from which a delay ("3 mois") is counted. */
  reportDate: string | null;
  /** The delays the legend gives its grades ("W = innerhalb von 4 Wochen"). */
  delays: LegendDelays;
}

/** A `<ref>` as the catalogue writes them: ANO-12. */
export const refPattern = /^[A-Z]+-[1-9][0-9]*(?:-[A-Z]+-[1-9][0-9]*)*$/;
