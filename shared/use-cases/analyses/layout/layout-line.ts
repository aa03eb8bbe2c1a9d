/** A stretch of a line set apart from its neighbours by a gap wider than a word space: a table cell, a column's text. */
export interface Cell {
  text: string;
  /** Left and right ends, in the page's units (a text file's: characters). */
  x: number;
  right: number;
}

/** A line of a report as a reader sees it: its page, its top (growing down the page), its height and its cells left to right. */
export interface LayoutLine {
  page: number;
  top: number;
  height: number;
  cells: Cell[];
}

export const lineText = (line: LayoutLine): string => line.cells.map((cell) => cell.text).join(' ');

export const tidyText = (text: string): string => text.replace(/\s+/g, ' ').trim();
