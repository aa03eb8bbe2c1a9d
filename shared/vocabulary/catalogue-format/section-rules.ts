/**
 * The rules of a `catalogue/v2` file's sections (v1 files have them empty): unique ids per section,
 * users' ids and e-mails, labels that fit, known authors, plans on units, plan points on their
 * anomaly's units, attachments on something of the file or the organization. The sections are held
 * whole (they are small beside the records); of the records, what these rules need is the first
 * pass's index and the units of the anomalies that plan points name.
 */
import type { Kind } from '#shared/vocabulary/catalogue/kinds.ts';
import type { LabelType } from '#shared/vocabulary/labels/label.ts';
import type { CatalogueError } from './catalogue-error.ts';
import { kindName, makeError, oneOf } from './issue-errors.ts';
import type { RecordIndex } from './record-index.ts';
import { type Catalogue, type CatalogueRecord, LABEL_TYPES_OF_KIND, USER_LABEL_TYPES } from './schema.ts';

/** What the sections' rules are checked against, read once. */
export interface StoredSectionFacts {
  /** The organization's stored labels: id → type. */
  labels: ReadonlyMap<string, LabelType>;
  /** Ids of the organization's stored users. */
  users: ReadonlySet<string>;
  /** The organization's stored plans: id → the unit each draws. */
  plans: ReadonlyMap<string, string>;
  /** `unitIds` of stored anomalies that the file's plan points name (`sectionNeeds().anomalyIds`). */
  anomalyUnits: ReadonlyMap<string, readonly string[]>;
  /** Ids of stored plan points and inbox items that the file's attachments name. */
  sectionItems: ReadonlySet<string>;
  /** Stored kinds of the ids the sections name that are no records of the file (`sectionNeeds().ids`). */
  ids: ReadonlyMap<string, Kind>;
}

/** What the rules look things up in: the file's and the organization's. */
export interface SectionLookups {
  /** The file without its records. */
  catalogue: Catalogue;
  kindOf: (id: string) => Kind | undefined;
  /** The units of an anomaly a plan point names: its valid record's in the file, else the stored one's. */
  anomalyUnits: (id: string) => readonly string[];
  labelTypes: ReadonlyMap<string, LabelType>;
  users: ReadonlySet<string>;
  /** plan id → the unit it draws. */
  planUnits: ReadonlyMap<string, string>;
  /** Ids of the plan points and inbox items of the file and of the organization. */
  sectionItems: ReadonlySet<string>;
}

export const sectionLookups = (
  catalogue: Catalogue,
  stored: StoredSectionFacts,
  fileIds: RecordIndex,
  fileAnomalyUnits: ReadonlyMap<string, readonly string[]>,
): SectionLookups => ({
  catalogue,
  kindOf: (id) => fileIds.kindOf(id) ?? stored.ids.get(id),
  anomalyUnits: (id) => fileAnomalyUnits.get(id) ?? stored.anomalyUnits.get(id) ?? [],
  labelTypes: new Map<string, LabelType>([
    ...stored.labels,
    ...catalogue.labels.map((label) => [label.id, label.type] as const),
  ]),
  users: new Set([...stored.users, ...catalogue.users.map((user) => user.id)]),
  planUnits: new Map<string, string>([
    ...stored.plans,
    ...catalogue.plans.map((plan) => [plan.id, plan.unitId] as const),
  ]),
  sectionItems: new Set([
    ...catalogue.planPoints.map((point) => point.id),
    ...catalogue.inboxItems.map((item) => item.id),
    ...stored.sectionItems,
  ]),
});

/** The ids the sections name whose kind the rules ask: users', plans' units, plan points' anomalies, attachments' records. */
export const idsNamedBySections = (catalogue: Catalogue): string[] => [
  ...catalogue.users.map((user) => user.id),
  ...catalogue.plans.map((plan) => plan.unitId),
  ...catalogue.planPoints.map((point) => point.anomalyId),
  ...catalogue.attachments.map((attachment) => attachment.recordId),
];

/** A record's labels fit its kind and its author is a user (checked with the record, in the second pass). */
export const checkRecordLabelsAndAuthor = (
  lookups: SectionLookups,
  record: CatalogueRecord,
  index: number,
): CatalogueError[] => {
  const v2 = record as unknown as { labelIds?: string[]; createdByUserId?: string | null };
  const at = `records[${index}]`;
  const errors = checkLabels(lookups, v2.labelIds ?? [], LABEL_TYPES_OF_KIND[record.kind] ?? [], at, index);
  if (v2.createdByUserId && !lookups.users.has(v2.createdByUserId)) {
    const text = `names ${v2.createdByUserId}, which is not a user of the file or of the organization`;
    errors.push(makeError(index, `${at}.createdByUserId`, 'relation_missing', text));
  }
  return errors;
};

/** The sections' errors, in the order the check reports them. */
export const checkSections = (lookups: SectionLookups): CatalogueError[] => [
  ...checkUsers(lookups.catalogue),
  ...checkUniqueIds('labels', lookups.catalogue.labels),
  ...checkUniqueIds('plans', lookups.catalogue.plans),
  ...checkUniqueIds('planPoints', lookups.catalogue.planPoints),
  ...checkUniqueIds('inboxItems', lookups.catalogue.inboxItems),
  ...checkUniqueIds('attachments', lookups.catalogue.attachments),
  ...checkUserSections(lookups),
  ...checkPlans(lookups),
  ...checkPlanPoints(lookups),
  ...checkAttachments(lookups),
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
const checkPlanPoints = ({ catalogue, kindOf, anomalyUnits, planUnits }: SectionLookups): CatalogueError[] =>
  catalogue.planPoints.flatMap((point, index): CatalogueError[] => {
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
    if (anomalyUnits(point.anomalyId).includes(unitId)) return [];
    const text = `names a plan of unit ${unitId}, which is not one of the anomaly's unitIds`;
    return [makeError(undefined, `${at}.planId`, 'plan_unit', text)];
  });

/** An attachment hangs on a record, plan, plan point or inbox item of the organization, or on the organization (its logo). */
const checkAttachments = ({ catalogue, kindOf, planUnits, users, sectionItems }: SectionLookups): CatalogueError[] =>
  catalogue.attachments.flatMap((attachment, index) => {
    const errors: CatalogueError[] = [];
    const { recordId, uploadedByUserId } = attachment;
    if (
      recordId !== catalogue.organization.id &&
      kindOf(recordId) === undefined &&
      !planUnits.has(recordId) &&
      !sectionItems.has(recordId)
    ) {
      const text = `names ${recordId}, which is no record, plan, plan point or inbox item of the file or of the organization, nor the organization`;
      errors.push(makeError(undefined, `attachments[${index}].recordId`, 'relation_missing', text));
    }
    if (!users.has(uploadedByUserId)) {
      const text = `names ${uploadedByUserId}, which is not a user of the file or of the organization`;
      errors.push(makeError(undefined, `attachments[${index}].uploadedByUserId`, 'relation_missing', text));
    }
    return errors;
  });

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

/** Users' ids and e-mails are unique in the file. */
const checkUsers = ({ users }: Catalogue): CatalogueError[] => {
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
      const text = `duplicates the e-mail of users[${firstEmail}]`;
      errors.push(makeError(undefined, `users[${index}].email`, 'duplicate_email', text));
    } else {
      emails.set(email, index);
    }
  });
  return errors;
};
