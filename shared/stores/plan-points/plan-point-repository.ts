import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { findRecord } from '#shared/stores/catalogue/record-repository.ts';
import { db, tableName } from '#shared/stores/db/client.ts';
import { withoutKeys } from '#shared/stores/db/items.ts';
import { catalogueKeys, keys } from '#shared/stores/db/keys.ts';
import { isLostRace } from '#shared/stores/db/transactions.ts';
import type { Plan, PlanPoint } from '#shared/vocabulary/plan-points/plan-point.ts';

/** Strongly consistent: the move's conditions are based on what is read here. */
const get = async <T>(key: { PK: string; SK: string }): Promise<T | undefined> => {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return Item ? withoutKeys<T>(Item) : undefined;
};

export const findPlanPoint = (organizationId: string, pointId: string) =>
  get<PlanPoint>(keys.planPoint(organizationId, pointId));
export const findPlan = (organizationId: string, planId: string) => get<Plan>(keys.plan(organizationId, planId));
/** The catalogue's anomaly record, unless deleted. */
export const findAnomaly = (organizationId: string, anomalyId: string) =>
  findRecord(organizationId, anomalyId, 'anomaly', { consistent: true });

interface Move {
  organizationId: string;
  pointId: string;
  anomalyId: string;
  /** The unit the target plan draws, which must stay one of the anomaly's units. */
  unitId: string;
  planId: string;
  xPercent: number;
  yPercent: number;
  byUserId: string;
  at: string;
}

/**
 * Moves the point only if, at the moment of writing, it still exists and still marks the same
 * anomaly, the plan still draws the same unit, and that unit is still one of the anomaly's (which
 * is not deleted). `false` when one of them changed since it was read (or was being changed at
 * that very moment).
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
              UpdateExpression:
                'SET planId = :planId, xPercent = :x, yPercent = :y, updatedAt = :at, updatedByUserId = :by, version = version + :one',
              ConditionExpression: 'attribute_exists(PK) AND anomalyId = :anomalyId',
              ExpressionAttributeValues: {
                ':planId': move.planId,
                ':x': move.xPercent,
                ':y': move.yPercent,
                ':at': move.at,
                ':by': move.byUserId,
                ':one': 1,
                ':anomalyId': move.anomalyId,
              },
            },
          },
          {
            ConditionCheck: {
              TableName: tableName(),
              Key: keys.plan(organizationId, move.planId),
              ConditionExpression: 'unitId = :unitId',
              ExpressionAttributeValues: { ':unitId': move.unitId },
            },
          },
          {
            ConditionCheck: {
              TableName: tableName(),
              Key: catalogueKeys.record(organizationId, move.anomalyId),
              ConditionExpression:
                'contains(unitIds, :unitId) AND (attribute_not_exists(deletedAt) OR attribute_type(deletedAt, :null))',
              ExpressionAttributeValues: { ':unitId': move.unitId, ':null': 'NULL' },
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
