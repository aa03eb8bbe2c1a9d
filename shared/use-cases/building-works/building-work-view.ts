/** What a building work read (operation `getBuildingWorkRSV1`) answers; the handler's contract and the OpenAPI document take it from here. */
import * as z from 'zod/mini';
import { fileNameMaxLength } from '#shared/stores/storage/file-name.ts';
import {
  buildingWorkDocumentTypes,
  buildingWorkStatuses,
  commissionStatuses,
  updatableBuildingWorkFields,
} from '#shared/vocabulary/building-works/building-work.ts';
import { buildingWorkActions } from '#shared/vocabulary/building-works/lifecycle.ts';
import { DECISIONS, KIND_DEFINITIONS, VISIT_TYPES } from '#shared/vocabulary/catalogue/kinds.ts';
import { documentSizeMax } from '#shared/vocabulary/documents/document.ts';
import { booleanFlags, ref, timestamp, uuid } from '#shared/vocabulary/formats/formats.ts';

export const buildingWorkExtends = [
  'units',
  'commission',
  'counts',
  'created-by',
  'documents',
  'actions-info',
  'updatable-fields',
] as const;
export type BuildingWorkExtend = (typeof buildingWorkExtends)[number];

// The catalogue's bounds (shared/vocabulary/catalogue/kinds.ts): a building work shows what an import stored.
const { fields, v2TextMax: descriptionMax } = KIND_DEFINITIONS.building_work;
const text = (spec: { min?: number; max: number }) =>
  z.optional(z.string().check(...(spec.min === undefined ? [] : [z.minLength(spec.min)]), z.maxLength(spec.max)));
const count = z.int().check(z.minimum(0));

const commissionSchema = z.strictObject({
  id: uuid,
  ref,
  visitType: z.optional(z.enum(VISIT_TYPES)),
  status: z.enum(commissionStatuses),
  decision: z.optional(z.enum(DECISIONS)),
  heldAt: z.optional(timestamp),
});
export type BuildingWorkCommission = z.output<typeof commissionSchema>;

const documentSchema = z.strictObject({
  id: uuid,
  ref,
  name: z.string().check(z.minLength(1), z.maxLength(fileNameMaxLength)),
  type: z.enum(buildingWorkDocumentTypes),
  mimeType: z.string(),
  size: z.int().check(z.minimum(0), z.maximum(documentSizeMax)),
  createdAt: timestamp,
  downloadUrl: z.url(),
});

export const buildingWorkViewSchema = z.strictObject({
  id: uuid,
  ref,
  authorizationNumber: text(fields.authorizationNumber),
  status: z.enum(buildingWorkStatuses),
  description: text({ max: descriptionMax }),
  workNature: text(fields.workNature),
  contractorName: text(fields.contractorName),
  supervisingTechnicianName: text(fields.supervisingTechnicianName),
  architectName: text(fields.architectName),
  receivedAt: z.optional(timestamp),
  startAt: z.optional(timestamp),
  endAt: z.optional(timestamp),
  archivedAt: z.optional(timestamp),
  deletedAt: z.optional(timestamp),
  createdAt: timestamp,
  updatedAt: timestamp,
  units: z.optional(z.array(z.strictObject({ id: uuid, ref, name: z.string() }))),
  // The specification's one "or null" of this record: asked for, and no commission held yet.
  commission: z.optional(z.nullable(commissionSchema)),
  _count: z.optional(z.strictObject({ documents: count, commissions: count, units: count })),
  createdByUser: z.optional(z.strictObject({ id: uuid, name: z.string() })),
  documents: z.optional(z.array(documentSchema)),
  actions: z.optional(booleanFlags(buildingWorkActions)),
  updatableFields: z.optional(booleanFlags(updatableBuildingWorkFields)),
});
export type BuildingWorkView = z.output<typeof buildingWorkViewSchema>;
