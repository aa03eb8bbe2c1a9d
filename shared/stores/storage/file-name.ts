import * as z from 'zod/mini';
import { readable } from '#shared/vocabulary/formats/formats.ts';

export const fileNameMaxLength = 255;

/** C0 and C1 control characters and DEL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what a file name may not hold
const forbidden = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * A file name as users see it: trimmed, 1..255 characters (what file systems take, and a listing
 * page of 200 names stays small), no control character (a line break would split every list, log
 * line and saved file the name reaches), readable: no invisible character (`report\u202Efdp.exe`
 * would show as `reportexe.pdf`). A `/` or `\` is the browser's to replace when it saves the
 * file, as it does any character its file system refuses (docs/files.md, "File names").
 */
export const fileName = z.string().check(
  readable('refuse'),
  z.trim(),
  z.minLength(1, { error: 'must not be empty or only spaces' }),
  z.maxLength(fileNameMaxLength, { error: `must be at most ${fileNameMaxLength} characters` }),
  z.refine((name) => !forbidden.test(name), { error: 'must not contain control characters' }),
);
