import { timestampToMillis } from '#shared/vocabulary/formats/plain-formats.ts';
import type { Organization } from '#shared/vocabulary/organizations/organization.ts';
import { foldForSearch } from '#shared/vocabulary/organizations/search-text.ts';
import { type ListingDateField, listingAttribute } from './organization-listing.ts';

/** What the back-office list can filter on; every member narrows the result (they combine with AND). */
export interface OrganizationFilter {
  /** Over name, comment and address. */
  search?: string;
  name?: string;
  comment?: string;
  timezone?: string;
  types?: readonly Organization['type'][];
  languages?: readonly Organization['language'][];
  contractTypes?: readonly Organization['contractType'][];
  onboardingStatuses?: readonly Organization['onboardingStatus'][];
  accessStatuses?: readonly Organization['accessStatus'][];
  uploadSizeLimits?: readonly number[];
  engagementDurations?: readonly number[];
  createdByBoUserId?: string;
  /** Inclusive bounds, `<timestamp>`s; a missing bound is open. */
  dateRanges?: Partial<Record<ListingDateField, { start?: string; end?: string }>>;
  includeSoftDeleted?: boolean;
  /** true: archived only; false: non-archived only; absent: both. */
  archived?: boolean;
}

export interface FilterExpression {
  FilterExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

const a = listingAttribute;

/**
 * The filter as a DynamoDB FilterExpression over listing entries. DynamoDB evaluates it, so the
 * count-only answer (`Select: COUNT`) and the list apply exactly the same conditions, and no
 * entry that fails them ever leaves the table.
 */
export const filterExpression = (filter: OrganizationFilter): FilterExpression => {
  const expression = expressionBuilder();
  addTextConditions(expression, filter);
  addOptionConditions(expression, filter);
  if (filter.createdByBoUserId !== undefined)
    expression.add(
      `${expression.name(a.createdByBoUserId)} = ${expression.value(filter.createdByBoUserId.toLowerCase())}`,
    );
  addDateRanges(expression, filter.dateRanges ?? {});
  addLifecycleConditions(expression, filter);
  // DynamoDB wants a non-empty expression; the entry's own marker is always there.
  if (expression.isEmpty()) expression.add(`attribute_exists(${expression.name(a.type)})`);
  return expression.build();
};

/** Conditions joined with AND, and the placeholders they use (values numbered in the order they are added). */
const expressionBuilder = () => {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const conditions: string[] = [];
  const name = (attribute: string) => {
    const placeholder = `#${attribute}`;
    names[placeholder] = attribute;
    return placeholder;
  };
  const value = (v: unknown) => {
    const placeholder = `:v${Object.keys(values).length}`;
    values[placeholder] = v;
    return placeholder;
  };
  return {
    name,
    value,
    add: (condition: string) => {
      conditions.push(condition);
    },
    isEmpty: () => conditions.length === 0,
    build: (): FilterExpression => ({
      FilterExpression: conditions.join(' AND '),
      ExpressionAttributeNames: names,
      ...(Object.keys(values).length > 0 && { ExpressionAttributeValues: values }),
    }),
  };
};

type ExpressionBuilder = ReturnType<typeof expressionBuilder>;

/** The text, folded, in any of the attributes; no condition for a text that folds to nothing. */
const addContains = (expression: ExpressionBuilder, attributes: readonly string[], text: string | undefined) => {
  const folded = text === undefined ? '' : foldForSearch(text);
  if (folded === '') return;
  const term = expression.value(folded);
  const any = attributes.map((attribute) => `contains(${expression.name(attribute)}, ${term})`);
  expression.add(any.length === 1 ? any[0]! : `(${any.join(' OR ')})`);
};

const addTextConditions = (expression: ExpressionBuilder, filter: OrganizationFilter) => {
  addContains(expression, [a.foldedName, a.foldedComment, a.foldedAddress], filter.search);
  addContains(expression, [a.foldedName], filter.name);
  addContains(expression, [a.foldedComment], filter.comment);
  addContains(expression, [a.foldedTimezone], filter.timezone);
};

const addOneOf = (
  expression: ExpressionBuilder,
  attribute: string,
  options: readonly (string | number)[] | undefined,
) => {
  if (!options) return;
  const distinct = [...new Set(options)];
  expression.add(`${expression.name(attribute)} IN (${distinct.map(expression.value).join(', ')})`);
};

const addOptionConditions = (expression: ExpressionBuilder, filter: OrganizationFilter) => {
  addOneOf(expression, a.type, filter.types);
  addOneOf(expression, a.language, filter.languages);
  addOneOf(expression, a.contractType, filter.contractTypes);
  addOneOf(expression, a.onboardingStatus, filter.onboardingStatuses);
  addOneOf(expression, a.accessStatus, filter.accessStatuses);
  addOneOf(expression, a.uploadSizeLimit, filter.uploadSizeLimits);
  addOneOf(expression, a.engagementDuration, filter.engagementDurations);
};

const addDateRanges = (expression: ExpressionBuilder, dateRanges: NonNullable<OrganizationFilter['dateRanges']>) => {
  for (const [field, range] of Object.entries(dateRanges) as [ListingDateField, { start?: string; end?: string }][]) {
    const attribute = expression.name(a[field]);
    if (range.start !== undefined)
      expression.add(`${attribute} >= ${expression.value(timestampToMillis(range.start))}`);
    if (range.end !== undefined) expression.add(`${attribute} <= ${expression.value(timestampToMillis(range.end))}`);
  }
};

const addLifecycleConditions = (expression: ExpressionBuilder, filter: OrganizationFilter) => {
  if (!filter.includeSoftDeleted) expression.add(`attribute_not_exists(${expression.name(a.deletedAt)})`);
  if (filter.archived === true) expression.add(`attribute_exists(${expression.name(a.archivedAt)})`);
  if (filter.archived === false) expression.add(`attribute_not_exists(${expression.name(a.archivedAt)})`);
};
