import type { ReportLine } from '#shared/use-cases/analyses/layout/tables.ts';
import { normalize } from '#shared/use-cases/analyses/text-matching.ts';
import { datesIn } from './dates.ts';
import type { FindingDraft, ReadingContext } from './finding-draft.ts';
import { isPassing } from './non-findings.ts';
import { splitGrade } from './priorities.ts';

/** Labels of a form's field that holds a defect: "Defect which could become a danger:", "Mangel:", "Anomalie constatée :". */
const defectLabel =
  /\b(?:defects?|deficienc\w+|danger|anomalies?|constats?|mangel|mangelbeschreibung|beanstandung\w*|findings?|non conformite)\b/;
/** Labels of the date a defect is to be remedied by, on the line after it. */
const dueLabel =
  /\b(?:date by which|remedied by|rectified by|to be remedied|a corriger avant|date limite|echeance|frist|beseitigung bis|due date|deadline|target date)\b/;
/** A field left empty: "None", "Néant", "Keine", "N/A", "—". */
const nothing =
  /^(?:none|nil|no|non|neant|aucune?|keine?|n a|na|sans objet|so|ras|see below|voir ci dessous|siehe unten)?$/;

const labelAndValue = (line: string): [string, string] | undefined => {
  const colon = line.indexOf(':');
  if (colon <= 0) return undefined;
  const label = normalize(line.slice(0, colon)).trim();
  return label.split(' ').length <= 14 ? [label, line.slice(colon + 1).trim()] : undefined;
};

/** The field's value as the finding; its grade from the label when the label carries one ("… of immediate danger"). */
const draftOf = (label: string, value: string, context: ReadingContext): FindingDraft => {
  const fromLabel = splitGrade(`${label} …`, context.legend);
  const fromValue = splitGrade(value, context.legend);
  const { grade, priority } = fromLabel.grade ? fromLabel : fromValue;
  const text = fromValue.text;
  return {
    text,
    ref: null,
    grade,
    priority,
    location: null,
    reference: null,
    action: null,
    dueDate: null,
    naming: text,
  };
};

/**
 * The findings a form states in labelled fields ("Details of any defect which could become a danger:
 * …", "Mangel: …"), the field's label giving the grade when it holds one (LOLER's "of immediate
 * danger"), and a following "date by which …" field their due date; fields left empty ("None")
 * are none. Returns them and the lines left for the reading of lists.
 */
export const labelledFindings = (
  lines: ReportLine[],
  context: ReadingContext,
): { drafts: FindingDraft[]; rest: ReportLine[] } => {
  const fields: { label: string; value: string; dueDate: string | null }[] = [];
  const rest: ReportLine[] = [];
  let last: (typeof fields)[number] | undefined;
  for (const line of lines) {
    const [label, value] = labelAndValue(line.text) ?? ['', ''];
    if (label && dueLabel.test(label) && last) last.dueDate = datesIn(value)[0] ?? last.dueDate;
    else if (label && defectLabel.test(label)) {
      const empty = nothing.test(normalize(value).trim()) || isPassing(value);
      last = empty ? undefined : { label, value, dueDate: null };
      if (last) fields.push(last);
    } else if (last && !line.gapBefore && /^\p{Ll}/u.test(line.text)) last.value += ` ${line.text}`;
    else {
      last = undefined;
      rest.push(line);
    }
  }
  const drafts = fields.map(({ label, value, dueDate }) => ({ ...draftOf(label, value, context), dueDate }));
  return { drafts, rest };
};
