/**
 * zod schemas of a `catalogue/v1` file (catalogue-format.md): shape and per-field rules only.
 * Rules across records (unique ids and refs, relations) live in `validate.ts`; use
 * `validateCatalogue` to check a file, these schemas to type and to reuse pieces.
 *
 * Conventions of the parsed output:
 * - ids (record, user, organization and relation ids) are lower-cased;
 * - every extra field of a kind is optional in the file and `null` when absent;
 * - relation arrays default to `[]` and are de-duplicated;
 * - `status` is required for kinds with statuses and `null` (default) for kinds without;
 * - `createdAt` / `updatedAt` stay `undefined` when absent: the importer fills in the import time.
 */
import * as z from 'zod/mini';
import { buildingWorkDocumentTypes } from '../building-works/building-work.ts';
import { canonicalUuid, integer, ref, singleLine, timestamp } from '../http/formats.ts';
import { type LabelType, labelTypes } from '../labels/label.ts';
import { accessStatuses, contractTypes, onboardingStatuses } from '../organizations/organization.ts';
import { planPercent } from '../plan-points/plan-point.ts';
import {
  DECISIONS,
  INTERVENTION_TYPES,
  KINDS,
  type Kind,
  ORGANIZATION_LANGUAGES,
  ORGANIZATION_TYPES,
  PRIORITIES,
  PROVIDER_TYPES,
  ROLES,
  statusesOf,
  TECHNICAL_INSTALLATION_CATEGORIES,
  USER_STATUSES,
  VISIT_TYPES,
} from './kinds.ts';

export const CATALOGUE_FORMAT = 'catalogue/v1';
export const CATALOGUE_FORMAT_V2 = 'catalogue/v2';
export const CATALOGUE_FORMATS = [CATALOGUE_FORMAT, CATALOGUE_FORMAT_V2] as const;
export type CatalogueFormat = (typeof CATALOGUE_FORMATS)[number];

/** Upper bound on the ids a single relation array may hold. */
export const MAX_RELATION_IDS = 1000;

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

const str = (min: number, max: number) => z.string().check(z.minLength(min), z.maxLength(max));

const dedupe = (ids: string[]): string[] => [...new Set(ids)];

/** An array of ids: lower-cased, de-duplicated, `[]` when absent. */
export const idList = z._default(
  z.pipe(z.array(canonicalUuid).check(z.maxLength(MAX_RELATION_IDS)), z.transform(dedupe)),
  [],
);

/** Absent or null in the file, `null` in the output. */
const nullByDefault = <T extends z.ZodMiniType>(schema: T) => z._default(z.nullable(schema), null);

const optionalTimestamp = nullByDefault(timestamp);
const optionalText = (max: number) => nullByDefault(z.string().check(z.maxLength(max)));
const optionalEmail = nullByDefault(z.email().check(z.maxLength(254)));
const optionalId = nullByDefault(canonicalUuid);
const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T) => nullByDefault(z.enum(values));

/** An IANA time zone name that `Intl.DateTimeFormat` knows ("Europe/Paris", "UTC"); offsets are refused. */
export const TIME_ZONE_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

