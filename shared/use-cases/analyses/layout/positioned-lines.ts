import type { PositionedPage, PositionedText } from '#lazy/pdf-lines';
import type { Cell, LayoutLine } from './layout-line.ts';

/** Items whose baselines are closer than this share a line (a share of the smaller height). */
const sameBaseline = 0.45;
/** A gap wider than this (a share of the text's height) parts two cells: a word space is about 0.28, a table's gutter 0.6 or more. */
const cellGap = 0.5;

interface Placed extends PositionedText {
  top: number;
}

const byReadingOrder = (a: Placed, b: Placed) => a.top - b.top || a.x - b.x;

/** Items grouped into lines: an item joins the line whose baseline is within reach of its own. */
const groupLines = (items: Placed[]): Placed[][] => {
  const lines: { top: number; height: number; items: Placed[] }[] = [];
  for (const item of [...items].sort(byReadingOrder)) {
    const line = lines.at(-1);
    if (line && Math.abs(item.top - line.top) <= sameBaseline * Math.min(item.height, line.height))
      line.items.push(item);
    else lines.push({ top: item.top, height: item.height, items: [item] });
  }
  return lines.map((line) => line.items.sort((a, b) => a.x - b.x));
};

/** A line's items joined into cells: a word space joins, a wider gap parts. */
const cellsOf = (items: Placed[]): Cell[] => {
  const cells: Cell[] = [];
  for (const item of items) {
    const cell = cells.at(-1);
    const gap = cell ? item.x - cell.right : Number.POSITIVE_INFINITY;
    if (cell && gap <= cellGap * item.height) {
      const space = gap > 0.12 * item.height && !cell.text.endsWith(' ') && !item.text.startsWith(' ');
      cell.text += (space ? ' ' : '') + item.text;
      cell.right = Math.max(cell.right, item.x + item.width);
    } else cells.push({ text: item.text, x: item.x, right: item.x + item.width });
  }
  return cells
    .map((cell) => ({ ...cell, text: cell.text.replace(/\s+/g, ' ').trim() }))
    .filter((cell) => cell.text.length > 0);
};

/**
 * Two columns of running text: lines of two wide cells parted at the same x near the middle of the
 * page. Returns that x, or undefined when the page is not laid out so.
 */
const gutterOf = (lines: LayoutLine[], pageWidth: number): number | undefined => {
  const wide = pageWidth * 0.25;
  const starts = lines
    .filter(
      (line) =>
        line.cells.length === 2 && line.cells.every((cell) => cell.right - cell.x >= wide) && line.cells[1]!.x > 0,
    )
    .map((line) => line.cells[1]!.x)
    .sort((a, b) => a - b);
  if (starts.length < 4) return undefined;
  const gutter = starts[Math.floor(starts.length / 2)]!;
  const aligned = starts.filter((x) => Math.abs(x - gutter) < pageWidth * 0.02).length;
  return aligned >= 4 && gutter > pageWidth * 0.3 && gutter < pageWidth * 0.7 ? gutter - pageWidth * 0.02 : undefined;
};

const sideOf = (cell: Cell, gutter: number): 'left' | 'right' | 'both' =>
  cell.right <= gutter ? 'left' : cell.x >= gutter ? 'right' : 'both';

/** Runs of lines none of whose cells cross the gutter are read down the left column, then down the right. */
const readColumns = (lines: LayoutLine[], gutter: number): LayoutLine[] => {
  const ordered: LayoutLine[] = [];
  let left: LayoutLine[] = [];
  let right: LayoutLine[] = [];
  const flush = () => {
    ordered.push(...left, ...right);
    left = [];
    right = [];
  };
  for (const line of lines) {
    if (line.cells.some((cell) => sideOf(cell, gutter) === 'both')) {
      flush();
      ordered.push(line);
      continue;
    }
    const leftCells = line.cells.filter((cell) => sideOf(cell, gutter) === 'left');
    const rightCells = line.cells.filter((cell) => sideOf(cell, gutter) === 'right');
    if (leftCells.length > 0) left.push({ ...line, cells: leftCells });
    if (rightCells.length > 0) right.push({ ...line, cells: rightCells });
  }
  flush();
  return ordered;
};

/** The lines of a PDF page from its positioned text, top to bottom, two-column text read column by column. */
export const linesOfPage = (page: PositionedPage, pageNumber: number): LayoutLine[] => {
  const placed = page.items.map((item) => ({ ...item, top: page.height - item.y }));
  const lines = groupLines(placed)
    .map((items) => ({
      page: pageNumber,
      top: Math.min(...items.map((item) => item.top)),
      height: Math.max(...items.map((item) => item.height)),
      cells: cellsOf(items),
    }))
    .filter((line) => line.cells.length > 0);
  const gutter = gutterOf(lines, page.width);
  return gutter === undefined ? lines : readColumns(lines, gutter);
};
