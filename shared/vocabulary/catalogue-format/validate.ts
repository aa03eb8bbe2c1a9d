/**
 * Full validation of a `catalogue/v1` or `catalogue/v2` file: the zod shape of `schema.ts`, then the rules across
 * records (catalogue-format.md): ids unique, refs unique per kind, every relation names a record of
 * the right kind in the file or already in the organization.
 *
 * Every error names the record index (for records), the field path and the rule, and its message
 * starts with the path: `records[12].priority: must be one of low, medium, high, critical`.
 */
import type * as z from 'zod/mini';
import { isKind, KINDS, type Kind, relationsOf } from '#shared/vocabulary/catalogue/kinds.ts';
import { formatRuleOfPattern, isUuid } from '#shared/vocabulary/formats/formats.ts';
import type { LabelType } from '#shared/vocabulary/labels/label.ts';
import type { CatalogueError, CatalogueRule } from './catalogue-error.ts';
import {
  CATALOGUE_FORMAT_V2,
  type Catalogue,
  type CatalogueRecord,
  type CatalogueUser,
  catalogueEnvelopeSchema,
  catalogueEnvelopeSchemaV2,
  LABEL_TYPES_OF_KIND,
  recordSchemas,
  recordSchemasV2,
  USER_LABEL_TYPES,
} from './schema.ts';
import { illFormedText } from './well-formed-text.ts';

/** What the organization already holds, for relations and uniqueness against stored records. */
export interface ExistingRecords {
  /** id (lower case) → kind of every record already stored for the organization. */
  ids: ReadonlyMap<string, Kind>;
  /**
   * Optional: `refKey(kind, ref)` → id of the stored record holding that ref. When given, a file
   * record may not take a ref held by another stored record (unless the file also lists that record).
   */
  refs?: ReadonlyMap<string, string>;
  /** The organization's stored labels: id → type. */
  labels?: ReadonlyMap<string, LabelType>;
  /** Ids of the organization's stored users. */
  users?: ReadonlySet<string>;
  /** The organization's stored plans: id → the unit each draws. */
  plans?: ReadonlyMap<string, string>;
  /** `unitIds` of stored anomalies that the file's plan points name. */
  anomalyUnits?: ReadonlyMap<string, readonly string[]>;
  /** Ids of stored plan points and inbox items that the file's attachments name. */
  sectionItems?: ReadonlySet<string>;
}

export type CatalogueValidation = { ok: true; catalogue: Catalogue } | { ok: false; errors: CatalogueError[] };

export const refKey = (kind: Kind, ref: string): string => `${kind}:${ref}`;

// ---------------------------------------------------------------------------------------------
// zod issues → errors
// ---------------------------------------------------------------------------------------------

type Path = ReadonlyArray<PropertyKey>;

const formatPath = (path: Path): string =>
  path.reduce<string>((acc, key) => {
    if (typeof key === 'number') return `${acc}[${key}]`;
    const name = String(key);
    return acc === '' ? name : `${acc}.${name}`;
  }, '');

const expectedWords: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'true or false',
  array: 'an array',
  object: 'an object',
  null: 'null',
};

const oneOf = (values: readonly unknown[]): string => values.map(String).join(', ');

interface Detail {
  rule: CatalogueRule;
  text: string;
}

