import { findOrigin } from '#shared/stores/attachments/origin-repository.ts';
import { uploadersByUserId } from '#shared/stores/attachments/uploaders.ts';
import { presignedDownload } from '#shared/stores/storage/presign.ts';
import {
  type Attachment,
  type AttachmentActions,
  attachmentActions,
} from '#shared/vocabulary/attachments/attachment.ts';
import { isVisibleInSites } from '#shared/vocabulary/attachments/origin.ts';
import type { OriginType } from '#shared/vocabulary/attachments/origin-types.ts';
import type { OrganizationIdentity } from '#shared/vocabulary/auth/identity.ts';
import { notFound } from '#shared/vocabulary/errors.ts';
import { type AttachmentFilters, matchesFilters } from './attachment-filters.ts';
import { compareAttachments, interleaveSubPages } from './attachment-order.ts';
import { defaultOrder, type OrderElement } from './list-query.ts';
import { liveAttachmentsOf } from './live-attachments.ts';

type AttachmentExtend = 'uploaded-by' | 'actions-info';

interface AttachmentListRequest {
  originType: OriginType;
  originId: number;
  sites: ReadonlySet<string> | undefined;
  extend: ReadonlySet<AttachmentExtend>;
  filters: AttachmentFilters;
  orderBy: readonly OrderElement[] | undefined;
  includeCount: boolean;
  page: number;
  pageSize: number;
  findId: number | undefined;
  subPageSize: number;
}

interface AttachmentListItem {
  id: number;
  name: string;
  mimeType: string;
  size: number;
  origin: { type: number; id: number };
  presignedUrl: string;
  updatedAt: string;
  createdAt: string;
  uploadedBy?: { id: number; firstName: string; lastName: string };
  actions?: AttachmentActions;
}

interface AttachmentList {
  data: AttachmentListItem[];
  totalCount?: number;
  pagination: { page: number; pageSize: number };
}

/** The page `findId` asks for, or the requested one; a `findId` the listing does not hold is a 404. */
const pageToShow = (listed: readonly Attachment[], request: AttachmentListRequest): number => {
  if (request.findId === undefined) return request.page;
  const position = listed.findIndex((attachment) => attachment.id === request.findId);
  if (position < 0) throw notFound('Attachment in this listing');
  return Math.floor(position / request.pageSize) + 1;
};

/**
 * One origin's attachments: the origin must be a record of the caller's organization (and of the
 * `x-sites` sites, when given) that is not deleted; its attachments are read with one Query, those
 * of deleted child records left out, then filtered, ordered, grouped into sub-pages and cut into
 * the requested page (docs/files.md).
 */
export const listAttachments = async (
  caller: OrganizationIdentity,
  request: AttachmentListRequest,
): Promise<AttachmentList> => {
  const origin = await findOrigin(caller.organizationId, request.originType, request.originId);
  if (!origin || !isVisibleInSites(origin.siteIds, request.sites)) throw notFound('Origin');
  const attachments = await liveAttachmentsOf(origin);
  if (!attachments) throw notFound('Origin');
  const listed = interleaveSubPages(
    attachments
      .filter(
        (attachment) =>
          isVisibleInSites(attachment.siteIds, request.sites) && matchesFilters(attachment, request.filters),
      )
      .sort(compareAttachments(request.orderBy ?? defaultOrder)),
    request.subPageSize,
  );
  const page = pageToShow(listed, request);
  const shown = listed.slice((page - 1) * request.pageSize, page * request.pageSize);
  const uploaders = request.extend.has('uploaded-by')
    ? await uploadersByUserId(
        caller.organizationId,
        shown.map((attachment) => attachment.uploadedByUserId),
      )
    : undefined;
  const data = await Promise.all(
    shown.map(async (attachment): Promise<AttachmentListItem> => {
      const uploader = uploaders?.get(attachment.uploadedByUserId);
      return {
        id: attachment.id,
        name: attachment.name,
        mimeType: attachment.mimeType,
        size: attachment.size,
        origin: { type: attachment.attachableType, id: attachment.attachableId },
        presignedUrl: await presignedDownload(attachment.storageKey, attachment.name),
        updatedAt: attachment.updatedAt,
        createdAt: attachment.createdAt,
        ...(uploader && { uploadedBy: { id: attachment.uploadedById, ...uploader } }),
        ...(request.extend.has('actions-info') && { actions: attachmentActions(attachment, caller) }),
      };
    }),
  );
  return {
    data,
    ...(request.includeCount && { totalCount: listed.length }),
    pagination: { page, pageSize: request.pageSize },
  };
};
