/**
 * The back-office organization shapes of the specification ("Organization (back office)",
 * operations 4 and 9) as zod schemas: the handlers' contracts and the OpenAPI document come from
 * here. Query parameter names are ours (the specification gives meanings only); docs/back-office.md
 * lists them.
 */
import * as z from 'zod';
import { BIGINT_MAX, bigint, singleLine, timestamp, timestampToMillis, uuid } from '../http/formats.ts';
import { extendQuery, jsonQuery, queryBoolean, queryInteger } from '../http/query.ts';
import { orderFields, type ListOrganizationsRequest } from './list-organizations.ts';
import { listingDateFields, type ListingDateField } from './organization-listing.ts';
import { updatableFieldNames } from './organization-rules.ts';
import { organizationExtends } from './organization-view.ts';
import { accessStatuses, contractTypes, onboardingStatuses, organizationLanguages, organizationTypes } from './organization.ts';

// ---------------------------------------------------------------------------------------------
// Organization, as the list returns it
// ---------------------------------------------------------------------------------------------

const flags = <const K extends readonly string[]>(names: K) =>
  z.strictObject(Object.fromEntries(names.map((name) => [name, z.boolean()])) as { [N in K[number]]: z.ZodBoolean });

export const organizationSchema = z.strictObject({
  id: uuid,
  type: z.enum(organizationTypes),
  name: z.string(),
  comment: z.string(),
  language: z.enum(organizationLanguages),
  timezone: z.string(),
  uploadSizeLimit: z.number().int().min(0).describe('megabytes'),
  uploadSizeUsed: bigint.describe('bytes'),
  engagementDuration: z.number().int().describe('months'),
  engagementStartAt: timestamp.nullable(),
  engagementEndAt: timestamp.nullable(),
  renewAt: timestamp.nullable(),
  contractType: z.enum(contractTypes),
  onboardingStatus: z.enum(onboardingStatuses),
  onboardingUpdatedAt: timestamp,
  accessStatus: z.enum(accessStatuses),
  accessStatusUpdatedAt: timestamp,
  inboundAlias: z.string(),
  createdByBoUserId: uuid.nullable(),
  archivedAt: timestamp.nullable(),
  deletedAt: timestamp.nullable().describe('set on soft-deleted organizations, which the list shows only with includeSoftDeleted=true'),
  createdAt: timestamp,
  updatedAt: timestamp,
  addressCountry: z.string().nullable(),
  addressCity: z.string().nullable(),
  addressStreet: z.string().nullable(),
  addressPostalCode: z.string().nullable(),
  memberCount: bigint.optional().describe('extend member-count'),
  actions: flags(['canBeUpdated', 'canBeArchived', 'canBeUnarchived', 'canBeDeleted', 'canSetAccessStatus'] as const)
    .optional()
    .describe('extend actions-info'),
  updatableFields: flags(updatableFieldNames).optional().describe('extend updatable-fields'),
  createdByBoUser: z
    .strictObject({ id: uuid, name: z.string(), email: z.string() })
    .nullable()
    .optional()
    .describe('extend created-by; null when the creator is unknown'),
  aiProvider: z.string().nullable().optional().describe('extend ai-config'),
  aiModel: z.string().nullable().optional().describe('extend ai-config'),
  aiSearchEnabled: z.boolean().optional().describe('extend ai-config'),
});

// ---------------------------------------------------------------------------------------------
// List query (operation 9)
// ---------------------------------------------------------------------------------------------

const textFilterMax = 200;
/** DynamoDB's IN takes at most 100 operands. */
const listFilterMax = 100;

const textFilter = (meaning: string) => z.string().max(textFilterMax).optional().describe(meaning);

const listFilter = <T extends z.ZodType>(item: T, meaning: string) =>
  jsonQuery(z.array(item).min(1).max(listFilterMax).describe(`${meaning}; JSON array, any of`)).optional();

const dateRange = (meaning: string) =>
  jsonQuery(
    z
      .strictObject({ start: timestamp.optional(), end: timestamp.optional() })
      .refine((range) => range.start !== undefined || range.end !== undefined, { error: 'give start, end or both' })
      .refine((range) => range.start === undefined || range.end === undefined || timestampToMillis(range.start)! <= timestampToMillis(range.end)!, {
        error: 'start must not be after end',
        path: ['end'],
      })
      .describe(`${meaning}; JSON {start, end}, inclusive, either may be left out`),
  ).optional();

