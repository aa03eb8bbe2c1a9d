/** What a building work read (operation `getBuildingWorkRSV1`) answers; the handler's contract and the OpenAPI document take it from here. */
import * as z from 'zod/mini';
import { fileNameMaxLength } from '#shared/stores/storage/file-name.ts';
import {
  type BuildingWorkFields,
  buildingWorkDocumentTypes,
  buildingWorkFields,
  buildingWorkStatuses,
  commissionStatuses,
  updatableBuildingWorkFields,
} from '#shared/vocabulary/building-works/building-work.ts';
import { buildingWorkActions } from '#shared/vocabulary/building-works/lifecycle.ts';
import { DECISIONS, type FieldSpec, KIND_DEFINITIONS, VISIT_TYPES } from '#shared/vocabulary/catalogue/kinds.ts';
import type { FieldValue } from '#shared/vocabulary/catalogue-format/schema.ts';
import { documentSizeMax } from '#shared/vocabulary/documents/document.ts';
import { booleanFlags, ref, timestamp, uuid } from '#shared/vocabulary/formats/formats.ts';
import { nameSchema } from '#shared/vocabulary/formats/schema-name.ts';

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
const { v2TextMax: descriptionMax } = KIND_DEFINITIONS.building_work;
const text = (spec: { min?: number; max: number }) =>
  z.optional(z.string().check(...(spec.min === undefined ? [] : [z.minLength(spec.min)]), z.maxLength(spec.max)));
const count = z.int().check(z.minimum(0));

/** A field of the kind as the view shows it: left out when the record holds none, within the catalogue's bounds. */
const fieldView = (spec: FieldSpec): z.ZodMiniType => {
  switch (spec.type) {
    case 'timestamp':
      return z.optional(timestamp);
    case 'string':
      return text(spec);
    case 'integer':
      return z.optional(z.int().check(z.minimum(spec.min), z.maximum(spec.max)));
    case 'enum':
      return z.optional(z.enum(spec.values));
    case 'email':
      return z.optional(z.email());
    case 'relation':
      return z.optional(uuid);
    case 'relations':
      return z.optional(z.array(uuid));
  }
};

/** Every field the `building_work` kind defines, so that a field added to the kind is shown without a line here. */
const kindFieldViews = Object.fromEntries(
  Object.entries(buildingWorkFields).map(([field, spec]) => [field, fieldView(spec)]),
) as {
  -readonly [F in keyof BuildingWorkFields]: z.ZodMiniOptional<
    z.ZodMiniType<NonNullable<FieldValue<BuildingWorkFields[F]>>>
  >;
};

const commissionSchema = z.strictObject({
  id: uuid,
  ref,
  visitType: z.optional(z.enum(VISIT_TYPES)),
  status: z.enum(commissionStatuses),
  decision: z.optional(z.enum(DECISIONS)),
  heldAt: z.optional(timestamp),
});
nameSchema(commissionSchema, 'BuildingWorkCommission');
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
nameSchema(documentSchema, 'BuildingWorkDocument');

export const buildingWorkViewSchema = z.strictObject({
  id: uuid,
  ref,
  status: z.enum(buildingWorkStatuses),
  description: text({ max: descriptionMax }),
  ...kindFieldViews,
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
nameSchema(buildingWorkViewSchema, 'BuildingWork');
export type BuildingWorkView = z.output<typeof buildingWorkViewSchema>;
