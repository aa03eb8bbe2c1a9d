import { randomUUID } from 'node:crypto';
import type { Anomaly, Plan, PlanPoint } from '../../shared/plan-points/plan-point.ts';
import { putAnomaly, putPlan, putPlanPoint } from '../../shared/plan-points/plan-point-repository.ts';
import { now } from './fixtures.ts';

/** Plans, anomalies and their points for tests; every id is fresh unless given. */
export const aPlan = async (organizationId: string, overrides: Partial<Plan> = {}): Promise<Plan> => {
  const plan: Plan = { id: randomUUID(), organizationId, siteId: randomUUID(), name: 'Plan', createdAt: now(), updatedAt: now(), ...overrides };
  await putPlan(plan);
  return plan;
};

export const anAnomaly = async (organizationId: string, overrides: Partial<Anomaly> = {}): Promise<Anomaly> => {
  const anomaly: Anomaly = {
    id: randomUUID(), organizationId, siteId: randomUUID(), ref: 'ANO-7', title: 'Anomaly', createdAt: now(), updatedAt: now(), ...overrides,
  };
  await putAnomaly(anomaly);
  return anomaly;
};

export const aPlanPoint = async (organizationId: string, overrides: Partial<PlanPoint> = {}): Promise<PlanPoint> => {
  const point: PlanPoint = {
    id: randomUUID(), organizationId, anomalyId: randomUUID(), planId: randomUUID(), xPercent: 10, yPercent: 20, version: 1,
    createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', updatedByUserId: randomUUID(), ...overrides,
  };
  await putPlanPoint(point);
  return point;
};

/** A site with two plans and an anomaly pinned on the first one. */
export const aPinnedAnomaly = async (organizationId: string) => {
  const siteId = randomUUID();
  const [plan, otherPlan, anomaly] = await Promise.all([
    aPlan(organizationId, { siteId, name: 'Ground floor' }),
    aPlan(organizationId, { siteId, name: 'First floor' }),
    anAnomaly(organizationId, { siteId }),
  ]);
  const point = await aPlanPoint(organizationId, { anomalyId: anomaly.id, planId: plan.id });
  return { siteId, plan, otherPlan, anomaly, point };
};
