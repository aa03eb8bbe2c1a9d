import type * as z from 'zod/mini';
import { filterExpression } from '#shared/stores/organizations/organization-filter.ts';
import {
  countListedOrganizations,
  findOrganizations,
  type ListedRow,
  listedOrganizationRows,
} from '#shared/stores/organizations/organization-repository.ts';
import { type ListOrganizationsRequest, type OrderTerm, orderAttributes } from './list-request.ts';
import type { organizationPageSchema } from './organization-schemas.ts';
import { organizationViews } from './organization-view.ts';

/** Newest first; the id breaks every tie, so a page boundary never moves between two reads. */
const defaultOrder: readonly OrderTerm[] = [{ field: 'createdAt', direction: 'desc' }];

type OrganizationPage = z.output<typeof organizationPageSchema>;

/** Missing values (no engagement start yet …) go last in either direction. */
const compareValues = (left: unknown, right: unknown): number => {
  if (left === right) return 0;
  if (left === undefined) return 1;
  if (right === undefined) return -1;
  return (left as string | number) < (right as string | number) ? -1 : 1;
};

const comparator =
  (orderBy: readonly OrderTerm[]) =>
  (left: ListedRow, right: ListedRow): number => {
    for (const { field, direction } of orderBy) {
      const attribute = orderAttributes[field];
      const a = left.values[attribute];
      const b = right.values[attribute];
      const order =
        a === undefined || b === undefined ? compareValues(a, b) : compareValues(a, b) * (direction === 'asc' ? 1 : -1);
      if (order !== 0) return order;
    }
    return left.id < right.id ? -1 : left.id > right.id ? 1 : 0;
  };

/**
 * One page of the organizations matching the filter. DynamoDB applies the filter to the listing
 * entries (organization-listing.ts) and returns only their ids and order values; the page is then
 * sorted and cut here, and only the page's organizations are read in full. Count only stops after
 * DynamoDB's count: no entry and no organization is returned to the service.
 */
export const listOrganizations = async (request: ListOrganizationsRequest): Promise<OrganizationPage> => {
  const { page, pageSize } = request;
  const expression = filterExpression(request.filter);
  const paging = (totalCount: number) => ({ page, pageSize, totalPages: Math.ceil(totalCount / pageSize) });
  if (request.countOnly) {
    const totalCount = await countListedOrganizations(expression);
    return { data: [], totalCount, pagination: paging(totalCount) };
  }
  const orderBy = request.orderBy.length > 0 ? request.orderBy : defaultOrder;
  const rows = await listedOrganizationRows(expression, [
    ...new Set(orderBy.map(({ field }) => orderAttributes[field])),
  ]);
  const totalCount = rows.length;
  if (page > Math.ceil(totalCount / pageSize)) return { data: [], totalCount, pagination: paging(totalCount) };
  rows.sort(comparator(orderBy));
  const offset = (page - 1) * pageSize;
  const organizations = await findOrganizations(rows.slice(offset, offset + pageSize).map(({ id }) => id));
  return { data: await organizationViews(organizations, request.extend), totalCount, pagination: paging(totalCount) };
};
