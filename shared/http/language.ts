import { languages, type Language } from '../notifications/catalogue.ts';

/** The first of fr, en, de that the Accept-Language header lists (by quality), else the fallback. */
export const preferredLanguage = (acceptLanguage: string | undefined, fallback: Language): Language => {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = Number(params.find((param) => param.trim().startsWith('q='))?.trim().slice(2) ?? '1');
      return { primary: tag.toLowerCase().split('-')[0] ?? '', quality: Number.isNaN(quality) ? 0 : quality, index };
    })
    .filter(({ quality }) => quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return (ranked.find(({ primary }) => (languages as readonly string[]).includes(primary))?.primary as Language) ?? fallback;
};