const describeIssue = (issue: z.core.$ZodIssue, kind: Kind | undefined): Detail => {
  const last = issue.path[issue.path.length - 1];
  const isStatus = last === 'status' && kind !== undefined;
  const absent = !('input' in issue) || issue.input === undefined; // inputs are reported (reportInput)
  if (absent && (issue.code === 'invalid_type' || issue.code === 'invalid_value')) {
    return { rule: 'required', text: 'is required' };
  }
  switch (issue.code) {
    case 'invalid_type': {
      if (isStatus && issue.expected === 'null') {
        return { rule: 'status', text: `must be null (${kindName(kind)} record has no status)` };
      }
      return { rule: 'type', text: `must be ${expectedWords[issue.expected] ?? issue.expected}` };
    }
    case 'invalid_value': {
      if (isStatus) return { rule: 'status', text: `must be one of ${oneOf(issue.values)} for kind ${kind}` };
      if (issue.values.length === 1) return { rule: 'literal', text: `must be ${JSON.stringify(issue.values[0])}` };
      return { rule: 'enum', text: `must be one of ${oneOf(issue.values)}` };
    }
    case 'invalid_format': {
      if (issue.format === 'email') return { rule: 'email', text: 'must be an e-mail address' };
      const rule = issue.format === 'regex' ? formatRuleOfPattern(issue.pattern) : undefined;
      return { rule: rule ?? 'format', text: issue.message };
    }
    case 'too_small':
      return describeTooSmall(issue);
    case 'too_big':
      return describeTooBig(issue);
    case 'custom': {
      const rule = (issue.params as { rule?: CatalogueRule } | undefined)?.rule ?? 'invalid';
      return { rule, text: issue.message };
    }
    default:
      return { rule: 'invalid', text: issue.message };
  }
};

const describeTooSmall = (issue: z.core.$ZodIssueTooSmall): Detail => {
  const n = Number(issue.minimum);
  if (issue.origin === 'string') {
    return { rule: 'min_length', text: n <= 1 ? 'must not be empty' : `must be at least ${n} characters` };
  }
  if (issue.origin === 'array') return { rule: 'min_items', text: `must have at least ${n} items` };
  return { rule: 'min', text: `must be at least ${n}` };
};

const describeTooBig = (issue: z.core.$ZodIssueTooBig): Detail => {
  const n = Number(issue.maximum);
  if (issue.origin === 'string') return { rule: 'max_length', text: `must be at most ${n} characters` };
  if (issue.origin === 'array') return { rule: 'max_items', text: `must have at most ${n} items` };
  return { rule: 'max', text: `must be at most ${n}` };
};

export const issuesToErrors = (
  issues: readonly z.core.$ZodIssue[],
  prefix: Path,
  recordIndex: number | undefined,
  kind: Kind | undefined,
): CatalogueError[] =>
  issues.flatMap((issue): CatalogueError[] => {
    const base = [...prefix, ...issue.path];
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) =>
        makeError(
          recordIndex,
          formatPath([...base, key]),
          'unknown_property',
          kind ? `is not a property of ${kindName(kind)} record` : 'is not an allowed property',
        ),
      );
    }
    const { rule, text } = describeIssue(issue, kind);
    return [makeError(recordIndex, formatPath(base), rule, text)];
  });

const makeError = (
  recordIndex: number | undefined,
  field: string,
  rule: CatalogueRule,
  text: string,
): CatalogueError =>
  recordIndex === undefined
    ? { field, rule, message: `${field}: ${text}` }
    : { recordIndex, field, rule, message: `${field}: ${text}` };

const article = (kind: Kind): string => (/^[aeio]/.test(kind) ? 'an' : 'a'); // "a unit"
const kindName = (kind: Kind): string => `${article(kind)} ${kind}`;

// ---------------------------------------------------------------------------------------------
// Validation
// ---------------------------------------------------------------------------------------------

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type EnvelopeData = z.output<typeof catalogueEnvelopeSchema> | z.output<typeof catalogueEnvelopeSchemaV2>;
type FormatRecordSchemas = typeof recordSchemas | typeof recordSchemasV2;

/** A kind and a record index in one number: `index * KIND_SLOTS + the kind's place in KINDS`. */
const KIND_SLOTS = 32;
const kindCode = new Map(KINDS.map((kind, place) => [kind, place]));

/**
 * The first pass of a file's check, one record at a time, in the file's order: each record's text
 * and shape, its id against the ids before it and its ref against the refs before it of its kind.
 * What it keeps is an index, not the records: each id read (valid record or not) with its kind and
 * record index, each ref of a valid record with its record index, in one number each, and the
 * errors found. The rules that need every id of the file (relations, refs held by the
 * organization's other records) and the sections come after it.
 */
