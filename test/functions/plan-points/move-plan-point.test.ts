import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoIds, planPointDemoIds } from '#infra/local/seed/demo-data.ts';
import { findPlanPoint } from '#shared/stores/plan-points/plan-point-repository.ts';
import { call } from '#test/support/api.ts';
import { importInto } from '#test/support/catalogue-fixtures.ts';
import { anOrganizationUser } from '#test/support/fixtures.ts';
import { aPinnedAnomaly, aPlan } from '#test/support/plan-point-fixtures.ts';

const path = (id: string) => `/ad/plan-items/v1/points/${id}`;
const ad = demoIds.adOrganization;

const expectUnchanged = async (organizationId: string, point: { id: string }) => {
  const stored = await findPlanPoint(organizationId, point.id);
  expect(stored).toEqual(point);
};

describe('PATCH /ad/plan-items/v1/points/{id}', () => {
  it('moves the point to another plan of the same site and answers its id', async () => {
    const { point, otherPlan } = await aPinnedAnomaly(ad);
    const { status, body } = await call('PATCH', path(point.id), {
      as: demoIds.adAdmin,
      body: { planId: otherPlan.id, xPercent: 12.25, yPercent: 87 },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ id: point.id });
    const stored = await findPlanPoint(ad, point.id);
    expect(stored).toMatchObject({
      planId: otherPlan.id,
      xPercent: 12.25,
      yPercent: 87,
      version: point.version + 1,
      updatedByUserId: demoIds.adAdmin,
    });
    expect(stored!.updatedAt > point.updatedAt).toBe(true);
  });

  it('moves the point within its plan, to the very edges', async () => {
    const { point, plan } = await aPinnedAnomaly(ad);
    for (const [xPercent, yPercent] of [
      [0, 0],
      [100, 100],
      [0, 100],
    ]) {
      expect(
        (await call('PATCH', path(point.id), { as: demoIds.adAdmin, body: { planId: plan.id, xPercent, yPercent } }))
          .status,
      ).toBe(200);
      expect(await findPlanPoint(ad, point.id)).toMatchObject({ planId: plan.id, xPercent, yPercent });
    }
    expect((await findPlanPoint(ad, point.id))!.version).toBe(point.version + 3);
  });

  it('keeps a position to 6 decimal places, whatever the number sent, tiny ones included', async () => {
    const { point, plan } = await aPinnedAnomaly(ad);
    const cases = [
      [1e-200, 0],
      [Number.MIN_VALUE, 0],
      [5e-7, 0.000001],
      [4.9e-7, 0],
      [12.3456789, 12.345679],
      [99.9999999, 100],
      [33.333333333333336, 33.333333],
    ];
    for (const [sent, kept] of cases) {
      const { status } = await call('PATCH', path(point.id), {
        as: demoIds.adAdmin,
        body: { planId: plan.id, xPercent: sent, yPercent: sent },
      });
      expect(status, String(sent)).toBe(200);
      expect(await findPlanPoint(ad, point.id)).toMatchObject({ xPercent: kept, yPercent: kept });
    }
  });

  it('imports plan points of any precision the same way', async () => {
    const { plan, anomaly } = await aPinnedAnomaly(ad);
    const id = randomUUID();
    await importInto(ad, {
      planPoints: [{ id, anomalyId: anomaly.id, planId: plan.id, xPercent: 1e-200, yPercent: 12.3456789 }],
    });
    expect(await findPlanPoint(ad, id)).toMatchObject({ xPercent: 0, yPercent: 12.345679 });
  });

  it('accepts ids in upper case', async () => {
    const { point, otherPlan } = await aPinnedAnomaly(ad);
    const { status, body } = await call('PATCH', path(point.id.toUpperCase()), {
      as: demoIds.adAdmin,
      body: { planId: otherPlan.id.toUpperCase(), xPercent: 1, yPercent: 2 },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ id: point.id });
    expect((await findPlanPoint(ad, point.id))!.planId).toBe(otherPlan.id);
  });

  it('moves the demo point between the plans of the north unit', async () => {
    const { status } = await call('PATCH', path(planPointDemoIds.point), {
      as: demoIds.adAdmin,
      body: { planId: planPointDemoIds.planNorthGround, xPercent: 42.5, yPercent: 61 },
    });
    expect(status).toBe(200);
  });

  it('answers 409 to a plan of another site, and changes nothing', async () => {
    const { point } = await aPinnedAnomaly(ad);
    const elsewhere = await aPlan(ad);
    const { status, body } = await call('PATCH', path(point.id), {
      as: demoIds.adAdmin,
      body: { planId: elsewhere.id, xPercent: 5, yPercent: 5 },
    });
    expect(status).toBe(409);
    expect(body.error).toBe('conflict');
    expect(body.details).toEqual([expect.objectContaining({ location: 'body', path: 'planId', code: 'other_site' })]);
    await expectUnchanged(ad, point);
  });

  it("answers 404 to an unknown plan and to another organization's plan alike, and changes nothing", async () => {
    const { point } = await aPinnedAnomaly(ad);
    const stranger = await anOrganizationUser({ organizationType: 'ad' });
    const foreignPlan = await aPlan(stranger.organizationId);
    const answers = [];
    for (const planId of [randomUUID(), foreignPlan.id]) {
      const { status, body } = await call('PATCH', path(point.id), {
        as: demoIds.adAdmin,
        body: { planId, xPercent: 5, yPercent: 5 },
      });
      expect(status).toBe(404);
      answers.push({ error: body.error, message: body.message, details: body.details });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]!.details).toEqual([expect.objectContaining({ location: 'body', path: 'planId' })]);
    await expectUnchanged(ad, point);
  });

  it("answers 404 to an unknown point and to another organization's point", async () => {
    const stranger = await anOrganizationUser({ organizationType: 'ad' });
    const theirs = await aPinnedAnomaly(stranger.organizationId);
    for (const [pointId, planId] of [
      [randomUUID(), planPointDemoIds.planNorthGround],
      [theirs.point.id, theirs.otherPlan.id],
    ]) {
      const { status, body } = await call('PATCH', path(pointId!), {
        as: demoIds.adAdmin,
        body: { planId, xPercent: 5, yPercent: 5 },
      });
      expect(status).toBe(404);
      expect(body.message).toBe('Plan point not found');
    }
    await expectUnchanged(stranger.organizationId, theirs.point);
  });

  it('answers 404 to a point whose anomaly is deleted', async () => {
    const { point, plan, anomaly } = await aPinnedAnomaly(ad);
    await importInto(ad, { records: [{ ...anomaly, deletedAt: '2026-02-01T00:00:00.000Z' }] }, 'ad');
    const { status } = await call('PATCH', path(point.id), {
      as: demoIds.adAdmin,
      body: { planId: plan.id, xPercent: 5, yPercent: 5 },
    });
    expect(status).toBe(404);
    await expectUnchanged(ad, point);
  });

  it('answers 403 to a viewer of the organization, and changes nothing', async () => {
    const viewer = await anOrganizationUser({ organizationId: ad, organizationType: 'ad', role: 'viewer' });
    const { point, otherPlan } = await aPinnedAnomaly(ad);
    const { status, body } = await call('PATCH', path(point.id), {
      as: viewer.id,
      body: { planId: otherPlan.id, xPercent: 5, yPercent: 5 },
    });
    expect(status).toBe(403);
    expect(body.error).toBe('forbidden');
    await expectUnchanged(ad, point);
  });

  it('lets a manager move a point', async () => {
    const manager = await anOrganizationUser({ organizationId: ad, organizationType: 'ad', role: 'manager' });
    const { point, otherPlan } = await aPinnedAnomaly(ad);
    expect(
      (
        await call('PATCH', path(point.id), {
          as: manager.id,
          body: { planId: otherPlan.id, xPercent: 5, yPercent: 5 },
        })
      ).status,
    ).toBe(200);
  });

  it('answers 400 to each percentage outside 0..100 and to anything but a number, and changes nothing', async () => {
    const { point, plan } = await aPinnedAnomaly(ad);
    for (const [field, value] of [
      ['xPercent', -0.001],
      ['xPercent', 100.001],
      ['yPercent', -1],
      ['yPercent', 1e9],
      ['xPercent', '50'],
      ['yPercent', null],
    ] as const) {
      const body = { planId: plan.id, xPercent: 50, yPercent: 50, [field]: value };
      const answer = await call('PATCH', path(point.id), { as: demoIds.adAdmin, body });
      expect(answer.status).toBe(400);
      expect(answer.body.details).toEqual([expect.objectContaining({ location: 'body', path: field })]);
    }
    await expectUnchanged(ad, point);
  });

  it('answers 400 to unknown fields, missing fields, a bad plan id and a bad point id, listing each', async () => {
    const { point, plan } = await aPinnedAnomaly(ad);
    const unknown = await call('PATCH', path(point.id), {
      as: demoIds.adAdmin,
      body: { planId: plan.id, xPercent: 1, yPercent: 1, anomalyId: randomUUID() },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toEqual([expect.objectContaining({ location: 'body', code: 'unrecognized_keys' })]);
    const missing = await call('PATCH', path('nope'), { as: demoIds.adAdmin, body: { planId: 'not-a-uuid' } });
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ location: 'path', path: 'id' }),
        expect.objectContaining({ location: 'body', path: 'planId' }),
        expect.objectContaining({ location: 'body', path: 'xPercent' }),
        expect.objectContaining({ location: 'body', path: 'yPercent' }),
      ]),
    );
    await expectUnchanged(ad, point);
  });

  it('answers 415 to a body that is not application/json and 422 to one that is not JSON', async () => {
    const { point } = await aPinnedAnomaly(ad);
    const form = await call('PATCH', path(point.id), {
      as: demoIds.adAdmin,
      headers: { 'content-type': 'text/plain' },
      rawBody: '{}',
    });
    expect(form.status).toBe(415);
    const broken = await call('PATCH', path(point.id), {
      as: demoIds.adAdmin,
      headers: { 'content-type': 'application/json' },
      rawBody: '{"planId":',
    });
    expect(broken.status).toBe(422);
    await expectUnchanged(ad, point);
  });

  it('answers 401 without a valid token', async () => {
    const { status, body } = await call('PATCH', path(planPointDemoIds.point), {
      authorization: 'Bearer nope',
      body: { planId: randomUUID(), xPercent: 1, yPercent: 1 },
    });
    expect(status).toBe(401);
    expect(body.error).toBe('unauthorized');
  });

  it('answers 403 to rs and back-office callers', async () => {
    for (const caller of [demoIds.rsAdmin, demoIds.backOfficeAdmin]) {
      const { status } = await call('PATCH', path(planPointDemoIds.point), {
        as: caller,
        body: { planId: planPointDemoIds.planNorthFirst, xPercent: 1, yPercent: 1 },
      });
      expect(status).toBe(403);
    }
  });
});
