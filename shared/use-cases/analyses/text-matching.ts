import type { NamedRecord } from '#shared/stores/analyses/catalogue-names.ts';
import type { CatalogueMatch } from '#shared/vocabulary/analyses/analysis.ts';

/**
 * Accent-, case- and punctuation-blind form of a text, padded with spaces so that a name is found
 * as whole words only (" porte " in " la porte est ", never inside " portefeuille ").
 */
export const normalize = (text: string): string =>
  ` ${text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/** Names shorter than this are too likely to occur by chance ("A", "B2"); their refs still match. */
const minimumNameLength = 3;

/** A `<ref>` standing alone: not the start of a longer code such as RVP-2025-118. */
export const REF_TOKEN = /(?<![\w-])[A-Z]+-[1-9][0-9]*(?:-[A-Z]+-[1-9][0-9]*)*(?![\w-])/g;

/**
 * The form names are compared in: normalized, and each word of four letters or more without a
 * plural's final s ("installations électriques" names "Installation électrique").
 */
const nameForm = (text: string): string => normalize(text).replace(/(\p{L}{3,})s(?= )/gu, '$1');

/**
 * Where a name occurs in the text (in name form): as whole words, or, for a single long word, as
 * the end of a compound ("Niederspannungshauptverteilung" names "Hauptverteilung").
 */
const positionOf = (text: string, name: string): number => {
  const whole = text.indexOf(name);
  if (whole >= 0 || name.trim().includes(' ') || name.trim().length < 8) return whole;
  const compound = text.indexOf(`${name.trim()} `);
  return compound > 0 && /\p{L}/u.test(text[compound - 1]!) ? compound : -1;
};

interface Found {
  record: NamedRecord;
  position: number;
  length: number;
}

const occurrences = (text: string, records: readonly NamedRecord[]): Found[] => {
  const normalized = nameForm(text);
  const refs = new Set(text.match(REF_TOKEN) ?? []);
  const found: Found[] = [];
  for (const record of records) {
    const name = nameForm(record.name);
    const position = name.trim().length >= minimumNameLength ? positionOf(normalized, name) : -1;
    // A ref identifies the record exactly, so it outranks any name.
    if (refs.has(record.ref))
      found.push({ record, position: text.indexOf(record.ref), length: Number.MAX_SAFE_INTEGER });
    else if (position >= 0) found.push({ record, position, length: name.length });
  }
  return found;
};

const asMatch = ({ id, ref, name }: NamedRecord): CatalogueMatch => ({ id, ref, name });

/** Every record the text names, in the order the text names them. */
export const namedIn = (text: string, records: readonly NamedRecord[]): CatalogueMatch[] =>
  occurrences(text, records)
    .sort((a, b) => a.position - b.position || b.length - a.length)
    .map((found) => asMatch(found.record));

/** The record the text names most precisely: by ref, else the longest name, then the first one named. */
export const bestNamedIn = (text: string, records: readonly NamedRecord[]): CatalogueMatch | null => {
  const [best] = occurrences(text, records).sort((a, b) => b.length - a.length || a.position - b.position);
  return best ? asMatch(best.record) : null;
};