const orderBy = jsonQuery(
  z
    .array(z.strictObject({ field: z.enum(orderFields), direction: z.enum(['asc', 'desc']) }))
    .min(1)
    .max(3)
    .refine((terms) => new Set(terms.map(({ field }) => field)).size === terms.length, { error: 'each field at most once' })
    .describe('JSON array of {field, direction}; default [{"field":"createdAt","direction":"desc"}]; ties go by id'),
).optional();

export const listOrganizationsQuery = z.strictObject({
  page: queryInteger(1, BIGINT_MAX).optional().describe('page number, 1..9007199254740991; default 1'),
  pageSize: queryInteger(1, 1000).optional().describe('1..1000; default 50'),
  countOnly: queryBoolean.optional().describe('true: totalCount only, data empty, no extend'),
  extend: extendQuery(organizationExtends).optional(),
  search: textFilter('free search over name, comment and address; case- and accent-insensitive'),
  whereName: textFilter('name contains; case- and accent-insensitive'),
  whereComment: textFilter('comment contains; case- and accent-insensitive'),
  whereTimezone: textFilter('timezone contains; case- and accent-insensitive'),
  whereType: listFilter(z.enum(organizationTypes), 'organization types'),
  whereLanguage: listFilter(z.enum(organizationLanguages), 'languages'),
  whereContractType: listFilter(z.enum(contractTypes), 'contract types'),
  whereOnboardingStatus: listFilter(z.enum(onboardingStatuses), 'onboarding statuses'),
  whereAccessStatus: listFilter(z.enum(accessStatuses), 'access statuses'),
  whereUploadSizeLimit: listFilter(z.number().int().min(0).max(1048576), 'upload-size limits in MB'),
  whereEngagementDuration: listFilter(z.number().int().min(1).max(600), 'engagement durations in months'),
  whereCreatedByBoUserId: uuid.optional().describe('the back-office user who created the organization'),
  whereEngagementStartAt: dateRange('engagement start'),
  whereEngagementEndAt: dateRange('engagement end'),
  whereRenewAt: dateRange('renewal'),
  whereOnboardingUpdatedAt: dateRange('last onboarding-status change'),
  whereAccessStatusUpdatedAt: dateRange('last access-status change'),
  whereCreatedAt: dateRange('creation'),
  whereUpdatedAt: dateRange('last update'),
  includeSoftDeleted: queryBoolean.optional().describe('default false'),
  whereArchived: queryBoolean.optional().describe('true: archived only; false: non-archived only; absent: both'),
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
  page: query.page ?? 1,
  pageSize: query.pageSize ?? 50,
  countOnly: query.countOnly ?? false,
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
    includeSoftDeleted: query.includeSoftDeleted ?? false,
    archived: query.whereArchived,
  },
});

export const organizationPageSchema = z.strictObject({
  data: z.array(organizationSchema),
  totalCount: bigint,
  pagination: z.strictObject({ page: z.number().int().min(1).max(BIGINT_MAX), pageSize: z.number().int().min(1).max(1000), totalPages: bigint }),
});

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
    name: singleLine(1, 100).optional(),
    comment: z.string().max(1000).optional(),
    language: z.enum(organizationLanguages).optional(),
    timezone: z.string().min(1).max(100).refine(isTimeZone, { error: 'must be a time zone name such as Europe/Paris' }).optional(),
    uploadSizeLimit: z.number().int().min(0).max(1048576).optional().describe('megabytes'),
    engagementDuration: z.number().int().min(1).max(600).optional().describe('months'),
    contractType: z.enum(contractTypes).optional(),
    onboardingStatus: z.enum(onboardingStatuses).optional(),
    engagementStartAt: timestamp.nullable().optional().describe('null clears the engagement (and its end and renewal)'),
    addressCountry: singleLine(1, 200).optional(),
    addressCity: singleLine(1, 200).optional(),
    addressStreet: singleLine(1, 200).optional(),
    addressPostalCode: singleLine(1, 20).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { error: 'give at least one field to change' })
  .meta({ minProperties: 1 });
