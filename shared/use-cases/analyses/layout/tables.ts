import { type ColumnRole, columnRole, isHeaderRow } from './column-roles.ts';
import { type Cell, type LayoutLine, tidyText } from './layout-line.ts';

/** A table of a report: its column names and its rows, a cell a column, cells wrapped over lines joined. */
export interface ReportTable {
  header: string[];
  rows: string[][];
}

interface Column {
  name: string;
  role: ColumnRole | undefined;
  start: number;
  end: number;
}

/** Columns short enough never to wrap: a new value in one of them starts a new row. */
const keyRoles: ColumnRole[] = ['number', 'grade', 'due', 'date'];
/** A cell's wrapped line lies within this many line heights of the line above. */
const wrapGap = 2.2;
/** Below this share of a cell in one column, the cell crosses columns: running text, not the table's. */
const fitShare = 0.6;

/** Each header cell's column reaches to a little before the next one's name (values sit under or left of it). */
const columnsOf = (header: Cell[]): Column[] =>
  header.map((cell, index) => {
    const next = header[index + 1];
    const previous = header[index - 1];
    return {
      name: cell.text,
      role: columnRole(cell.text),
      start: previous ? previous.right + 0.75 * (cell.x - previous.right) : Number.NEGATIVE_INFINITY,
      end: next ? next.x - 0.25 * (next.x - cell.right) : Number.POSITIVE_INFINITY,
    };
  });

const overlap = (cell: Cell, column: Column): number =>
  Math.max(0, Math.min(cell.right, column.end) - Math.max(cell.x, column.start));

/** The column a cell falls in, or undefined when it crosses columns. */
const columnOfCell = (cell: Cell, columns: Column[]): number | undefined => {
  const width = Math.max(cell.right - cell.x, 1e-6);
  let best = 0;
  for (let index = 1; index < columns.length; index += 1)
    if (overlap(cell, columns[index]!) > overlap(cell, columns[best]!)) best = index;
  const share = overlap(cell, columns[best]!) / width;
  return share >= fitShare || cell.right - cell.x < 1e-6 ? best : undefined;
};

/** The column whose span holds an x, if any. */
const columnAt = (x: number, columns: Column[]): number =>
  columns.findIndex((column) => x >= column.start && x < column.end);

/**
 * A cell that starts in one column and runs on into the next holds two cells drawn as one ("1 DB3
 * (first floor riser)…" under "Item" and "Observation"): its first word, when it is a short number
 * or code, is the first column's.
 */
const unglued = (cell: Cell, column: number, columns: Column[]): [number, string][] => {
  const start = columnAt(cell.x, columns);
  const [first = '', ...rest] = cell.text.split(' ');
  if (start < 0 || start >= column || first.length > 6 || !/\d/.test(first) || rest.length === 0)
    return [[column, cell.text]];
  return [
    [start, first],
    [column, rest.join(' ')],
  ];
};

/** A line's cells by column, or undefined when a cell crosses columns (the table has ended). */
const placeLine = (line: LayoutLine, columns: Column[]): Map<number, string> | undefined => {
  const placed = new Map<number, string>();
  for (const cell of line.cells) {
    const column = columnOfCell(cell, columns);
    if (column === undefined) return undefined;
    for (const [index, text] of unglued(cell, column, columns))
      placed.set(index, tidyText(`${placed.get(index) ?? ''} ${text}`));
  }
  return placed;
};

const sameText = (a: string, b: string) => a.toLowerCase().replace(/\s+/g, '') === b.toLowerCase().replace(/\s+/g, '');

const partOf = (name: string, text: string) =>
  text.length >= 2 && name.toLowerCase().replace(/\s+/g, '').includes(text.toLowerCase().replace(/\s+/g, ''));

/** A header repeated where the table goes on (over a page break), or the second line of its wrapped names, to be skipped. */
const repeatsHeader = (line: LayoutLine, columns: Column[]): boolean =>
  line.cells.filter((cell) => columns.some((column) => sameText(column.name, cell.text))).length >=
    Math.min(2, columns.length) ||
  (line.cells.length >= 2 && line.cells.every((cell) => columns.some((column) => partOf(column.name, cell.text))));

/** A second line of column names under the first (a name wrapped in its cell), short words only. */
const continuesHeader = (line: LayoutLine, previous: LayoutLine, placed: Map<number, string>): boolean =>
  line.page === previous.page &&
  line.top - previous.top <= 1.4 * previous.height &&
  [...placed.values()].every((text) => !/\d/.test(text) && text.split(' ').length <= 2);

/**
 * Whether the line's cells start a new row rather than continue the wrapped cells of the current
 * one: a value in the number column; without one, a value in the first column beside one in a key
 * column (a row's cells start on its first line; a wrapped "4 Wo." is no new row).
 */
const startsRow = (placed: Map<number, string>, row: string[] | undefined, columns: Column[]): boolean => {
  if (!row) return true;
  const primary = columns.findIndex((column) => column.role === 'number');
  if (primary >= 0) return placed.has(primary);
  const keys = columns.flatMap((column, index) => (column.role && keyRoles.includes(column.role) ? [index] : []));
  if (keys.includes(0)) return placed.has(0);
  if (keys.length > 0) return placed.has(0) && keys.some((index) => placed.has(index));
  return placed.has(0) && (row[0] ?? '') !== '';
};

