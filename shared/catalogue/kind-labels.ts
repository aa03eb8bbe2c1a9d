/**
 * What the kinds, their statuses and their coded values are called, code by code in every
 * language. The labels themselves are each language's (shared/languages/<language>/labels.ts).
 */
import { LABELS, localized, localizedCodes } from '../languages/labels.ts';
import type { Language, Localized } from '../languages/languages.ts';
import {
  DECISIONS,
  hasStatuses,
  INTERVENTION_TYPES,
  KINDS,
  KINDS_WITH_STATUS,
  type Kind,
  type KindWithStatus,
  PRIORITIES,
  type StatusOf,
  statusesOf,
  VISIT_TYPES,
} from './kinds.ts';

interface KindLabel {
  readonly singular: Localized;
  readonly plural: Localized;
}

/** Names of the kinds; `plural` is a search Section's `label`. */
export const KIND_LABELS = Object.fromEntries(
  KINDS.map((kind) => [
    kind,
    {
      singular: localized((labels) => labels.kinds[kind].singular),
      plural: localized((labels) => labels.kinds[kind].plural),
    },
  ]),
) as Readonly<Record<Kind, KindLabel>>;

export const STATUS_LABELS = Object.fromEntries(
  KINDS_WITH_STATUS.map((kind) => {
    const statuses: readonly string[] = statusesOf(kind);
    return [kind, localizedCodes(statuses, (labels): Readonly<Record<string, string>> => labels.statuses[kind])];
  }),
) as { readonly [K in KindWithStatus]: Readonly<Record<StatusOf<K>, Localized>> };

export const PRIORITY_LABELS = localizedCodes(PRIORITIES, (labels) => labels.priorities);
export const INTERVENTION_TYPE_LABELS = localizedCodes(INTERVENTION_TYPES, (labels) => labels.interventionTypes);
export const VISIT_TYPE_LABELS = localizedCodes(VISIT_TYPES, (labels) => labels.visitTypes);
export const DECISION_LABELS = localizedCodes(DECISIONS, (labels) => labels.decisions);

export const kindLabel = (kind: Kind, lang: Language, count: 'singular' | 'plural' = 'plural'): string =>
  LABELS[lang].kinds[kind][count];

/** A status word for a kind; the code itself when the kind has no such status. */
export const statusLabel = (kind: Kind, status: string, lang: Language): string => {
  if (!hasStatuses(kind)) return status;
  const labels: Readonly<Record<string, string>> = LABELS[lang].statuses[kind];
  return labels[status] ?? status;
};
