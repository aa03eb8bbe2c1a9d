import * as z from 'zod/mini';

export const fileNameMaxLength = 255;

/** C0 and C1 control characters, DEL, and the two path separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what a file name may not hold
const forbidden = /[\u0000-\u001f\u007f-\u009f/\\]/;

/**
 * A file name as users see it: trimmed, 1..255 characters, no path separator (it would read as a
 * folder once downloaded) and no control character (it would break headers and file systems).
 */
export const fileName = z.string().check(
  z.trim(),
  z.minLength(1, { error: 'must not be empty or only spaces' }),
  z.maxLength(fileNameMaxLength, { error: `must be at most ${fileNameMaxLength} characters` }),
  z.refine((name) => !forbidden.test(name), { error: 'must not contain / or \\ or control characters' }),
);
