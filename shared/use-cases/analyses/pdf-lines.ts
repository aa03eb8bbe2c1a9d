import { getDocumentProxy } from 'unpdf';

/** Where a reading stands before a page: the check made then throws to stop it. */
interface ReadingSoFar {
  pageNumber: number;
  pageCount: number;
  /** Characters of text of the pages read so far. */
  characters: number;
}

/**
 * The text of each page of a PDF, through pdf.js, a page at a time so that a reading past its
 * bounds stops before the next page: the text of a page is its text items, each followed by a line
 * break where pdf.js ends a line (as unpdf's `extractText`). A chunk of its own in Lambda bundles
 * (`#lazy/pdf-lines`, infra/lazy-chunks.ts), loaded when the first PDF arrives rather than when the
 * consumer starts; so it imports nothing of ours (a class of ours would be a second copy there).
 */
export const pdfPages = async (bytes: Uint8Array, beforePage: (reading: ReadingSoFar) => void): Promise<string[]> => {
  // Errors only: pdf.js otherwise prints its recovery from damaged files to stderr.
  const pdf = await getDocumentProxy(bytes, { verbosity: 0 });
  try {
    const pages: string[] = [];
    let characters = 0;
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber += 1) {
      beforePage({ pageNumber, pageCount: pdf.numPages, characters });
      const content = await (await pdf.getPage(pageNumber)).getTextContent();
      const text = content.items
        .filter((item) => 'str' in item && item.str != null)
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('');
      characters += text.length;
      pages.push(text);
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
};
