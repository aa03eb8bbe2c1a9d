/**
 * zod schemas of a `catalogue/v1` file (catalogue-format.md): shape and per-field rules only.
 * Rules across records (unique ids and refs, relations) and sections live in `record-rules.ts` and
 * `section-rules.ts`, run by the passes of `catalogue-check.ts`; use `validateCatalogue` (or
 * `CatalogueCheck`) to check a file, these schemas to type and to reuse pieces. The record
 * schemas of both formats, and their types, are built from the kinds' definitions (kinds.ts).
 *
 * Conventions of the parsed output:
 * - ids (record, user, organization and relation ids) are lower-cased;
 * - every extra field of a kind is optional in the file and `null` when absent;
 * - relation arrays default to `[]` and are de-duplicated;
 * - `status` is required for kinds with statuses and `null` (default) for kinds without;
 * - `createdAt` / `updatedAt` stay `undefined` when absent: the importer fills in the import time.
 */
import * as z from 'zod/mini';
import {
  type FieldSpec,
  hasStatuses,
  KIND_DEFINITIONS,
  KINDS,
  type Kind,
  type KindDefinition,
  type KindDefinitions,
  type KindFieldSpec,
  type KindWithStatus,
  type StatusOf,
  statusesOf,
} from '#shared/vocabulary/catalogue/kinds.ts';
import { ORGANIZATION_LANGUAGES } from '#shared/vocabulary/codes/languages.ts';
import { canonicalUuid, integer, readable, ref, singleLine, timestamp } from '#shared/vocabulary/formats/formats.ts';
import { LABEL_COLOR_PATTERN, type LabelType, labelNameMax, labelTypes } from '#shared/vocabulary/labels/label.ts';
import {
  accessStatuses,
  contractTypes,
  onboardingStatuses,
  organizationLimits,
  organizationTypes,
} from '#shared/vocabulary/organizations/organization.ts';
import { planPercent } from '#shared/vocabulary/plan-points/plan-point.ts';
import { organizationRoles, userStatuses } from '#shared/vocabulary/users/user.ts';

const CATALOGUE_FORMAT = 'catalogue/v1';
export const CATALOGUE_FORMAT_V2 = 'catalogue/v2';
const CATALOGUE_FORMATS = [CATALOGUE_FORMAT, CATALOGUE_FORMAT_V2] as const;
type CatalogueFormat = (typeof CATALOGUE_FORMATS)[number];

/** Upper bound on the ids a single relation array may hold. */
const MAX_RELATION_IDS = 1000;

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

const str = (min: number, max: number) => z.string().check(z.minLength(min), z.maxLength(max));

/**
 * A name or short line people read (a title, a label's or a file's name, a field of a kind):
 * `min`..`max` characters once its invisible characters are removed, as a file's are
 * (docs/decisions.md, "Names are text a person can read").
 */
const name = (min: number, max: number) => z.string().check(readable('remove'), z.minLength(min), z.maxLength(max));
const optionalName = (max: number) => nullByDefault(name(0, max));

const dedupe = (ids: string[]): string[] => [...new Set(ids)];

/** An array of ids: lower-cased, de-duplicated, `[]` when absent. */
const idList = z._default(z.pipe(z.array(canonicalUuid).check(z.maxLength(MAX_RELATION_IDS)), z.transform(dedupe)), []);

/** Absent or null in the file, `null` in the output. */
const nullByDefault = <T extends z.ZodMiniType>(schema: T) => z._default(z.nullable(schema), null);

const optionalTimestamp = nullByDefault(timestamp);
const optionalEmail = nullByDefault(z.email().check(z.maxLength(254)));
const optionalId = nullByDefault(canonicalUuid);
const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T) => nullByDefault(z.enum(values));

/** An IANA time zone name that `Intl.DateTimeFormat` knows ("Europe/Paris", "UTC"); offsets are refused. */
const TIME_ZONE_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

