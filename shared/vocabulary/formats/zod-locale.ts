/**
 * zod's English messages ("Invalid input: expected string, received number", "Too big: expected
 * string to have <=200 characters" …), which the 400 bodies' `details[].message` and the catalogue
 * and library import reports quote. Classic zod sets them up when it loads; `zod/mini` does not, and
 * would say only "Invalid input". Imported for this side effect by formats.ts (which every schema
 * module uses) and by validate-request.ts (which every request passes), so that it runs once, before
 * any parse. One locale file (~3 KB): `z.locales.en` would bundle every language (~260 KB).
 */
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

z.config(en());