export class RecordIndex {
  /** id (lower case) → its first record's index and kind, coded (KIND_SLOTS). */
  private readonly ids = new Map<string, number>();
  /** `refKey(kind, ref)` → the index of the first valid record holding it. */
  private readonly refs = new Map<string, number>();
  /** The `duplicate_ref` error of a record whose ref an earlier record of the file holds. */
  private readonly duplicateRefs = new Map<number, CatalogueError>();
  private readonly schemas: FormatRecordSchemas;

  constructor(v2: boolean) {
    this.schemas = v2 ? recordSchemasV2 : recordSchemas;
  }

  /**
   * Checks the record at `index` (indices in ascending order): answers the record when its shape
   * is valid, and its errors of text, shape and id, in the order the whole check reports them.
   */
  add(raw: unknown, index: number): { record: CatalogueRecord | undefined; errors: CatalogueError[] } {
    const errors = illFormedText(raw, `records[${index}]`, index);
    const shape = checkRecordShape(raw, index, this.schemas);
    errors.push(...shape.errors);
    const duplicateId = this.addId(raw, index);
    if (duplicateId) errors.push(duplicateId);
    if (shape.record) this.addRef(shape.record, index);
    return { record: shape.record, errors };
  }

  kindOf(id: string): Kind | undefined {
    const code = this.ids.get(id);
    return code === undefined ? undefined : KINDS[code % KIND_SLOTS];
  }

  has(id: string): boolean {
    return this.ids.has(id);
  }

  /** The `duplicate_ref` error of the record at `index`, if an earlier record of the file holds its ref. */
  duplicateRefOf(index: number): CatalogueError | undefined {
    return this.duplicateRefs.get(index);
  }

  /** Ids of invalid records count too: relations to them are then not reported missing. */
  private addId(raw: unknown, index: number): CatalogueError | undefined {
    if (!isObject(raw) || !isKind(raw.kind) || typeof raw.id !== 'string' || !isUuid(raw.id)) return undefined;
    const id = raw.id.toLowerCase();
    const first = this.ids.get(id);
    if (first === undefined) {
      this.ids.set(id, index * KIND_SLOTS + kindCode.get(raw.kind)!);
      return undefined;
    }
    const text = `duplicates the id of records[${Math.floor(first / KIND_SLOTS)}]`;
    return makeError(index, formatPath(['records', index, 'id']), 'duplicate_id', text);
  }

  private addRef(record: CatalogueRecord, index: number) {
    const key = refKey(record.kind, record.ref);
    const first = this.refs.get(key);
    if (first === undefined) {
      this.refs.set(key, index);
      return;
    }
    const text = `${record.ref} is already the ref of records[${first}] (refs are unique per kind)`;
    this.duplicateRefs.set(index, makeError(index, formatPath(['records', index, 'ref']), 'duplicate_ref', text));
  }
}

/**
 * Validates a parsed JSON value as a `catalogue/v1` file. `existing` describes the records the
 * organization already holds (the importer passes them): relations may point to them.
 * Nothing is thrown for bad input; all errors found are returned, ordered by record index.
 */
