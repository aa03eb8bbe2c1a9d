import { createHash } from 'node:crypto';
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { backOfficeKeys } from '#shared/stores/db/keys.ts';
import type { Organization } from '#shared/vocabulary/organizations/organization.ts';
import { foldForSearch, joinSearchParts } from '#shared/vocabulary/organizations/search-text.ts';

/**
 * The back-office list reads a compact copy of each organization (its "listing entry") instead of
 * the organization items: only what the list filters and sorts on, with short attribute names,
 * folded search text and dates as epoch milliseconds. An entry is about 40 % of an organization
 * item, so 10,000 of them fit in one 1 MB Query page per shard. The repository writes entry and
 * organization in one transaction, so the two never disagree. docs/data-model.md shows the cost.
 */
export const listingShardCount = 4;

/** Spread evenly whatever the id looks like (the nil and all-f UUIDs are valid ids too). */
const listingShardOf = (organizationId: string): number =>
  createHash('sha256').update(organizationId.toLowerCase()).digest()[0]! % listingShardCount;

export const listingDateFields = [
  'engagementStartAt',
  'engagementEndAt',
  'renewAt',
  'onboardingUpdatedAt',
  'accessStatusUpdatedAt',
  'createdAt',
  'updatedAt',
] as const;
export type ListingDateField = (typeof listingDateFields)[number];

/** Entry attribute of each listed fact. Folded text attributes hold search copies, not display values. */
export const listingAttribute = {
  type: 'ty',
  foldedName: 'nm',
  foldedComment: 'cm',
  foldedAddress: 'ad',
  foldedTimezone: 'tz',
  language: 'lg',
  contractType: 'ct',
  onboardingStatus: 'os',
  accessStatus: 'st',
  uploadSizeLimit: 'ul',
  engagementDuration: 'du',
  createdByBoUserId: 'cb',
  engagementStartAt: 'es',
  engagementEndAt: 'ee',
  renewAt: 'rn',
  onboardingUpdatedAt: 'ou',
  accessStatusUpdatedAt: 'au',
  createdAt: 'ca',
  updatedAt: 'ua',
  archivedAt: 'ar',
  deletedAt: 'dl',
} as const;

const epoch = (timestamp: string | null) => (timestamp === null ? undefined : Date.parse(timestamp));

export const listingEntryOf = (organization: Organization) => {
  const a = listingAttribute;
  const o = organization;
  return {
    ...backOfficeKeys.organizationListing(listingShardOf(o.id), o.id),
    itemType: itemTypes.organizationListing,
    [a.type]: o.type,
    [a.foldedName]: foldForSearch(o.name),
    [a.foldedComment]: foldForSearch(o.comment),
    [a.foldedAddress]: joinSearchParts([o.addressStreet, o.addressPostalCode, o.addressCity, o.addressCountry]),
    [a.foldedTimezone]: foldForSearch(o.timezone),
    [a.language]: o.language,
    [a.contractType]: o.contractType,
    [a.onboardingStatus]: o.onboardingStatus,
    [a.accessStatus]: o.accessStatus,
    [a.uploadSizeLimit]: o.uploadSizeLimit,
    [a.engagementDuration]: o.engagementDuration,
    [a.createdByBoUserId]: o.createdByBoUserId?.toLowerCase() ?? undefined,
    [a.engagementStartAt]: epoch(o.engagementStartAt),
    [a.engagementEndAt]: epoch(o.engagementEndAt),
    [a.renewAt]: epoch(o.renewAt),
    [a.onboardingUpdatedAt]: epoch(o.onboardingUpdatedAt),
    [a.accessStatusUpdatedAt]: epoch(o.accessStatusUpdatedAt),
    [a.createdAt]: epoch(o.createdAt),
    [a.updatedAt]: epoch(o.updatedAt),
    [a.archivedAt]: epoch(o.archivedAt),
    [a.deletedAt]: epoch(o.deletedAt),
  };
};

export const organizationIdOfListingSortKey = (sortKey: string): string =>
  sortKey.slice(backOfficeKeys.organizationListing(0, '').SK.length);
