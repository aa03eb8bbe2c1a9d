import { randomUUID } from 'node:crypto';
import { findPlanPoint } from '#shared/stores/plan-points/plan-point-repository.ts';
import type { PlanPoint } from '#shared/vocabulary/plan-points/plan-point.ts';
import { aRecord, importInto } from './catalogue-fixtures.ts';

/** Units, their plans, anomalies and the points that pin them, imported as an `ad` organization's catalogue. */
export const aUnit = async (organizationId: string) => {
  const unit = aRecord('unit');
  await importInto(organizationId, { records: [unit] }, 'ad');
  return unit;
};

export const aPlan = async (organizationId: string, overrides: { unitId?: string; name?: string } = {}) => {
  const unitId = overrides.unitId ?? (await aUnit(organizationId)).id;
  const plan = { id: randomUUID(), name: overrides.name ?? 'Plan', unitId };
  await importInto(organizationId, { plans: [plan] }, 'ad');
  return plan;
};

export const anAnomaly = async (organizationId: string, unitIds: string[]) => {
  const anomaly = aRecord('anomaly', { status: 'open', unitIds });
  await importInto(organizationId, { records: [anomaly] }, 'ad');
  return anomaly;
};

/** A point as stored, version included. */
export const aPlanPoint = async (
  organizationId: string,
  fields: { anomalyId: string; planId: string; xPercent?: number; yPercent?: number },
): Promise<PlanPoint> => {
  const id = randomUUID();
  await importInto(organizationId, { planPoints: [{ id, xPercent: 10, yPercent: 20, ...fields }] }, 'ad');
  return (await findPlanPoint(organizationId, id))!;
};

/** A unit with two plans and an anomaly pinned on the first one. */
export const aPinnedAnomaly = async (organizationId: string) => {
  const unit = aRecord('unit');
  const anomaly = aRecord('anomaly', { status: 'open', unitIds: [unit.id] });
  const plan = { id: randomUUID(), name: 'Ground floor', unitId: unit.id };
  const otherPlan = { id: randomUUID(), name: 'First floor', unitId: unit.id };
  const pointId = randomUUID();
  await importInto(
    organizationId,
    {
      records: [unit, anomaly],
      plans: [plan, otherPlan],
      planPoints: [{ id: pointId, anomalyId: anomaly.id, planId: plan.id, xPercent: 10, yPercent: 20 }],
    },
    'ad',
  );
  const point = (await findPlanPoint(organizationId, pointId))!;
  return { siteId: unit.id, unit, plan, otherPlan, anomaly, point };
};
