/**
 * What a Section says about its own selection: one Filter per key (search contract, "Filters"),
 * the same filters in the query-parameter form of the kind's list endpoint (`listParams`), and the
 * labels of breakdown groups. Names of units, installations, equipment and providers come from the
 * name entries (one BatchGetItem per kind named).
 */

import {
  FACET_SPECS,
  type Facet,
  isFacet,
  isNamedFacet,
  type NamedFacet,
} from '#shared/vocabulary/catalogue/facets.ts';
import { KIND_DEFINITIONS, type Kind } from '#shared/vocabulary/catalogue/kinds.ts';
import { timestampToMillis } from '#shared/vocabulary/formats/plain-formats.ts';
import { statusLabel } from '#shared/vocabulary/languages/kind-labels.ts';
import { LABELS } from '#shared/vocabulary/languages/labels.ts';
import type { PlanFilters, PlanSection } from '#shared/vocabulary/search/plan.ts';
import type { Filter } from '#shared/vocabulary/search/search-contract.ts';
import { FILTER_KEYS, type FilterKey, type GroupBy } from '#shared/vocabulary/search/search-terms.ts';
import type { ExecutionContext } from './execution-context.ts';
import { archivedLabel, codeLabel, overdueLabel, periodLabel, statusValueLabel } from './labels.ts';
import type { SearchScope } from './section-query.ts';

/** The section's filters with the scope shown as unit and installation filters where the plan has none. */
const shownFilters = (filters: PlanFilters, scope: SearchScope): PlanFilters => ({
  ...filters,
  ...(filters.unit === undefined && scope.unitIds.length > 0 && { unit: [...scope.unitIds] }),
  ...(filters.technicalInstallation === undefined &&
    scope.technicalInstallationIds.length > 0 && { technicalInstallation: [...scope.technicalInstallationIds] }),
});

const namesOf = async (
  context: ExecutionContext,
  key: NamedFacet,
  ids: readonly string[],
): Promise<Map<string, string>> => {
  const names = await context.reads.readNames(context.organizationId, FACET_SPECS[key].names, ids);
  return new Map([...names].map(([id, item]) => [id, item.title as string]));
};

type Names = ReadonlyMap<NamedFacet, ReadonlyMap<string, string>>;

/** The names of the records the section's named facets hold (one read per kind named). */
const namesInFilters = async (context: ExecutionContext, filters: PlanFilters): Promise<Names> =>
  new Map(
    await Promise.all(
      FILTER_KEYS.filter(isNamedFacet)
        .filter((key) => filters[key] !== undefined)
        .map(async (key) => [key, await namesOf(context, key, filters[key]!)] as const),
    ),
  );

/** A facet's filter: codes in words, ids by the names of their records. */
const facetFilter = (
  key: Facet,
  values: readonly string[],
  label: string,
  names: Names,
  language: ExecutionContext['language'],
): Filter => {
  const valueLabel = isNamedFacet(key)
    ? values.map((id) => names.get(key)?.get(id) ?? id)
    : values.map((code) => codeLabel(key, code, language));
  return { key, label, value: [...values], valueLabel: valueLabel.join(', ') };
};

/** A filter that is not a facet's. */
const ownFilter = (
  key: Exclude<FilterKey, Facet>,
  value: NonNullable<PlanFilters[FilterKey]>,
  label: string,
  kind: Kind,
  context: ExecutionContext,
): Filter => {
  const language = context.language;
  switch (key) {
    case 'ref':
    case 'text':
      return { key, label, value: value as string, valueLabel: value as string };
    case 'status':
      return {
        key,
        label,
        value: [...(value as string[])],
        valueLabel: statusValueLabel(kind, value as string[], language),
      };
    case 'overdue':
      return { key, label, value: true, valueLabel: overdueLabel(language) };
    case 'archived':
      return { key, label, value: value as boolean, valueLabel: archivedLabel(value as boolean, language) };
    case 'period': {
      const period = value as { from: string; to: string };
      const from = timestampToMillis(period.from)!;
      const to = timestampToMillis(period.to)!;
      return {
        key,
        label,
        value: { from: period.from, to: period.to },
        valueLabel: periodLabel(from, to, context.timeZone, language),
      };
    }
  }
};

export const sectionFilters = async (
  context: ExecutionContext,
  section: PlanSection,
  scope: SearchScope,
): Promise<Filter[]> => {
  const filters = shownFilters(section.filters, scope);
  const names = await namesInFilters(context, filters);
  return FILTER_KEYS.flatMap((key): Filter[] => {
    const value = filters[key];
    if (value === undefined) return [];
    const label = LABELS[context.language].filters[key];
    return [
      isFacet(key)
        ? facetFilter(key, value as string[], label, names, context.language)
        : ownFilter(key, value, label, section.entity, context),
    ];
  });
};

/** List query parameters of the filters that are not facets (a facet states its own). */
const LIST_PARAM = {
  ref: 'ref',
  status: 'status',
  overdue: 'overdue',
  period: 'period',
  text: 'search',
  archived: 'archived',
} as const satisfies Record<Exclude<FilterKey, Facet>, string>;

const listParamOf = (key: FilterKey): string => (isFacet(key) ? FACET_SPECS[key].listParam : LIST_PARAM[key]);

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
      params[listParamOf(key)] = Array.isArray(value) ? [...value] : value;
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
  if (isNamedFacet(by)) return namesOf(context, by, values);
  return new Map(values.map((value) => [value, codeLabel(by, value, context.language)]));
};