interface OpenTable {
  columns: Column[];
  rows: string[][];
  headerLine: LayoutLine;
  last: LayoutLine;
  headerDone: boolean;
}

/** A numbered heading ("6. Points vérifiés", "II. Conclusion") closes a table: a row's number is a cell of its own. */
const numberedHeading = /^(?:\d{1,2}(?:\.\d{1,2})*\.?|[IVX]{1,4}\.|[A-H]\.)\s+\p{Lu}/u;

/** Adds a line to an open table; false when the line is no part of it (a heading, another table's header, running text). */
const extend = (table: OpenTable, line: LayoutLine, isHeading: (text: string) => boolean): boolean => {
  if (line.page === table.last.page && line.top - table.last.top > 6 * Math.max(line.height, table.last.height))
    return false;
  if (repeatsHeader(line, table.columns)) {
    table.last = line;
    return true;
  }
  const texts = line.cells.map((cell) => cell.text);
  if (texts.length === 1 && (numberedHeading.test(texts[0]!) || isHeading(texts[0]!))) return false;
  if (texts.length >= 2 && isHeaderRow(texts)) return false;
  const placed = placeLine(line, table.columns);
  if (!placed) return false;
  // Over a page break a table goes on with its header repeated (above) or with a new row; a cell's
  // wrapped line follows the line above closely.
  const newRow = startsRow(placed, table.rows.at(-1), table.columns);
  if (line.page !== table.last.page && !newRow) return false;
  if (!newRow && table.rows.length > 0 && line.top - table.last.top > wrapGap * line.height) return false;
  if (!table.headerDone && table.rows.length === 0 && continuesHeader(line, table.last, placed)) {
    for (const [index, text] of placed) table.columns[index]!.name = tidyText(`${table.columns[index]!.name} ${text}`);
    for (const column of table.columns) column.role = columnRole(column.name);
  } else {
    table.headerDone = true;
    const row = table.rows.at(-1);
    if (startsRow(placed, row, table.columns))
      table.rows.push(table.columns.map((_, index) => placed.get(index) ?? ''));
    else for (const [index, text] of placed) row![index] = tidyText(`${row![index]} ${text}`);
  }
  table.last = line;
  return true;
};

/** A line of running text (its cells as the layout parts them) or a table, in the order the report gives them. */
export type ReportBlock = ReportLine | ({ kind: 'table' } & ReportTable);

/** A line of running text: its text, its cells, and whether a blank space parts it from the line before (a paragraph's start). */
export interface ReportLine {
  kind: 'line';
  text: string;
  cells: string[];
  gapBefore: boolean;
}

/** A two-cell line whose first cell is a short label reads "label : value", the way a report states a fact. */
const lineString = (cells: string[]): string => {
  const [label, value] = cells;
  if (
    cells.length === 2 &&
    /^[\p{L}][\p{L}'’ .°/()-]*$/u.test(label!) &&
    label!.split(' ').length <= 5 &&
    !/^[:=]/.test(value!)
  )
    return `${label} : ${value}`;
  return cells.join(' ');
};

/** More space than this (a share of the line's height) above a line parts it from the one before. */
const paragraphGap = 1.8;

const lineBlock = (line: LayoutLine, previous: LayoutLine | undefined): ReportBlock => {
  const cells = line.cells.map((cell) => cell.text);
  const gapBefore =
    previous !== undefined && previous.page === line.page && line.top - previous.top > paragraphGap * line.height;
  return { kind: 'line', text: lineString(cells), cells, gapBefore };
};

const closed = (table: OpenTable): ReportBlock => ({
  kind: 'table',
  header: table.columns.map((column) => column.name),
  rows: table.rows,
});

/**
 * The report's lines as a reader groups them: a line whose cells name two or more known columns
 * (one of them the observation's) opens a table; the lines whose cells fall in its columns are its
 * rows, a line with a value in a key column (number, grade, due date) starting a row and the others
 * continuing the cells it wraps; a repeated header (a new page) is skipped; a heading (a line of one
 * cell `isHeading` knows, or numbered), a line crossing the columns, or one far below closes it.
 * The other lines stay lines.
 */
export const readBlocks = (lines: LayoutLine[], isHeading: (text: string) => boolean): ReportBlock[] => {
  const blocks: ReportBlock[] = [];
  let table: OpenTable | undefined;
  let previous: LayoutLine | undefined;
  for (const line of lines) {
    const before = previous;
    previous = line;
    if (table && extend(table, line, isHeading)) continue;
    if (table) blocks.push(closed(table));
    table = undefined;
    if (line.cells.length >= 2 && isHeaderRow(line.cells.map((cell) => cell.text)))
      table = { columns: columnsOf(line.cells), rows: [], headerLine: line, last: line, headerDone: false };
    else blocks.push(lineBlock(line, before));
  }
  if (table) blocks.push(closed(table));
  return blocks;
};
