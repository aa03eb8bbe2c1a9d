import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client.ts';
import { keys } from '../db/keys.ts';
import { isLostRace } from '../db/transactions.ts';
import type { Anomaly, Plan, PlanPoint } from './plan-point.ts';

const strip = ({ PK: _pk, SK: _sk, itemType: _itemType, ...rest }: Record<string, unknown>) => rest;

/** Strongly consistent: the move's conditions are based on what is read here. */
const get = async <T>(key: { PK: string; SK: string }): Promise<T | undefined> => {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return Item ? (strip(Item) as T) : undefined;
};

export const findPlanPoint = (organizationId: string, pointId: string) => get<PlanPoint>(keys.planPoint(organizationId, pointId));
export const findPlan = (organizationId: string, planId: string) => get<Plan>(keys.plan(organizationId, planId));
export const findAnomaly = (organizationId: string, anomalyId: string) => get<Anomaly>(keys.anomaly(organizationId, anomalyId));

export interface Move {
  organizationId: string;
  pointId: string;
  anomalyId: string;
  siteId: string;
  planId: string;
  xPercent: number;
  yPercent: number;
  byUserId: string;
  at: string;
}

/**
 * Moves the point only if, at the moment of writing, it still exists and still marks the same
 * anomaly, the anomaly is still on the site, and the plan still exists on that site. `false`
 * when one of them changed since it was read (or was being changed at that very moment).
 */
export const commitMove = async (move: Move): Promise<boolean> => {
  const { organizationId } = move;
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.planPoint(organizationId, move.pointId),
              UpdateExpression: 'SET planId = :planId, xPercent = :x, yPercent = :y, updatedAt = :at, updatedByUserId = :by, version = version + :one',
              ConditionExpression: 'attribute_exists(PK) AND anomalyId = :anomalyId',
              ExpressionAttributeValues: {
                ':planId': move.planId, ':x': move.xPercent, ':y': move.yPercent, ':at': move.at, ':by': move.byUserId, ':one': 1,
                ':anomalyId': move.anomalyId,
              },
            },
          },
          {
            ConditionCheck: {
              TableName: tableName(),
              Key: keys.plan(organizationId, move.planId),
              ConditionExpression: 'siteId = :siteId',
              ExpressionAttributeValues: { ':siteId': move.siteId },
            },
          },
          {
            ConditionCheck: {
              TableName: tableName(),
              Key: keys.anomaly(organizationId, move.anomalyId),
              ConditionExpression: 'siteId = :siteId',
              ExpressionAttributeValues: { ':siteId': move.siteId },
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isLostRace(error)) return false;
    throw error;
  }
};

// Writers: the demo seed and the tests arrange data through these, with the same keys the reads use.

export const putPlan = async (plan: Plan) => {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.plan(plan.organizationId, plan.id), itemType: 'plan', ...plan } }));
};

export const putAnomaly = async (anomaly: Anomaly) => {
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...keys.anomaly(anomaly.organizationId, anomaly.id), itemType: 'anomaly', ...anomaly } }),
  );
};

export const putPlanPoint = async (point: PlanPoint) => {
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...keys.planPoint(point.organizationId, point.id), itemType: 'planPoint', ...point } }),
  );
};