export const validateCatalogue = (input: unknown, existing?: ExistingRecords): CatalogueValidation => {
  const v2 = isObject(input) && input.format === CATALOGUE_FORMAT_V2;
  const envelope = (v2 ? catalogueEnvelopeSchemaV2 : catalogueEnvelopeSchema).safeParse(input, { reportInput: true });
  const errors: CatalogueError[] = envelope.success
    ? []
    : issuesToErrors(envelope.error.issues, [], undefined, undefined);
  const rawRecords = recordsToCheck(input, envelope.data);
  // The records' text is checked with each record, by the index.
  errors.push(...illFormedText(withoutRecords(input)));
  const index = new RecordIndex(v2);
  const records = rawRecords.map((raw, at) => {
    const checked = index.add(raw, at);
    errors.push(...checked.errors);
    return checked.record;
  });
  errors.push(...checkAcrossRecords(records, index, existing));
  if (!envelope.success) return { ok: false, errors: sortErrors(errors) };

  errors.push(...checkUsers(envelope.data.users));
  const catalogue = toCatalogue(envelope.data, records, v2);
  const kindOf = (id: string) => index.kindOf(id) ?? existing?.ids.get(id);
  errors.push(...checkSections(catalogue, records, kindOf, existing));
  if (errors.length > 0) return { ok: false, errors: sortErrors(errors) };
  return { ok: true, catalogue };
};

/** Records are checked even when the envelope is wrong, so one run reports everything it can. */
const recordsToCheck = (input: unknown, envelope: EnvelopeData | undefined): unknown[] => {
  if (envelope) return envelope.records;
  return isObject(input) && Array.isArray(input.records) ? input.records : [];
};

/** The file with its `records` array left empty, in its place (an array is checked record by record). */
const withoutRecords = (input: unknown): unknown =>
  isObject(input) && Array.isArray(input.records) ? { ...input, records: [] } : input;

/** The shape of one record: the record when valid, else what is wrong with it. */
const checkRecordShape = (
  raw: unknown,
  index: number,
  schemas: FormatRecordSchemas,
): { record: CatalogueRecord | undefined; errors: CatalogueError[] } => {
  const prefix = ['records', index];
  if (!isObject(raw))
    return { record: undefined, errors: [makeError(index, formatPath(prefix), 'type', 'must be an object')] };
  const kind = raw.kind;
  if (!isKind(kind)) {
    const error =
      kind === undefined
        ? makeError(index, formatPath([...prefix, 'kind']), 'required', 'is required')
        : makeError(index, formatPath([...prefix, 'kind']), 'enum', `must be one of ${KINDS.join(', ')}`);
    return { record: undefined, errors: [error] };
  }
  const parsed = schemas[kind].safeParse(raw, { reportInput: true });
  return parsed.success
    ? { record: parsed.data as CatalogueRecord, errors: [] }
    : { record: undefined, errors: issuesToErrors(parsed.error.issues, prefix, index, kind) };
};

/** The rules across records, on the records that have a valid shape. */
const checkAcrossRecords = (
  records: readonly (CatalogueRecord | undefined)[],
  fileIds: RecordIndex,
  existing: ExistingRecords | undefined,
): CatalogueError[] =>
  records.flatMap((record, index) =>
    record
      ? [
          ...checkStoredKind(record, index, existing),
          ...checkRef(record, index, fileIds, existing),
          ...checkRelations(record, index, fileIds, existing),
        ]
      : [],
  );

const checkStoredKind = (
  record: CatalogueRecord,
  index: number,
  existing: ExistingRecords | undefined,
): CatalogueError[] => {
  const stored = existing?.ids.get(record.id);
  if (stored === undefined || stored === record.kind) return [];
  return [
    makeError(
      index,
      formatPath(['records', index, 'id']),
      'id_kind_conflict',
      `is already the id of ${kindName(stored)} record of the organization; a record cannot change kind`,
    ),
  ];
};

/** Refs are unique per kind, in the file (the index's) and against the organization's other records. */
const checkRef = (
  record: CatalogueRecord,
  index: number,
  fileIds: RecordIndex,
  existing: ExistingRecords | undefined,
): CatalogueError[] => {
  const inFile = fileIds.duplicateRefOf(index);
  if (inFile) return [inFile];
  const key = refKey(record.kind, record.ref);
  const storedOwner = existing?.refs?.get(key);
  if (storedOwner === undefined || storedOwner.toLowerCase() === record.id || fileIds.has(storedOwner.toLowerCase())) {
    return [];
  }
  const field = formatPath(['records', index, 'ref']);
  const text = `${record.ref} is already the ref of another ${record.kind} of the organization (${storedOwner})`;
  return [makeError(index, field, 'duplicate_ref', text)];
};

