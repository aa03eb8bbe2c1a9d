/**
 * The specification's value conventions ("Resources and their fields" → "Conventions") as zod 4
 * schemas, shared by every request, response and import validator.
 *
 * They are built on the plain patterns and tests of plain-formats.ts, which code that needs no
 * schema imports instead (without zod). They are plain `z.string()` / `z.number()` schemas with
 * `z.regex()` checks, so that
 * `z.toJSONSchema` renders them as `pattern`s. The failure messages are written to follow a field
 * path: `records[3].id: must be a UUID (8-4-4-4-12 hex, version 1-8, variant 8, 9, a or b)`.
 */
import * as z from 'zod/mini';
import {
  BIGINT_MAX,
  CONTROL_CHARACTERS,
  hasInvisibleCharacters,
  isTimestamp,
  REF_MAX_LENGTH,
  REF_PATTERN,
  TIMESTAMP_PATTERN,
  UUID_MESSAGE,
  UUID_PATTERN,
  withoutInvisibleCharacters,
} from './plain-formats.ts';
import './zod-locale.ts';

/** The catalogue import's validators read these plain tests here, beside the schemas. */
export { formatRuleOfPattern, isUuid, timestampToMillis } from './plain-formats.ts';

// ---------------------------------------------------------------------------------------------
// <uuid>
// ---------------------------------------------------------------------------------------------

/** `<uuid>`: validated, kept as written. */
export const uuid = z.string().check(z.regex(UUID_PATTERN, { error: UUID_MESSAGE }));

/** `<uuid>` lower-cased on output, for ids that are stored or compared. */
export const canonicalUuid = z.pipe(
  uuid,
  z.transform((value: string) => value.toLowerCase()),
);

// ---------------------------------------------------------------------------------------------
// <ref>
// ---------------------------------------------------------------------------------------------

const REF_MESSAGE =
  'must be a reference like ANO-12 or ANO-12-LOT-3 (uppercase letters, a dash, a positive number without leading zero)';

/** `<ref>`: at most 40 characters. */
export const ref = z
  .string()
  .check(
    z.maxLength(REF_MAX_LENGTH, { error: `must be at most ${REF_MAX_LENGTH} characters` }),
    z.regex(REF_PATTERN, { error: REF_MESSAGE }),
  );

// ---------------------------------------------------------------------------------------------
// <timestamp>
// ---------------------------------------------------------------------------------------------

const TIMESTAMP_MESSAGE =
  'must be an ISO 8601 date-time with Z or a numeric offset, e.g. 2025-03-14T09:30:00Z or 2025-03-14T10:30:00+01:00';

const TIMESTAMP_DATE_MESSAGE = 'must be a real date and time (e.g. no February 30, no hour 24)';

/** `<timestamp>`: shape first (aborts on failure), then a real calendar date and time of day. */
export const timestamp = z
  .string()
  .check(
    z.regex(TIMESTAMP_PATTERN, { error: TIMESTAMP_MESSAGE, abort: true }),
    z.refine(isTimestamp, { error: TIMESTAMP_DATE_MESSAGE, params: { rule: 'timestamp' } }),
  );

// ---------------------------------------------------------------------------------------------
// <bigint>
// ---------------------------------------------------------------------------------------------

/** `<bigint>`: an integer in 0..9007199254740991. */
export const bigint = z
  .number({ error: 'must be a number' })
  .check(
    z.int({ error: 'must be an integer' }),
    z.minimum(0, { error: 'must be at least 0' }),
    z.maximum(BIGINT_MAX, { error: `must be at most ${BIGINT_MAX}` }),
  );

/**
 * A number that is an integer in `min`..`max` (`max` left open when absent), with zod's own
 * messages; `z.toJSONSchema` renders it as `"type": "integer"` with `minimum` and `maximum`.
 */
export const integer = (min: number, max?: number) =>
  z.number().check(z.int(), z.minimum(min), ...(max === undefined ? [] : [z.maximum(max)]));

// ---------------------------------------------------------------------------------------------
// One line of text (names)
// ---------------------------------------------------------------------------------------------

/** `{name: boolean}` for each name, nothing else: the `actions` and `updatableFields` of a view. */
export const booleanFlags = <const K extends readonly string[]>(names: K) =>
  z.strictObject(
    Object.fromEntries(names.map((name) => [name, z.boolean()])) as { [N in K[number]]: z.ZodMiniBoolean<boolean> },
  );

/**
 * How a name holding invisible characters (bidirectional controls, zero-width and tag characters:
 * plain-formats.ts) is taken: an operation refuses it, so that the person typing is told; an import
 * removes them, so that a whole file is not refused for a character nobody sees (docs/decisions.md,
 * "Names are text a person can read").
 */
type InvisibleCharacters = 'refuse' | 'remove';

/** The one check that makes a name text a person can read: first among a name's checks, before it is trimmed and counted. */
export const readable = (invisible: InvisibleCharacters) =>
  invisible === 'remove'
    ? z.overwrite(withoutInvisibleCharacters)
    : z.refine<string>((text) => !hasInvisibleCharacters(text), {
        error:
          'must not contain invisible or direction-changing characters (U+200B–U+200F, U+202A–U+202E, U+2060, U+2066–U+2069, U+FEFF, tags)',
      });

/**
 * A name people read on one line, which may end up in an e-mail subject or a file header: readable
 * (above), trimmed, `min`..`max` characters, and no control character (a CR or LF would start a new
 * header line).
 */
export const singleLine = (min: number, max: number, invisible: InvisibleCharacters = 'refuse') =>
  z.string().check(
    readable(invisible),
    z.trim(),
    z.minLength(min, { error: min === 1 ? 'must not be empty or only spaces' : `must be at least ${min} characters` }),
    z.maxLength(max, { error: `must be at most ${max} characters` }),
    z.refine((text) => !new RegExp(CONTROL_CHARACTERS.source).test(text), {
      error: 'must not contain line breaks or other control characters',
    }),
  );
