import type { CatalogueNames } from '#shared/stores/analyses/catalogue-names.ts';
import type { AnalyserInput } from '#shared/use-cases/analyses/analyser.ts';
import type { ReportBlock, ReportLine } from '#shared/use-cases/analyses/layout/tables.ts';
import { bestNamedIn, normalize } from '#shared/use-cases/analyses/text-matching.ts';
import type { ExtractedAnomaly } from '#shared/vocabulary/analyses/analysis.ts';
import type { FindingDraft, ReadingContext } from './finding-draft.ts';
import { definesGrades, legendOf } from './legend.ts';
import { reportDateOf } from './metadata.ts';
import { endsPassing, isCount, isPassing, isRepairMade, onlySaysWell } from './non-findings.ts';
import { priorityFromWords } from './priority-from-words.ts';
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
  let run: ReportLine[] = [];
  const closeRun = () => {
    if (part !== 'other' && run.length > 0) drafts.push(...findingsOfLines(run, part === 'findings', context));
    run = [];
  };
  for (const block of blocks) {
    if (block.kind === 'table') {
      closeRun();
      const found = part === 'other' ? [] : findingsOfTable(block, context);
      drafts.push(...found);
      // The text after a part's table of findings comments on them: it lists none of its own.
      if (found.length > 0) part = undefined;
      continue;
    }
    const heading = sectionOf(block.text);
    if (heading) {
      closeRun();
      part = heading;
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

const anomalyOf = (draft: FindingDraft, catalogue: CatalogueNames): ExtractedAnomaly => ({
  text: draft.text.slice(0, maxTextLength),
  ref: draft.ref,
  priority: draft.priority ?? priorityFromWords(`${draft.text} ${draft.action ?? ''}`),
  grade: bounded(draft.grade),
  location: bounded(draft.location),
  reference: bounded(draft.reference),
  action: bounded(draft.action, maxTextLength),
  dueDate: draft.dueDate,
  equipment: bestNamedIn(draft.naming, catalogue.equipment),
  technicalInstallation: bestNamedIn(draft.naming, catalogue.technicalInstallations),
});

/**
 * The findings of a report, in steps: the report's date and legend, its site; the findings of its
 * tables and lists, part by part; those that are none left out; each once; named against the
 * catalogue of its site.
 */
export const extractAnomalies = ({ document, catalogue }: AnalyserInput): ExtractedAnomaly[] => {
  const context: ReadingContext = { legend: legendOf(document.lines), reportDate: reportDateOf(document) };
  const siteCatalogue = catalogueOfSite(catalogue, unitsOfReport(document.lines, catalogue.units));
  const findings = once(draftsOf(document.blocks, context).filter((draft) => isFinding(draft, context)));
  return findings.slice(0, maxAnomalies).map((draft) => anomalyOf(draft, siteCatalogue));
};
