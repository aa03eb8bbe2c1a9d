/** Every label of every language, for code that writes a response in the reader's language. */

import { type Language, type Localized, perLanguage } from '#shared/vocabulary/codes/languages.ts';
import { deLabels } from '#shared/vocabulary/languages/de/labels.ts';
import { enLabels } from '#shared/vocabulary/languages/en/labels.ts';
import { frLabels } from '#shared/vocabulary/languages/fr/labels.ts';
import type { LanguageLabels } from './parts.ts';

export const LABELS: Readonly<Record<Language, LanguageLabels>> = { fr: frLabels, en: enLabels, de: deLabels };

/** One label in every language. */
export const localized = (pick: (labels: LanguageLabels) => string): Localized =>
  perLanguage((language) => pick(LABELS[language]));
