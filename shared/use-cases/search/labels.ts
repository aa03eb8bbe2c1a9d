/**
 * Human words of a Search response in fr, en and de: filter names, value labels (localized codes,
 * names for ids, readable periods) and group labels, from each language's labels (shared/vocabulary/languages).
 */

import { closedStatusesOf, hasStatuses, type Kind, openStatusesOf } from '#shared/vocabulary/catalogue/kinds.ts';
import type { Language } from '#shared/vocabulary/codes/languages.ts';
import { statusLabel } from '#shared/vocabulary/languages/kind-labels.ts';
import { LABELS } from '#shared/vocabulary/languages/labels.ts';
import type { LanguageLabels } from '#shared/vocabulary/languages/parts.ts';
import type { FilterKey, GroupBy } from '#shared/vocabulary/search/search-terms.ts';
import { localParts, wholeMonths } from '#shared/vocabulary/time/time-zone.ts';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

export const statusValueLabel = (kind: Kind, statuses: readonly string[], language: Language): string => {
  if (hasStatuses(kind)) {
    if (statuses.length > 1 && sameSet(statuses, openStatusesOf(kind))) return LABELS[language].statusSets.open;
    if (statuses.length > 1 && sameSet(statuses, closedStatusesOf(kind))) return LABELS[language].statusSets.closed;
  }
  return statuses.map((status) => statusLabel(kind, status, language)).join(', ');
};

const VOCABULARY: Partial<Record<FilterKey | GroupBy, (labels: LanguageLabels) => Readonly<Record<string, string>>>> = {
  priority: (labels) => labels.priorities,
  interventionType: (labels) => labels.interventionTypes,
  visitType: (labels) => labels.visitTypes,
  decision: (labels) => labels.decisions,
};

/** The word for a code of a vocabulary filter (priority, intervention type, visit type, decision). */
export const codeLabel = (key: FilterKey | GroupBy, code: string, language: Language): string =>
  VOCABULARY[key]?.(LABELS[language])[code] ?? code;

export const overdueLabel = (language: Language) => LABELS[language].overdue;
export const archivedLabel = (archived: boolean, language: Language) =>
  LABELS[language].archived[archived ? 'only' : 'excluded'];

/** "mars 2026", "2025", or "du 3 mars 2026 au 14 mars 2026", in the organization's time zone. */
export const periodLabel = (from: number, to: number, timeZone: string, language: Language): string => {
  const locale = LABELS[language].dateLocale;
  const months = wholeMonths(from, to, timeZone);
  if (months?.length === 1) {
    return new Intl.DateTimeFormat(locale, { timeZone, month: 'long', year: 'numeric' }).format(new Date(from));
  }
  const start = localParts(from, timeZone);
  if (months?.length === 12 && start.month === 1) return String(start.year);
  const day = new Intl.DateTimeFormat(locale, { timeZone, day: 'numeric', month: 'long', year: 'numeric' });
  const first = day.format(new Date(from));
  const last = day.format(new Date(to - 1));
  if (first === last) return first;
  return LABELS[language].dayRange(first, last);
};
