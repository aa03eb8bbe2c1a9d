/**
 * Human words of a Search response in fr, en and de: filter names, value labels (localized codes,
 * names for ids, readable periods) and group labels. Vocabulary labels come from kinds.ts.
 */

import {
  DECISION_LABELS,
  INTERVENTION_TYPE_LABELS,
  type Localized,
  PRIORITY_LABELS,
  STATUS_SET_LABELS,
  statusLabel,
  VISIT_TYPE_LABELS,
} from '../catalogue/kind-labels.ts';
import { closedStatusesOf, hasStatuses, type Kind, type LabelLanguage, openStatusesOf } from '../catalogue/kinds.ts';
import type { FilterKey, GroupBy } from './plan.ts';
import { localParts, wholeMonths } from './time-zone.ts';

export const FILTER_LABELS = {
  ref: { fr: 'Référence', en: 'Reference', de: 'Referenz' },
  status: { fr: 'Statut', en: 'Status', de: 'Status' },
  priority: { fr: 'Priorité', en: 'Priority', de: 'Priorität' },
  interventionType: { fr: "Type d'intervention", en: 'Intervention type', de: 'Einsatzart' },
  visitType: { fr: 'Type de visite', en: 'Visit type', de: 'Begehungsart' },
  decision: { fr: 'Avis', en: 'Decision', de: 'Entscheidung' },
  overdue: { fr: 'En retard', en: 'Overdue', de: 'Überfällig' },
  period: { fr: 'Période', en: 'Period', de: 'Zeitraum' },
  unit: { fr: 'Site', en: 'Site', de: 'Standort' },
  technicalInstallation: { fr: 'Installation technique', en: 'Technical installation', de: 'Technische Anlage' },
  equipment: { fr: 'Équipement', en: 'Equipment', de: 'Gerät' },
  provider: { fr: 'Prestataire', en: 'Provider', de: 'Dienstleister' },
  text: { fr: 'Texte', en: 'Text', de: 'Text' },
  archived: { fr: 'Archivage', en: 'Archiving', de: 'Archivierung' },
} as const satisfies Record<FilterKey, Localized>;

const YES_OVERDUE: Localized = { fr: 'En retard', en: 'Overdue', de: 'Überfällig' };
const ARCHIVED: Record<'true' | 'false', Localized> = {
  true: { fr: 'Archivés uniquement', en: 'Archived only', de: 'Nur archivierte' },
  false: { fr: 'Non archivés', en: 'Not archived', de: 'Nicht archiviert' },
};

const LOCALES: Record<LabelLanguage, string> = { fr: 'fr-FR', en: 'en-GB', de: 'de-DE' };

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

export const statusValueLabel = (kind: Kind, statuses: readonly string[], language: LabelLanguage): string => {
  if (hasStatuses(kind)) {
    if (statuses.length > 1 && sameSet(statuses, openStatusesOf(kind))) return STATUS_SET_LABELS.open[language];
    if (statuses.length > 1 && sameSet(statuses, closedStatusesOf(kind))) return STATUS_SET_LABELS.closed[language];
  }
  return statuses.map((status) => statusLabel(kind, status, language)).join(', ');
};

const VOCABULARY: Partial<Record<FilterKey | GroupBy, Readonly<Record<string, Localized>>>> = {
  priority: PRIORITY_LABELS,
  interventionType: INTERVENTION_TYPE_LABELS,
  visitType: VISIT_TYPE_LABELS,
  decision: DECISION_LABELS,
};

/** The word for a code of a vocabulary filter (priority, intervention type, visit type, decision). */
export const codeLabel = (key: FilterKey | GroupBy, code: string, language: LabelLanguage): string =>
  VOCABULARY[key]?.[code]?.[language] ?? code;

export const overdueLabel = (language: LabelLanguage) => YES_OVERDUE[language];
export const archivedLabel = (archived: boolean, language: LabelLanguage) =>
  ARCHIVED[archived ? 'true' : 'false'][language];

/** "mars 2026", "2025", or "du 3 mars 2026 au 14 mars 2026", in the organization's time zone. */
export const periodLabel = (from: number, to: number, timeZone: string, language: LabelLanguage): string => {
  const locale = LOCALES[language];
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
  return language === 'fr' ? `du ${first} au ${last}` : `${first} – ${last}`;
};
