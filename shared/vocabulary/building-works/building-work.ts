import {
  DOCUMENT_TYPES,
  type DocumentType,
  KIND_DEFINITIONS,
  type StatusOf,
  statusesOf,
} from '#shared/vocabulary/catalogue/kinds.ts';
import type { FieldValue } from '#shared/vocabulary/catalogue-format/schema.ts';

/** The statuses of the `building_work` kind (kinds.ts), the one place they are defined. */
export const buildingWorkStatuses = statusesOf('building_work');
export type BuildingWorkStatus = StatusOf<'building_work'>;

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

/** The fields the `building_work` kind defines (kinds.ts): each one a member of a building work. */
export const buildingWorkFields = KIND_DEFINITIONS.building_work.fields;
export type BuildingWorkFields = typeof buildingWorkFields;

/**
 * A building work as operation 10 shows it: the catalogue's `building_work` record, with each field
 * its kind defines (null when not held) and its `text` as the description.
 */
export type BuildingWork = {
  id: string;
  ref: string;
  status: BuildingWorkStatus;
  description: string | null;
  archivedAt: string | null;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
} & { -readonly [F in keyof BuildingWorkFields]: FieldValue<BuildingWorkFields[F]> };

/** The catalogue's commission vocabulary (shared/vocabulary/catalogue/kinds.ts), so search and this read agree. */
export const commissionStatuses = statusesOf('commission');

/**
 * What a building work's documents are: the paperwork of French building works in buildings open
 * to the public (authorization file, commission minutes, technical checks, reception).
 */
export const buildingWorkDocumentTypes = DOCUMENT_TYPES;
export type BuildingWorkDocumentType = DocumentType;

/** A filed document as the building work lists it: the document record and its current file. */
export interface BuildingWorkDocument {
  id: string;
  ref: string;
  /** The document's `documentType`; a v1 free-text type reads as `other`. */
  type: BuildingWorkDocumentType;
  name: string;
  mimeType: string;
  /** Bytes. */
  size: number;
  /** The object's key in the bucket; never shown, only signed into `downloadUrl`. */
  storageKey: string;
  createdAt: string;
}
