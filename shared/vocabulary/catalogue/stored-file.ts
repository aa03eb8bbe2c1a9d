/**
 * A file the service stores for a record or a section item (a document's or report's current file,
 * a plan's drawing, an inbox item's attachment): where its bytes are and what they are.
 */
export interface StoredFile {
  name: string;
  mimeType: string;
  /** Bytes. */
  size: number;
  /** Object key in the bucket, always under `org/<organizationId>/`. */
  storageKey: string;
  /** SHA-256 of the bytes (hex) when the service stored them itself; absent for a presigned upload. */
  sha256?: string;
  createdAt: string;
  createdByUserId: string | null;
}
