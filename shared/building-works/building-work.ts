import type { Decision, VisitType } from '../catalogue/kinds.ts';

export const buildingWorkStatuses = ['pending', 'approved', 'rejected', 'partially_received', 'received'] as const;
export type BuildingWorkStatus = (typeof buildingWorkStatuses)[number];

/** The fields an update of a building work may change; `updatableFields` answers one flag per field. */
export const updatableBuildingWorkFields = [
  'authorizationNumber',
  'status',
  'description',
  'workNature',
  'contractorName',
  'supervisingTechnicianName',
  'architectName',
  'startAt',
  'endAt',
  'unitIds',
] as const;
export type UpdatableBuildingWorkField = (typeof updatableBuildingWorkFields)[number];

export interface BuildingWork {
  id: string;
  organizationId: string;
  ref: string;
  authorizationNumber: string;
  status: BuildingWorkStatus;
  description: string | null;
  workNature: string | null;
  contractorName: string | null;
  supervisingTechnicianName: string | null;
  architectName: string | null;
  receivedAt: string | null;
  startAt: string | null;
  endAt: string | null;
  archivedAt: string | null;
  /** Soft delete: a deleted building work is answered as absent. */
  deletedAt: string | null;
  createdByUserId: string;
  createdAt: string;
  updatedAt: string;
}

/** A unit as the building work shows it; only active units (neither archived nor deleted) are shown. */
export interface Unit {
  id: string;
  organizationId: string;
  ref: string;
  name: string;
  archivedAt: string | null;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export const isActiveUnit = (unit: Pick<Unit, 'archivedAt' | 'deletedAt'>): boolean => unit.archivedAt === null && unit.deletedAt === null;

/** The catalogue's commission vocabulary (shared/catalogue/kinds.ts), so search and this read agree. */
export const commissionStatuses = ['scheduled', 'held', 'cancelled'] as const;
export type CommissionStatus = (typeof commissionStatuses)[number];

/** A safety commission's visit to the building work, kept in the building work's partition. */
export interface BuildingWorkCommission {
  id: string;
  buildingWorkId: string;
  ref: string;
  visitType: VisitType;
  status: CommissionStatus;
  /** null until the commission has decided (or when it was cancelled). */
  decision: Decision | null;
  /** Set once held. */
  heldAt: string | null;
  scheduledAt: string;
}

/**
 * What a building work's documents are: the paperwork of French building works in buildings open
 * to the public (authorization file, commission minutes, technical checks, reception).
 */
export const buildingWorkDocumentTypes = [
  'authorization_request',
  'authorization_decision',
  'plan',
  'technical_report',
  'commission_minutes',
  'reception_report',
  'other',
] as const;
export type BuildingWorkDocumentType = (typeof buildingWorkDocumentTypes)[number];

/**
 * A document filed on the building work: the link carries how the building work files it (its
 * reference and type); the document record (shared/documents) holds the file, which a
 * replacement (operation 6) may change at any time.
 */
export interface BuildingWorkDocumentLink {
  buildingWorkId: string;
  documentId: string;
  ref: string;
  type: BuildingWorkDocumentType;
}

/** A filed document as the building work lists it. */
export interface BuildingWorkDocument extends Omit<BuildingWorkDocumentLink, 'documentId'> {
  id: string;
  name: string;
  mimeType: string;
  /** Bytes. */
  size: number;
  /** The object's key in the bucket; never shown, only signed into `downloadUrl`. */
  storageKey: string;
  createdAt: string;
}
