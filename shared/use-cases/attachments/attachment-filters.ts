import type { Attachment } from '#shared/vocabulary/attachments/attachment.ts';
import { timestampToMillis } from '#shared/vocabulary/formats/plain-formats.ts';
import type { DateRange } from './list-query.ts';

/** The `where…` filters of the listing; all given filters must hold. */
export interface AttachmentFilters {
  uploadedById?: number;
  /** Case-insensitive "contains". */
  name?: string;
  createdAt?: DateRange;
  updatedAt?: DateRange;
  /** Case-insensitive "contains". */
  mimeType?: string;
  /** Bytes, exact. */
  size?: number;
  attachableTypes?: ReadonlySet<number>;
}

const fold = (text: string) => text.normalize('NFC').toLocaleLowerCase('und');

/** Both bounds inclusive; `<timestamp>`s with different offsets compare as instants. */
const within = (value: string, range: DateRange) => {
  const instant = timestampToMillis(value)!;
  return (
    (range.start === undefined || instant >= timestampToMillis(range.start)!) &&
    (range.end === undefined || instant <= timestampToMillis(range.end)!)
  );
};

export const matchesFilters = (attachment: Attachment, filters: AttachmentFilters): boolean =>
  (filters.uploadedById === undefined || attachment.uploadedById === filters.uploadedById) &&
  (filters.name === undefined || fold(attachment.name).includes(fold(filters.name))) &&
  (filters.createdAt === undefined || within(attachment.createdAt, filters.createdAt)) &&
  (filters.updatedAt === undefined || within(attachment.updatedAt, filters.updatedAt)) &&
  (filters.mimeType === undefined || fold(attachment.mimeType).includes(fold(filters.mimeType))) &&
  (filters.size === undefined || attachment.size === filters.size) &&
  (filters.attachableTypes === undefined || filters.attachableTypes.has(attachment.attachableType));
