import { normalize } from '#shared/use-cases/analyses/text-matching.ts';

/** Month names as `normalize` spells them (no accents, lower case), French, English and German. */
const months: Record<string, number> = {
  janvier: 1,
  fevrier: 2,
  mars: 3,
  avril: 4,
  mai: 5,
  juin: 6,
  juillet: 7,
  aout: 8,
  septembre: 9,
  octobre: 10,
  novembre: 11,
  decembre: 12,
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  may: 5,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
  januar: 1,
  februar: 2,
  marz: 3,
  juni: 6,
  juli: 7,
  oktober: 10,
  dezember: 12,
  janv: 1,
  fevr: 2,
  fev: 2,
  avr: 4,
  juil: 7,
  mrz: 3,
  maerz: 3,
  okt: 10,
  dez: 12,
};
const monthNames = Object.keys(months)
  .sort((a, b) => b.length - a.length)
  .join('|');

const isRealDate = (year: number, month: number, day: number): boolean => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    year >= 1900 &&
    year <= 2200
  );
};

const iso = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * Shapes of dates in reports, tried on the original line (numeric) and on its normalized form
 * (month names). Numeric day-first dates are read as European reports write them: 03/04/2025 is
 * 3 April.
 */
const patterns: {
  source: 'original' | 'normalized';
  regex: RegExp;
  parts: (match: RegExpMatchArray) => [number, number, number];
}[] = [
  {
    source: 'original',
    regex: /\b(\d{4})-(\d{2})-(\d{2})(?!\d)/g,
    parts: (m) => [Number(m[1]), Number(m[2]), Number(m[3])],
  },
  {
    source: 'original',
    regex: /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?!\d)/g,
    parts: (m) => [Number(m[3]), Number(m[2]), Number(m[1])],
  },
  {
    source: 'normalized',
    regex: new RegExp(` (\\d{1,2})(?:er|st|nd|rd|th)? (?:of )?(${monthNames}) (\\d{4}) `, 'g'),
    parts: (m) => [Number(m[3]), months[m[2]!]!, Number(m[1])],
  },
  {
    source: 'normalized',
    regex: new RegExp(` (${monthNames}) (\\d{1,2})(?:st|nd|rd|th)? (\\d{4}) `, 'g'),
    parts: (m) => [Number(m[3]), months[m[1]!]!, Number(m[2])],
  },
];

/** The real calendar dates a line contains, as `YYYY-MM-DD`, in the order they appear. */
export const datesIn = (line: string): string[] => {
  const normalized = normalize(line);
  const found: { at: number; date: string }[] = [];
  for (const pattern of patterns) {
    const text = pattern.source === 'original' ? line : normalized;
    const scale = pattern.source === 'original' ? 1 : line.length / Math.max(normalized.length, 1);
    for (const match of text.matchAll(pattern.regex)) {
      const [year, month, day] = pattern.parts(match);
      if (isRealDate(year, month, day)) found.push({ at: (match.index ?? 0) * scale, date: iso(year, month, day) });
    }
  }
  return found.sort((a, b) => a.at - b.at).map((entry) => entry.date);
};
