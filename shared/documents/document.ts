/** The file types a document may hold (specification, "Document replacement"). */
export const documentMimeTypes = [
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/pdf',
  'application/vnd.ms-outlook',
  'message/rfc822',
  'text/plain',
  'text/csv',
] as const;
export type DocumentMimeType = (typeof documentMimeTypes)[number];

/** 1 GiB, the specification's bound on a document file. */
export const documentSizeMax = 1_073_741_824;

/** The file a document holds now. Its earlier files are DocumentVersions. */
export interface DocumentFile {
  name: string;
  mimeType: DocumentMimeType;
  /** Bytes. */
  size: number;
  storageKey: string;
}

export interface Document extends DocumentFile {
  id: string;
  organizationId: string;
  /** The number the current file will carry as a version once replaced; starts at 1. */
  currentVersion: number;
  /** When the current file became current, and by whom. */
  fileCreatedAt: string;
  fileCreatedByUserId: string;
  createdAt: string;
  updatedAt: string;
}

/** An outgoing file, kept under its number when a replacement takes its place. */
export interface DocumentVersion extends DocumentFile {
  documentId: string;
  organizationId: string;
  version: number;
  createdAt: string;
  createdByUserId: string;
  replacedAt: string;
  replacedByUserId: string;
}
