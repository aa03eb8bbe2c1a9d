import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoIds } from '#infra/local/seed/demo.ts';
import { findOrganization } from '#shared/stores/organizations/organization-repository.ts';
import type { Organization } from '#shared/vocabulary/organizations/organization.ts';
import { call } from '#test/support/api.ts';
import { anOrganization } from '#test/support/organization-fixtures.ts';

const path = (id: string) => `/bo/organizations/v1/ad/${id}`;
const patch = (id: string, body: unknown) => call('PATCH', path(id), { as: demoIds.backOfficeAdmin, body });

const states: Record<string, Partial<Organization>> = {
  open: { onboardingStatus: 'training', accessStatus: 'active' },
  onboardingClosed: { onboardingStatus: 'closed', accessStatus: 'active' },
  inactive: { onboardingStatus: 'in_progress', accessStatus: 'inactive' },
  archived: { onboardingStatus: 'closed', accessStatus: 'inactive', archivedAt: '2026-03-01T00:00:00.000Z' },
};

/** One request field per flag of `updatableFields`. */
const sampleChange: Record<string, Record<string, unknown>> = {
  name: { name: 'Renamed' },
  comment: { comment: 'Noted' },
  language: { language: 'en-US' },
  timezone: { timezone: 'Europe/Berlin' },
  uploadSizeLimit: { uploadSizeLimit: 5 },
  contractType: { contractType: 'kare_pilot' },
  engagementDuration: { engagementDuration: 24 },
  engagementStartAt: { engagementStartAt: '2026-06-01T00:00:00Z' },
  onboardingStatus: { onboardingStatus: 'ready_to_send' },
  address: { addressCity: 'Paris' },
};

