/**
 * The back-office organization shapes of the specification ("Organization (back office)",
 * operations 4 and 9) as zod schemas: the handlers' contracts and the OpenAPI document come from
 * here. Query parameter names are ours (the specification gives meanings only); docs/back-office.md
 * lists them.
 */
import * as z from 'zod/mini';
import { type ListingDateField, listingDateFields } from '#shared/stores/organizations/organization-listing.ts';
import { ORGANIZATION_LANGUAGES } from '#shared/vocabulary/codes/languages.ts';
import { bigint, booleanFlags, integer, singleLine, timestamp, uuid } from '#shared/vocabulary/formats/formats.ts';
import { BIGINT_MAX, timestampToMillis } from '#shared/vocabulary/formats/plain-formats.ts';
import { extendQuery, jsonQuery, queryBoolean, queryInteger } from '#shared/vocabulary/formats/query.ts';
import { nameSchema } from '#shared/vocabulary/formats/schema-name.ts';
import {
  accessStatuses,
  contractTypes,
  onboardingStatuses,
  organizationLimits,
  organizationTypes,
} from '#shared/vocabulary/organizations/organization.ts';
import { organizationActions, updatableFieldNames } from '#shared/vocabulary/organizations/organization-rules.ts';
import {
  type ListOrganizationsRequest,
  orderFields,
  organizationExtends,
  organizationListLimits,
} from './list-request.ts';

// The bounded fields, as an update sets them.
const uploadSizeLimit = integer(0, organizationLimits.uploadSizeLimitMax);
const engagementDuration = integer(1, organizationLimits.engagementDurationMax);
const addressLine = singleLine(1, organizationLimits.addressLineMax);
const { pageSizeMax } = organizationListLimits;

// ---------------------------------------------------------------------------------------------
// Organization, as the list returns it
// ---------------------------------------------------------------------------------------------

export const organizationSchema = z.strictObject({
  id: uuid,
  type: z.enum(organizationTypes),
  name: z.string(),
  comment: z.string(),
  language: z.enum(ORGANIZATION_LANGUAGES),
  timezone: z.string(),
  uploadSizeLimit: integer(0).check(z.describe('megabytes')),
  uploadSizeUsed: bigint.check(z.describe('bytes')),
  engagementDuration: z.number().check(z.int(), z.describe('months')),
  engagementStartAt: z.optional(timestamp).check(z.describe('left out while the engagement has not started')),
  engagementEndAt: z.optional(timestamp).check(z.describe('left out while the engagement has not started')),
  renewAt: z.optional(timestamp).check(z.describe('left out while the engagement has not started')),
  contractType: z.enum(contractTypes),
  onboardingStatus: z.enum(onboardingStatuses),
  onboardingUpdatedAt: timestamp,
  accessStatus: z.enum(accessStatuses),
  accessStatusUpdatedAt: timestamp,
  inboundAlias: z.string(),
  createdByBoUserId: z
    .optional(uuid)
    .check(z.describe('left out for an organization a catalogue import created without --by (docs/back-office.md)')),
  archivedAt: z.optional(timestamp).check(z.describe('left out while the organization is not archived')),
  createdAt: timestamp,
  updatedAt: timestamp,
  addressCountry: z.optional(z.string()),
  addressCity: z.optional(z.string()),
  addressStreet: z.optional(z.string()),
  addressPostalCode: z.optional(z.string()),
  memberCount: z.optional(bigint).check(z.describe('extend member-count')),
  actions: z.optional(booleanFlags(organizationActions)).check(z.describe('extend actions-info')),
  updatableFields: z.optional(booleanFlags(updatableFieldNames)).check(z.describe('extend updatable-fields')),
  createdByBoUser: z
    .optional(z.strictObject({ id: uuid, name: z.string(), email: z.string() }))
    .check(
      z.describe('extend created-by; left out when the organization has no creator, or the creator no longer exists'),
    ),
  aiProvider: z
    .optional(z.string())
    .check(
      z.describe('extend ai-config; left out while no language-model provider is configured (docs/back-office.md)'),
    ),
  aiModel: z
    .optional(z.string())
    .check(z.describe('extend ai-config; left out while no language model is configured (docs/back-office.md)')),
  aiSearchEnabled: z.optional(z.boolean()).check(z.describe('extend ai-config')),
});
nameSchema(organizationSchema, 'Organization');

