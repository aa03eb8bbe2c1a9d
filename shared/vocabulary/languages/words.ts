/**
 * What the interpreter reads of every language as it runs. Only the lazily loaded interpreter may
 * import this module: it brings the stemmers, the stop-word lists and chrono-node's parsers.
 */

import type { Language } from '#shared/vocabulary/codes/languages.ts';
import { deWords } from '#shared/vocabulary/languages/de/words.ts';
import { enWords } from '#shared/vocabulary/languages/en/words.ts';
import { frWords } from '#shared/vocabulary/languages/fr/words.ts';
import type { LanguageWords } from './parts.ts';

export const WORDS: Readonly<Record<Language, LanguageWords>> = { fr: frWords, en: enWords, de: deWords };
