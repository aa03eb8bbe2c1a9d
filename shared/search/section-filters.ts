/**
 * What a Section says about its own selection: one Filter per key (search contract, "Filters"),
 * the same filters in the query-parameter form of the kind's list endpoint (`listParams`), and the
 * labels of breakdown groups. Names of units, installations, equipment and providers come from the
 * name entries (one BatchGetItem per kind named).
 */

import { statusLabel } from '../catalogue/kind-labels.ts';
import { KIND_DEFINITIONS, type Kind } from '../catalogue/kinds.ts';
import { timestampToMillis } from '../http/formats.ts';
import { readNames } from './catalogue-reads.ts';
import type { ExecutionContext } from './execute-section.ts';
import { archivedLabel, codeLabel, FILTER_LABELS, overdueLabel, periodLabel, statusValueLabel } from './labels.ts';
import { FILTER_KEYS, type FilterKey, type GroupBy, type PlanFilters, type PlanSection } from './plan.ts';
import type { Filter } from './search-contract.ts';
import type { SearchScope } from './section-query.ts';

const NAMED_FILTERS = {
  unit: 'unit',
  technicalInstallation: 'technical_installation',
  equipment: 'equipment',
  provider: 'provider',
} as const satisfies Partial<Record<FilterKey | GroupBy, Kind>>;

type NamedFilter = keyof typeof NAMED_FILTERS;
const isNamedFilter = (key: string): key is NamedFilter => key in NAMED_FILTERS;

/** The section's filters with the scope shown as unit and installation filters where the plan has none. */
const shownFilters = (filters: PlanFilters, scope: SearchScope): PlanFilters => ({
  ...filters,
  ...(filters.unit === undefined && scope.unitIds.length > 0 && { unit: [...scope.unitIds] }),
  ...(filters.technicalInstallation === undefined &&
    scope.technicalInstallationIds.length > 0 && { technicalInstallation: [...scope.technicalInstallationIds] }),
});

const namesOf = async (
  context: ExecutionContext,
  key: NamedFilter,
  ids: readonly string[],
): Promise<Map<string, string>> => {
  const names = await readNames(context.organizationId, NAMED_FILTERS[key], ids);
  return new Map([...names].map(([id, item]) => [id, item.title as string]));
};

export const sectionFilters = async (
  context: ExecutionContext,
  section: PlanSection,
  scope: SearchScope,
): Promise<Filter[]> => {
  const kind = section.entity;
  const language = context.language;
  const filters = shownFilters(section.filters, scope);
  const names = new Map(
    await Promise.all(
      (Object.keys(NAMED_FILTERS) as NamedFilter[])
        .filter((key) => filters[key] !== undefined)
        .map(async (key) => [key, await namesOf(context, key, filters[key]!)] as const),
    ),
  );
  return FILTER_KEYS.flatMap((key): Filter[] => {
    const value = filters[key];
    if (value === undefined) return [];
    const label = FILTER_LABELS[key][language];
    switch (key) {
      case 'ref':
      case 'text':
        return [{ key, label, value: value as string, valueLabel: value as string }];
      case 'status':
        return [
          {
            key,
            label,
            value: [...(value as string[])],
            valueLabel: statusValueLabel(kind, value as string[], language),
          },
        ];
      case 'priority':
      case 'interventionType':
      case 'visitType':
      case 'decision':
        return [
          {
            key,
            label,
            value: [...(value as string[])],
            valueLabel: (value as string[]).map((code) => codeLabel(key, code, language)).join(', '),
          },
        ];
      case 'overdue':
        return [{ key, label, value: true, valueLabel: overdueLabel(language) }];
      case 'archived':
        return [{ key, label, value: value as boolean, valueLabel: archivedLabel(value as boolean, language) }];
      case 'period': {
        const period = value as { from: string; to: string };
        const from = timestampToMillis(period.from)!;
        const to = timestampToMillis(period.to)!;
        return [
          {
            key,
            label,
            value: { from: period.from, to: period.to },
            valueLabel: periodLabel(from, to, context.timeZone, language),
          },
        ];
      }
      default: {
        const ids = value as string[];
        const known = names.get(key as NamedFilter);
        return [{ key, label, value: [...ids], valueLabel: ids.map((id) => known?.get(id) ?? id).join(', ') }];
      }
    }
  });
};

const LIST_PARAM: Record<FilterKey, string> = {
  ref: 'ref',
  status: 'status',
  priority: 'priority',
  interventionType: 'interventionType',
  visitType: 'visitType',
  decision: 'decision',
  overdue: 'overdue',
  period: 'period',
  unit: 'unitIds',
  technicalInstallation: 'technicalInstallationIds',
  equipment: 'equipmentIds',
  provider: 'providerIds',
  text: 'search',
  archived: 'archived',
};

/** The filters as query parameters of the kind's list: arrays stay arrays, a period becomes from / to. */
export const sectionListParams = (section: PlanSection, scope: SearchScope): Record<string, unknown> => {
  const filters = shownFilters(section.filters, scope);
  const params: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined) continue;
    if (key === 'period') {
      const period = value as { from: string; to: string };
      params.from = period.from;
      params.to = period.to;
    } else {
      params[LIST_PARAM[key]] = Array.isArray(value) ? [...value] : value;
    }
  }
  params.orderBy = KIND_DEFINITIONS[section.entity].mainDate;
  params.order = section.order;
  return params;
};

/** Labels of breakdown groups: status words, vocabulary words, or record names. */
export const groupLabels = async (
  context: ExecutionContext,
  kind: Kind,
  by: GroupBy,
  values: readonly string[],
): Promise<Map<string, string>> => {
  if (by === 'status') return new Map(values.map((value) => [value, statusLabel(kind, value, context.language)]));
  if (isNamedFilter(by)) return namesOf(context, by, values);
  return new Map(values.map((value) => [value, codeLabel(by, value, context.language)]));
};