/** Every relation names a record of the right kind, in the file or in the organization. */
const checkRelations = (
  record: CatalogueRecord,
  index: number,
  fileIds: RecordIndex,
  existing: ExistingRecords | undefined,
): CatalogueError[] => {
  const prefix = ['records', index];
  const values = record as unknown as Record<string, unknown>;
  return relationsOf(record.kind).flatMap((relation) => {
    const value = values[relation.field];
    const ids: [string, Path][] = relation.many
      ? ((value as string[] | undefined) ?? []).map((id, i) => [id, [...prefix, relation.field, i]])
      : typeof value === 'string'
        ? [[value, [...prefix, relation.field]]]
        : [];
    return ids.flatMap(([id, path]): CatalogueError[] => {
      const actual = fileIds.kindOf(id) ?? existing?.ids.get(id);
      if (actual === undefined) {
        const text = `names ${id}, which is neither a record of the file nor of the organization (must be ${kindName(relation.target)} record)`;
        return [makeError(index, formatPath(path), 'relation_missing', text)];
      }
      if (actual === relation.target) return [];
      const text = `names ${id}, which is ${kindName(actual)} record; must be ${kindName(relation.target)} record`;
      return [makeError(index, formatPath(path), 'relation_kind', text)];
    });
  });
};

/** The checked file, with the v2 sections empty for a v1 file and every user's labels listed. */
const toCatalogue = (data: EnvelopeData, records: readonly (CatalogueRecord | undefined)[], v2: boolean): Catalogue => {
  const sections = v2 ? (data as z.output<typeof catalogueEnvelopeSchemaV2>) : undefined;
  return {
    format: data.format,
    organization: data.organization,
    users: data.users.map((user) => ({ labelIds: [], ...user })),
    records: records as CatalogueRecord[],
    labels: sections?.labels ?? [],
    plans: sections?.plans ?? [],
    planPoints: sections?.planPoints ?? [],
    inboxItems: sections?.inboxItems ?? [],
    attachments: sections?.attachments ?? [],
  };
};

/** What the v2 rules across sections look things up in: the file's and the organization's. */
interface SectionLookups {
  catalogue: Catalogue;
  records: readonly (CatalogueRecord | undefined)[];
  kindOf: (id: string) => Kind | undefined;
  existing: ExistingRecords | undefined;
  labelTypes: ReadonlyMap<string, LabelType>;
  users: ReadonlySet<string>;
  /** plan id → the unit it draws. */
  planUnits: ReadonlyMap<string, string>;
}

/** The v2 rules across sections: labels that fit, known authors, plans on units, points on their anomaly's units. */
const checkSections = (
  catalogue: Catalogue,
  records: readonly (CatalogueRecord | undefined)[],
  kindOf: (id: string) => Kind | undefined,
  existing: ExistingRecords | undefined,
): CatalogueError[] => {
  const lookups: SectionLookups = {
    catalogue,
    records,
    kindOf,
    existing,
    labelTypes: new Map<string, LabelType>([
      ...(existing?.labels ?? []),
      ...catalogue.labels.map((label) => [label.id, label.type] as const),
    ]),
    users: new Set([...(existing?.users ?? []), ...catalogue.users.map((user) => user.id)]),
    planUnits: new Map<string, string>([
      ...(existing?.plans ?? []),
      ...catalogue.plans.map((plan) => [plan.id, plan.unitId] as const),
    ]),
  };
  return [
    ...checkSectionIds(catalogue),
    ...checkRecordLabelsAndAuthors(lookups),
    ...checkUserSections(lookups),
    ...checkPlans(lookups),
    ...checkPlanPoints(lookups),
    ...checkAttachments(lookups),
  ];
};

