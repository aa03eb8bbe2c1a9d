import * as z from 'zod';
import { listAttachments } from '../../shared/attachments/list-attachments.ts';
import { listLimits, listQueryShape, originTypeParam } from '../../shared/attachments/list-query.ts';
import { originTypeNumbers } from '../../shared/attachments/origin-types.ts';
import { sitesHeader } from '../../shared/attachments/sites-header.ts';
import { organizationCaller } from '../../shared/auth/identity.ts';
import { BIGINT_MAX, timestamp } from '../../shared/http/formats.ts';
import type { Contract } from '../../shared/http/contract.ts';
import { attachmentsOperation } from '../../shared/http/attachments-pipeline.ts';
import { extendQuery, queryBoolean, queryInteger } from '../../shared/http/query.ts';

const integerId = z.number().int().min(1).max(BIGINT_MAX);

export const contract = {
  params: z.strictObject({ originType: originTypeParam, originId: queryInteger(1, BIGINT_MAX) }),
  query: z.strictObject({
    extend: extendQuery(['uploaded-by', 'actions-info']).optional(),
    includeCount: queryBoolean.default(false),
    ...listQueryShape,
  }),
  headers: z.object({ 'x-session-token': z.string().min(1), 'x-sites': sitesHeader.optional() }),
  response: z.strictObject({
    data: z.array(
      z.strictObject({
        id: integerId,
        name: z.string(),
        mimeType: z.string(),
        size: z.number().int().min(0),
        origin: z.strictObject({ type: z.number().int().min(1).max(originTypeNumbers.length), id: integerId }),
        presignedUrl: z.url(),
        updatedAt: timestamp,
        createdAt: timestamp,
        uploadedBy: z.strictObject({ id: integerId, firstName: z.string(), lastName: z.string() }).nullable().optional(),
        actions: z.strictObject({ canBeUpdated: z.boolean(), canBeDeleted: z.boolean() }).optional(),
      }),
    ).max(listLimits.pageSizeMax),
    totalCount: z.number().int().min(0).optional(),
    pagination: z.strictObject({ page: z.number().int().min(1), pageSize: z.number().int().min(1).max(listLimits.pageSizeMax) }),
  }),
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
