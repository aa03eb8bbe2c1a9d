import * as z from 'zod';
import { BIGINT_MAX, timestamp, timestampToMillis } from '../http/formats.ts';
import { jsonQuery, queryInteger } from '../http/query.ts';
import { originTypeNumbers, type OriginType } from './origin-types.ts';

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

export const originTypeParam = queryInteger(1, originTypeNumbers.length).transform((type) => type as OriginType);

export const dateRange = z
  .strictObject({ start: timestamp.optional(), end: timestamp.optional() })
  .refine((range) => range.start !== undefined || range.end !== undefined, { error: 'give start, end or both' })
  .refine((range) => !range.start || !range.end || timestampToMillis(range.start)! <= timestampToMillis(range.end)!, {
    error: 'start must not be after end',
  });

export type DateRange = z.output<typeof dateRange>;

export const orderFields = ['id', 'name', 'mimeType', 'size', 'createdAt', 'updatedAt', 'uploadedById', 'attachableType'] as const;
export type OrderField = (typeof orderFields)[number];

export const orderElement = z.strictObject({ field: z.enum(orderFields), direction: z.enum(['asc', 'desc']) });
export type OrderElement = z.output<typeof orderElement>;

export const orderBy = z
  .array(orderElement)
  .min(1)
  .max(listLimits.orderByMax)
  .refine((elements) => new Set(elements.map((element) => element.field)).size === elements.length, {
    error: 'each field may appear once',
  });

export const defaultOrder: readonly OrderElement[] = [{ field: 'createdAt', direction: 'desc' }];

const containsText = z.string().min(1).max(listLimits.textFilterMax);

export const listQueryShape = {
  whereUploadedById: queryInteger(1, BIGINT_MAX).optional(),
  whereName: containsText.optional(),
  whereCreatedAt: jsonQuery(dateRange).optional(),
  whereUpdatedAt: jsonQuery(dateRange).optional(),
  whereMimeType: containsText.optional(),
  whereSize: queryInteger(0, BIGINT_MAX).optional(),
  whereAttachableType: jsonQuery(z.array(z.number().int().min(1).max(originTypeNumbers.length)).min(1).max(originTypeNumbers.length))
    .transform((types) => new Set(types))
    .optional(),
  orderBy: jsonQuery(orderBy).optional(),
  page: queryInteger(1, listLimits.pageMax).default(1),
  pageSize: queryInteger(1, listLimits.pageSizeMax).default(50),
  findId: queryInteger(1, BIGINT_MAX).optional(),
  subPageSize: queryInteger(1, listLimits.subPageSizeMax).default(10),
};
