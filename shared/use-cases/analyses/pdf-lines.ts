import { extractText, getDocumentProxy } from 'unpdf';

/**
 * The text of each page of a PDF, through pdf.js. A chunk of its own in Lambda bundles
 * (`#lazy/pdf-lines`, infra/lazy-chunks.ts), loaded when the first PDF arrives rather than when the
 * consumer starts; so it imports nothing of ours (a class of ours would be a second copy there).
 */
export const pdfPages = async (bytes: Uint8Array): Promise<string[]> => {
  // Errors only: pdf.js otherwise prints its recovery from damaged files to stderr.
  const pdf = await getDocumentProxy(bytes, { verbosity: 0 });
  try {
    return (await extractText(pdf, { mergePages: false })).text;
  } finally {
    await pdf.destroy();
  }
};
