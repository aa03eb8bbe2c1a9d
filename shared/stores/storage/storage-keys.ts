import { randomUUID } from 'node:crypto';

/**
 * Object keys of the bucket. Every object of an organization lives under `org/<organizationId>/`,
 * so one IAM condition or one lifecycle rule can address a tenant. File names are never part of a
 * key: a rename is a metadata change, and user text never has to be escaped into a key.
 */
const organizationPrefix = (organizationId: string) => `org/${organizationId}/`;

/**
 * The parts of the bucket, each by the pattern of its keys (IAM's `*`): a function is granted the
 * parts it reads or writes, not the bucket. Every key below lies in one part
 * (test/stores/storage/storage-keys.test.ts).
 */
export const storageAreas = {
  attachments: 'org/*/attachments/*',
  documents: 'org/*/documents/*',
  files: 'org/*/files/*',
  analyses: 'org/*/analyses/*',
  importJobs: 'imports/*',
} as const;

export type StorageArea = keyof typeof storageAreas;

export const storageKeys = {
  attachment: (organizationId: string, attachmentId: number, objectId: string = randomUUID()) =>
    `${organizationPrefix(organizationId)}attachments/${attachmentId}/${objectId}`,
  /** A fresh key per file of the document, so that a kept version is never overwritten by its successor. */
  documentFile: (organizationId: string, documentId: string, objectId: string = randomUUID()) =>
    `${organizationPrefix(organizationId)}documents/${documentId}/${objectId}`,
  /** Files a catalogue import brings, named by their content: the same bytes are stored once. */
  importedFile: (organizationId: string, sha256: string) => `${organizationPrefix(organizationId)}files/${sha256}`,
  /** The file of an import job: no organization yet, until the job's worker reads the file. */
  importJobFile: (jobId: string) => `imports/${jobId}/catalogue.json`,
  /** One key per attempt, so that an overtaken attempt never overwrites the result that was kept. */
  analysisResult: (organizationId: string, analysisId: string, attempt: number) =>
    `${organizationPrefix(organizationId)}analyses/${analysisId}/result-${attempt}.json`,
} as const;
