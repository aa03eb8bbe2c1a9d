/**
 * The origins of the attachments API for the organization's own records: every record, plan, plan
 * point and inbox item (and the organization itself, for its logo) is given an integer origin id
 * once, on first need, under its uuid; its type, sites and parent are derived from the record each
 * time it is resolved, so they follow the record.
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { StoredRecord } from '#shared/stores/catalogue/record-items.ts';
import { storedRecordOf } from '#shared/stores/catalogue/record-items.ts';
import { db, tableName } from '#shared/stores/db/client.ts';
import { conditionHeld } from '#shared/stores/db/condition-held.ts';
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { catalogueKeys, fileKeys, keys } from '#shared/stores/db/keys.ts';
import { sameValue } from '#shared/stores/db/same-value.ts';
import type { Origin, OriginRef } from '#shared/vocabulary/attachments/origin.ts';
import { type OriginType, originTypeCodes } from '#shared/vocabulary/attachments/origin-types.ts';
import type { Kind } from '#shared/vocabulary/catalogue/kinds.ts';
import { attachmentsOn, rewriteAttachment } from './attachment-repository.ts';
import { subjectReader } from './origin-subjects.ts';
import { nextInSequence } from './sequences.ts';

const originTypeOfKind: Record<Exclude<Kind, 'intervention'>, OriginType> = {
  anomaly: originTypeCodes.anomaly,
  commission: 5,
  unit: 6,
  technical_installation: 7,
  equipment: 8,
  building_work: 9,
  logbook: 10,
  provider: 11,
  contact: 12,
  contract: 13,
  document: 14,
  report: 15,
  routine: 16,
  member: 17,
  compliance: 18,
};

/** What an origin is derived from: the subject's uuid, its type and units, and the record it belongs under. */
interface OriginShape {
  recordId: string;
  type: OriginType;
  siteIds: string[];
  /** An intervention treating an anomaly lists its files under the anomaly too. */
  parent?: OriginShape;
}

const recordShape = (record: StoredRecord, anomaly?: StoredRecord): OriginShape => {
  if (record.kind !== 'intervention') {
    return {
      recordId: record.id,
      type: originTypeOfKind[record.kind],
      siteIds: record.kind === 'unit' ? [record.id] : record.unitIds,
    };
  }
  // An intervention with a provider is the provider's; one without, the organization's own.
  const type = (record as { providerId?: string | null }).providerId
    ? originTypeCodes.providerIntervention
    : originTypeCodes.clientIntervention;
  return { recordId: record.id, type, siteIds: record.unitIds, ...(anomaly && { parent: recordShape(anomaly) }) };
};

/** The shape of a subject that is not gone, from its item and the items it is part of (`read`). */
const shapeOfItem = (
  organizationId: string,
  subjectId: string,
  item: Record<string, unknown>,
  read: (key: { PK: string; SK: string }) => Record<string, unknown> | undefined,
): OriginShape | undefined => {
  switch (item.itemType) {
    case itemTypes.catalogueRecord: {
      const record = storedRecordOf(item);
      const anomalyId = (record as { anomalyId?: string | null }).anomalyId;
      const anomaly = anomalyId ? read(catalogueKeys.record(organizationId, anomalyId)) : undefined;
      return recordShape(record, anomaly && storedRecordOf(anomaly));
    }
    case itemTypes.plan:
      return { recordId: subjectId, type: 19, siteIds: [item.unitId as string] };
    case itemTypes.planPoint: {
      const plan = read(keys.plan(organizationId, item.planId as string));
      return { recordId: subjectId, type: 21, siteIds: plan ? [plan.unitId as string] : [] };
    }
    case itemTypes.inboxItem:
      return { recordId: subjectId, type: 20, siteIds: [] };
    default:
      return undefined;
  }
};

/**
 * The shape of the subject of this uuid in the organization, or undefined when it has none or it
 * is gone: deleted, or part of a deleted record (origin-subjects.ts).
 */
export const originShapeOf = async (organizationId: string, subjectId: string): Promise<OriginShape | undefined> => {
  if (subjectId === organizationId)
    return { recordId: organizationId, type: originTypeCodes.organizationLogo, siteIds: [] };
  const candidates = [
    catalogueKeys.record(organizationId, subjectId),
    keys.plan(organizationId, subjectId),
    keys.planPoint(organizationId, subjectId),
    keys.inboxItem(organizationId, subjectId),
  ];
  const subjects = subjectReader(organizationId);
  await subjects.load(candidates);
  const key = candidates.find((candidate) => subjects.item(candidate));
  if (!key || subjects.isGone(key)) return undefined;
  return shapeOfItem(organizationId, subjectId, subjects.item(key)!, subjects.item);
};