export const isTimeZone = (value: string): boolean => {
  if (!TIME_ZONE_NAME_PATTERN.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

export const timeZone = z.string().check(
  z.minLength(1),
  z.maxLength(100),
  z.refine(isTimeZone, {
    error: 'must be an IANA time zone name such as Europe/Paris',
    params: { rule: 'timezone' },
  }),
);

// ---------------------------------------------------------------------------------------------
// Organization and users
// ---------------------------------------------------------------------------------------------

export const organizationSchema = z.strictObject({
  id: canonicalUuid,
  type: z.enum(ORGANIZATION_TYPES),
  name: singleLine(1, 100),
  language: z.enum(ORGANIZATION_LANGUAGES),
  timezone: timeZone,
});
export type CatalogueOrganization = z.output<typeof organizationSchema>;

export const userSchema = z.strictObject({
  id: canonicalUuid,
  firstName: singleLine(1, 100),
  lastName: singleLine(1, 100),
  email: z.email().check(z.maxLength(254)),
  role: z.enum(ROLES),
  status: z._default(z.enum(USER_STATUSES), 'active'),
});
export type CatalogueUser = z.output<typeof userSchema>;

// ---------------------------------------------------------------------------------------------
// Records
// ---------------------------------------------------------------------------------------------

/** Fields every record has, whatever its kind (besides `kind` and `status`). */
export const commonRecordFields = {
  id: canonicalUuid,
  ref,
  title: str(1, 300),
  subtitle: nullByDefault(z.string().check(z.maxLength(240))),
  text: z.optional(z.string().check(z.maxLength(5000))),
  archived: z._default(z.boolean(), false),
  historized: z._default(z.boolean(), false),
  unitIds: idList,
  technicalInstallationIds: idList,
  createdAt: z.optional(timestamp),
  updatedAt: z.optional(timestamp),
};

/** `status` of a kind without statuses. */
const noStatus = z._default(z.null(), null);

export const anomalyRecordSchema = z.strictObject({
  kind: z.literal('anomaly'),
  ...commonRecordFields,
  status: z.enum(statusesOf('anomaly')),
  priority: optionalEnum(PRIORITIES),
  detectedAt: optionalTimestamp,
  dueAt: optionalTimestamp,
  equipmentIds: idList,
});

export const interventionRecordSchema = z.strictObject({
  kind: z.literal('intervention'),
  ...commonRecordFields,
  status: z.enum(statusesOf('intervention')),
  interventionType: optionalEnum(INTERVENTION_TYPES),
  scheduledAt: optionalTimestamp,
  completedAt: optionalTimestamp,
  providerId: optionalId,
});

export const commissionRecordSchema = z.strictObject({
  kind: z.literal('commission'),
  ...commonRecordFields,
  status: z.enum(statusesOf('commission')),
  visitType: optionalEnum(VISIT_TYPES),
  decision: optionalEnum(DECISIONS),
  heldAt: optionalTimestamp,
});

export const unitRecordSchema = z.strictObject({
  kind: z.literal('unit'),
  ...commonRecordFields,
  status: noStatus,
  city: optionalText(100),
});

export const technicalInstallationRecordSchema = z.strictObject({
  kind: z.literal('technical_installation'),
  ...commonRecordFields,
  status: noStatus,
  category: optionalEnum(TECHNICAL_INSTALLATION_CATEGORIES),
});

export const equipmentRecordSchema = z.strictObject({
  kind: z.literal('equipment'),
  ...commonRecordFields,
  status: z.enum(statusesOf('equipment')),
  brand: optionalText(100),
  model: optionalText(100),
  serialNumber: optionalText(100),
  installedAt: optionalTimestamp,
});

export const buildingWorkRecordSchema = z.strictObject({
  kind: z.literal('building_work'),
  ...commonRecordFields,
  status: z.enum(statusesOf('building_work')),
  startAt: optionalTimestamp,
  endAt: optionalTimestamp,
  contractorName: optionalText(200),
});

export const logbookRecordSchema = z.strictObject({
  kind: z.literal('logbook'),
  ...commonRecordFields,
  status: noStatus,
  year: z._default(z.nullable(integer(1900, 2200)), null),
});

export const providerRecordSchema = z.strictObject({
  kind: z.literal('provider'),
  ...commonRecordFields,
  status: z.enum(statusesOf('provider')),
  providerType: optionalEnum(PROVIDER_TYPES),
  city: optionalText(100),
});

export const contactRecordSchema = z.strictObject({
  kind: z.literal('contact'),
  ...commonRecordFields,
  status: noStatus,
  providerId: optionalId,
  role: optionalText(100),
  email: optionalEmail,
  phone: optionalText(40),
});

export const contractRecordSchema = z.strictObject({
  kind: z.literal('contract'),
  ...commonRecordFields,
  status: z.enum(statusesOf('contract')),
  providerId: optionalId,
  startAt: optionalTimestamp,
  endAt: optionalTimestamp,
});

export const documentRecordSchema = z.strictObject({
  kind: z.literal('document'),
  ...commonRecordFields,
  status: noStatus,
  documentType: optionalText(200),
  mimeType: optionalText(255),
});

export const reportRecordSchema = z.strictObject({
  kind: z.literal('report'),
  ...commonRecordFields,
  status: z.enum(statusesOf('report')),
  providerId: optionalId,
  interventionId: optionalId,
  issuedAt: optionalTimestamp,
});

export const routineRecordSchema = z.strictObject({
  kind: z.literal('routine'),
  ...commonRecordFields,
  status: z.enum(statusesOf('routine')),
  rrule: optionalText(500),
  nextDueAt: optionalTimestamp,
});

export const memberRecordSchema = z.strictObject({
  kind: z.literal('member'),
  ...commonRecordFields,
  status: z.enum(statusesOf('member')),
  role: optionalEnum(ROLES),
  email: optionalEmail,
});

export const complianceRecordSchema = z.strictObject({
  kind: z.literal('compliance'),
  ...commonRecordFields,
  status: z.enum(statusesOf('compliance')),
  regulation: optionalText(300),
  dueAt: optionalTimestamp,
});

/** The record schema of each kind. */
export const recordSchemas = {
  anomaly: anomalyRecordSchema,
  intervention: interventionRecordSchema,
  commission: commissionRecordSchema,
  unit: unitRecordSchema,
  technical_installation: technicalInstallationRecordSchema,
  equipment: equipmentRecordSchema,
  building_work: buildingWorkRecordSchema,
  logbook: logbookRecordSchema,
  provider: providerRecordSchema,
  contact: contactRecordSchema,
  contract: contractRecordSchema,
  document: documentRecordSchema,
  report: reportRecordSchema,
  routine: routineRecordSchema,
  member: memberRecordSchema,
  compliance: complianceRecordSchema,
} as const satisfies Record<Kind, z.ZodMiniType>;

export type RecordSchemas = typeof recordSchemas;

/** One record, discriminated on `kind`. */
export const catalogueRecordSchema = z.discriminatedUnion(
  'kind',
  KINDS.map((k) => recordSchemas[k]) as unknown as [RecordSchemas[Kind], ...RecordSchemas[Kind][]],
);

/** A parsed record of kind K. */
export type RecordOf<K extends Kind> = z.output<RecordSchemas[K]>;
/** A parsed record of any kind (discriminated on `kind`). */
export type CatalogueRecord = { [K in Kind]: RecordOf<K> }[Kind];
/** A record as written in a file (defaults not applied). */
export type CatalogueRecordInput = { [K in Kind]: z.input<RecordSchemas[K]> }[Kind];

// ---------------------------------------------------------------------------------------------
// The file
// ---------------------------------------------------------------------------------------------

export const catalogueSchema = z.strictObject({
  format: z.literal(CATALOGUE_FORMAT),
  organization: organizationSchema,
  users: z._default(z.array(userSchema), []),
  records: z.array(catalogueRecordSchema),
});

/**
 * A catalogue file after parsing (shape only; see `validateCatalogue` for the full check): a v1 file
 * reads as a v2 file that uses none of the v2 members.
 */
export interface Catalogue {
  format: CatalogueFormat;
  organization: CatalogueOrganization & Partial<Omit<CatalogueOrganizationV2, keyof CatalogueOrganization>>;
  users: (CatalogueUser & { labelIds: string[] })[];
  records: CatalogueRecord[];
  labels: CatalogueLabel[];
  plans: CataloguePlan[];
  planPoints: CataloguePlanPoint[];
  inboxItems: CatalogueInboxItem[];
  attachments: CatalogueAttachment[];
}

export type CatalogueInput = z.input<typeof catalogueSchema>;

/** The file without its records' content, so that records can be checked one by one. */
/** A format that is neither is told both; a v2 file is read with `catalogueEnvelopeSchemaV2`. */
export const catalogueEnvelopeSchema = z.strictObject({
  format: z.literal([CATALOGUE_FORMAT, CATALOGUE_FORMAT_V2]),
  organization: organizationSchema,
  users: z._default(z.array(userSchema), []),
  records: z.array(z.unknown()),
});

// ---------------------------------------------------------------------------------------------
// catalogue/v2 (catalogue-format.md, "Version 2"): v1 plus what every operation acts on
// ---------------------------------------------------------------------------------------------

/** The label types that fit each record kind (users, and so members, take the last two). */
export const LABEL_TYPES_OF_KIND: Partial<Record<Kind, readonly LabelType[]>> = {
  commission: ['commission'],
  provider: ['provider'],
  document: ['document'],
  logbook: ['logbook'],
  member: ['user_profession', 'diploma_title'],
};
export const USER_LABEL_TYPES = ['user_profession', 'diploma_title'] as const satisfies readonly LabelType[];

/** A file's bytes: inline, or a path relative to the catalogue file. */
export const fileSchema = z.strictObject({
  name: str(1, 255),
  mimeType: str(1, 255),
  content: z.union([z.strictObject({ base64: z.base64() }), z.strictObject({ path: str(1, 1000) })]),
});
export type CatalogueFile = z.output<typeof fileSchema>;

const optionalFile = nullByDefault(fileSchema);

/** Members v2 adds to every record. */
export const v2RecordFields = {
  archivedAt: optionalTimestamp,
  deletedAt: optionalTimestamp,
  createdByUserId: optionalId,
  labelIds: idList,
};

/** The building work's description is its `text`, shorter than other kinds'. */
const v2KindFields: Partial<Record<Kind, z.core.$ZodLooseShape>> = {
  intervention: { anomalyId: optionalId },
  commission: { buildingWorkId: optionalId },
  building_work: {
    text: z.optional(z.string().check(z.maxLength(2000))),
    authorizationNumber: nullByDefault(z.string().check(z.minLength(1), z.maxLength(200))),
    workNature: optionalText(200),
    supervisingTechnicianName: optionalText(200),
    architectName: optionalText(200),
    receivedAt: optionalTimestamp,
  },
  document: {
    buildingWorkId: optionalId,
    documentType: optionalEnum(buildingWorkDocumentTypes),
    file: optionalFile,
  },
  report: { file: optionalFile },
};

/** The v2 record schema of each kind: the v1 schema, the common v2 members and the kind's own. */
export const recordSchemasV2 = Object.fromEntries(
  KINDS.map((kind) => [kind, z.extend(recordSchemas[kind], { ...v2RecordFields, ...v2KindFields[kind] })]),
) as unknown as { [K in Kind]: z.ZodMiniType<RecordOf<K> & V2RecordMembers & V2KindMembers> };

export type V2RecordMembers = {
  archivedAt: string | null;
  deletedAt: string | null;
  createdByUserId: string | null;
  labelIds: string[];
};

/** Kind-specific v2 members, all optional in the type so that one shape serves every kind. */
export type V2KindMembers = {
  anomalyId?: string | null;
  buildingWorkId?: string | null;
  authorizationNumber?: string | null;
  workNature?: string | null;
  supervisingTechnicianName?: string | null;
  architectName?: string | null;
  receivedAt?: string | null;
  file?: CatalogueFile | null;
};

export const labelSchema = z.strictObject({
  id: canonicalUuid,
  name: str(1, 100),
  color: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, { error: 'must be # followed by six hexadecimal digits' })),
  type: z.enum(labelTypes),
});
export type CatalogueLabel = z.output<typeof labelSchema>;

