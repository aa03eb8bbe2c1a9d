/**
 * Full validation of a `catalogue/v1` file: the zod shape of `schema.ts`, then the rules across
 * records (catalogue-format.md): ids unique, refs unique per kind, every relation names a record of
 * the right kind in the file or already in the organization.
 *
 * Every error names the record index (for records), the field path and the rule, and its message
 * starts with the path: `records[12].priority: must be one of low, medium, high, critical`.
 */
import type * as z from 'zod/mini';
import { formatRuleOfPattern, isUuid } from '../http/formats.ts';
import type { LabelType } from '../labels/label.ts';
import { isKind, KINDS, type Kind, relationsOf } from './kinds.ts';
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

/** The rule an error broke. */
export type CatalogueRule =
  // shape
  | 'required'
  | 'type'
  | 'unknown_property'
  | 'enum'
  | 'literal'
  | 'status'
  | 'uuid'
  | 'ref'
  | 'timestamp'
  | 'email'
  | 'timezone'
  | 'format'
  | 'min_length'
  | 'max_length'
  | 'min'
  | 'max'
  | 'min_items'
  | 'max_items'
  | 'invalid'
  // across records
  | 'duplicate_id'
  | 'duplicate_ref'
  | 'duplicate_email'
  | 'id_kind_conflict'
  | 'relation_missing'
  | 'relation_kind'
  | 'label_type'
  | 'plan_unit'
  | 'file'
  | 'organization_type';

export interface CatalogueError {
  /** Index in `records` when the error is about a record. */
  recordIndex?: number;
  /** Path from the file's root: `records[12].priority`, `organization.timezone`, `users[0].email`. */
  field: string;
  rule: CatalogueRule;
  /** `<field>: <what is wrong>`. */
  message: string;
}

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

export const formatPath = (path: Path): string =>
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
    case 'too_small': {
      const n = Number(issue.minimum);
      if (issue.origin === 'string') {
        return { rule: 'min_length', text: n <= 1 ? 'must not be empty' : `must be at least ${n} characters` };
      }
      if (issue.origin === 'array') return { rule: 'min_items', text: `must have at least ${n} items` };
      return { rule: 'min', text: `must be at least ${n}` };
    }
    case 'too_big': {
      const n = Number(issue.maximum);
      if (issue.origin === 'string') return { rule: 'max_length', text: `must be at most ${n} characters` };
      if (issue.origin === 'array') return { rule: 'max_items', text: `must have at most ${n} items` };
      return { rule: 'max', text: `must be at most ${n}` };
    }
    case 'custom': {
      const rule = (issue.params as { rule?: CatalogueRule } | undefined)?.rule ?? 'invalid';
      return { rule, text: issue.message };
    }
    default:
      return { rule: 'invalid', text: issue.message };
  }
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

/**
 * Validates a parsed JSON value as a `catalogue/v1` file. `existing` describes the records the
 * organization already holds (the importer passes them): relations may point to them.
 * Nothing is thrown for bad input; all errors found are returned, ordered by record index.
 */
