import type { Anomaly, Plan, PlanPoint } from '../../../shared/plan-points/plan-point.ts';
import { putAnomaly, putPlan, putPlanPoint } from '../../../shared/plan-points/plan-point-repository.ts';

/** Demo plans of the ad organization: two sites, two plans on the north site, an anomaly pinned on one. */
export const planPointDemoIds = {
  siteNorth: 'e1b2c3d4-0001-4000-8000-000000000001',
  siteSouth: 'e1b2c3d4-0002-4000-8000-000000000002',
  planNorthGround: 'e2b2c3d4-0001-4000-8000-000000000001',
  planNorthFirst: 'e2b2c3d4-0002-4000-8000-000000000002',
  planSouthGround: 'e2b2c3d4-0003-4000-8000-000000000003',
  anomaly: 'e3b2c3d4-0001-4000-8000-000000000001',
  point: 'e4b2c3d4-0001-4000-8000-000000000001',
} as const;

const ids = planPointDemoIds;
const seededAt = '2026-01-05T09:00:00.000Z';

const plan = (organizationId: string, id: string, siteId: string, name: string): Plan => ({
  id, organizationId, siteId, name, createdAt: seededAt, updatedAt: seededAt,
});

export const seedPlanPoints = async (organizationId: string, authorId: string): Promise<void> => {
  const anomaly: Anomaly = {
    id: ids.anomaly, organizationId, siteId: ids.siteNorth, ref: 'ANO-1', title: 'Porte coupe-feu bloquée en position ouverte',
    createdAt: seededAt, updatedAt: seededAt,
  };
  const point: PlanPoint = {
    id: ids.point, organizationId, anomalyId: ids.anomaly, planId: ids.planNorthGround, xPercent: 42.5, yPercent: 61,
    version: 1, createdAt: seededAt, updatedAt: seededAt, updatedByUserId: authorId,
  };
  await Promise.all([
    putPlan(plan(organizationId, ids.planNorthGround, ids.siteNorth, 'Site Nord – rez-de-chaussée')),
    putPlan(plan(organizationId, ids.planNorthFirst, ids.siteNorth, 'Site Nord – 1er étage')),
    putPlan(plan(organizationId, ids.planSouthGround, ids.siteSouth, 'Site Sud – rez-de-chaussée')),
    putAnomaly(anomaly),
    putPlanPoint(point),
  ]);
};
