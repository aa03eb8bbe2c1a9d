import { retryLostRaces } from '#shared/stores/db/transactions.ts';
import { commitMove, findAnomaly, findPlan, findPlanPoint } from '#shared/stores/plan-points/plan-point-repository.ts';
import type { OrganizationIdentity } from '#shared/vocabulary/auth/identity.ts';
import { conflict, forbidden, HttpError, notFound } from '#shared/vocabulary/errors.ts';

interface MoveRequest {
  planId: string;
  xPercent: number;
  yPercent: number;
}

const planNotFound = () =>
  new HttpError('not_found', 'Plan not found', [
    { location: 'body', path: 'planId', message: 'no plan of your organization has this id', code: 'not_found' },
  ]);

/**
 * Moves an anomaly point onto a plan of one of the anomaly's units, at the given position. Every check is
 * made against a fresh read, and the write only happens if what was checked still holds; when it
 * no longer does, the checks run again, so the answer describes the records as they now are.
 */
export const movePlanPoint = async (
  caller: OrganizationIdentity,
  pointId: string,
  request: MoveRequest,
): Promise<{ id: string }> => {
  if (caller.role === 'viewer') throw forbidden('A viewer may not move plan points');
  return retryLostRaces(
    () => moveOnce(caller, pointId, request),
    () => conflict('The point, its anomaly or the plan kept changing while the move was processed; retry'),
  );
};

/** One round of reads, checks and the conditional write; undefined when something changed in between. */
const moveOnce = async (
  caller: OrganizationIdentity,
  pointId: string,
  request: MoveRequest,
): Promise<{ id: string } | undefined> => {
  const { organizationId } = caller;
  const point = await findPlanPoint(organizationId, pointId);
  if (!point) throw notFound('Plan point');
  const [anomaly, plan] = await Promise.all([
    findAnomaly(organizationId, point.anomalyId),
    findPlan(organizationId, request.planId),
  ]);
  // A point whose anomaly is gone marks nothing any more: it is as absent as the anomaly.
  if (!anomaly) throw notFound('Plan point');
  if (!plan) throw planNotFound();
  if (!anomaly.unitIds.includes(plan.unitId)) {
    throw conflict("The plan draws a unit that is not one of the point's anomaly's units", [
      {
        location: 'body',
        path: 'planId',
        message: "the plan must be a plan of one of the anomaly's units",
        code: 'other_site',
      },
    ]);
  }
  const moved = await commitMove({
    organizationId,
    pointId,
    anomalyId: anomaly.id,
    unitId: plan.unitId,
    ...request,
    byUserId: caller.userId,
    at: new Date().toISOString(),
  });
  return moved ? { id: pointId } : undefined;
};
