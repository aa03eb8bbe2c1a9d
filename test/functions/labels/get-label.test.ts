import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoIds } from '#infra/local/seed/demo-data.ts';
import { importCatalogue } from '#shared/use-cases/import/import.ts';
import { call } from '#test/support/api.ts';
import { anImportedOrganization, aRecord, importInto } from '#test/support/catalogue-fixtures.ts';

const aLabel = async (organizationId: string, overrides: { id?: string; name?: string; type?: string } = {}) => {
  const label = { id: randomUUID(), name: 'Label', color: '#123456', type: 'document', ...overrides };
  await importInto(organizationId, { labels: [label] });
  return label;
};

const path = (id: string) => `/rs/labels/v1/${id}`;

describe('GET /rs/labels/v1/{id}', () => {
  it('returns the label without extensions by default', async () => {
    const { status, body } = await call('GET', path(demoIds.customLabel), { as: demoIds.rsAdmin });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: demoIds.customLabel,
      name: 'Urgent',
      color: '#d93025',
      type: 'document',
      // A label's times are the import's: the catalogue format gives labels none.
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('accepts the id in upper case', async () => {
    const { status, body } = await call('GET', path(demoIds.customLabel.toUpperCase()), { as: demoIds.rsAdmin });
    expect(status).toBe(200);
    expect(body.id).toBe(demoIds.customLabel);
  });

  it('adds actions with extend actions-info', async () => {
    const { body } = await call('GET', path(demoIds.customLabel), {
      as: demoIds.rsAdmin,
      query: { extend: ['actions-info'] },
    });
    expect(body.actions).toEqual({ canBeUpdated: true, canBeDeleted: true });
    expect(body).not.toHaveProperty('updatableFields');
  });

  it('adds updatable fields with extend updatable-fields', async () => {
    const { body } = await call('GET', path(demoIds.customLabel), {
      as: demoIds.rsAdmin,
      query: { extend: ['updatable-fields'] },
    });
    expect(body.updatableFields).toEqual({ name: true, color: true });
    expect(body).not.toHaveProperty('actions');
  });

  it('derives both flags from the label state and the caller role', async () => {
    const extend = ['actions-info', 'updatable-fields'];
    const used = await call('GET', path(demoIds.usedLabel), { as: demoIds.rsManager, query: { extend } });
    expect(used.body.actions).toEqual({ canBeUpdated: true, canBeDeleted: false });
    const byUser = await call('GET', path(demoIds.userLabel), { as: demoIds.rsAdmin, query: { extend } });
    expect(byUser.body.actions).toEqual({ canBeUpdated: true, canBeDeleted: false });
    const viewer = await call('GET', path(demoIds.customLabel), { as: demoIds.rsViewer, query: { extend } });
    expect(viewer.body.actions).toEqual({ canBeUpdated: false, canBeDeleted: false });
  });

  it('answers 401 without a token, with a malformed one, and with one the issuer did not sign', async () => {
    for (const authorization of ['', 'Bearer', 'Bearer not-a-jwt', 'Basic dXNlcjpwYXNz']) {
      const { status, body } = await call('GET', path(demoIds.customLabel), { authorization });
      expect(status).toBe(401);
      expect(body.error).toBe('unauthorized');
    }
    const { bearer } = await import('#test/support/api.ts').then((api) => api.tokensFor(demoIds.rsAdmin));
    const [header, payload] = bearer.split('.');
    const forged = `${header}.${payload}.${Buffer.from('forged').toString('base64url')}`;
    expect((await call('GET', path(demoIds.customLabel), { authorization: `Bearer ${forged}` })).status).toBe(401);
  });

  it('answers 401 to an expired token', async () => {
    const { issuer } = await import('#test/support/api.ts');
    const expired = await (await issuer()).sign(
      { sub: demoIds.rsAdmin, org: demoIds.rsOrganization, orgType: 'rs', role: 'admin' },
      -60,
    );
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
    const { status, body } = await call('GET', path('not-a-uuid'), {
      as: demoIds.rsAdmin,
      query: { extend: '["nope"]', other: '1' },
    });
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

  it('counts as uses the records and users that name the label, and only those that are not deleted', async () => {
    const org = await anImportedOrganization();
    const label = await aLabel(org.id, { type: 'document' });
    const extend = ['actions-info'];
    const deletable = async () =>
      (await call('GET', path(label.id), { as: org.admin, query: { extend } })).body.actions.canBeDeleted;
    expect(await deletable()).toBe(true);
    const document = aRecord('document', { labelIds: [label.id] });
    await importInto(org.id, { records: [document] });
    expect(await deletable()).toBe(false);
    await importInto(org.id, { records: [{ ...document, deletedAt: '2026-02-01T00:00:00.000Z' }] });
    expect(await deletable()).toBe(true);
  });

  it("never shows another organization's label, whose id no other organization can take", async () => {
    const other = await anImportedOrganization();
    const mine = await anImportedOrganization();
    const foreign = await aLabel(other.id, { name: 'Foreign' });
    expect((await call('GET', path(foreign.id), { as: mine.admin })).status).toBe(404);
    const taken = await importCatalogue({
      format: 'catalogue/v2',
      organization: { id: mine.id, type: 'rs', name: 'Test organization', language: 'fr-FR', timezone: 'Europe/Paris' },
      records: [],
      labels: [{ ...foreign, name: 'Ours' }],
    });
    expect(taken).toMatchObject({ ok: false, errors: [{ field: 'labels[0].id', rule: 'id_in_use' }] });
    expect((await call('GET', path(foreign.id), { as: mine.admin })).status).toBe(404);
    expect((await call('GET', path(foreign.id), { as: other.admin })).body.name).toBe('Foreign');
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
