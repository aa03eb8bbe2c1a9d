/**
 * The sections of a `catalogue/v2` file that are not records: labels, plans, plan points and inbox
 * items. Each is stored once, under its id, as the item its operation reads; re-importing
 * replaces what the file states and keeps what the service keeps (creation times, a plan point's
 * version, stored files whose bytes did not change).
 */

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { writeBatches } from '#shared/stores/catalogue/batch-write.ts';
import { partitionItems } from '#shared/stores/catalogue/catalogue-partitions.ts';
import { batchGetItems } from '#shared/stores/db/batch-get.ts';
import { db, tableName } from '#shared/stores/db/client.ts';
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { withoutKeys } from '#shared/stores/db/items.ts';
import { keys } from '#shared/stores/db/keys.ts';
import { sameValue } from '#shared/stores/db/same-value.ts';
import type { StoredFile } from '#shared/vocabulary/catalogue/stored-file.ts';
import type { Catalogue, CatalogueFile } from '#shared/vocabulary/catalogue-format/schema.ts';
import type { LabelType } from '#shared/vocabulary/labels/label.ts';
import type { Plan, PlanPoint } from '#shared/vocabulary/plan-points/plan-point.ts';
import { type LoadedFile, sameFile, storedFileOf } from './import-files.ts';

type Stored = Record<string, unknown>;

const byId = (items: Stored[]) => new Map(items.map((item) => [item.id as string, withoutKeys<Stored>(item)]));

/** What the organization already holds of the sections a file may name. */
interface StoredSections {
  labels: Map<string, Stored>;
  userIds: Set<string>;
  plans: Map<string, Stored>;
  planPoints: Map<string, Stored>;
  inboxItems: Map<string, Stored>;
}

export const readStoredSections = async (
  organizationId: string,
  catalogue: { plans?: unknown; planPoints?: unknown; inboxItems?: unknown; attachments?: unknown },
): Promise<StoredSections> => {
  const ids = (section: unknown, field: string) =>
    Array.isArray(section)
      ? section.flatMap((item) => (typeof item?.[field] === 'string' ? [(item[field] as string).toLowerCase()] : []))
      : [];
  const attached = ids(catalogue.attachments, 'recordId');
  const unique = (values: string[]) => [...new Set(values)];
  const planIds = unique([...ids(catalogue.plans, 'id'), ...ids(catalogue.planPoints, 'planId'), ...attached]);
  const [labels, users, plans, planPoints, inboxItems] = await Promise.all([
    partitionItems(organizationId, keys.sectionPrefix.label),
    partitionItems(organizationId, keys.sectionPrefix.user, 'id'),
    batchGetItems(planIds.map((id) => keys.plan(organizationId, id))),
    batchGetItems(
      unique([...ids(catalogue.planPoints, 'id'), ...attached]).map((id) => keys.planPoint(organizationId, id)),
    ),
    batchGetItems(
      unique([...ids(catalogue.inboxItems, 'id'), ...attached]).map((id) => keys.inboxItem(organizationId, id)),
    ),
  ]);
  return {
    labels: byId(labels),
    userIds: new Set(users.map((user) => user.id as string)),
    plans: byId(plans),
    planPoints: byId(planPoints),
    inboxItems: byId(inboxItems),
  };
};

export const storedLabelTypes = (sections: StoredSections) =>
  new Map([...sections.labels].map(([id, label]) => [id, label.type as LabelType]));
export const storedPlanUnits = (sections: StoredSections) =>
  new Map([...sections.plans].map(([id, plan]) => [id, plan.unitId as string]));

/** What a catalogue says of a file: its bytes, name and type. */
type FileStatement = Pick<StoredFile, 'name' | 'mimeType'> & { sha256: string };

/**
 * The stored form of a file, the stored one when the bytes are the same; `usage.added` counts the
 * bytes newly stored. Given `statedBefore`, what the catalogue said of this file at its last
 * import, a file the catalogue states as it did then leaves the stored one alone: an operation may
 * have replaced it since (operation 6), and the catalogue has nothing new to say.
 */
export interface FileKeeper {
  (
    file: CatalogueFile | null | undefined,
    stored: StoredFile | null | undefined,
    statedBefore?: FileStatement,
  ): Promise<StoredFile | null>;
  statementOf(file: CatalogueFile): FileStatement;
}

export const fileKeeper = (
  organizationId: string,
  files: Map<CatalogueFile, LoadedFile>,
  now: string,
  usage: { added: number },
): FileKeeper => {
  const statementOf = (file: CatalogueFile): FileStatement => {
    const { sha256, name, mimeType } = files.get(file)!;
    return { sha256, name, mimeType };
  };
  const keep = async (
    file: CatalogueFile | null | undefined,
    stored: StoredFile | null | undefined,
    statedBefore?: FileStatement,
  ) => {
    if (!file) return stored ?? null;
    if (stored && statedBefore && sameValue(statedBefore, statementOf(file))) return stored;
    const loaded = files.get(file)!;
    if (stored && sameFile(stored, loaded)) return stored;
    // The same bytes under another name or type: nothing new is stored or counted.
    if (stored && stored.sha256 === loaded.sha256) return { ...stored, name: loaded.name, mimeType: loaded.mimeType };
    usage.added += loaded.bytes.length;
    return storedFileOf(organizationId, loaded, now, null);
  };
  return Object.assign(keep, { statementOf });
};

