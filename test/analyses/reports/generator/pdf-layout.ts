import type { PDFFont } from 'pdf-lib';

/**
 * How a PDF producer writes a page's text, which is what a reader of the PDF gets back in order:
 * `line` draws each line of a cell or paragraph as one text item, `word` a word at a time,
 * `column` draws a table column by column (all cells of the first column, then the second …).
 */
export type Producer = 'line' | 'word' | 'column';

export interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

export type Block =
  | { heading: string }
  | { paragraph: string; size?: number }
  | { fields: [string, string][]; labelWidth?: number }
  | { table: { columns: Column[]; rows: string[][] } }
  | { list: string[] }
  | { space: number }
  | { pageBreak: true };

export interface TextOp {
  kind: 'text';
  x: number;
  y: number;
  text: string;
  bold: boolean;
  size: number;
}
export interface RuleOp {
  kind: 'rule';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}
export type Op = TextOp | RuleOp;

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export interface LayoutStyle {
  size: number;
  producer: Producer;
  rules: boolean;
  /** Where the body starts below the letterhead and ends above the footer. */
  top: number;
  bottom: number;
  left: number;
  width: number;
}

/** The lines a text takes in `width` points, broken at spaces only. */
export const wrap = (text: string, font: PDFFont, size: number, width: number): string[] => {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ').filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
  }
  return lines;
};

/** Lays blocks out on pages: ops per page, a table's header repeated on each page it runs onto. */
export class Layout {
  readonly pages: Op[][] = [[]];
  /** How many times a table ran onto a next page, its header repeated there. */
  tableBreaks = 0;
  private y: number;

  constructor(
    private readonly fonts: Fonts,
    private readonly style: LayoutStyle,
  ) {
    this.y = style.top;
  }

  private get page(): Op[] {
    return this.pages[this.pages.length - 1]!;
  }

  private newPage(): void {
    this.pages.push([]);
    this.y = this.style.top;
  }

  private ensure(height: number): void {
    if (this.y - height < this.style.bottom) this.newPage();
  }

  private text(x: number, text: string, bold = false, size = this.style.size): void {
    this.page.push({ kind: 'text', x, y: this.y, text, bold, size });
  }

  add(block: Block): void {
    const { size, left, width } = this.style;
    const lineHeight = size * 1.3;
    if ('pageBreak' in block) this.newPage();
    else if ('space' in block) this.y -= block.space;
    else if ('heading' in block) {
      this.ensure(lineHeight * 3);
      this.y -= size * 0.8;
      this.text(left, block.heading, true, size + 1.5);
      this.y -= lineHeight + 2;
    } else if ('paragraph' in block) {
      const paragraphSize = block.paragraph.length > 0 ? (block.size ?? size) : size;
      for (const line of wrap(block.paragraph, this.fonts.regular, paragraphSize, width)) {
        this.ensure(lineHeight);
        this.text(left, line, false, paragraphSize);
        this.y -= paragraphSize * 1.3;
      }
      this.y -= 3;
    } else if ('list' in block) {
      for (const item of block.list) {
        const lines = wrap(item, this.fonts.regular, size, width - 14);
        this.ensure(lineHeight * lines.length);
        this.text(left + 4, '•');
        for (const line of lines) {
          this.text(left + 14, line);
          this.y -= lineHeight;
        }
      }
      this.y -= 3;
    } else if ('fields' in block) {
      const labelWidth = block.labelWidth ?? 150;
      for (const [label, value] of block.fields) {
        const lines = wrap(value, this.fonts.regular, size, width - labelWidth);
        this.ensure(lineHeight * lines.length);
        this.text(left, label, true);
        for (const line of lines) {
          this.text(left + labelWidth, line);
          this.y -= lineHeight;
        }
      }
      this.y -= 3;
    } else this.table(block.table.columns, block.table.rows);
  }

  private cellLines(columns: Column[], row: string[], font: PDFFont): string[][] {
    return columns.map((column, index) => wrap(row[index] ?? '', font, this.style.size, column.width - 6));
  }

  /** A table row at the current height; `column` producers get its cells' ops back to draw later, column by column. */
  private row(columns: Column[], lines: string[][], bold: boolean, cells: { col: number; op: Op }[]): void {
    const { size, left, rules } = this.style;
    const lineHeight = size * 1.25;
    const height = Math.max(...lines.map((cell) => cell.length)) * lineHeight + 4;
    const font = bold ? this.fonts.bold : this.fonts.regular;
    let x = left;
    for (const [col, column] of columns.entries()) {
      for (const [index, line] of lines[col]!.entries()) {
        const textX = column.align === 'right' ? x + column.width - 3 - font.widthOfTextAtSize(line, size) : x + 3;
        cells.push({
          col,
          op: { kind: 'text', x: textX, y: this.y - size - index * lineHeight, text: line, bold, size },
        });
      }
      x += column.width;
    }
    if (rules) {
      const right = left + columns.reduce((sum, column) => sum + column.width, 0);
      this.page.push({ kind: 'rule', x1: left, y1: this.y + 1, x2: right, y2: this.y + 1 });
      this.page.push({ kind: 'rule', x1: left, y1: this.y - height + 1, x2: right, y2: this.y - height + 1 });
      let edge = left;
      for (const column of [...columns, null]) {
        this.page.push({ kind: 'rule', x1: edge, y1: this.y + 1, x2: edge, y2: this.y - height + 1 });
        edge += column?.width ?? 0;
      }
    }
    this.y -= height;
  }

  private flush(cells: { col: number; op: Op }[]): void {
    const ordered = this.style.producer === 'column' ? [...cells].sort((a, b) => a.col - b.col) : cells;
    this.page.push(...ordered.map((cell) => cell.op));
    cells.length = 0;
  }

  private table(columns: Column[], rows: string[][]): void {
    const lineHeight = this.style.size * 1.25;
    const header = this.cellLines(
      columns,
      columns.map((column) => column.title),
      this.fonts.bold,
    );
    const headerHeight = Math.max(...header.map((cell) => cell.length)) * lineHeight + 4;
    let cells: { col: number; op: Op }[] = [];
    this.ensure(headerHeight * 2);
    this.y -= 4;
    this.row(columns, header, true, cells);
    for (const row of rows) {
      const lines = this.cellLines(columns, row, this.fonts.regular);
      const height = Math.max(...lines.map((cell) => cell.length)) * lineHeight + 4;
      if (this.y - height < this.style.bottom) {
        this.flush(cells);
        cells = [];
        this.newPage();
        this.tableBreaks += 1;
        this.row(columns, header, true, cells);
      }
      this.row(columns, lines, false, cells);
    }
    this.flush(cells);
    this.y -= 8;
  }
}
