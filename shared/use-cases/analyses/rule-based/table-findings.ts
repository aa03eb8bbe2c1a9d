import { type ColumnRole, columnRole, isAbbreviated } from '#shared/use-cases/analyses/layout/column-roles.ts';
import type { ReportTable } from '#shared/use-cases/analyses/layout/tables.ts';
import type { Priority } from '#shared/vocabulary/catalogue/kinds.ts';
import { delayRanksOf } from './delay-ranks.ts';
import { dueDateOf } from './due-dates.ts';
import { type FindingDraft, type ReadingContext, refPattern } from './finding-draft.ts';
import { type Legend, priorityOfGrade } from './grading-scales.ts';
import { isCleared, isPassing } from './non-findings.ts';
import { splitGrade } from './priorities.ts';

type Columns = Partial<Record<ColumnRole, number>>;

/** Each role's first column. */
const columnsOf = (header: string[]): Columns => {
  const columns: Columns = {};
  for (const [index, name] of header.entries()) {
    const role = columnRole(name);
    if (role && columns[role] === undefined) columns[role] = index;
  }
  return columns;
};

/** Without a column named for it, the observation is the column of the longest text, when the table grades its rows. */
const observationColumn = (table: ReportTable, columns: Columns): number | undefined => {
  if (columns.observation !== undefined) return columns.observation;
  if (columns.grade === undefined) return undefined;
  const taken = new Set(Object.values(columns));
  const lengths = table.header.map((_, index) =>
    taken.has(index) ? 0 : table.rows.reduce((sum, row) => sum + (row[index]?.length ?? 0), 0),
  );
  const longest = lengths.indexOf(Math.max(...lengths));
  return lengths[longest]! > 0 ? longest : undefined;
};

const cell = (row: string[], column: number | undefined): string =>
  column === undefined ? '' : (row[column] ?? '').trim();

/**
 * A bare code is printed with its column's name: "1" under "Priorité" is "Priorité 1", as the legend
 * writes it; under a name cut short ("D.") the code stands alone.
 */
const printedGrade = (name: string, written: string): string =>
  /^(?:\d|\p{L})$/u.test(written) && columnRole(name) === 'grade' && !isAbbreviated(name)
    ? `${name} ${written}`
    : written;

interface RowGrade {
  grade: string | null;
  priority: Priority | null;
  text: string;
  /** What is left of a grade cell that also holds the delay ("1 sofort" under "MK Frist"). */
  delay?: string;
}

/** A grade cell read whole ("Priorité 1", "erheblich"), else as a grade and a delay ("2 4 Wo."). */
const gradeOfCell = (written: string, name: string, legend: Legend): Omit<RowGrade, 'text'> | undefined => {
  const grade = printedGrade(name, written);
  const whole = priorityOfGrade(grade, legend) ?? priorityOfGrade(written, legend);
  if (whole) return { grade, priority: whole };
  const [first = '', ...rest] = written.split(/\s+/);
  const head = rest.length > 0 ? priorityOfGrade(first, legend) : null;
  return head ? { grade: first, priority: head, delay: rest.join(' ') } : undefined;
};

/** The grade of a row: its grade cell, else a delay cell that is a grade ("Immédiat", "3 mois"), else one in the text. */
const gradeOfRow = (
  row: string[],
  header: string[],
  columns: Columns,
  context: ReadingContext,
  text: string,
): RowGrade => {
  for (const column of [columns.grade, columns.due]) {
    const written = cell(row, column);
    const found = written ? gradeOfCell(written, header[column!]!, context.legend) : undefined;
    if (found) return { ...found, text };
  }
  const inText = splitGrade(text, context.legend);
  return { grade: inText.grade ?? (cell(row, columns.grade) || null), priority: inText.priority, text: inText.text };
};

/** A row number drawn in one cell with the first column's text ("1 Chaufferie" under "N° Localisation"). */
const numberLed = /^((?:[A-Z]{1,3}-?)?\d{1,3}(?:\.\d{1,2})?)\s+(\S.*)$/;

/** The row's number, and the first column's text without it: without a number column, the number leading the first column's cell. */
const leadingNumber = (row: string[], columns: Columns): { number: string; first: string } => {
  const first = cell(row, 0);
  if (columns.number !== undefined) return { number: cell(row, columns.number), first };
  const led = numberLed.exec(first);
  return led ? { number: led[1]!, first: led[2]! } : { number: '', first };
};

/** A cell of the row, the first column's without its leading number. */
const cellOf = (row: string[], column: number | undefined, first: string): string =>
  column === 0 ? first : cell(row, column);

const draftOfRow = (
  row: string[],
  table: ReportTable,
  columns: Columns,
  observation: number,
  context: ReadingContext,
) => {
  const { number, first } = leadingNumber(row, columns);
  const written = cellOf(row, observation, first);
  if (!written || isPassing(written)) return undefined;
  // A grade column's "C" is a grade; a result's "C" says conforme.
  const gradeCell = cell(row, columns.grade);
  const graded = gradeCell !== '' && priorityOfGrade(gradeCell, context.legend) !== null;
  const verdicts = [columns.result, graded ? undefined : columns.grade, columns.status];
  if (verdicts.some((column) => column !== undefined && isPassing(cell(row, column)))) return undefined;
  if (columns.status !== undefined && isCleared(cell(row, columns.status))) return undefined;
  const { grade, priority, text, delay } = gradeOfRow(row, table.header, columns, context, written);
  const location = cellOf(row, columns.location, first);
  const reference = cell(row, columns.reference);
  const due = delay ?? cell(row, columns.due);
  const draft: FindingDraft = {
    text,
    ref: refPattern.test(number) ? number : refPattern.test(reference) ? reference : null,
    grade,
    priority,
    location: location || null,
    // A "Référence" column of ANO-12 refs holds the finding's ref, not a rule it cites.
    reference: (!refPattern.test(reference) && reference) || null,
    action: cell(row, columns.action) || null,
    dueDate: due ? dueDateOf(due, context.reportDate) : null,
    naming: [cell(row, columns.equipment), cell(row, columns.installation), location, text].join('\n'),
  };
  return draft;
};

/**
 * The findings of a table: a row each, from the column named like "Observation", "Constat",
 * "Mangel", "Defect", with the location, reference, action, grade and due date of the columns so
 * named; delays graded by the scale the table's own delays make (`delay-ranks.ts`). Rows whose
 * result or grade says the check passed are none, and so are those whose status
 * says they were cleared (a portal's export lists them beside the open ones).
 */
export const findingsOfTable = (table: ReportTable, context: ReadingContext): FindingDraft[] => {
  const columns = columnsOf(table.header);
  const observation = observationColumn(table, columns);
  if (observation === undefined) return [];
  // The report's own legend outranks the scale its delays make.
  const ranks = delayRanksOf(table.rows.map((row) => cell(row, columns.due)));
  const legend = new Map([...ranks, ...context.legend]);
  return table.rows.flatMap((row) => draftOfRow(row, table, columns, observation, { ...context, legend }) ?? []);
};