// ---------------------------------------------------------------------------------------------
// List query (operation 9)
// ---------------------------------------------------------------------------------------------

const textFilterMax = 200;
/**
 * The service's bound on a list filter, which the specification leaves open: a list becomes one
 * DynamoDB `IN`, which takes at most 100 values (docs/back-office.md).
 */
const listFilterMax = 100;

const textFilter = (meaning: string) =>
  z.optional(z.string().check(z.maxLength(textFilterMax))).check(z.describe(meaning));

const listBound = `at most ${listFilterMax} values (the service's bound: a list is one DynamoDB IN)`;

/** "One or more" of a set of values, as the specification says of these lists. */
const listFilter = <T extends z.ZodMiniType>(item: T, meaning: string) =>
  z.optional(
    jsonQuery(
      z
        .array(item)
        .check(z.minLength(1), z.maxLength(listFilterMax), z.describe(`${meaning}; JSON array, any of; ${listBound}`)),
    ),
  );

/** An "array of integers" (the specification gives no other rule); an empty one filters nothing. */
const integerListFilter = (meaning: string) =>
  z.optional(
    z.pipe(
      jsonQuery(
        z
          .array(z.int())
          .check(
            z.maxLength(listFilterMax),
            z.describe(`${meaning}; JSON array, any of; an empty one filters nothing; ${listBound}`),
          ),
      ),
      z.transform((values: number[]) => (values.length === 0 ? undefined : values)),
    ),
  );

const dateRange = (meaning: string) =>
  z.optional(
    jsonQuery(
      z.strictObject({ start: z.optional(timestamp), end: z.optional(timestamp) }).check(
        z.refine((range) => range.start !== undefined || range.end !== undefined, { error: 'give start, end or both' }),
        z.refine(
          (range) =>
            range.start === undefined ||
            range.end === undefined ||
            timestampToMillis(range.start)! <= timestampToMillis(range.end)!,
          {
            error: 'start must not be after end',
            path: ['end'],
          },
        ),
        z.describe(`${meaning}; JSON {start, end}, inclusive, either may be left out`),
      ),
    ),
  );

const orderBy = z.optional(
  jsonQuery(
    z.array(z.strictObject({ field: z.enum(orderFields), direction: z.enum(['asc', 'desc']) })).check(
      z.minLength(1),
      z.maxLength(3),
      z.refine((terms) => new Set(terms.map(({ field }) => field)).size === terms.length, {
        error: 'each field at most once',
      }),
      z.describe('JSON array of {field, direction}; default [{"field":"createdAt","direction":"desc"}]; ties go by id'),
    ),
  ),
);

export const listOrganizationsQuery = z.strictObject({
  page: z._default(queryInteger(1, BIGINT_MAX), 1).check(z.describe('page number')),
  pageSize: z._default(queryInteger(1, pageSizeMax), organizationListLimits.defaultPageSize),
  countOnly: z._default(queryBoolean, false).check(z.describe('true: totalCount only, data empty, no extend')),
  extend: z.optional(extendQuery(organizationExtends)),
  search: textFilter('free search over name, comment and address; case- and accent-insensitive'),
  whereName: textFilter('name contains; case- and accent-insensitive'),
  whereComment: textFilter('comment contains; case- and accent-insensitive'),
  whereTimezone: textFilter('timezone contains; case- and accent-insensitive'),
  whereType: listFilter(z.enum(organizationTypes), 'organization types'),
  whereLanguage: listFilter(z.enum(ORGANIZATION_LANGUAGES), 'languages'),
  whereContractType: listFilter(z.enum(contractTypes), 'contract types'),
  whereOnboardingStatus: listFilter(z.enum(onboardingStatuses), 'onboarding statuses'),
  whereAccessStatus: listFilter(z.enum(accessStatuses), 'access statuses'),
  whereUploadSizeLimit: integerListFilter('upload-size limits in MB'),
  whereEngagementDuration: integerListFilter('engagement durations in months'),
  whereCreatedByBoUserId: z.optional(uuid).check(z.describe('the back-office user who created the organization')),
  whereEngagementStartAt: dateRange('engagement start'),
  whereEngagementEndAt: dateRange('engagement end'),
  whereRenewAt: dateRange('renewal'),
  whereOnboardingUpdatedAt: dateRange('last onboarding-status change'),
  whereAccessStatusUpdatedAt: dateRange('last access-status change'),
  whereCreatedAt: dateRange('creation'),
  whereUpdatedAt: dateRange('last update'),
  includeSoftDeleted: z
    ._default(queryBoolean, false)
    .check(z.describe('true: soft-deleted organizations are listed too, among the others')),
  whereArchived: z
    .optional(queryBoolean)
    .check(z.describe('true: archived only; false: non-archived only; absent: both')),
  orderBy,
});

