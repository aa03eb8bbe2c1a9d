import { isHeaderRow } from './column-roles.ts';
import { type LayoutLine, lineText } from './layout-line.ts';

/** How many lines at the top and at the bottom of a page may be its letterhead or its footer… */
const band = 5;
/** …within this share of the page's height from its top or its bottom edge. */
const edge = 0.15;

const pageNumbering = /^(?:(?:page|seite|p\.?)\s*\d+(?:\s*(?:\/|of|sur|von|de)\s*\d+)?|\d+\s*\/\s*\d+|-\s*\d+\s*-)$/i;

/** A line's text with its numbers blanked: "Page 2 / 5" and "Page 3 / 5" are the same furniture. */
const shape = (line: LayoutLine): string =>
  lineText(line).toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();

/** A page's lines, and its height (in the lines' units). */
export interface PageLines {
  lines: LayoutLine[];
  height: number;
}

const bandOf = ({ lines, height }: PageLines): LayoutLine[] => {
  const nearEdge = (line: LayoutLine) => line.top <= edge * height || line.top >= (1 - edge) * height;
  const ends = lines.length <= 2 * band ? lines : [...lines.slice(0, band), ...lines.slice(-band)];
  return ends.filter(nearEdge);
};

interface Unfurnished {
  lines: LayoutLine[];
  /** The letterheads and footers taken out, once each, in page order: where a report names who wrote it. */
  furniture: string[];
}

/**
 * The pages' lines without their furniture: the lines near the top or bottom of a page (among its
 * first or last five, within 15 % of its height from the edge) that come back on most pages (letterhead, running title, footer, "Page 2 / 5"), and page numbers alone.
 */
export const withoutFurniture = (pages: PageLines[]): Unfurnished => {
  const counts = new Map<string, number>();
  for (const page of pages)
    for (const key of new Set(bandOf(page).map(shape))) counts.set(key, (counts.get(key) ?? 0) + 1);
  const repeated = (key: string) => pages.length > 1 && (counts.get(key) ?? 0) >= Math.max(2, pages.length / 2);
  const furniture: string[] = [];
  const lines: LayoutLine[] = [];
  for (const page of pages) {
    const inBand = new Set(bandOf(page));
    for (const line of page.lines) {
      const key = shape(line);
      // A table's header repeated on each page is the table's: its reader skips the repeats.
      const isFurniture =
        inBand.has(line) &&
        !isHeaderRow(line.cells.map((cell) => cell.text)) &&
        (repeated(key) || pageNumbering.test(lineText(line).trim()));
      if (!isFurniture) lines.push(line);
      else if (!furniture.includes(lineText(line)) && !pageNumbering.test(lineText(line).trim()))
        furniture.push(lineText(line));
    }
  }
  return { lines, furniture };
};
