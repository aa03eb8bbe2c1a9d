/**
 * The specification's value conventions ("Resources and their fields" → "Conventions") as plain
 * patterns and tests, without zod: for code that checks or reads a value without a schema (the
 * search function's lazy chunk loads no zod). The schemas built on them are in formats.ts.
 */

// ---------------------------------------------------------------------------------------------
// <uuid>
// ---------------------------------------------------------------------------------------------

/**
 * Canonical 8-4-4-4-12 hexadecimal UUID, version digit 1..8, variant digit 8, 9, a or b (either
 * case); plus the nil UUID and the all-f UUID (either case).
 */
export const UUID_PATTERN =
  /^(?:[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|[fF]{8}-[fF]{4}-[fF]{4}-[fF]{4}-[fF]{12})$/;

export const UUID_MESSAGE = 'must be a UUID (8-4-4-4-12 hex, version 1-8, variant 8, 9, a or b)';

export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);

// ---------------------------------------------------------------------------------------------
// <ref>
// ---------------------------------------------------------------------------------------------

/** References are at most this long. */
export const REF_MAX_LENGTH = 40;

/** `<LETTERS>-<N>` groups joined by `-`: uppercase letters, positive integer without leading zero. */
export const REF_PATTERN = /^[A-Z]+-[1-9][0-9]*(?:-[A-Z]+-[1-9][0-9]*)*$/;

export const isRef = (value: string): boolean => value.length <= REF_MAX_LENGTH && REF_PATTERN.test(value);

// ---------------------------------------------------------------------------------------------
// <timestamp>
// ---------------------------------------------------------------------------------------------

/**
 * ISO 8601 date-time with `Z` or a numeric offset: `YYYY-MM-DDThh:mm[:ss[.fraction]]` followed by
 * `Z`, `±hh:mm`, `±hhmm` or `±hh`. Lower-case `t` / `z` are accepted as RFC 3339 allows.
 */
export const TIMESTAMP_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)$/;

const daysInMonth = (year: number, month: number): number =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

/**
 * Milliseconds since the epoch of a `<timestamp>`, or `undefined` when the text is not one (bad
 * shape or an impossible date such as 2025-02-30 or 25:00). Fractions beyond milliseconds are
 * truncated.
 */
export const timestampToMillis = (value: string): number | undefined => {
  const m = TIMESTAMP_PATTERN.exec(value);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s, frac, zulu, sign, oh, om] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = s === undefined ? 0 : Number(s);
  if (month < 1 || month > 12) return undefined;
  if (day < 1 || day > daysInMonth(year, month)) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  let offsetMinutes = 0;
  if (!zulu) {
    const offsetHours = Number(oh);
    const offsetMins = om === undefined ? 0 : Number(om);
    if (offsetHours > 23 || offsetMins > 59) return undefined;
    offsetMinutes = (sign === '-' ? -1 : 1) * (offsetHours * 60 + offsetMins);
  }
  const millis = frac === undefined ? 0 : Number(frac.padEnd(3, '0').slice(0, 3));
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, millis);
  return date.getTime() - offsetMinutes * 60_000;
};

export const isTimestamp = (value: string): boolean => timestampToMillis(value) !== undefined;

// ---------------------------------------------------------------------------------------------
// <bigint>
// ---------------------------------------------------------------------------------------------

export const BIGINT_MAX = Number.MAX_SAFE_INTEGER; // 9007199254740991

// ---------------------------------------------------------------------------------------------
// Rule names, for callers that report which convention a value broke
// ---------------------------------------------------------------------------------------------

type FormatRule = 'uuid' | 'ref' | 'timestamp';

const patternRules: ReadonlyArray<readonly [RegExp, FormatRule]> = [
  [UUID_PATTERN, 'uuid'],
  [REF_PATTERN, 'ref'],
  [TIMESTAMP_PATTERN, 'timestamp'],
];

/** The convention behind a zod `invalid_format` issue's `pattern` (as zod prints it), if any. */
export const formatRuleOfPattern = (pattern: string | undefined): FormatRule | undefined =>
  pattern === undefined ? undefined : patternRules.find(([re]) => String(re) === pattern)?.[1];

// ---------------------------------------------------------------------------------------------
// Control characters
// ---------------------------------------------------------------------------------------------

/** C0 and C1 control characters, DEL, and the Unicode line and paragraph separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this finds
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

// ---------------------------------------------------------------------------------------------
// Invisible characters
// ---------------------------------------------------------------------------------------------

/**
 * Characters that change how the text around them reads while showing nothing themselves: the
 * bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), the zero-width
 * characters and direction marks (U+200B–U+200F, U+2060, U+FEFF) and the tag characters
 * (U+E0000–U+E007F). `Acme \u202Etxt.exe` reads `Acme exe.txt`. No name holds them
 * (docs/decisions.md, "Names are text a person can read").
 */
const INVISIBLE_CHARACTERS = /[\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff\u{e0000}-\u{e007f}]/gu;

export const hasInvisibleCharacters = (text: string): boolean =>
  new RegExp(INVISIBLE_CHARACTERS.source, 'u').test(text);

export const withoutInvisibleCharacters = (text: string): string => text.replace(INVISIBLE_CHARACTERS, '');
