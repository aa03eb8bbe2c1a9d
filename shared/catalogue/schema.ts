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
import * as z from 'zod';
import { canonicalUuid, ref, timestamp } from '../http/formats.ts';
import {
  DECISIONS,
  INTERVENTION_TYPES,
  KINDS,
  ORGANIZATION_LANGUAGES,
  ORGANIZATION_TYPES,
  PRIORITIES,
  PROVIDER_TYPES,
  ROLES,
  TECHNICAL_INSTALLATION_CATEGORIES,
  USER_STATUSES,
  VISIT_TYPES,
  statusesOf,
  type Kind,
} from './kinds.ts';

export const CATALOGUE_FORMAT = 'catalogue/v1';

/** Upper bound on the ids a single relation array may hold. */
export const MAX_RELATION_IDS = 1000;

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

const str = (min: number, max: number) => z.string().min(min).max(max);

const dedupe = (ids: string[]): string[] => [...new Set(ids)];

/** An array of ids: lower-cased, de-duplicated, `[]` when absent. */
export const idList = z.array(canonicalUuid).max(MAX_RELATION_IDS).transform(dedupe).default([]);

const optionalTimestamp = timestamp.nullable().default(null);
const optionalText = (max: number) => z.string().max(max).nullable().default(null);
const optionalEmail = z.email().max(254).nullable().default(null);
const optionalId = canonicalUuid.nullable().default(null);
const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values).nullable().default(null);

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

export const timeZone = z
  .string()
  .min(1)
  .max(100)
  .refine(isTimeZone, { error: 'must be an IANA time zone name such as Europe/Paris', params: { rule: 'timezone' } });

// ---------------------------------------------------------------------------------------------
// Organization and users
// ---------------------------------------------------------------------------------------------

export const organizationSchema = z.strictObject({
  id: canonicalUuid,
  type: z.enum(ORGANIZATION_TYPES),
  name: str(1, 100),
  language: z.enum(ORGANIZATION_LANGUAGES),
  timezone: timeZone,
});
export type CatalogueOrganization = z.output<typeof organizationSchema>;

export const userSchema = z.strictObject({
  id: canonicalUuid,
  firstName: str(1, 100),
  lastName: str(1, 100),
  email: z.email().max(254),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES).default('active'),
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
  subtitle: z.string().max(240).nullable().default(null),
  text: z.string().max(5000).optional(),
  archived: z.boolean().default(false),
  historized: z.boolean().default(false),
  unitIds: idList,
  technicalInstallationIds: idList,
  createdAt: timestamp.optional(),
  updatedAt: timestamp.optional(),
};

/** `status` of a kind without statuses. */
const noStatus = z.null().default(null);

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
  year: z.number().int().min(1900).max(2200).nullable().default(null),
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
} as const satisfies Record<Kind, z.ZodType>;

export type RecordSchemas = typeof recordSchemas;

/** One record, discriminated on `kind`. */
export const catalogueRecordSchema = z.discriminatedUnion(
  'kind',
  KINDS.map((k) => recordSchemas[k]) as unknown as [
    RecordSchemas[Kind],
    ...RecordSchemas[Kind][],
  ],
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
  users: z.array(userSchema).default([]),
  records: z.array(catalogueRecordSchema),
});

/** A `catalogue/v1` file after parsing (shape only; see `validateCatalogue` for the full check). */
export interface Catalogue {
  format: typeof CATALOGUE_FORMAT;
  organization: CatalogueOrganization;
  users: CatalogueUser[];
  records: CatalogueRecord[];
}

export type CatalogueInput = z.input<typeof catalogueSchema>;

/** The file without its records' content, so that records can be checked one by one. */
export const catalogueEnvelopeSchema = z.strictObject({
  format: z.literal(CATALOGUE_FORMAT),
  organization: organizationSchema,
  users: z.array(userSchema).default([]),
  records: z.array(z.unknown()),
});
