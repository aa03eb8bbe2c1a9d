import * as z from 'zod/mini';
import { attachmentsOperation } from '#functions/http/attachments-pipeline.ts';
import type { Contract } from '#functions/http/contract.ts';
import { listAttachments } from '#shared/use-cases/attachments/list-attachments.ts';
import { listLimits, listQueryShape, originTypeParam } from '#shared/use-cases/attachments/list-query.ts';
import { sitesHeader } from '#shared/use-cases/attachments/sites-header.ts';
import { originTypeNumbers } from '#shared/vocabulary/attachments/origin-types.ts';
import { organizationCaller } from '#shared/vocabulary/auth/identity.ts';
import { integer, timestamp } from '#shared/vocabulary/formats/formats.ts';
import { BIGINT_MAX } from '#shared/vocabulary/formats/plain-formats.ts';
import { extendQuery, queryBoolean, queryInteger } from '#shared/vocabulary/formats/query.ts';
import { nameSchema } from '#shared/vocabulary/formats/schema-name.ts';

const integerId = integer(1, BIGINT_MAX);

const attachmentListItemSchema = z.strictObject({
  id: integerId,
  name: z.string(),
  mimeType: z.string(),
  size: integer(0),
  origin: z.strictObject({ type: integer(1, originTypeNumbers.length), id: integerId }),
  presignedUrl: z.url(),
  updatedAt: timestamp,
  createdAt: timestamp,
  uploadedBy: z.optional(z.strictObject({ id: integerId, firstName: z.string(), lastName: z.string() })),
  actions: z.optional(z.strictObject({ canBeUpdated: z.boolean(), canBeDeleted: z.boolean() })),
});
nameSchema(attachmentListItemSchema, 'AttachmentListItem');

const paginationSchema = z.strictObject({ page: integer(1), pageSize: integer(1, listLimits.pageSizeMax) });
nameSchema(paginationSchema, 'AttachmentPagination');

const attachmentPageSchema = z.strictObject({
  data: z.array(attachmentListItemSchema).check(z.maxLength(listLimits.pageSizeMax)),
  totalCount: z.optional(integer(0)),
  pagination: paginationSchema,
});
nameSchema(attachmentPageSchema, 'AttachmentPage');

export const contract = {
  params: z.strictObject({ originType: originTypeParam, originId: queryInteger(0, BIGINT_MAX) }),
  query: z.strictObject({
    extend: z.optional(extendQuery(['uploaded-by', 'actions-info'])),
    includeCount: z._default(queryBoolean, false),
    ...listQueryShape,
  }),
  headers: z.object({ 'x-session-token': z.string().check(z.minLength(1)), 'x-sites': z.optional(sitesHeader) }),
  response: attachmentPageSchema,
  errors: [404],
} satisfies Contract;

export const handler = attachmentsOperation(contract, ({ identity, params, query, headers }) =>
  listAttachments(organizationCaller(identity), {
    originType: params.originType,
    originId: params.originId,
    sites: headers['x-sites'],
    extend: query.extend ?? new Set(),
    filters: {
      uploadedById: query.whereUploadedById,
      name: query.whereName,
      createdAt: query.whereCreatedAt,
      updatedAt: query.whereUpdatedAt,
      mimeType: query.whereMimeType,
      size: query.whereSize,
      attachableTypes: query.whereAttachableType,
    },
    orderBy: query.orderBy,
    includeCount: query.includeCount,
    page: query.page,
    pageSize: query.pageSize,
    findId: query.findId,
    subPageSize: query.subPageSize,
  }),
);