export const planSchema = z.strictObject({
  id: canonicalUuid,
  name: str(1, 200),
  unitId: canonicalUuid,
  file: optionalFile,
});
export type CataloguePlan = z.output<typeof planSchema>;

export const planPointSchema = z.strictObject({
  id: canonicalUuid,
  anomalyId: canonicalUuid,
  planId: canonicalUuid,
  xPercent: planPercent,
  yPercent: planPercent,
});
export type CataloguePlanPoint = z.output<typeof planPointSchema>;

export const inboxItemSchema = z.strictObject({
  id: canonicalUuid,
  subject: str(1, 300),
  receivedAt: timestamp,
  from: optionalEmail,
  file: fileSchema,
});
export type CatalogueInboxItem = z.output<typeof inboxItemSchema>;

export const attachmentSchema = z.strictObject({
  id: canonicalUuid,
  recordId: canonicalUuid,
  file: fileSchema,
  uploadedByUserId: canonicalUuid,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type CatalogueAttachment = z.output<typeof attachmentSchema>;

export const userSchemaV2 = z.extend(userSchema, { labelIds: idList });

/** The back-office fields of the Organization a file may state, with the update bounds of operation 4. */
export const organizationSchemaV2 = z.extend(organizationSchema, {
  comment: z.optional(z.string().check(z.maxLength(1000))),
  uploadSizeLimit: z.optional(integer(0, 1048576)),
  engagementDuration: z.optional(integer(1, 600)),
  engagementStartAt: z.optional(z.nullable(timestamp)),
  contractType: z.optional(z.enum(contractTypes)),
  onboardingStatus: z.optional(z.enum(onboardingStatuses)),
  accessStatus: z.optional(z.enum(accessStatuses)),
  addressCountry: z.optional(singleLine(1, 200)),
  addressCity: z.optional(singleLine(1, 200)),
  addressStreet: z.optional(singleLine(1, 200)),
  addressPostalCode: z.optional(singleLine(1, 20)),
});
export type CatalogueOrganizationV2 = z.output<typeof organizationSchemaV2>;

/** The v2 file without its records' content (records are checked one by one). */
export const catalogueEnvelopeSchemaV2 = z.strictObject({
  format: z.literal(CATALOGUE_FORMAT_V2),
  organization: organizationSchemaV2,
  users: z._default(z.array(userSchemaV2), []),
  records: z.array(z.unknown()),
  labels: z._default(z.array(labelSchema), []),
  plans: z._default(z.array(planSchema), []),
  planPoints: z._default(z.array(planPointSchema), []),
  inboxItems: z._default(z.array(inboxItemSchema), []),
  attachments: z._default(z.array(attachmentSchema), []),
});