const dateRangeParameters: Record<ListingDateField, keyof z.output<typeof listOrganizationsQuery>> = {
  engagementStartAt: 'whereEngagementStartAt',
  engagementEndAt: 'whereEngagementEndAt',
  renewAt: 'whereRenewAt',
  onboardingUpdatedAt: 'whereOnboardingUpdatedAt',
  accessStatusUpdatedAt: 'whereAccessStatusUpdatedAt',
  createdAt: 'whereCreatedAt',
  updatedAt: 'whereUpdatedAt',
};

export const listRequestOf = (query: z.output<typeof listOrganizationsQuery>): ListOrganizationsRequest => ({
  page: query.page,
  pageSize: query.pageSize,
  countOnly: query.countOnly,
  extend: query.extend ?? new Set(),
  orderBy: query.orderBy ?? [],
  filter: {
    search: query.search,
    name: query.whereName,
    comment: query.whereComment,
    timezone: query.whereTimezone,
    types: query.whereType,
    languages: query.whereLanguage,
    contractTypes: query.whereContractType,
    onboardingStatuses: query.whereOnboardingStatus,
    accessStatuses: query.whereAccessStatus,
    uploadSizeLimits: query.whereUploadSizeLimit,
    engagementDurations: query.whereEngagementDuration,
    createdByBoUserId: query.whereCreatedByBoUserId,
    dateRanges: Object.fromEntries(
      listingDateFields.flatMap((field) => {
        const range = query[dateRangeParameters[field]] as { start?: string; end?: string } | undefined;
        return range ? [[field, range]] : [];
      }),
    ),
    includeSoftDeleted: query.includeSoftDeleted,
    archived: query.whereArchived,
  },
});

const paginationSchema = z.strictObject({
  page: integer(1, BIGINT_MAX),
  pageSize: integer(1, pageSizeMax),
  totalPages: bigint,
});
nameSchema(paginationSchema, 'OrganizationPagination');

export const organizationPageSchema = z.strictObject({
  data: z.array(organizationSchema),
  totalCount: bigint,
  pagination: paginationSchema,
});
nameSchema(organizationPageSchema, 'OrganizationPage');

// ---------------------------------------------------------------------------------------------
// Update of an ad organization (operation 4)
// ---------------------------------------------------------------------------------------------

/** Any name the runtime's time-zone database knows (IANA names and their aliases). */
const isTimeZone = (name: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

export const updateAdOrganizationBody = z
  .strictObject({
    name: z.optional(singleLine(1, organizationLimits.nameMax)),
    comment: z.optional(z.string().check(z.maxLength(organizationLimits.commentMax))),
    language: z.optional(z.enum(ORGANIZATION_LANGUAGES)),
    timezone: z.optional(
      z
        .string()
        .check(
          z.minLength(1),
          z.maxLength(100),
          z.refine(isTimeZone, { error: 'must be a time zone name such as Europe/Paris' }),
        ),
    ),
    uploadSizeLimit: z.optional(uploadSizeLimit).check(z.describe('megabytes')),
    engagementDuration: z.optional(engagementDuration).check(z.describe('months')),
    contractType: z.optional(z.enum(contractTypes)),
    onboardingStatus: z.optional(z.enum(onboardingStatuses)),
    engagementStartAt: z
      .optional(z.nullable(timestamp))
      .check(z.describe('null clears the engagement (and its end and renewal)')),
    addressCountry: z.optional(addressLine),
    addressCity: z.optional(addressLine),
    addressStreet: z.optional(addressLine),
    addressPostalCode: z.optional(singleLine(1, organizationLimits.postalCodeMax)),
  })
  .check(
    z.refine((body) => Object.keys(body).length > 0, { error: 'give at least one field to change' }),
    z.meta({ minProperties: 1 }),
  );
nameSchema(updateAdOrganizationBody, 'AdOrganizationUpdate');
