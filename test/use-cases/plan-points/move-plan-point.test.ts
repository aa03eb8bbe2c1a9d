import { randomUUID } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, tableName } from '#shared/stores/db/client.ts';
import { keys } from '#shared/stores/db/keys.ts';
import { findPlanPoint } from '#shared/stores/plan-points/plan-point-repository.ts';
import { movePlanPoint } from '#shared/use-cases/plan-points/move-plan-point.ts';
import type { OrganizationIdentity } from '#shared/vocabulary/auth/identity.ts';
import { HttpError } from '#shared/vocabulary/errors.ts';
import { aRecord, importInto } from '#test/support/catalogue-fixtures.ts';
import { aPinnedAnomaly } from '#test/support/plan-point-fixtures.ts';

/**
 * Races between the reads and the write of a move: another writer acts on the real table at the
 * moment the move's transaction is about to be sent.
 */
const caller = (): OrganizationIdentity => ({
  kind: 'organization',
  userId: randomUUID(),
  organizationId: randomUUID(),
  organizationType: 'ad',
  role: 'admin',
});

const beforeEachTransaction = (act: (attempt: number) => Promise<void>) => {
  const client = db();
  const send = client.send.bind(client);
  let attempt = 0;
  return vi.spyOn(client, 'send').mockImplementation((async (command: unknown) => {
    if (command instanceof TransactWriteCommand) {
      attempt += 1;
      await act(attempt);
    }
    return send(command as never);
  }) as never);
};

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as HttpError,
  );

afterEach(() => vi.restoreAllMocks());

describe('moving a plan point while others write', () => {
  it('answers 404 when the plan is deleted between the checks and the write, and leaves the point as it was', async () => {
    const identity = caller();
    const { point, otherPlan } = await aPinnedAnomaly(identity.organizationId);
    beforeEachTransaction(async (attempt) => {
      if (attempt === 1)
        await db().send(
          new DeleteCommand({ TableName: tableName(), Key: keys.plan(identity.organizationId, otherPlan.id) }),
        );
    });
    const error = await failure(movePlanPoint(identity, point.id, { planId: otherPlan.id, xPercent: 1, yPercent: 1 }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error!.status).toBe(404);
    expect(error!.message).toBe('Plan not found');
    expect(await findPlanPoint(identity.organizationId, point.id)).toEqual(point);
  });

  it("answers 409 when the plan's unit stops being one of the anomaly's units meanwhile", async () => {
    const identity = caller();
    const { point, anomaly, otherPlan } = await aPinnedAnomaly(identity.organizationId);
    const elsewhere = aRecord('unit');
    beforeEachTransaction(async (attempt) => {
      if (attempt > 1) return;
      await importInto(
        identity.organizationId,
        { records: [elsewhere, { ...anomaly, unitIds: [elsewhere.id] }] },
        'ad',
      );
    });
    const error = await failure(movePlanPoint(identity, point.id, { planId: otherPlan.id, xPercent: 1, yPercent: 1 }));
    expect(error!.status).toBe(409);
    expect(await findPlanPoint(identity.organizationId, point.id)).toEqual(point);
  });

  it('answers 404 when the point is deleted meanwhile, without creating it again', async () => {
    const identity = caller();
    const { point, otherPlan } = await aPinnedAnomaly(identity.organizationId);
    beforeEachTransaction(async () => {
      await db().send(
        new DeleteCommand({ TableName: tableName(), Key: keys.planPoint(identity.organizationId, point.id) }),
      );
    });
    const error = await failure(movePlanPoint(identity, point.id, { planId: otherPlan.id, xPercent: 1, yPercent: 1 }));
    expect(error!.status).toBe(404);
    expect(await findPlanPoint(identity.organizationId, point.id)).toBeUndefined();
  });

  it('keeps both moves of two movers: the later one wins, the version counts both', async () => {
    const identity = caller();
    const { point, plan, otherPlan } = await aPinnedAnomaly(identity.organizationId);
    beforeEachTransaction(async (attempt) => {
      if (attempt === 1) {
        vi.restoreAllMocks();
        await movePlanPoint(identity, point.id, { planId: plan.id, xPercent: 50, yPercent: 50 });
      }
    });
    await movePlanPoint(identity, point.id, { planId: otherPlan.id, xPercent: 7, yPercent: 8 });
    expect(await findPlanPoint(identity.organizationId, point.id)).toMatchObject({
      planId: otherPlan.id,
      xPercent: 7,
      yPercent: 8,
      version: point.version + 2,
    });
  });

  it('retries a transaction that collided with another one, then gives up with 409 if it keeps colliding', async () => {
    const identity = caller();
    const { point, otherPlan } = await aPinnedAnomaly(identity.organizationId);
    const collision = () =>
      new TransactionCanceledException({
        message: 'Transaction cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'TransactionConflict' }, { Code: 'None' }, { Code: 'None' }],
      });
    const client = db();
    const send = client.send.bind(client);
    let collisions = 1;
    vi.spyOn(client, 'send').mockImplementation((async (command: unknown) => {
      if (command instanceof TransactWriteCommand && collisions > 0) {
        collisions -= 1;
        throw collision();
      }
      return send(command as never);
    }) as never);
    await movePlanPoint(identity, point.id, { planId: otherPlan.id, xPercent: 3, yPercent: 4 });
    expect(await findPlanPoint(identity.organizationId, point.id)).toMatchObject({
      xPercent: 3,
      yPercent: 4,
      version: point.version + 1,
    });

    collisions = Infinity;
    const error = await failure(movePlanPoint(identity, point.id, { planId: otherPlan.id, xPercent: 9, yPercent: 9 }));
    expect(error!.status).toBe(409);
    expect(await findPlanPoint(identity.organizationId, point.id)).toMatchObject({ xPercent: 3, yPercent: 4 });
  });
});
