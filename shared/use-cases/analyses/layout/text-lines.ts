import type { Cell, LayoutLine } from './layout-line.ts';

/** Cells of a plain-text line: parted by tabs, by a run of two spaces or more, or by a pipe (`a | b`). */
const cellSeparator = /\t+| {2,}|\s*\|\s*/g;
/** A line drawn with dashes, equals signs or underscores (a text table's rules, a signature's line) holds no text. */
const rule = /^[\s\-=_+|*#~.]*$/;

/** A quoted e-mail line keeps its text: the `>` marks of a reply or a forward are dropped. */
const unquoted = (line: string): string => line.replace(/^(?:\s*>)+\s?/, '');

const cellsOf = (line: string): Cell[] => {
  const cells: Cell[] = [];
  let start = 0;
  for (const separator of [...line.matchAll(cellSeparator), { index: line.length, 0: '' }]) {
    const raw = line.slice(start, separator.index);
    const text = raw.replace(/\s+/g, ' ').trim();
    if (text) {
      const x = start + raw.search(/\S/);
      cells.push({ text, x, right: x + raw.trimEnd().length - raw.search(/\S/) });
    }
    start = (separator.index ?? line.length) + separator[0].length;
  }
  return cells;
};

/** Tabs and pipes part cells whatever their widths: such cells are placed by their rank, a column each. */
const rankWidth = 1000;
const placed = (line: string): Cell[] => {
  const cells = cellsOf(line);
  return /[\t|]/.test(line)
    ? cells.map((cell, rank) => ({ ...cell, x: rank * rankWidth, right: rank * rankWidth + rankWidth / 2 }))
    : cells;
};

/**
 * The lines of a text file, each a page's line of height 1 at the top of its line number (a blank
 * line leaves its gap), its cells placed by their character columns.
 */
export const linesOfText = (text: string): LayoutLine[] =>
  text
    .split(/\r\n|\r|\n/)
    .map((line, index) => ({ page: 1, top: index, height: 1, cells: placed(unquoted(line).replace(/\u00a0/g, ' ')) }))
    .filter((line) => line.cells.length > 0 && !line.cells.every((cell) => rule.test(cell.text)));
