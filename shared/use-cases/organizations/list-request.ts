/**
 * What a request for a page of organizations may say: the fields it orders by, its page sizes, the
 * extensions it asks for, and the request the query is read into. Apart from the listing and the
 * schemas, so that both read these without importing each other.
 */
import type { OrganizationFilter } from '#shared/stores/organizations/organization-filter.ts';
import { listingAttribute } from '#shared/stores/organizations/organization-listing.ts';

/** What a listed organization may be extended with (`extend`). */
export const organizationExtends = [
  'member-count',
  'actions-info',
  'updatable-fields',
  'created-by',
  'ai-config',
] as const;
export type OrganizationExtend = (typeof organizationExtends)[number];

/** What the list can be ordered by, and the listing attribute that holds it. */
export const orderAttributes = {
  name: listingAttribute.foldedName,
  createdAt: listingAttribute.createdAt,
  updatedAt: listingAttribute.updatedAt,
  engagementStartAt: listingAttribute.engagementStartAt,
  engagementEndAt: listingAttribute.engagementEndAt,
  renewAt: listingAttribute.renewAt,
  onboardingUpdatedAt: listingAttribute.onboardingUpdatedAt,
  accessStatusUpdatedAt: listingAttribute.accessStatusUpdatedAt,
  uploadSizeLimit: listingAttribute.uploadSizeLimit,
  engagementDuration: listingAttribute.engagementDuration,
} as const;

export const orderFields = Object.keys(orderAttributes) as [
  keyof typeof orderAttributes,
  ...(keyof typeof orderAttributes)[],
];
type OrderField = keyof typeof orderAttributes;
export interface OrderTerm {
  field: OrderField;
  direction: 'asc' | 'desc';
}

/** The list's page sizes (specification, "Limits"), and the one a request that names none gets. */
export const organizationListLimits = { pageSizeMax: 1000, defaultPageSize: 50 } as const;

export interface ListOrganizationsRequest {
  page: number;
  pageSize: number;
  countOnly: boolean;
  extend: ReadonlySet<OrganizationExtend>;
  filter: OrganizationFilter;
  orderBy: readonly OrderTerm[];
}
