import * as z from 'zod/mini';
import { type OriginType, originTypeNumbers } from '#shared/vocabulary/attachments/origin-types.ts';
import { integer, timestamp } from '#shared/vocabulary/formats/formats.ts';
import { BIGINT_MAX, timestampToMillis } from '#shared/vocabulary/formats/plain-formats.ts';
import { jsonQuery, queryInteger } from '#shared/vocabulary/formats/query.ts';

/**
 * The query-string vocabulary of the attachments listing, where the specification leaves shapes
 * and bounds open (docs/files.md). Objects and arrays are JSON-encoded, like `extend`.
 */
export const listLimits = {
  /**
   * The one bound the service puts on a parameter the specification gives (docs/files.md): each item
   * of a page is a presigned URL signed for it, and 200 keep an answer well within Lambda's 6 MB.
   */
  pageSizeMax: 200,
  orderByMax: 4,
} as const;

/** Integer ids and sizes are `<bigint>`s: beyond 2^53 - 1 a number no longer names one integer. */
const bigintParameter = () => queryInteger(0, BIGINT_MAX);

export const originTypeParam = z.pipe(
  queryInteger(1, originTypeNumbers.length),
  z.transform((type: number) => type as OriginType),
);

const dateRange = z.strictObject({ start: z.optional(timestamp), end: z.optional(timestamp) }).check(
  z.refine((range) => range.start !== undefined || range.end !== undefined, { error: 'give start, end or both' }),
  z.refine((range) => !range.start || !range.end || timestampToMillis(range.start)! <= timestampToMillis(range.end)!, {
    error: 'start must not be after end',
  }),
);

export type DateRange = z.output<typeof dateRange>;

const orderFields = [
  'id',
  'name',
  'mimeType',
  'size',
  'createdAt',
  'updatedAt',
  'uploadedById',
  'attachableType',
] as const;
export type OrderField = (typeof orderFields)[number];

const orderElement = z.strictObject({ field: z.enum(orderFields), direction: z.enum(['asc', 'desc']) });
export type OrderElement = z.output<typeof orderElement>;

const orderBy = z.array(orderElement).check(
  z.minLength(1),
  z.maxLength(listLimits.orderByMax),
  z.refine((elements) => new Set(elements.map((element) => element.field)).size === elements.length, {
    error: 'each field may appear once',
  }),
);

export const defaultOrder: readonly OrderElement[] = [{ field: 'createdAt', direction: 'desc' }];

export const listQueryShape = {
  whereUploadedById: z.optional(bigintParameter()),
  whereName: z.optional(z.string()).check(z.describe('name contains, ignoring case')),
  whereCreatedAt: z.optional(jsonQuery(dateRange)),
  whereUpdatedAt: z.optional(jsonQuery(dateRange)),
  whereMimeType: z.optional(z.string()).check(z.describe('MIME type contains, ignoring case')),
  whereSize: z.optional(bigintParameter()).check(z.describe('bytes, exact')),
  whereAttachableType: z.optional(
    z.pipe(
      jsonQuery(
        z
          .array(integer(1, originTypeNumbers.length))
          .check(z.describe('JSON array, any of; an empty one filters nothing')),
      ),
      z.transform((types: number[]) => (types.length === 0 ? undefined : new Set(types))),
    ),
  ),
  orderBy: z.optional(jsonQuery(orderBy)),
  page: z._default(queryInteger(1, BIGINT_MAX), 1),
  pageSize: z
    ._default(queryInteger(1, listLimits.pageSizeMax), 50)
    .check(
      z.describe(
        `at most ${listLimits.pageSizeMax} (the service's bound: each item carries a presigned URL signed for it)`,
      ),
    ),
  findId: z.optional(bigintParameter()),
  subPageSize: z._default(queryInteger(1, BIGINT_MAX), 10),
};
