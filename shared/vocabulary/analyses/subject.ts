import type { Subject } from './analysis.ts';

/**
 * What an analysis reads: a report or an inbox item, each one stored file. The specification shows
 * only their ids; this is the least the analysis needs (docs/analyses.md, "Subjects").
 */
export interface SubjectFile {
  id: string;
  organizationId: string;
  /** The file name as uploaded or received, for people reading the record. */
  name: string;
  /** Object key in the bucket, always under `org/<organizationId>/`. */
  storageKey: string;
  mimeType: string;
  createdAt: string;
}

export const analysableMimeTypes = ['application/pdf', 'text/plain', 'text/csv'] as const;
export type AnalysableMimeType = (typeof analysableMimeTypes)[number];

export const isAnalysableMimeType = (mimeType: string): mimeType is AnalysableMimeType =>
  (analysableMimeTypes as readonly string[]).includes(mimeType);

/** A key outside the organization's prefix is never read, whatever the record says. */
export const belongsToOrganization = (file: Pick<SubjectFile, 'organizationId' | 'storageKey'>): boolean =>
  file.storageKey.startsWith(`org/${file.organizationId}/`);

export const describeSubject = (subject: Subject): string => (subject.kind === 'report' ? 'Report' : 'Inbox item');
