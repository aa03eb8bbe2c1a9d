import type { ReportLine } from '#shared/use-cases/analyses/layout/tables.ts';
import { dueDateInText } from './due-dates.ts';
import type { FindingDraft, ReadingContext } from './finding-draft.ts';
import { priorityOfGrade } from './grading-scales.ts';
import { labelledFindings } from './labelled-findings.ts';
import { hasDefectWords } from './non-findings.ts';
import { splitGrade } from './priorities.ts';

const ref = '[A-Z]+-[1-9][0-9]*(?:-[A-Z]+-[1-9][0-9]*)*';
const bullet = /^[-•*–—▪●◦·►✓✗☐]\s*/u;
const numbered = /^\(?\d{1,3}[.)]\s+|^\d{1,3}\s*[-–—]\s+|^[a-z][.)]\s+/;
const refLead = new RegExp(`^(${ref})\\s*[:.–—-]?\\s+`);
const namedLead =
  /^(?:observation|anomalie|constat|r[ée]serve|prescription|finding|defect|item|mangel|m[äa]ngel|punkt)\s*(?:n[°o]\.?\s*)?\d+\s*[:.–—-]\s*/i;

interface Item {
  ref: string | null;
  text: string;
}

/** The list marker a line starts with (bullet, number, `<ref>`, "Observation n° 3 :"), the ref it carries, and the text after it. */
const marker = (line: string): Item | undefined => {
  for (const pattern of [refLead, bullet, numbered, namedLead]) {
    const match = pattern.exec(line);
    if (!match) continue;
    let rest = line.slice(match[0].length);
    let itemRef = pattern === refLead ? match[1]! : null;
    const inner = refLead.exec(rest) ?? numbered.exec(rest) ?? namedLead.exec(rest);
    if (inner) {
      if (inner[1] && !itemRef) itemRef = inner[1];
      rest = rest.slice(inner[0].length);
    }
    return { ref: itemRef, text: rest };
  }
  return undefined;
};

/** Words a sentence does not end on: articles, prepositions, conjunctions (French, English, German). */
const openWords = new Set(
  (
    'a au aux de des du d l la le les un une et ou en par pour sur sous dans avec sans que qui ne se sa son ses leur ' +
    'a an the of to in on at by for from with and or not no is are be as ' +
    'der die das den dem des ein eine einer eines und oder im in an am auf aus bei mit nach von vom zu zum zur ist sind nicht'
  ).split(' '),
);

/** Whether a text stops on punctuation that always goes on: a comma, a colon, a dash, an open bracket. */
const stopsOnOpenPunctuation = (text: string): boolean => /[,:;(–—-]$/.test(text.trim());

/** Whether a text stops mid-sentence: on a comma, a colon, a dash or an open bracket, or on a word no sentence ends on. */
const stopsMidSentence = (text: string): boolean => {
  const trimmed = text.trim();
  if (stopsOnOpenPunctuation(trimmed)) return true;
  const last = trimmed.split(/\s+/).at(-1)?.toLowerCase() ?? '';
  return openWords.has(last.normalize('NFD').replace(/\p{M}/gu, ''));
};

/** A line that is nothing but a grade ("IMMEDIATELY DANGEROUS (ID)", "AT RISK (AR)"): the grade of the item above it. */
const isGradeLine = (text: string, context: ReadingContext): boolean =>
  priorityOfGrade(text, context.legend, false) !== null && /\p{Lu}{2}/u.test(text);

/**
 * A line that goes on with the item before it: no blank space between them, and either it starts
 * in lower case (a wrapped sentence), or the item stops on a comma or a colon, or, in a list, it
 * stops mid-sentence or another item follows the line (an unmarked line between two items is the
 * first one's); or the line is only the item's grade, set apart on a line of its own.
 */
const continues = (
  line: ReportLine,
  item: Item,
  listed: boolean,
  insideList: boolean,
  context: ReadingContext,
): boolean =>
  isGradeLine(line.text, context) ||
  (!line.gapBefore &&
    (/^[\p{Ll}(),;«"“]/u.test(line.text) ||
      stopsOnOpenPunctuation(item.text) ||
      (listed && (stopsMidSentence(item.text) || insideList))));

/** Whether a list item follows the line at `index` with no blank line between: the line is inside the list. */
const nextItemFollows = (lines: ReportLine[], index: number): boolean => {
  for (const line of lines.slice(index + 1)) {
    if (line.gapBefore) return false;
    if (marker(line.text)) return true;
  }
  return false;
};

/**
 * The items of a run of lines: each list item with the lines after it (a PDF wraps long lines);
 * in a findings part without list markers, each line that does not continue a sentence starts one.
 * Outside such a part, only list items count, and a line that does not continue one ends it.
 */
const itemsOf = (lines: ReportLine[], inFindings: boolean, context: ReadingContext): Item[] => {
  const listed = !inFindings || lines.some((line) => marker(line.text));
  const items: Item[] = [];
  let current: Item | undefined;
  for (const [index, line] of lines.entries()) {
    const start = marker(line.text) ?? (listed ? undefined : { ref: null, text: line.text });
    const inside = listed && nextItemFollows(lines, index);
    if (current && !marker(line.text) && continues(line, current, listed, inside, context))
      current.text += ` ${line.text}`;
    else {
      current = start;
      if (start) items.push(start);
    }
  }
  return items;
};

const draftOf = (item: Item, context: ReadingContext): FindingDraft => {
  const { text, grade, priority } = splitGrade(item.text, context.legend);
  return {
    text,
    ref: item.ref,
    grade,
    priority,
    location: null,
    reference: null,
    action: null,
    dueDate: dueDateInText(item.text) ?? null,
    naming: text,
  };
};

/**
 * The findings of a run of running text: the form fields that hold a defect (`labelled-findings.ts`);
 * then, in a part headed as findings ("Observations", "Mängel", "we noted the following:"), each
 * list item, or each sentence when nothing is listed; elsewhere only list items that say something
 * is wrong (missing, damaged, not working…).
 */
export const findingsOfLines = (lines: ReportLine[], inFindings: boolean, context: ReadingContext): FindingDraft[] => {
  const { drafts, rest } = labelledFindings(lines, context);
  const items = itemsOf(rest, inFindings, context).filter((item) => inFindings || hasDefectWords(item.text));
  return [...drafts, ...items.map((item) => draftOf(item, context))];
};