const isTimeZone = (value: string): boolean => {
  if (!TIME_ZONE_NAME_PATTERN.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

const timeZone = z.string().check(
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

const organizationSchema = z.strictObject({
  id: canonicalUuid,
  type: z.enum(organizationTypes),
  name: singleLine(1, organizationLimits.nameMax, 'remove'),
  language: z.enum(ORGANIZATION_LANGUAGES),
  timezone: timeZone,
});
type CatalogueOrganization = z.output<typeof organizationSchema>;

const userSchema = z.strictObject({
  id: canonicalUuid,
  firstName: singleLine(1, 100, 'remove'),
  lastName: singleLine(1, 100, 'remove'),
  email: z.email().check(z.maxLength(254)),
  role: z.enum(organizationRoles),
  status: z._default(z.enum(userStatuses), 'active'),
});
type CatalogueUser = z.output<typeof userSchema>;

// ---------------------------------------------------------------------------------------------
// Records
// ---------------------------------------------------------------------------------------------

/** Fields every record has, whatever its kind (besides `kind` and `status`). */
export const commonRecordFields = {
  id: canonicalUuid,
  ref,
  title: name(1, 300),
  subtitle: optionalName(240),
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

const statusSchema = (kind: Kind) => (hasStatuses(kind) ? z.enum(statusesOf(kind)) : noStatus);

/** The schema of one extra field, from its spec in the kind's definition (kinds.ts). */
const fieldSchema = (spec: FieldSpec): z.ZodMiniType => {
  switch (spec.type) {
    case 'string':
      return nullByDefault(name(spec.min ?? 0, spec.max));
    case 'email':
      return optionalEmail;
    case 'integer':
      return nullByDefault(integer(spec.min, spec.max));
    case 'timestamp':
      return optionalTimestamp;
    case 'enum':
      return optionalEnum(spec.values);
    case 'relation':
      return optionalId;
    case 'relations':
      return idList;
  }
};

type FieldsOf<K extends Kind> = KindDefinitions[K]['fields'];
type V1FieldName<K extends Kind> = {
  [F in keyof FieldsOf<K>]: FieldsOf<K>[F] extends { since: 2 } ? never : F;
}[keyof FieldsOf<K>];
type V2FieldName<K extends Kind> = Exclude<keyof FieldsOf<K>, V1FieldName<K>>;

/** The value of a field of this spec: parsed, or as a file gives it (absent and null mean "none"). */
export type FieldValue<S> = S extends { type: 'relations' }
  ? string[]
  : S extends { type: 'enum'; values: readonly (infer V)[] }
    ? V | null
    : S extends { type: 'integer' }
      ? number | null
      : string | null;

type Flat<T> = { [P in keyof T]: T[P] };
type CommonRecordSchema = z.ZodMiniObject<typeof commonRecordFields>;

/** A parsed record of kind K. */
type RecordOf<K extends Kind> = Flat<
  { kind: K } & z.output<CommonRecordSchema> & { status: K extends KindWithStatus ? StatusOf<K> : null } & {
      [F in V1FieldName<K>]: FieldValue<FieldsOf<K>[F]>;
    }
>;
/** A record of kind K as written in a file (defaults not applied). */
type RecordInputOf<K extends Kind> = Flat<
  { kind: K } & z.input<CommonRecordSchema> &
    (K extends KindWithStatus ? { status: StatusOf<K> } : { status?: null }) & {
      [F in V1FieldName<K>]?: FieldValue<FieldsOf<K>[F]>;
    }
>;

/** The record schema of a kind in a `catalogue/v1` file: the common fields, its status and its v1 fields. */
const recordSchemaOf = (kind: Kind) =>
  z.strictObject({
    kind: z.literal(kind),
    ...commonRecordFields,
    status: statusSchema(kind),
    ...Object.fromEntries(
      Object.entries(KIND_DEFINITIONS[kind].fields as Readonly<Record<string, KindFieldSpec>>).flatMap(
        ([field, spec]) => (spec.since === 2 ? [] : [[field, fieldSchema(spec)]]),
      ),
    ),
  });

/** The record schema of each kind. */
export const recordSchemas = Object.fromEntries(KINDS.map((kind) => [kind, recordSchemaOf(kind)])) as unknown as {
  [K in Kind]: z.ZodMiniObject<z.core.$ZodLooseShape, z.core.$strict> & z.ZodMiniType<RecordOf<K>, RecordInputOf<K>>;
};

type RecordSchemas = typeof recordSchemas;

/** One record, discriminated on `kind`. */
const catalogueRecordSchema = z.discriminatedUnion(
  'kind',
  KINDS.map((k) => recordSchemas[k]) as unknown as [RecordSchemas[Kind], ...RecordSchemas[Kind][]],
);

/** A parsed record of any kind (discriminated on `kind`). */
export type CatalogueRecord = { [K in Kind]: RecordOf<K> }[Kind];
/** A record as written in a file (defaults not applied). */
export type CatalogueRecordInput = { [K in Kind]: RecordInputOf<K> }[Kind];

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

/**
 * The file without its records' content, so that records can be checked one by one. A format that
 * is neither is told both; a v2 file is then read with `catalogueEnvelopeSchemaV2`.
 */
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
const fileSchema = z.strictObject({
  name: name(1, 255),
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

/** The members a `catalogue/v2` file adds to or changes in a kind's records, from its definition. */
const v2KindFields = (kind: Kind): z.core.$ZodLooseShape => {
  const definition: KindDefinition = KIND_DEFINITIONS[kind];
  return {
    ...(definition.v2TextMax !== undefined && {
      text: z.optional(z.string().check(z.maxLength(definition.v2TextMax))),
    }),
    ...Object.fromEntries(
      Object.entries(definition.fields).flatMap(([field, spec]) =>
        spec.since === 2 ? [[field, fieldSchema(spec)]] : spec.v2 ? [[field, fieldSchema(spec.v2)]] : [],
      ),
    ),
    ...(definition.v2File && { file: optionalFile }),
  };
};

/** The v2 record schema of each kind: the v1 schema, the common v2 members and the kind's own. */
export const recordSchemasV2 = Object.fromEntries(
  KINDS.map((kind) => [kind, z.extend(recordSchemas[kind], { ...v2RecordFields, ...v2KindFields(kind) })]),
) as unknown as { [K in Kind]: z.ZodMiniType<RecordOf<K> & V2RecordMembers & V2KindMembers> };

export type V2RecordMembers = { [F in keyof typeof v2RecordFields]: z.output<(typeof v2RecordFields)[F]> };

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (meet: infer I) => void
  ? I
  : never;

/** Kind-specific v2 members, all optional in the type so that one shape serves every kind. */
export type V2KindMembers = Flat<
  UnionToIntersection<{ [K in Kind]: { [F in V2FieldName<K>]?: FieldValue<FieldsOf<K>[F]> } }[Kind]> & {
    file?: CatalogueFile | null;
  }
>;

const labelSchema = z.strictObject({
  id: canonicalUuid,
  name: name(1, labelNameMax),
  color: z.string().check(z.regex(LABEL_COLOR_PATTERN, { error: 'must be # followed by six hexadecimal digits' })),
  type: z.enum(labelTypes),
});
type CatalogueLabel = z.output<typeof labelSchema>;

const planSchema = z.strictObject({
  id: canonicalUuid,
  name: name(1, 200),
  unitId: canonicalUuid,
  file: optionalFile,
});
type CataloguePlan = z.output<typeof planSchema>;

const planPointSchema = z.strictObject({
  id: canonicalUuid,
  anomalyId: canonicalUuid,
  planId: canonicalUuid,
  xPercent: planPercent,
  yPercent: planPercent,
});
type CataloguePlanPoint = z.output<typeof planPointSchema>;

const inboxItemSchema = z.strictObject({
  id: canonicalUuid,
  subject: name(1, 300),
  receivedAt: timestamp,
  from: optionalEmail,
  file: fileSchema,
});
type CatalogueInboxItem = z.output<typeof inboxItemSchema>;

const attachmentSchema = z.strictObject({
  id: canonicalUuid,
  recordId: canonicalUuid,
  file: fileSchema,
  uploadedByUserId: canonicalUuid,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type CatalogueAttachment = z.output<typeof attachmentSchema>;

const userSchemaV2 = z.extend(userSchema, { labelIds: idList });

/** The back-office fields of the Organization a file may state, with the update bounds of operation 4. */
const organizationSchemaV2 = z.extend(organizationSchema, {
  comment: z.optional(z.string().check(z.maxLength(organizationLimits.commentMax))),
  uploadSizeLimit: z.optional(integer(0, organizationLimits.uploadSizeLimitMax)),
  engagementDuration: z.optional(integer(1, organizationLimits.engagementDurationMax)),
  engagementStartAt: z.optional(z.nullable(timestamp)),
  contractType: z.optional(z.enum(contractTypes)),
  onboardingStatus: z.optional(z.enum(onboardingStatuses)),
  accessStatus: z.optional(z.enum(accessStatuses)),
  addressCountry: z.optional(singleLine(1, organizationLimits.addressLineMax, 'remove')),
  addressCity: z.optional(singleLine(1, organizationLimits.addressLineMax, 'remove')),
  addressStreet: z.optional(singleLine(1, organizationLimits.addressLineMax, 'remove')),
  addressPostalCode: z.optional(singleLine(1, organizationLimits.postalCodeMax, 'remove')),
});
type CatalogueOrganizationV2 = z.output<typeof organizationSchemaV2>;

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
