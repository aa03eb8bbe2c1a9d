/**
 * What a kind and its statuses are called in a language; the labels themselves are each
 * language's (shared/vocabulary/languages/<language>/labels.ts).
 */

import { hasStatuses, type Kind } from '#shared/vocabulary/catalogue/kinds.ts';
import type { Language } from '#shared/vocabulary/codes/languages.ts';
import { LABELS } from './labels.ts';

export const kindLabel = (kind: Kind, lang: Language, count: 'singular' | 'plural' = 'plural'): string =>
  LABELS[lang].kinds[kind][count];

/** A status word for a kind; the code itself when the kind has no such status. */
export const statusLabel = (kind: Kind, status: string, lang: Language): string => {
  if (!hasStatuses(kind)) return status;
  const labels: Readonly<Record<string, string>> = LABELS[lang].statuses[kind];
  return labels[status] ?? status;
};
