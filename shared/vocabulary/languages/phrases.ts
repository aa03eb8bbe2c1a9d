/** The phrases of every language, read at build time into the lexicons (`npm run generate:lexicons`). */

import type { Language } from '#shared/vocabulary/codes/languages.ts';
import { dePhrases } from '#shared/vocabulary/languages/de/phrases.ts';
import { enPhrases } from '#shared/vocabulary/languages/en/phrases.ts';
import { frPhrases } from '#shared/vocabulary/languages/fr/phrases.ts';
import type { LanguagePhrases } from './parts.ts';

export const PHRASES: Readonly<Record<Language, LanguagePhrases>> = { fr: frPhrases, en: enPhrases, de: dePhrases };