describe('PATCH /bo/organizations/v1/ad/{id}', () => {
  it('changes the given fields only and answers the id', async () => {
    const before = await anOrganization({ name: 'Before', comment: 'keep', uploadSizeUsed: 123 });
    const { status, body } = await patch(before.id, {
      name: 'After',
      language: 'de-DE',
      timezone: 'America/New_York',
      uploadSizeLimit: 2048,
      contractType: 'kare_with_monitoring',
      addressCountry: 'Deutschland',
      addressCity: 'Köln',
      addressStreet: 'Domkloster 4',
      addressPostalCode: '50667',
    });
    expect(status).toBe(200);
    expect(body).toEqual({ id: before.id });
    const after = (await findOrganization(before.id))!;
    expect(after).toEqual({
      ...before,
      name: 'After',
      language: 'de-DE',
      timezone: 'America/New_York',
      uploadSizeLimit: 2048,
      contractType: 'kare_with_monitoring',
      addressCountry: 'Deutschland',
      addressCity: 'Köln',
      addressStreet: 'Domkloster 4',
      addressPostalCode: '50667',
      updatedAt: after.updatedAt,
    });
    expect(after.updatedAt > before.updatedAt).toBe(true);
  });

  it('shows the change in the list at once, through the listing projection', async () => {
    const organization = await anOrganization({ name: 'Listed before' });
    const marker = randomUUID();
    await patch(organization.id, { name: `Listé ${marker}`, comment: 'after' });
    const listed = await call('GET', '/bo/organizations/v1/', {
      as: demoIds.backOfficeAdmin,
      query: { whereName: `liste ${marker}` },
    });
    expect(listed.body.data.map((o: Organization) => [o.id, o.comment])).toEqual([[organization.id, 'after']]);
  });

  it('derives the engagement end and renewal from the start and the duration', async () => {
    const organization = await anOrganization({
      engagementStartAt: '2026-01-01T00:00:00.000Z',
      engagementDuration: 12,
    });
    await patch(organization.id, { engagementDuration: 36 });
    expect(await findOrganization(organization.id)).toMatchObject({
      engagementStartAt: '2026-01-01T00:00:00.000Z',
      engagementEndAt: '2029-01-01T00:00:00.000Z',
      renewAt: '2028-10-01T00:00:00.000Z',
    });
    await patch(organization.id, { engagementStartAt: '2027-01-31T10:00:00+01:00', engagementDuration: 1 });
    expect(await findOrganization(organization.id)).toMatchObject({
      engagementStartAt: '2027-01-31T09:00:00.000Z',
      engagementDuration: 1,
      engagementEndAt: '2027-02-28T09:00:00.000Z',
      renewAt: '2026-11-28T09:00:00.000Z',
    });
    await patch(organization.id, { engagementStartAt: '2028-02-29T00:00:00Z', engagementDuration: 12 });
    expect(await findOrganization(organization.id)).toMatchObject({
      engagementEndAt: '2029-02-28T00:00:00.000Z',
      renewAt: '2028-11-28T00:00:00.000Z',
    });
  });

  it('clears the engagement dates when the start is set to null', async () => {
    const organization = await anOrganization();
    expect((await patch(organization.id, { engagementStartAt: null })).status).toBe(200);
    expect(await findOrganization(organization.id)).toMatchObject({
      engagementStartAt: null,
      engagementEndAt: null,
      renewAt: null,
    });
    await patch(organization.id, { engagementDuration: 6 });
    expect(await findOrganization(organization.id)).toMatchObject({
      engagementDuration: 6,
      engagementEndAt: null,
      renewAt: null,
    });
  });

  it('moves onboardingUpdatedAt only when the onboarding status changes', async () => {
    const organization = await anOrganization({
      onboardingStatus: 'pending',
      onboardingUpdatedAt: '2026-01-02T00:00:00.000Z',
    });
    await patch(organization.id, { onboardingStatus: 'pending', name: 'Same status' });
    expect((await findOrganization(organization.id))!.onboardingUpdatedAt).toBe('2026-01-02T00:00:00.000Z');
    await patch(organization.id, { onboardingStatus: 'training' });
    const after = (await findOrganization(organization.id))!;
    expect(after.onboardingStatus).toBe('training');
    expect(after.onboardingUpdatedAt).toBe(after.updatedAt);
  });

  it('accepts exactly what the list offers as updatable, in every state', async () => {
    for (const [stateName, state] of Object.entries(states)) {
      const creator = randomUUID();
      await anOrganization({ ...state, createdByBoUserId: creator });
      const listed = await call('GET', '/bo/organizations/v1/', {
        as: demoIds.backOfficeAdmin,
        query: { whereCreatedByBoUserId: creator, extend: ['updatable-fields'] },
      });
      const offered: Record<string, boolean> = listed.body.data[0].updatableFields;
      expect(Object.keys(offered).sort()).toEqual(Object.keys(sampleChange).sort());
      await Promise.all(
        Object.entries(sampleChange).map(async ([field, change]) => {
          const organization = await anOrganization(state);
          const { status, body } = await patch(organization.id, change);
          expect(status, `${stateName} ${field}`).toBe(offered[field] ? 200 : 409);
          if (!offered[field]) {
            expect(body.error).toBe('conflict');
            expect(body.details.forbiddenFields).toEqual(Object.keys(change));
            expect(await findOrganization(organization.id)).toEqual(organization);
          }
        }),
      );
    }
  });

  it('refuses the whole update when one field is forbidden, and writes nothing', async () => {
    const organization = await anOrganization(states.onboardingClosed);
    const { status, body } = await patch(organization.id, {
      name: 'Allowed',
      contractType: 'kare_pilot',
      engagementStartAt: null,
    });
    expect(status).toBe(409);
    expect(body.details).toEqual({
      forbiddenFields: ['contractType', 'engagementStartAt'],
      state: { archived: false, accessStatus: 'active', onboardingStatus: 'closed' },
    });
    expect(await findOrganization(organization.id)).toEqual(organization);
  });

  it('loses no field when updates run at the same time', async () => {
    for (let round = 0; round < 3; round += 1) {
      const organization = await anOrganization({
        engagementStartAt: '2026-01-01T00:00:00.000Z',
        engagementDuration: 12,
      });
      const results = await Promise.all([
        patch(organization.id, { name: 'Concurrent name' }),
        patch(organization.id, { comment: 'Concurrent comment' }),
        patch(organization.id, { engagementStartAt: '2030-01-01T00:00:00Z' }),
        patch(organization.id, { engagementDuration: 24 }),
        patch(organization.id, { addressCity: 'Nantes' }),
      ]);
      expect(results.map(({ status }) => status)).toEqual([200, 200, 200, 200, 200]);
      expect(await findOrganization(organization.id)).toMatchObject({
        name: 'Concurrent name',
        comment: 'Concurrent comment',
        addressCity: 'Nantes',
        engagementStartAt: '2030-01-01T00:00:00.000Z',
        engagementDuration: 24,
        engagementEndAt: '2032-01-01T00:00:00.000Z',
        renewAt: '2031-10-01T00:00:00.000Z',
      });
    }
  });

  it('lands every one of 20 updates sent at the same time', async () => {
    const organization = await anOrganization({
      engagementStartAt: '2026-01-01T00:00:00.000Z',
      engagementDuration: 12,
    });
    const bodies: Record<string, unknown>[] = [
      { comment: 'Concurrent comment' },
      { addressCity: 'Nantes' },
      { addressStreet: '1 rue Haute' },
      { addressCountry: 'FR' },
      { addressPostalCode: '44000' },
      { engagementDuration: 24 },
      { uploadSizeLimit: 10 },
      { timezone: 'UTC' },
      ...Array.from({ length: 12 }, (_, index) => ({ name: `Name ${index}` })),
    ];
    const results = await Promise.all(bodies.map((body) => patch(organization.id, body)));
    expect(results.map(({ status }) => status)).toEqual(bodies.map(() => 200));
    const stored = await findOrganization(organization.id);
    expect(stored).toMatchObject({
      ...Object.assign({}, ...bodies.slice(0, 8)),
      engagementEndAt: '2028-01-01T00:00:00.000Z',
    });
    expect(bodies.slice(8).map((body) => body.name)).toContain(stored!.name);
  });

  it('answers 400 to every bound the body breaks, and changes nothing', async () => {
    const organization = await anOrganization();
    const cases: unknown[] = [
      {},
      { other: 1 },
      { name: 'ok', other: 1 },
      { name: '' },
      { name: 'x'.repeat(101) },
      { name: null },
      { comment: 'x'.repeat(1001) },
      { language: 'fr' },
      { timezone: '' },
      { timezone: 'x'.repeat(101) },
      { timezone: 'Mars/Olympus' },
      { uploadSizeLimit: -1 },
      { uploadSizeLimit: 1048577 },
      { uploadSizeLimit: 1.5 },
      { uploadSizeLimit: '5' },
      { engagementDuration: 0 },
      { engagementDuration: 601 },
      { engagementDuration: 2.5 },
      { contractType: 'brand' },
      { onboardingStatus: 'done' },
      { engagementStartAt: '2026-01-01' },
      { engagementStartAt: '2026-02-30T00:00:00Z' },
      { addressCountry: '' },
      { addressCountry: 'x'.repeat(201) },
      { addressCity: 'x'.repeat(201) },
      { addressStreet: '' },
      { addressStreet: 'x'.repeat(201) },
      { addressPostalCode: '' },
      { addressPostalCode: 'x'.repeat(21) },
      { engagementStartAt: '9999-06-01T00:00:00Z' },
      [],
      'text',
      { name: '   ' },
      { name: '\t\n' },
      { name: 'Evil\r\nBcc: x@example.com' },
      { name: 'Bell\u0007' },
      { name: 'Line\u2028break' },
      { addressCity: '  ' },
      { addressStreet: 'Rue\nde la Paix' },
      { name: 'Acme \u202Etxt.exe' },
      { name: 'Isolate\u2066d' },
      { name: 'Zero\u200Bwidth' },
      { name: 'No\uFEFFbreak' },
      { name: 'Tag\u{E0041}' },
      { addressCity: 'Gen\u200Dève' },
    ];
    for (const body of cases) {
      const response = await patch(organization.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error).toBe('validation_error');
    }
    expect(await findOrganization(organization.id)).toEqual(organization);
  });

  it('accepts each bound itself', async () => {
    const organization = await anOrganization();
    const bounds = [
      { name: 'x' },
      { name: 'x'.repeat(100) },
      { comment: '' },
      { comment: 'x'.repeat(1000) },
      { timezone: 'UTC' },
      { uploadSizeLimit: 0 },
      { uploadSizeLimit: 1048576 },
      { engagementDuration: 1 },
      { engagementDuration: 600 },
      { addressCountry: 'x'.repeat(200) },
      { addressPostalCode: 'x'.repeat(20) },
      { addressPostalCode: 'x' },
    ];
    for (const body of bounds) expect((await patch(organization.id, body)).status, JSON.stringify(body)).toBe(200);
  });

  it('stores names trimmed, the bounds counted on the trimmed name', async () => {
    const organization = await anOrganization();
    expect((await patch(organization.id, { name: `  ${'x'.repeat(100)}  `, addressCity: ' Lyon ' })).status).toBe(200);
    expect(await findOrganization(organization.id)).toMatchObject({ name: 'x'.repeat(100), addressCity: 'Lyon' });
  });

  it('answers 400 to an id that is not a UUID', async () => {
    const { status, body } = await patch('42', { name: 'x' });
    expect(status).toBe(400);
    expect(body.details[0]).toMatchObject({ location: 'path', path: 'id' });
  });

  it('answers 415 to a body that is not sent as JSON and 422 to JSON that does not parse', async () => {
    const organization = await anOrganization();
    const text = await call('PATCH', path(organization.id), {
      as: demoIds.backOfficeAdmin,
      rawBody: '{"name":"x"}',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    const broken = await call('PATCH', path(organization.id), {
      as: demoIds.backOfficeAdmin,
      rawBody: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(422);
  });

  it('answers 404 to an unknown id, an rs organization and a soft-deleted one', async () => {
    const deleted = await anOrganization({
      archivedAt: '2026-03-01T00:00:00.000Z',
      deletedAt: '2026-03-02T00:00:00.000Z',
    });
    const rs = await anOrganization({ type: 'rs' });
    for (const id of [randomUUID(), demoIds.rsOrganization, rs.id, deleted.id]) {
      const { status, body } = await patch(id, { comment: 'x' });
      expect(status).toBe(404);
      expect(body.error).toBe('not_found');
    }
    expect(await findOrganization(rs.id)).toEqual(rs);
  });

  it('answers 401 without a valid token and 403 to organization users', async () => {
    const organization = await anOrganization();
    expect((await call('PATCH', path(organization.id), { body: { name: 'x' } })).status).toBe(401);
    for (const caller of [demoIds.adAdmin, demoIds.rsAdmin]) {
      const { status, body } = await call('PATCH', path(organization.id), { as: caller, body: { name: 'x' } });
      expect(status).toBe(403);
      expect(body.error).toBe('forbidden');
    }
    expect(await findOrganization(organization.id)).toEqual(organization);
  });
});
