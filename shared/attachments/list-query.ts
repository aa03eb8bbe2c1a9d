import * as z from 'zod/mini';
import { BIGINT_MAX, integer, timestamp, timestampToMillis } from '../http/formats.ts';
import { jsonQuery, queryInteger } from '../http/query.ts';
import { type OriginType, originTypeNumbers } from './origin-types.ts';

/**
 * The query-string vocabulary of the attachments listing, where the specification leaves shapes
 * and bounds open (docs/files.md). Objects and arrays are JSON-encoded, like `extend`.
 */
export const listLimits = {
  /** Every page is read from one origin's attachments in memory; 200 keeps a response small. */
  pageSizeMax: 200,
  subPageSizeMax: 200,
  pageMax: 1_000_000,
  textFilterMax: 255,
  orderByMax: 4,
} as const;

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

const containsText = z.string().check(z.minLength(1), z.maxLength(listLimits.textFilterMax));

export const listQueryShape = {
  whereUploadedById: z.optional(queryInteger(1, BIGINT_MAX)),
  whereName: z.optional(containsText),
  whereCreatedAt: z.optional(jsonQuery(dateRange)),
  whereUpdatedAt: z.optional(jsonQuery(dateRange)),
  whereMimeType: z.optional(containsText),
  whereSize: z.optional(queryInteger(0, BIGINT_MAX)),
  whereAttachableType: z.optional(
    z.pipe(
      jsonQuery(
        z.array(integer(1, originTypeNumbers.length)).check(z.minLength(1), z.maxLength(originTypeNumbers.length)),
      ),
      z.transform((types: number[]) => new Set(types)),
    ),
  ),
  orderBy: z.optional(jsonQuery(orderBy)),
  page: z._default(queryInteger(1, listLimits.pageMax), 1),
  pageSize: z._default(queryInteger(1, listLimits.pageSizeMax), 50),
  findId: z.optional(queryInteger(1, BIGINT_MAX)),
  subPageSize: z._default(queryInteger(1, listLimits.subPageSizeMax), 10),
};