const get = async (key: { PK: string; SK: string }) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: key }))).Item;

/** What a uuid was given: its integer id, and the type its origin was last stored under. */
interface OriginOfRecord {
  id: number;
  type?: OriginType;
}

const findOriginOfRecord = async (organizationId: string, recordId: string): Promise<OriginOfRecord | undefined> =>
  (
    await db().send(
      new GetCommand({
        TableName: tableName(),
        Key: fileKeys.originOfRecord(organizationId, recordId),
        ConsistentRead: true,
      }),
    )
  ).Item as OriginOfRecord | undefined;

/** The integer id given to this uuid, giving it the next of the sequence the first time (the first writer's wins). */
const originIdOf = async (organizationId: string, shape: OriginShape): Promise<OriginOfRecord> => {
  const known = await findOriginOfRecord(organizationId, shape.recordId);
  if (known) return known;
  const id = await nextInSequence(organizationId, 'origin');
  const written = await conditionHeld(() =>
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...fileKeys.originOfRecord(organizationId, shape.recordId),
          itemType: itemTypes.originOfRecord,
          recordId: shape.recordId,
          id,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
  );
  // Another writer gave the record its origin first: that id is the one, ours stays unused.
  return written ? { id } : (await findOriginOfRecord(organizationId, shape.recordId))!;
};

const derivedFields = (origin: Pick<Origin, 'type' | 'siteIds' | 'parent'>) => [
  origin.type,
  origin.siteIds,
  origin.parent,
];

/** The origin the shape derives, without writing anything; `id` undefined when the uuid has none yet. */
export const expectedOrigin = async (
  organizationId: string,
  shape: OriginShape,
): Promise<Omit<Origin, 'createdAt'> | undefined> => {
  const given = await findOriginOfRecord(organizationId, shape.recordId);
  if (!given) return undefined;
  const parentOrigin = shape.parent && (await findOriginOfRecord(organizationId, shape.parent.recordId));
  return {
    organizationId,
    type: shape.type,
    id: given.id,
    recordId: shape.recordId,
    siteIds: [...new Set(shape.siteIds)].sort(),
    parent: shape.parent && parentOrigin ? { type: shape.parent.type, id: parentOrigin.id } : null,
  };
};

/**
 * The subject's origin as the listing reads it, written when new or when the subject's type, units
 * or parent changed; the files hanging on it then follow (their copies of sites and listing root).
 */
export const ensureOrigin = async (
  organizationId: string,
  shape: OriginShape,
  now = new Date().toISOString(),
): Promise<Origin> => {
  const parent: OriginRef | null = shape.parent
    ? await ensureOrigin(organizationId, shape.parent, now).then(({ type, id }) => ({ type, id }))
    : null;
  const given = await originIdOf(organizationId, shape);
  const key = fileKeys.origin(organizationId, shape.type, given.id);
  const previousType = given.type ?? shape.type;
  const stored = await get(fileKeys.origin(organizationId, previousType, given.id));
  const origin: Origin = {
    organizationId,
    type: shape.type,
    id: given.id,
    recordId: shape.recordId,
    siteIds: [...new Set(shape.siteIds)].sort(),
    parent,
    createdAt: (stored?.createdAt as string | undefined) ?? now,
  };
  if (
    stored &&
    sameValue(derivedFields(stored as unknown as Origin), derivedFields(origin)) &&
    given.type === shape.type
  )
    return origin;
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...key, itemType: itemTypes.origin, ...origin } }));
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: fileKeys.originOfRecord(organizationId, shape.recordId),
      UpdateExpression: 'SET #type = :type',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':type': shape.type },
    }),
  );
  if (previousType !== shape.type)
    await db().send(
      new DeleteCommand({ TableName: tableName(), Key: fileKeys.origin(organizationId, previousType, given.id) }),
    );
  if (stored) await refreshAttachmentsOf(organizationId, { type: previousType, id: given.id }, origin);
  return origin;
};

/** The files hanging on an origin whose derived fields changed take its new type, sites and listing root. */
const refreshAttachmentsOf = async (organizationId: string, previous: OriginRef, origin: Origin) => {
  const attachments = await attachmentsOn(organizationId, previous);
  await Promise.all(
    attachments.map(({ id }) =>
      rewriteAttachment(
        organizationId,
        id,
        (current) =>
          current && {
            ...current,
            attachableType: origin.type,
            attachableId: origin.id,
            siteIds: origin.siteIds,
            listingRoot: origin.parent ?? { type: origin.type, id: origin.id },
          },
      ),
    ),
  );
};
