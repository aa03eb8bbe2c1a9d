import { timestampToMillis } from '../http/formats.ts';
import type { Organization } from './organization.ts';
import { type ListingDateField, listingAttribute } from './organization-listing.ts';
import { foldForSearch } from './search-text.ts';

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

/**
 * The filter as a DynamoDB FilterExpression over listing entries. DynamoDB evaluates it, so the
 * count-only answer (`Select: COUNT`) and the list apply exactly the same conditions, and no
 * entry that fails them ever leaves the table.
 */
export const filterExpression = (filter: OrganizationFilter): FilterExpression => {
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
  const a = listingAttribute;

  const contains = (attributes: readonly string[], text: string | undefined) => {
    const folded = text === undefined ? '' : foldForSearch(text);
    if (folded === '') return;
    const term = value(folded);
    const any = attributes.map((attribute) => `contains(${name(attribute)}, ${term})`);
    conditions.push(any.length === 1 ? any[0]! : `(${any.join(' OR ')})`);
  };
  const oneOf = (attribute: string, options: readonly (string | number)[] | undefined) => {
    if (!options) return;
    const distinct = [...new Set(options)];
    conditions.push(`${name(attribute)} IN (${distinct.map(value).join(', ')})`);
  };

  contains([a.foldedName, a.foldedComment, a.foldedAddress], filter.search);
  contains([a.foldedName], filter.name);
  contains([a.foldedComment], filter.comment);
  contains([a.foldedTimezone], filter.timezone);
  oneOf(a.type, filter.types);
  oneOf(a.language, filter.languages);
  oneOf(a.contractType, filter.contractTypes);
  oneOf(a.onboardingStatus, filter.onboardingStatuses);
  oneOf(a.accessStatus, filter.accessStatuses);
  oneOf(a.uploadSizeLimit, filter.uploadSizeLimits);
  oneOf(a.engagementDuration, filter.engagementDurations);
  if (filter.createdByBoUserId !== undefined)
    conditions.push(`${name(a.createdByBoUserId)} = ${value(filter.createdByBoUserId.toLowerCase())}`);
  for (const [field, range] of Object.entries(filter.dateRanges ?? {}) as [
    ListingDateField,
    { start?: string; end?: string },
  ][]) {
    const attribute = name(a[field]);
    if (range.start !== undefined) conditions.push(`${attribute} >= ${value(timestampToMillis(range.start))}`);
    if (range.end !== undefined) conditions.push(`${attribute} <= ${value(timestampToMillis(range.end))}`);
  }
  if (!filter.includeSoftDeleted) conditions.push(`attribute_not_exists(${name(a.deletedAt)})`);
  if (filter.archived === true) conditions.push(`attribute_exists(${name(a.archivedAt)})`);
  if (filter.archived === false) conditions.push(`attribute_not_exists(${name(a.archivedAt)})`);

  // DynamoDB wants a non-empty expression; the entry's own marker is always there.
  if (conditions.length === 0) conditions.push(`attribute_exists(${name(a.type)})`);
  return {
    FilterExpression: conditions.join(' AND '),
    ExpressionAttributeNames: names,
    ...(Object.keys(values).length > 0 && { ExpressionAttributeValues: values }),
  };
};
