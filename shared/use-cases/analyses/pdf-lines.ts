import { getDocumentProxy, getResolvedPDFJS } from 'unpdf';

/** Where a reading stands before a page: the check made then throws to stop it. */
interface ReadingSoFar {
  pageNumber: number;
  pageCount: number;
  /** Characters of text of the pages read so far. */
  characters: number;
}

/** A run of text as the page draws it: its baseline's left end (`x`, `y` from the page's bottom), its width and height. */
export interface PositionedText {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PositionedPage {
  width: number;
  height: number;
  items: PositionedText[];
  /** Whether the page paints an image; looked at only on a page without text (a scan). */
  paintsImages: boolean;
}

interface TextItemLike {
  str?: string;
  transform?: number[];
  width?: number;
  height?: number;
}

const positioned = (item: TextItemLike): PositionedText | undefined => {
  if (!item.str || !item.transform || item.str.trim().length === 0) return undefined;
  const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = item.transform;
  const size = Math.hypot(c, d) || Math.hypot(a, b);
  return { text: item.str, x, y, width: item.width ?? 0, height: item.height || size };
};

type PdfPage = Awaited<ReturnType<Awaited<ReturnType<typeof getDocumentProxy>>['getPage']>>;

const imageOperators = async (): Promise<Set<number>> => {
  const { OPS } = await getResolvedPDFJS();
  return new Set([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject]);
};

const paintsImages = async (page: PdfPage): Promise<boolean> => {
  const painting = await imageOperators();
  return (await page.getOperatorList()).fnArray.some((operator) => painting.has(operator));
};

/**
 * The positioned text of each page of a PDF, through pdf.js's `getTextContent`, a page at a time so
 * that a reading past its bounds stops before the next page; the layout (lines, columns, tables)
 * is rebuilt from the positions by the modules that read it. A chunk of its own in Lambda bundles
 * (`#lazy/pdf-lines`, infra/lazy-chunks.ts), loaded when the first PDF arrives rather than when the
 * consumer starts; so it imports nothing of ours (a class of ours would be a second copy there).
 */
export const pdfPages = async (
  bytes: Uint8Array,
  beforePage: (reading: ReadingSoFar) => void,
): Promise<PositionedPage[]> => {
  // Errors only: pdf.js otherwise prints its recovery from damaged files to stderr.
  const pdf = await getDocumentProxy(bytes, { verbosity: 0 });
  try {
    const pages: PositionedPage[] = [];
    let characters = 0;
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber += 1) {
      beforePage({ pageNumber, pageCount: pdf.numPages, characters });
      const page = await pdf.getPage(pageNumber);
      const [, , width = 0, height = 0] = page.view;
      const content = await page.getTextContent();
      const items = content.items.flatMap((item) => positioned(item as TextItemLike) ?? []);
      characters += items.reduce((sum, item) => sum + item.text.length + 1, 0);
      pages.push({ width, height, items, paintsImages: items.length === 0 && (await paintsImages(page)) });
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
};
