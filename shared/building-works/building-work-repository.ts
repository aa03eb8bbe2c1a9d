import { GetCommand, PutCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from '../db/batch-get.ts';
import { db, tableName } from '../db/client.ts';
import { fileKeys, keys, organizationPartition } from '../db/keys.ts';
import type { Document } from '../documents/document.ts';
import type { OrganizationUser } from '../users/user.ts';
import type { BuildingWork, BuildingWorkCommission, BuildingWorkDocument, BuildingWorkDocumentLink, Unit } from './building-work.ts';

type Item = Record<string, unknown>;

const strip = ({ PK: _pk, SK: _sk, GSI1PK: _gpk, GSI1SK: _gsk, itemType: _itemType, ...rest }: Item) => rest;

/** Every page of a Query: a building work's relations are few, but nothing caps them at one page. */
const queryAll = async (input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>): Promise<Item[]> => {
  const items: Item[] = [];
  let start: Item | undefined;
  do {
    const page = await db().send(new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
};

const relationQuery = (organizationId: string, prefix: string) => ({
  KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
  ExpressionAttributeValues: { ':pk': organizationPartition(organizationId), ':prefix': prefix },
});

export const findBuildingWork = async (organizationId: string, buildingWorkId: string): Promise<BuildingWork | undefined> => {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.buildingWork(organizationId, buildingWorkId) }));
  return Item ? (strip(Item) as unknown as BuildingWork) : undefined;
};

/** The units the building work targets, whatever their state: one Query for the links, one BatchGet for the units. */
export const findTargetedUnits = async (organizationId: string, buildingWorkId: string): Promise<Unit[]> => {
  const links = await queryAll({
    ...relationQuery(organizationId, keys.buildingWorkUnitPrefix(buildingWorkId)),
    ProjectionExpression: 'unitId',
  });
  const units = await batchGetItems(links.map((link) => keys.unit(organizationId, link.unitId as string)));
  return units.map((unit) => strip(unit) as unknown as Unit);
};

/**
 * The commission held most recently: commissions sort by their date (held or scheduled), so the
 * Query walks them newest first and stops at the first held one. Scheduled and cancelled visits
 * dated later are the only items read in vain.
 */
export const findLatestHeldCommission = async (
  organizationId: string,
  buildingWorkId: string,
): Promise<BuildingWorkCommission | undefined> => {
  let start: Item | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        FilterExpression: '#status = :held',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':pk': organizationPartition(organizationId),
          ':prefix': keys.buildingWorkCommissionPrefix(buildingWorkId),
          ':held': 'held',
        },
        ScanIndexForward: false,
        Limit: 20,
        ExclusiveStartKey: start,
      }),
    );
    const held = page.Items?.[0];
    if (held) return strip(held) as unknown as BuildingWorkCommission;
    start = page.LastEvaluatedKey;
  } while (start);
  return undefined;
};

/** The creator as a user of the same organization; a user removed since is simply not found. */
export const findOrganizationUser = async (organizationId: string, userId: string): Promise<OrganizationUser | undefined> => {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.user(organizationId, userId) }));
  return Item ? (strip(Item) as unknown as OrganizationUser) : undefined;
};

/**
 * The documents filed on the building work: one Query for the links, one BatchGet for the
 * document records, so a file replaced since shows as it now is. A link whose document no longer
 * exists lists nothing.
 */
export const listBuildingWorkDocuments = async (organizationId: string, buildingWorkId: string): Promise<BuildingWorkDocument[]> => {
  const links = (await queryAll(relationQuery(organizationId, keys.buildingWorkDocumentPrefix(buildingWorkId)))).map(
    (item) => strip(item) as unknown as BuildingWorkDocumentLink,
  );
  const records = await batchGetItems(links.map((link) => fileKeys.document(organizationId, link.documentId)));
  const documents = new Map(records.map((item) => [item.id as string, item as unknown as Document]));
  return links.flatMap(({ documentId, buildingWorkId: linkedTo, ref, type }) => {
    const document = documents.get(documentId);
    if (!document) return [];
    const { name, mimeType, size, storageKey, createdAt } = document;
    return [{ id: documentId, buildingWorkId: linkedTo, ref, type, name, mimeType, size, storageKey, createdAt }];
  });
};

/** How many relation items of one kind the building work has, counted by DynamoDB without returning them. */
const countRelations = async (organizationId: string, prefix: string): Promise<number> => {
  let count = 0;
  let start: Item | undefined;
  do {
    const page = await db().send(
      new QueryCommand({ TableName: tableName(), ...relationQuery(organizationId, prefix), Select: 'COUNT', ExclusiveStartKey: start }),
    );
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
};

export const countBuildingWorkCommissions = (organizationId: string, buildingWorkId: string) =>
  countRelations(organizationId, keys.buildingWorkCommissionPrefix(buildingWorkId));

// Writers: the demo seed and the tests arrange data through these, with the same keys the reads use.

const put = async (key: { PK: string; SK: string }, itemType: string, record: object) => {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...key, itemType, ...record } }));
};

export const putBuildingWork = (work: BuildingWork) => put(keys.buildingWork(work.organizationId, work.id), 'buildingWork', work);

export const putUnit = (unit: Unit) => put(keys.unit(unit.organizationId, unit.id), 'unit', unit);

export const putBuildingWorkUnit = (organizationId: string, buildingWorkId: string, unitId: string) =>
  put(keys.buildingWorkUnit(organizationId, buildingWorkId, unitId), 'buildingWorkUnit', { buildingWorkId, unitId });

/** Times are stored in UTC ISO form so that the sort key orders commissions by time. */
export const putBuildingWorkCommission = (organizationId: string, commission: BuildingWorkCommission) => {
  const normalized = {
    ...commission,
    heldAt: commission.heldAt && new Date(commission.heldAt).toISOString(),
    scheduledAt: new Date(commission.scheduledAt).toISOString(),
  };
  const at = normalized.heldAt ?? normalized.scheduledAt;
  return put(keys.buildingWorkCommission(organizationId, commission.buildingWorkId, at, commission.id), 'buildingWorkCommission', normalized);
};

export const putBuildingWorkDocumentLink = (organizationId: string, link: BuildingWorkDocumentLink) =>
  put(keys.buildingWorkDocument(organizationId, link.buildingWorkId, link.documentId), 'buildingWorkDocument', link);
