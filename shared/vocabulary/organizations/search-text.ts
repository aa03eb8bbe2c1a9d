/**
 * Text as the organization search compares it: case-, accent- and spacing-insensitive. The stored
 * search copies and the caller's terms go through the same function, so "Fonciere  DEMO" finds
 * "Foncière Démo". Control characters become spaces, which is what lets {@link joinSearchParts}
 * separate fields with one: no folded search term can contain it, so no match spans two fields.
 */
const letterFoldings: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', ı: 'i' };

export const foldForSearch = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđłı]/g, (letter) => letterFoldings[letter]!)
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim();

const fieldSeparator = '\u001f';

export const joinSearchParts = (parts: readonly (string | null)[]): string =>
  parts
    .filter((part): part is string => part !== null && part !== '')
    .map(foldForSearch)
    .join(fieldSeparator);