export const validateCatalogue = (input: unknown, existing?: ExistingRecords): CatalogueValidation => {
  const errors: CatalogueError[] = [];

  const v2 = isObject(input) && input.format === CATALOGUE_FORMAT_V2;
  const envelope = (v2 ? catalogueEnvelopeSchemaV2 : catalogueEnvelopeSchema).safeParse(input, { reportInput: true });
  const schemas = v2 ? recordSchemasV2 : recordSchemas;
  if (!envelope.success) {
    errors.push(...issuesToErrors(envelope.error.issues, [], undefined, undefined));
  }
  // Records are checked even when the envelope is wrong, so one run reports everything it can.
  const rawRecords: unknown[] = envelope.success
    ? envelope.data.records
    : isObject(input) && Array.isArray(input.records)
      ? input.records
      : [];

  // ---- shape of each record
  const records: (CatalogueRecord | undefined)[] = [];
  /** id → kind and index of every record whose id and kind could be read, valid or not. */
  const fileIds = new Map<string, { kind: Kind; index: number }>();
  const idErrors: CatalogueError[] = [];

  rawRecords.forEach((raw, index) => {
    const prefix = ['records', index];
    if (!isObject(raw)) {
      errors.push(makeError(index, formatPath(prefix), 'type', 'must be an object'));
      records.push(undefined);
      return;
    }
    const kind = raw.kind;
    if (!isKind(kind)) {
      errors.push(
        kind === undefined
          ? makeError(index, formatPath([...prefix, 'kind']), 'required', 'is required')
          : makeError(index, formatPath([...prefix, 'kind']), 'enum', `must be one of ${KINDS.join(', ')}`),
      );
      records.push(undefined);
      return;
    }
    const parsed = schemas[kind].safeParse(raw, { reportInput: true });
    if (parsed.success) {
      records.push(parsed.data as CatalogueRecord);
    } else {
      errors.push(...issuesToErrors(parsed.error.issues, prefix, index, kind));
      records.push(undefined);
    }
    // Register the id even for an invalid record: relations to it are then not reported missing.
    if (typeof raw.id === 'string' && isUuid(raw.id)) {
      const id = raw.id.toLowerCase();
      const first = fileIds.get(id);
      if (first) {
        idErrors.push(
          makeError(
            index,
            formatPath([...prefix, 'id']),
            'duplicate_id',
            `duplicates the id of records[${first.index}]`,
          ),
        );
      } else {
        fileIds.set(id, { kind, index });
      }
    }
  });
  errors.push(...idErrors);

  // ---- rules across records (on the records that have a valid shape)
  const refOwners = new Map<string, number>();
  records.forEach((record, index) => {
    if (!record) return;
    const prefix = ['records', index];

    const stored = existing?.ids.get(record.id);
    if (stored !== undefined && stored !== record.kind) {
      errors.push(
        makeError(
          index,
          formatPath([...prefix, 'id']),
          'id_kind_conflict',
          `is already the id of ${kindName(stored)} record of the organization; a record cannot change kind`,
        ),
      );
    }

    const key = refKey(record.kind, record.ref);
    const firstWithRef = refOwners.get(key);
    if (firstWithRef !== undefined) {
      errors.push(
        makeError(
          index,
          formatPath([...prefix, 'ref']),
          'duplicate_ref',
          `${record.ref} is already the ref of records[${firstWithRef}] (refs are unique per kind)`,
        ),
      );
    } else {
      refOwners.set(key, index);
      const storedOwner = existing?.refs?.get(key);
      if (
        storedOwner !== undefined &&
        storedOwner.toLowerCase() !== record.id &&
        !fileIds.has(storedOwner.toLowerCase())
      ) {
        errors.push(
          makeError(
            index,
            formatPath([...prefix, 'ref']),
            'duplicate_ref',
            `${record.ref} is already the ref of another ${record.kind} of the organization (${storedOwner})`,
          ),
        );
      }
    }

    const values = record as unknown as Record<string, unknown>;
    for (const relation of relationsOf(record.kind)) {
      const value = values[relation.field];
      const ids: [string, Path][] = relation.many
        ? ((value as string[] | undefined) ?? []).map((id, i) => [id, [...prefix, relation.field, i]])
        : typeof value === 'string'
          ? [[value, [...prefix, relation.field]]]
          : [];
      for (const [id, path] of ids) {
        const actual = fileIds.get(id)?.kind ?? existing?.ids.get(id);
        if (actual === undefined) {
          errors.push(
            makeError(
              index,
              formatPath(path),
              'relation_missing',
              `names ${id}, which is neither a record of the file nor of the organization (must be ${kindName(relation.target)} record)`,
            ),
          );
        } else if (actual !== relation.target) {
          errors.push(
            makeError(
              index,
              formatPath(path),
              'relation_kind',
              `names ${id}, which is ${kindName(actual)} record; must be ${kindName(relation.target)} record`,
            ),
          );
        }
      }
    }
  });

  // ---- users
  if (envelope.success) {
    errors.push(...checkUsers(envelope.data.users));
  }

  if (!envelope.success) return { ok: false, errors: sortErrors(errors) };
  const data = envelope.data;
  const sections = v2 ? (data as z.output<typeof catalogueEnvelopeSchemaV2>) : undefined;
  const catalogue: Catalogue = {
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
  const kindOf = (id: string) => fileIds.get(id)?.kind ?? existing?.ids.get(id);
  errors.push(...checkSections(catalogue, records, kindOf, existing));
  if (errors.length > 0) return { ok: false, errors: sortErrors(errors) };
  return { ok: true, catalogue };
};

/** The v2 rules across sections: labels that fit, known authors, plans on units, points on their anomaly's units. */
const checkSections = (
  catalogue: Catalogue,
  records: readonly (CatalogueRecord | undefined)[],
  kindOf: (id: string) => Kind | undefined,
  existing: ExistingRecords | undefined,
): CatalogueError[] => {
  const errors: CatalogueError[] = [];
  errors.push(...checkUniqueIds('labels', catalogue.labels), ...checkUniqueIds('plans', catalogue.plans));
  errors.push(
    ...checkUniqueIds('planPoints', catalogue.planPoints),
    ...checkUniqueIds('inboxItems', catalogue.inboxItems),
  );
  errors.push(...checkUniqueIds('attachments', catalogue.attachments));
  const labelTypes = new Map<string, LabelType>([
    ...(existing?.labels ?? []),
    ...catalogue.labels.map((label) => [label.id, label.type] as const),
  ]);
  const users = new Set([...(existing?.users ?? []), ...catalogue.users.map((user) => user.id)]);
  const checkLabels = (labelIds: readonly string[], fitting: readonly LabelType[], at: string, recordIndex?: number) =>
    labelIds.forEach((id, i) => {
      const type = labelTypes.get(id);
      if (type === undefined)
        errors.push(
          makeError(
            recordIndex,
            `${at}.labelIds[${i}]`,
            'relation_missing',
            `names ${id}, which is not a label of the file or of the organization`,
          ),
        );
      else if (!fitting.includes(type))
        errors.push(
          makeError(
            recordIndex,
            `${at}.labelIds[${i}]`,
            'label_type',
            `names ${id}, a ${type} label; must be one of ${oneOf(fitting)}`,
          ),
        );
    });
  records.forEach((record, index) => {
    if (!record) return;
    const v2 = record as unknown as { labelIds?: string[]; createdByUserId?: string | null };
    checkLabels(v2.labelIds ?? [], LABEL_TYPES_OF_KIND[record.kind] ?? [], `records[${index}]`, index);
    if (v2.createdByUserId && !users.has(v2.createdByUserId)) {
      errors.push(
        makeError(
          index,
          `records[${index}].createdByUserId`,
          'relation_missing',
          `names ${v2.createdByUserId}, which is not a user of the file or of the organization`,
        ),
      );
    }
  });
  catalogue.users.forEach((user, index) => {
    checkLabels(user.labelIds, USER_LABEL_TYPES, `users[${index}]`);
    const kind = kindOf(user.id);
    if (kind !== undefined && kind !== 'member') {
      errors.push(
        makeError(
          undefined,
          `users[${index}].id`,
          'id_kind_conflict',
          `is the id of ${kindName(kind)} record; a user is the member record of the same id`,
        ),
      );
    }
  });
  const planUnits = new Map<string, string>([
    ...(existing?.plans ?? []),
    ...catalogue.plans.map((plan) => [plan.id, plan.unitId] as const),
  ]);
  catalogue.plans.forEach((plan, index) => {
    const kind = kindOf(plan.unitId);
    if (kind !== 'unit')
      errors.push(
        makeError(
          undefined,
          `plans[${index}].unitId`,
          kind ? 'relation_kind' : 'relation_missing',
          `names ${plan.unitId}, which must be a unit record of the file or of the organization`,
        ),
      );
  });
  const fileAnomalyUnits = new Map(
    records.flatMap((record) => (record?.kind === 'anomaly' ? [[record.id, record.unitIds] as const] : [])),
  );
  catalogue.planPoints.forEach((point, index) => {
    const at = `planPoints[${index}]`;
    const kind = kindOf(point.anomalyId);
    if (kind !== 'anomaly') {
      errors.push(
        makeError(
          undefined,
          `${at}.anomalyId`,
          kind ? 'relation_kind' : 'relation_missing',
          `names ${point.anomalyId}, which must be an anomaly record of the file or of the organization`,
        ),
      );
      return;
    }
    const unitId = planUnits.get(point.planId);
    if (unitId === undefined) {
      errors.push(
        makeError(
          undefined,
          `${at}.planId`,
          'relation_missing',
          `names ${point.planId}, which is not a plan of the file or of the organization`,
        ),
      );
      return;
    }
    const anomalyUnits = fileAnomalyUnits.get(point.anomalyId) ?? existing?.anomalyUnits?.get(point.anomalyId) ?? [];
    if (!anomalyUnits.includes(unitId)) {
      errors.push(
        makeError(
          undefined,
          `${at}.planId`,
          'plan_unit',
          `names a plan of unit ${unitId}, which is not one of the anomaly's unitIds`,
        ),
      );
    }
  });
  errors.push(...checkAttachments(catalogue, kindOf, planUnits, users, existing));
  return errors;
};

/** An attachment hangs on a record, plan, plan point or inbox item of the organization, or on the organization (its logo). */
const checkAttachments = (
  catalogue: Catalogue,
  kindOf: (id: string) => Kind | undefined,
  plans: ReadonlyMap<string, string>,
  users: ReadonlySet<string>,
  existing: ExistingRecords | undefined,
): CatalogueError[] => {
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
      !plans.has(recordId) &&
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
const sortErrors = (errors: CatalogueError[]): CatalogueError[] =>
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