const checkSectionIds = (catalogue: Catalogue): CatalogueError[] => [
  ...checkUniqueIds('labels', catalogue.labels),
  ...checkUniqueIds('plans', catalogue.plans),
  ...checkUniqueIds('planPoints', catalogue.planPoints),
  ...checkUniqueIds('inboxItems', catalogue.inboxItems),
  ...checkUniqueIds('attachments', catalogue.attachments),
];

/** Each label named at `<at>.labelIds` exists and is of a type that fits. */
const checkLabels = (
  { labelTypes }: SectionLookups,
  labelIds: readonly string[],
  fitting: readonly LabelType[],
  at: string,
  recordIndex?: number,
): CatalogueError[] =>
  labelIds.flatMap((id, i): CatalogueError[] => {
    const type = labelTypes.get(id);
    const field = `${at}.labelIds[${i}]`;
    if (type === undefined) {
      const text = `names ${id}, which is not a label of the file or of the organization`;
      return [makeError(recordIndex, field, 'relation_missing', text)];
    }
    if (fitting.includes(type)) return [];
    return [
      makeError(recordIndex, field, 'label_type', `names ${id}, a ${type} label; must be one of ${oneOf(fitting)}`),
    ];
  });

const checkRecordLabelsAndAuthors = (lookups: SectionLookups): CatalogueError[] =>
  lookups.records.flatMap((record, index) => {
    if (!record) return [];
    const v2 = record as unknown as { labelIds?: string[]; createdByUserId?: string | null };
    const at = `records[${index}]`;
    const errors = checkLabels(lookups, v2.labelIds ?? [], LABEL_TYPES_OF_KIND[record.kind] ?? [], at, index);
    if (v2.createdByUserId && !lookups.users.has(v2.createdByUserId)) {
      const text = `names ${v2.createdByUserId}, which is not a user of the file or of the organization`;
      errors.push(makeError(index, `${at}.createdByUserId`, 'relation_missing', text));
    }
    return errors;
  });

/** A user's labels fit users, and a user is no record but the member of the same id. */
const checkUserSections = (lookups: SectionLookups): CatalogueError[] =>
  lookups.catalogue.users.flatMap((user, index) => {
    const errors = checkLabels(lookups, user.labelIds, USER_LABEL_TYPES, `users[${index}]`);
    const kind = lookups.kindOf(user.id);
    if (kind !== undefined && kind !== 'member') {
      const text = `is the id of ${kindName(kind)} record; a user is the member record of the same id`;
      errors.push(makeError(undefined, `users[${index}].id`, 'id_kind_conflict', text));
    }
    return errors;
  });

const checkPlans = ({ catalogue, kindOf }: SectionLookups): CatalogueError[] =>
  catalogue.plans.flatMap((plan, index) => {
    const kind = kindOf(plan.unitId);
    if (kind === 'unit') return [];
    const text = `names ${plan.unitId}, which must be a unit record of the file or of the organization`;
    return [makeError(undefined, `plans[${index}].unitId`, kind ? 'relation_kind' : 'relation_missing', text)];
  });

/** A plan point marks an anomaly on a plan of one of the anomaly's units. */
const checkPlanPoints = ({ catalogue, records, kindOf, existing, planUnits }: SectionLookups): CatalogueError[] => {
  const fileAnomalyUnits = new Map(
    records.flatMap((record) => (record?.kind === 'anomaly' ? [[record.id, record.unitIds] as const] : [])),
  );
  return catalogue.planPoints.flatMap((point, index): CatalogueError[] => {
    const at = `planPoints[${index}]`;
    const kind = kindOf(point.anomalyId);
    if (kind !== 'anomaly') {
      const text = `names ${point.anomalyId}, which must be an anomaly record of the file or of the organization`;
      return [makeError(undefined, `${at}.anomalyId`, kind ? 'relation_kind' : 'relation_missing', text)];
    }
    const unitId = planUnits.get(point.planId);
    if (unitId === undefined) {
      const text = `names ${point.planId}, which is not a plan of the file or of the organization`;
      return [makeError(undefined, `${at}.planId`, 'relation_missing', text)];
    }
    const anomalyUnits = fileAnomalyUnits.get(point.anomalyId) ?? existing?.anomalyUnits?.get(point.anomalyId) ?? [];
    if (anomalyUnits.includes(unitId)) return [];
    const text = `names a plan of unit ${unitId}, which is not one of the anomaly's unitIds`;
    return [makeError(undefined, `${at}.planId`, 'plan_unit', text)];
  });
};

