import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../infra/local/seed/demo.ts';
import { call } from '../support/api.ts';
import { aLabel, anOrganizationUser } from '../support/fixtures.ts';

const path = (id: string) => `/rs/labels/v1/${id}`;

describe('GET /rs/labels/v1/{id}', () => {
  it('returns the label without extensions by default', async () => {
    const { status, body } = await call('GET', path(demoIds.customLabel), { as: demoIds.rsAdmin });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: demoIds.customLabel, name: 'Urgent', color: '#d93025', type: 'document',
      createdAt: '2026-01-05T09:00:00.000Z', updatedAt: '2026-01-05T09:00:00.000Z',
    });
  });

  it('adds actions with extend actions-info', async () => {
    const { body } = await call('GET', path(demoIds.customLabel), { as: demoIds.rsAdmin, query: { extend: ['actions-info'] } });
    expect(body.actions).toEqual({ canBeUpdated: true, canBeDeleted: true });
    expect(body).not.toHaveProperty('updatableFields');
  });

  it('adds updatable fields with extend updatable-fields', async () => {
    const { body } = await call('GET', path(demoIds.customLabel), { as: demoIds.rsAdmin, query: { extend: ['updatable-fields'] } });
    expect(body.updatableFields).toEqual({ name: true, color: true });
    expect(body).not.toHaveProperty('actions');
  });

  it('derives both flags from the label state and the caller role', async () => {
    const extend = ['actions-info', 'updatable-fields'];
    const used = await call('GET', path(demoIds.usedLabel), { as: demoIds.rsManager, query: { extend } });
    expect(used.body.actions).toEqual({ canBeUpdated: true, canBeDeleted: false });
    const system = await call('GET', path(demoIds.systemLabel), { as: demoIds.rsAdmin, query: { extend } });
    expect(system.body.actions).toEqual({ canBeUpdated: false, canBeDeleted: false });
    expect(system.body.updatableFields).toEqual({ name: false, color: false });
    const viewer = await call('GET', path(demoIds.customLabel), { as: demoIds.rsViewer, query: { extend } });
    expect(viewer.body.actions).toEqual({ canBeUpdated: false, canBeDeleted: false });
  });

  it('answers 401 without a token, with a malformed one, and with one the issuer did not sign', async () => {
    for (const authorization of ['', 'Bearer', 'Bearer not-a-jwt', 'Basic dXNlcjpwYXNz']) {
      const { status, body } = await call('GET', path(demoIds.customLabel), { authorization });
      expect(status).toBe(401);
      expect(body.error).toBe('unauthorized');
    }
    const { bearer } = await import('../support/api.ts').then((api) => api.tokensFor(demoIds.rsAdmin));
    const [header, payload] = bearer.split('.');
    const forged = `${header}.${payload}.${Buffer.from('forged').toString('base64url')}`;
    expect((await call('GET', path(demoIds.customLabel), { authorization: `Bearer ${forged}` })).status).toBe(401);
  });

  it('answers 401 to an expired token', async () => {
    const { issuer } = await import('../support/api.ts');
    const expired = await (await issuer()).sign({ sub: demoIds.rsAdmin, org: demoIds.rsOrganization, orgType: 'rs', role: 'admin' }, -60);
    expect((await call('GET', path(demoIds.customLabel), { authorization: `Bearer ${expired}` })).status).toBe(401);
  });

  it('answers 403 to callers of another audience', async () => {
    for (const caller of [demoIds.adAdmin, demoIds.backOfficeAdmin]) {
      const { status, body } = await call('GET', path(demoIds.customLabel), { as: caller });
      expect(status).toBe(403);
      expect(body.error).toBe('forbidden');
    }
  });

  it('answers 400 with each problem listed', async () => {
    const { status, body } = await call('GET', path('not-a-uuid'), { as: demoIds.rsAdmin, query: { extend: '["nope"]', other: '1' } });
    expect(status).toBe(400);
    expect(body.error).toBe('validation_error');
    expect(body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ location: 'path', path: 'id' }),
        expect.objectContaining({ location: 'query', path: 'extend[0]' }),
        expect.objectContaining({ location: 'query', code: 'unrecognized_keys' }),
      ]),
    );
  });

  it('answers 400 to an extend that is not JSON or not an array', async () => {
    for (const extend of ['actions-info', '{"a":1}', '[1]']) {
      const { status, body } = await call('GET', path(demoIds.customLabel), { as: demoIds.rsAdmin, query: { extend } });
      expect(status).toBe(400);
      expect(body.details[0]).toMatchObject({ location: 'query', path: expect.stringMatching(/^extend/) });
    }
  });

  it('answers 404 to an unknown label', async () => {
    const { status, body } = await call('GET', path(randomUUID()), { as: demoIds.rsAdmin });
    expect(status).toBe(404);
    expect(body.error).toBe('not_found');
  });

  it("never shows another organization's label, even under the same id", async () => {
    const other = await anOrganizationUser();
    const foreign = await aLabel(other.organizationId, { name: 'Foreign' });
    expect((await call('GET', path(foreign.id), { as: demoIds.rsAdmin })).status).toBe(404);
    const shared = randomUUID();
    await aLabel(other.organizationId, { id: shared, name: 'Theirs' });
    await aLabel(demoIds.rsOrganization, { id: shared, name: 'Ours' });
    expect((await call('GET', path(shared), { as: demoIds.rsAdmin })).body.name).toBe('Ours');
    expect((await call('GET', path(shared), { as: other.id })).body.name).toBe('Theirs');
  });

  it('answers 413 to a body above the Lambda payload limit', async () => {
    const { status, body } = await call('GET', path(demoIds.customLabel), {
      as: demoIds.rsAdmin,
      headers: { 'content-type': 'application/json' },
      rawBody: Buffer.alloc(6 * 1024 * 1024 + 1, 32),
    });
    expect(status).toBe(413);
    expect(body.error).toBe('payload_too_large');
  });
});
