import type { CatalogueNames } from '#shared/stores/analyses/catalogue-names.ts';
import type { AnalyserInput } from '#shared/use-cases/analyses/analyser.ts';
import type { ReportBlock, ReportLine } from '#shared/use-cases/analyses/layout/tables.ts';
import { bestNamedIn, normalize } from '#shared/use-cases/analyses/text-matching.ts';
import type { ExtractedAnomaly } from '#shared/vocabulary/analyses/analysis.ts';
import type { Priority } from '#shared/vocabulary/catalogue/kinds.ts';
import { dueDateOf } from './due-dates.ts';
import type { FindingDraft, ReadingContext } from './finding-draft.ts';
import { definesGrades, legendOf } from './legend.ts';
import { delayOfGrade, legendDelaysOf } from './legend-delays.ts';
import { reportDateOf } from './metadata.ts';
import { endsPassing, isCount, isPassing, isRepairMade, onlySaysWell } from './non-findings.ts';
import { gradeOfPart, type PartGrade } from './part-grades.ts';
import { asksActionAtOnce, priorityFromWords } from './priority-from-words.ts';
import { type SectionKind, sectionOf } from './sections.ts';
import { catalogueOfSite, unitsOfReport } from './site.ts';
import { findingsOfTable } from './table-findings.ts';
import { findingsOfLines } from './text-findings.ts';

/** Upper bounds that keep an analysis record far below DynamoDB's 400 KB item limit. */
const maxAnomalies = 300;
const maxTextLength = 1000;
const maxFieldLength = 300;

/**
 * The report read part by part, as a reader does: a heading says what the part holds; tables are
 * read in findings parts and in parts no heading named, never in the parts a reader skips (scope,
 * legend, summary, follow-up of earlier findings…); running text gives the list items of findings parts
 * (and elsewhere the list items that say something is wrong).
 */
const draftsOf = (blocks: ReportBlock[], context: ReadingContext): FindingDraft[] => {
  const drafts: FindingDraft[] = [];
  let part: SectionKind | undefined;
  let partGrade: PartGrade | undefined;
  let run: ReportLine[] = [];
  const add = (found: FindingDraft[]) => drafts.push(...found.map((draft) => ({ ...draft, partGrade })));
  const closeRun = () => {
    if (part !== 'other' && run.length > 0) add(findingsOfLines(run, part === 'findings', context));
    run = [];
  };
  for (const block of blocks) {
    if (block.kind === 'table') {
      closeRun();
      const found = part === 'other' ? [] : findingsOfTable(block, context);
      add(found);
      // The text after a part's table of findings comments on them: it lists none of its own.
      if (found.length > 0) part = undefined;
      continue;
    }
    const heading = sectionOf(block.text);
    if (heading) {
      closeRun();
      part = heading;
      partGrade = heading === 'findings' ? gradeOfPart(block.text, context.legend) : undefined;
    } else run.push(block);
  }
  closeRun();
  return drafts;
};

/** What a reader would not list as a finding: a check passed, a repair made, a count, a legend's line, a sentence that only says things went well. */
const isFinding = (draft: FindingDraft, context: ReadingContext): boolean =>
  draft.text.length > 3 &&
  !definesGrades(draft.text, context.legend) &&
  !isPassing(draft.text) &&
  !endsPassing(draft.text) &&
  !isRepairMade(draft.text) &&
  !isCount(draft.text) &&
  !onlySaysWell(draft.text);

/** A finding with no due date of its own is due within the delay its grade has in the legend ("S = sofort"). */
const withLegendDue = (draft: FindingDraft, context: ReadingContext): FindingDraft => {
  const delay = draft.dueDate || !draft.grade ? undefined : delayOfGrade(draft.grade, context.delays);
  return delay ? { ...draft, dueDate: dueDateOf(delay, context.reportDate) } : draft;
};

/** Each finding once: the same words at the same place are the same finding (a summary repeating it, a table over two pages). */
const once = (drafts: FindingDraft[]): FindingDraft[] => {
  const seen = new Set<string>();
  return drafts.filter((draft) => {
    const key = `${normalize(draft.text)}|${normalize(draft.location ?? '')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

const bounded = (value: string | null, length = maxFieldLength): string | null =>
  value ? value.slice(0, length) : null;

/** A finding without a grade of its own: one whose words ask for action at once is `critical`; else its part's grade, else its words'. */
const ungradedPriority = (draft: FindingDraft): Priority => {
  const words = `${draft.text} ${draft.action ?? ''}`;
  return draft.partGrade && !asksActionAtOnce(words) ? draft.partGrade.priority : priorityFromWords(words);
};

const anomalyOf = (draft: FindingDraft, catalogue: CatalogueNames): ExtractedAnomaly => ({
  text: draft.text.slice(0, maxTextLength),
  ref: draft.ref,
  priority: draft.priority ?? ungradedPriority(draft),
  grade: bounded(draft.grade ?? (draft.priority ? null : (draft.partGrade?.grade ?? null))),
  location: bounded(draft.location),
  reference: bounded(draft.reference),
  action: bounded(draft.action, maxTextLength),
  dueDate: draft.dueDate,
  equipment: bestNamedIn(draft.naming, catalogue.equipment),
  technicalInstallation: bestNamedIn(draft.naming, catalogue.technicalInstallations),
});

/**
 * The findings of a report, in steps: the report's date and legend (its grades and their delays),
 * its site; the findings of its tables and lists, part by part; those that are none left out; due
 * by their grade's delay when they give no date; each once; named against the catalogue of its site.
 */
export const extractAnomalies = ({ document, catalogue }: AnalyserInput): ExtractedAnomaly[] => {
  const legend = legendOf(document.lines);
  const delays = legendDelaysOf(document.lines, legend);
  const context: ReadingContext = { legend, delays, reportDate: reportDateOf(document) };
  const siteCatalogue = catalogueOfSite(catalogue, unitsOfReport(document.lines, catalogue.units));
  const drafts = draftsOf(document.blocks, context).filter((draft) => isFinding(draft, context));
  const findings = once(drafts.map((draft) => withLegendDue(draft, context)));
  return findings.slice(0, maxAnomalies).map((draft) => anomalyOf(draft, siteCatalogue));
};
