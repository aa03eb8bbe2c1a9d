import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoIds } from '#infra/local/seed/demo-data.ts';
import { originTypeCodes } from '#shared/vocabulary/attachments/origin-types.ts';
import { call } from '#test/support/api.ts';
import { aCatalogueAttachment, anImportedOrganization, aRecord, importInto } from '#test/support/catalogue-fixtures.ts';

const path = (audience: 'rs' | 'ad', id: string) => `/${audience}/origins/v1/${id}`;
const listOf = (origin: { type: number; id: number }, as: string) =>
  call('GET', `/attachments/v3/origin/${origin.type}/${origin.id}`, {
    api: 'attachments',
    as,
    query: { includeCount: 'true' },
  });

/** An organization whose anomaly has an intervention by a provider, and a file on each, from a catalogue/v2 file. */
const anOrganizationWithFiles = async () => {
  const unit = aRecord('unit');
  const provider = aRecord('provider', { status: 'active' });
  const anomaly = aRecord('anomaly', { status: 'open', unitIds: [unit.id] });
  const intervention = aRecord('intervention', {
    status: 'planned',
    anomalyId: anomaly.id,
    providerId: provider.id,
    unitIds: [unit.id],
  });
  const org = await anImportedOrganization('rs', { records: [unit, provider, anomaly, intervention] });
  const attachment = (recordId: string, name: string) => aCatalogueAttachment(recordId, name, org.manager);
  const attachments = [
    attachment(anomaly.id, 'constat.txt'),
    attachment(intervention.id, 'rapport.txt'),
    attachment(org.id, 'logo.txt'),
  ];
  await importInto(org.id, { attachments });
  return { org, unit, anomaly, intervention, attachments };
};

describe('GET /rs/origins/v1/{id} and /ad/origins/v1/{id}', () => {
  it("resolves a card's id to the origin the attachments API lists its files under, and the files of its interventions", async () => {
    const { org, anomaly, intervention } = await anOrganizationWithFiles();
    const ofAnomaly = await call('GET', path('rs', anomaly.id), { as: org.viewer });
    expect(ofAnomaly.status).toBe(200);
    expect(ofAnomaly.body).toEqual({ type: originTypeCodes.anomaly, id: expect.any(Number) });
    const ofIntervention = (await call('GET', path('rs', intervention.id.toUpperCase()), { as: org.viewer })).body;
    expect(ofIntervention.type).toBe(originTypeCodes.providerIntervention);
    const files = await listOf(ofAnomaly.body, org.viewer);
    expect(files.body.data.map((file: { name: string }) => file.name).sort()).toEqual(['constat.txt', 'rapport.txt']);
    expect((await listOf(ofIntervention, org.viewer)).body.data.map((file: { name: string }) => file.name)).toEqual([
      'rapport.txt',
    ]);
  });

  it('gives a record its origin id once, and a re-import keeps the attachment ids', async () => {
    const { org, anomaly, attachments } = await anOrganizationWithFiles();
    const first = (await call('GET', path('rs', anomaly.id), { as: org.admin })).body;
    const before = (await listOf(first, org.admin)).body.data.map((file: { id: number }) => file.id).sort();
    await importInto(org.id, { attachments });
    expect((await call('GET', path('rs', anomaly.id), { as: org.admin })).body).toEqual(first);
    expect((await listOf(first, org.admin)).body.data.map((file: { id: number }) => file.id).sort()).toEqual(before);
  });

  it("follows the record: an intervention's type, parent and sites, and its files' copies of them", async () => {
    const { org, anomaly, intervention } = await anOrganizationWithFiles();
    const before = (await call('GET', path('rs', intervention.id), { as: org.admin })).body;
    const elsewhere = aRecord('unit');
    const { providerId: _provider, anomalyId: _anomaly, ...restated } = intervention;
    await importInto(org.id, {
      records: [elsewhere, { ...restated, providerId: null, anomalyId: null, unitIds: [elsewhere.id] }],
    });
    const after = (await call('GET', path('rs', intervention.id), { as: org.admin })).body;
    expect(after).toEqual({ type: originTypeCodes.clientIntervention, id: before.id });
    expect((await listOf(after, org.admin)).body.data.map((file: { name: string }) => file.name)).toEqual([
      'rapport.txt',
    ]);
    const ofAnomaly = (await call('GET', path('rs', anomaly.id), { as: org.admin })).body;
    expect((await listOf(ofAnomaly, org.admin)).body.data.map((file: { name: string }) => file.name)).toEqual([
      'constat.txt',
    ]);
    const { checkDerivedItems } = await import('#shared/use-cases/checks/check-derived.ts');
    expect((await checkDerivedItems(org.id)).drifts).toEqual([]);
  });

  it("resolves the organization's own id to its logo", async () => {
    const { org } = await anOrganizationWithFiles();
    const logo = (await call('GET', path('rs', org.id), { as: org.admin })).body;
    expect(logo.type).toBe(originTypeCodes.organizationLogo);
    expect((await listOf(logo, org.admin)).body.data.map((file: { name: string }) => file.name)).toEqual(['logo.txt']);
  });

  it('serves the ad audience its own records', async () => {
    const { status, body } = await call(
      'GET',
      path('ad', (await import('#infra/local/seed/demo-data.ts')).planPointDemoIds.point),
      { as: demoIds.adAdmin },
    );
    expect(status).toBe(200);
    expect(body.type).toBe(21);
  });

  it("answers 404 to an unknown id, a deleted record and another organization's record", async () => {
    const { org, anomaly } = await anOrganizationWithFiles();
    const other = await anOrganizationWithFiles();
    const deleted = aRecord('unit', { deletedAt: '2026-01-01T00:00:00.000Z' });
    await importInto(org.id, { records: [deleted] });
    for (const id of [randomUUID(), deleted.id, other.anomaly.id, other.org.id]) {
      const { status, body } = await call('GET', path('rs', id), { as: org.admin });
      expect(status, id).toBe(404);
      expect(body.error).toBe('not_found');
    }
    expect((await call('GET', path('rs', anomaly.id), { as: other.org.admin })).status).toBe(404);
  });

  it('answers 400 to an id that is not a uuid, 401 without a token and 403 to another audience', async () => {
    const bad = await call('GET', path('rs', 'not-a-uuid'), { as: demoIds.rsAdmin });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0]).toMatchObject({ location: 'path', path: 'id' });
    expect((await call('GET', path('rs', demoIds.rsOrganization), { authorization: 'Bearer nope' })).status).toBe(401);
    expect((await call('GET', path('rs', demoIds.rsOrganization), { as: demoIds.adAdmin })).status).toBe(403);
    expect((await call('GET', path('ad', demoIds.adOrganization), { as: demoIds.rsAdmin })).status).toBe(403);
    expect((await call('GET', path('rs', demoIds.rsOrganization), { as: demoIds.backOfficeAdmin })).status).toBe(403);
  });
});
