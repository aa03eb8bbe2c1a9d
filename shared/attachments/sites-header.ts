import * as z from 'zod';
import { UUID_MESSAGE, UUID_PATTERN } from '../http/formats.ts';

export const sitesHeaderMax = 100;

/**
 * `x-sites`: the unit (site) uuids the caller's screen is narrowed to, comma-separated, spaces
 * around items allowed, case-insensitive, at most 100. An empty item is an error rather than "no
 * restriction", so a client bug that sends `x-sites: ,` does not widen the view.
 */
export const sitesHeader = z
  .string()
  .transform((text) => text.split(',').map((item) => item.trim()))
  .pipe(
    z
      .array(z.string().regex(UUID_PATTERN, { error: `each site ${UUID_MESSAGE}` }))
      .min(1)
      .max(sitesHeaderMax, { error: `at most ${sitesHeaderMax} sites` }),
  )
  .transform((ids): ReadonlySet<string> => new Set(ids.map((id) => id.toLowerCase())));
