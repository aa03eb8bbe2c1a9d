/** The phrases of every language, read at build time into the lexicons (`npm run generate:lexicons`). */
import { dePhrases } from './de/phrases.ts';
import { enPhrases } from './en/phrases.ts';
import { frPhrases } from './fr/phrases.ts';
import type { Language } from './languages.ts';
import type { LanguagePhrases } from './parts.ts';

export const PHRASES: Readonly<Record<Language, LanguagePhrases>> = { fr: frPhrases, en: enPhrases, de: dePhrases };
