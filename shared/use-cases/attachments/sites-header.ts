import * as z from 'zod/mini';
import { UUID_MESSAGE, UUID_PATTERN } from '#shared/vocabulary/formats/plain-formats.ts';

const sitesHeaderMax = 100;

/**
 * `x-sites`: the unit (site) uuids the caller's screen is narrowed to, comma-separated, spaces
 * around items allowed, case-insensitive, at most 100. An empty item is an error rather than "no
 * restriction", so a client bug that sends `x-sites: ,` does not widen the view.
 */
export const sitesHeader = z.pipe(
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((text: string) => text.split(',').map((item) => item.trim())),
    ),
    z
      .array(z.string().check(z.regex(UUID_PATTERN, { error: `each site ${UUID_MESSAGE}` })))
      .check(z.minLength(1), z.maxLength(sitesHeaderMax, { error: `at most ${sitesHeaderMax} sites` })),
  ),
  z.transform((ids: string[]): ReadonlySet<string> => new Set(ids.map((id) => id.toLowerCase()))),
);
