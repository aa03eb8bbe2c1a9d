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

/** The file a document holds now, with when and by whom it became current. */
export interface CurrentFile extends DocumentFile {
  createdAt: string;
  /** null when a catalogue import brought it. */
  createdByUserId: string | null;
}

/** A document as operation 6 sees it: the catalogue's `document` record and its current file. */
export interface Document {
  id: string;
  organizationId: string;
  /** null until a first file is stored. */
  file: CurrentFile | null;
  /** The number the current file carries, and will keep as a version once replaced; 0 without a file. */
  currentVersion: number;
  createdAt: string;
  updatedAt: string;
}

/** An outgoing file, kept under its number when a replacement takes its place. */
export interface DocumentVersion extends DocumentFile {
  documentId: string;
  organizationId: string;
  version: number;
  createdAt: string;
  createdByUserId: string | null;
  replacedAt: string;
  /** null when a catalogue import replaced it. */
  replacedByUserId: string | null;
}