/** An attachment hangs on a record, plan, plan point or inbox item of the organization, or on the organization (its logo). */
const checkAttachments = ({ catalogue, kindOf, planUnits, users, existing }: SectionLookups): CatalogueError[] => {
  const items = new Set([
    ...catalogue.planPoints.map((point) => point.id),
    ...catalogue.inboxItems.map((item) => item.id),
    ...(existing?.sectionItems ?? []),
  ]);
  return catalogue.attachments.flatMap((attachment, index) => {
    const errors: CatalogueError[] = [];
    const { recordId, uploadedByUserId } = attachment;
    if (
      recordId !== catalogue.organization.id &&
      kindOf(recordId) === undefined &&
      !planUnits.has(recordId) &&
      !items.has(recordId)
    ) {
      errors.push(
        makeError(
          undefined,
          `attachments[${index}].recordId`,
          'relation_missing',
          `names ${recordId}, which is no record, plan, plan point or inbox item of the file or of the organization, nor the organization`,
        ),
      );
    }
    if (!users.has(uploadedByUserId)) {
      errors.push(
        makeError(
          undefined,
          `attachments[${index}].uploadedByUserId`,
          'relation_missing',
          `names ${uploadedByUserId}, which is not a user of the file or of the organization`,
        ),
      );
    }
    return errors;
  });
};

const checkUniqueIds = (section: string, items: readonly { id: string }[]): CatalogueError[] => {
  const first = new Map<string, number>();
  return items.flatMap((item, index) => {
    const seen = first.get(item.id);
    if (seen === undefined) {
      first.set(item.id, index);
      return [];
    }
    return [
      makeError(undefined, `${section}[${index}].id`, 'duplicate_id', `duplicates the id of ${section}[${seen}]`),
    ];
  });
};

const checkUsers = (users: readonly CatalogueUser[]): CatalogueError[] => {
  const errors: CatalogueError[] = [];
  const ids = new Map<string, number>();
  const emails = new Map<string, number>();
  users.forEach((user, index) => {
    const firstId = ids.get(user.id);
    if (firstId !== undefined) {
      errors.push(makeError(undefined, `users[${index}].id`, 'duplicate_id', `duplicates the id of users[${firstId}]`));
    } else {
      ids.set(user.id, index);
    }
    const email = user.email.toLowerCase();
    const firstEmail = emails.get(email);
    if (firstEmail !== undefined) {
      errors.push(
        makeError(
          undefined,
          `users[${index}].email`,
          'duplicate_email',
          `duplicates the e-mail of users[${firstEmail}]`,
        ),
      );
    } else {
      emails.set(email, index);
    }
  });
  return errors;
};

/** File-level errors first, then by record index; the order within a record is kept. */
export const sortErrors = (errors: CatalogueError[]): CatalogueError[] =>
  errors
    .map((error, position) => ({ error, position }))
    .sort((a, b) => (a.error.recordIndex ?? -1) - (b.error.recordIndex ?? -1) || a.position - b.position)
    .map(({ error }) => error);

/** The errors as text, one per line, at most `limit` of them (then a count of the rest). */
export const formatCatalogueErrors = (errors: readonly CatalogueError[], limit = 50): string => {
  const shown = errors.slice(0, limit).map((e) => `${e.message} [${e.rule}]`);
  if (errors.length > limit) shown.push(`… and ${errors.length - limit} more errors`);
  return shown.join('\n');
};
