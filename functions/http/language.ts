import { LANGUAGES, type Language } from '#shared/vocabulary/codes/languages.ts';

/** Browsers send a handful of ranges; the ranges after these are not read, however long the header. */
const maxRanges = 32;

/**
 * The first of fr, en, de that the Accept-Language header lists (by quality), else the fallback.
 * A header is never an error: a range that does not parse, or a weight that is no number, is
 * skipped, and what remains is read.
 */
export const preferredLanguage = (acceptLanguage: string | undefined, fallback: Language): Language => {
  const ranked = (acceptLanguage ?? '')
    .split(',', maxRanges)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { primary: tag.toLowerCase().split('-')[0] ?? '', quality: Number.isNaN(quality) ? 0 : quality, index };
    })
    .filter(({ quality }) => quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return (
    (ranked.find(({ primary }) => (LANGUAGES as readonly string[]).includes(primary))?.primary as Language) ?? fallback
  );
};