const created = (stored: Stored | undefined, now: string) => ({
  createdAt: (stored?.createdAt as string | undefined) ?? now,
  updatedAt: now,
});

/** Writes every section item of the file. */
export const writeSections = async (
  organizationId: string,
  catalogue: Catalogue,
  stored: StoredSections,
  keepFile: FileKeeper,
  now: string,
) => {
  const labels = labelsToWrite(organizationId, catalogue, stored, now);
  const plans = await plansToWrite(organizationId, catalogue, stored, keepFile, now);
  const newPoints = catalogue.planPoints.filter((point) => !stored.planPoints.has(point.id));
  const inboxItems = await inboxItemsToWrite(organizationId, catalogue, stored, keepFile, now);
  await writeBatches(
    [...labels, ...plans, ...newPoints.map((point) => newPlanPoint(organizationId, point, now)), ...inboxItems].map(
      (put) => ({ put }),
    ),
  );
  await movePlanPoints(organizationId, catalogue.planPoints, stored, now);
};

const labelsToWrite = (organizationId: string, catalogue: Catalogue, stored: StoredSections, now: string) =>
  catalogue.labels.map((label) => ({
    ...keys.label(organizationId, label.id),
    itemType: itemTypes.label,
    ...label,
    organizationId,
    origin: 'custom',
    ...created(stored.labels.get(label.id), now),
  }));

const plansToWrite = (
  organizationId: string,
  catalogue: Catalogue,
  stored: StoredSections,
  keepFile: FileKeeper,
  now: string,
) =>
  Promise.all(
    catalogue.plans.map(async (plan) => {
      const previous = stored.plans.get(plan.id);
      const item: Plan = {
        id: plan.id,
        organizationId,
        name: plan.name,
        unitId: plan.unitId,
        file: await keepFile(plan.file, previous?.file as StoredFile | null | undefined),
        ...created(previous, now),
      };
      return { ...keys.plan(organizationId, plan.id), itemType: itemTypes.plan, ...item };
    }),
  );

type FilePoint = Catalogue['planPoints'][number];

/** Where the file puts a point: what the import compares with the position the file stated last time. */
const statedPositionOf = ({
  anomalyId,
  planId,
  xPercent,
  yPercent,
}: Pick<PlanPoint, 'anomalyId' | 'planId' | 'xPercent' | 'yPercent'>) => ({
  anomalyId,
  planId,
  xPercent,
  yPercent,
});

const newPlanPoint = (organizationId: string, point: FilePoint, now: string) => {
  const item: PlanPoint = {
    ...point,
    organizationId,
    version: 1,
    createdAt: now,
    updatedAt: now,
    updatedByUserId: null,
  };
  return {
    ...keys.planPoint(organizationId, point.id),
    itemType: itemTypes.planPoint,
    ...item,
    statedPosition: statedPositionOf(point),
  };
};

/**
 * A stored point moves only when the file states another position than it stated last time: a move
 * made through operation 8 since then is the newer fact and stays. When it moves, its version grows
 * by one in the same update, so a client holding the point's version sees the import's move, and
 * no move of operation 8 in between is counted away.
 */
const movePlanPoints = async (
  organizationId: string,
  points: readonly FilePoint[],
  stored: StoredSections,
  now: string,
) => {
  const moved = points.filter((point) => {
    const previous = stored.planPoints.get(point.id) as (PlanPoint & { statedPosition?: unknown }) | undefined;
    return previous && !sameValue(previous.statedPosition ?? statedPositionOf(previous), statedPositionOf(point));
  });
  await Promise.all(moved.map((point) => movePlanPoint(organizationId, point, now)));
};

const movePlanPoint = (organizationId: string, point: FilePoint, now: string) =>
  db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.planPoint(organizationId, point.id),
      UpdateExpression:
        'SET anomalyId = :anomalyId, planId = :planId, xPercent = :x, yPercent = :y, statedPosition = :stated, updatedAt = :now, updatedByUserId = :nobody, version = version + :one',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: {
        ':anomalyId': point.anomalyId,
        ':planId': point.planId,
        ':x': point.xPercent,
        ':y': point.yPercent,
        ':stated': statedPositionOf(point),
        ':now': now,
        ':nobody': null,
        ':one': 1,
      },
    }),
  );

const inboxItemsToWrite = (
  organizationId: string,
  catalogue: Catalogue,
  stored: StoredSections,
  keepFile: FileKeeper,
  now: string,
) =>
  Promise.all(
    catalogue.inboxItems.map(async (inboxItem) => {
      const previous = stored.inboxItems.get(inboxItem.id);
      return {
        ...keys.inboxItem(organizationId, inboxItem.id),
        itemType: itemTypes.inboxItem,
        ...inboxItem,
        organizationId,
        receivedAt: new Date(inboxItem.receivedAt).toISOString(),
        file: await keepFile(inboxItem.file, previous?.file as StoredFile | undefined),
        ...created(previous, now),
      };
    }),
  );
