import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { OriginRef } from '#shared/vocabulary/attachments/origin.ts';
import { type CallOptions, call } from '#test/support/api.ts';
import {
  aCatalogueAttachment,
  anImportedOrganization,
  aRecord,
  importInto,
  type TestOrganization,
} from '#test/support/catalogue-fixtures.ts';
import { numberAheadOfOthers } from '#test/support/files-fixtures.ts';

/**
 * "Deleted means gone everywhere": a record a re-import soft-deletes takes its files with it in the
 * attachments API, and so do the records that are part of it (an anomaly's interventions, a unit's
 * plans and their points), even for callers who kept an origin id from before the deletion.
 */
const list = (origin: OriginRef, as: string, query: CallOptions['query'] = {}) =>
  call('GET', `/attachments/v3/origin/${origin.type}/${origin.id}`, { api: 'attachments', as, query });
const rename = (attachmentId: number, as: string, name: string) =>
  call('PATCH', `/attachments/v3/${attachmentId}`, { api: 'attachments', as, body: { name } });
const resolve = (org: TestOrganization, id: string) => call('GET', `/rs/origins/v1/${id}`, { as: org.admin });
const names = (body: { data: { name: string }[] }) => body.data.map((file) => file.name).sort();

const softDelete = (org: TestOrganization, ...records: Record<string, unknown>[]) =>
  importInto(org.id, { records: records.map((record) => ({ ...record, deletedAt: '2026-03-01T00:00:00.000Z' })) });

/** A unit with a document, a plan and a point on it, and an anomaly with two interventions: one file on each. */
const anOrganizationWithFiles = async (options: { numberedAhead?: boolean } = {}) => {
  const unit = aRecord('unit');
  const provider = aRecord('provider', { status: 'active' });
  const anomaly = aRecord('anomaly', { status: 'open', unitIds: [unit.id] });
  const onAnomaly = { anomalyId: anomaly.id, unitIds: [unit.id] };
  const clientIntervention = aRecord('intervention', { status: 'planned', ...onAnomaly });
  const providerIntervention = aRecord('intervention', { status: 'planned', providerId: provider.id, ...onAnomaly });
  const document = aRecord('document', { unitIds: [unit.id] });
  const plan = { id: randomUUID(), name: 'Ground floor', unitId: unit.id };
  const point = { id: randomUUID(), anomalyId: anomaly.id, planId: plan.id, xPercent: 10, yPercent: 20 };
  const org = await anImportedOrganization('rs', {
    records: [unit, provider, anomaly, clientIntervention, providerIntervention, document],
    plans: [plan],
    planPoints: [point],
  });
  if (options.numberedAhead) await numberAheadOfOthers(org.id);
  const file = (recordId: string, name: string) => aCatalogueAttachment(recordId, name, org.manager);
  await importInto(org.id, {
    attachments: [
      file(anomaly.id, 'constat.txt'),
      file(clientIntervention.id, 'devis.txt'),
      file(providerIntervention.id, 'rapport.txt'),
      file(document.id, 'notice.txt'),
      file(unit.id, 'facade.txt'),
      file(plan.id, 'plan.txt'),
      file(point.id, 'point.txt'),
    ],
  });
  const records = { unit, anomaly, clientIntervention, providerIntervention, document, plan, point };
  return { org, ...records };
};

/** The origin of a record as a caller found it before anything was deleted, and the id of its own file. */
const originAndFile = async (org: TestOrganization, recordId: string) => {
  const origin = (await resolve(org, recordId)).body as OriginRef;
  const own = (await list(origin, org.admin)).body.data.find(
    (file: { origin: OriginRef }) => file.origin.type === origin.type && file.origin.id === origin.id,
  );
  return { origin, fileId: own.id as number };
};

/** Nothing of the record is left in operations 2 and 3 or behind its card's id. */
const expectGone = async (
  org: TestOrganization,
  recordId: string,
  { origin, fileId }: { origin: OriginRef; fileId: number },
) => {
  const listed = await list(origin, org.viewer, { includeCount: 'true', findId: String(fileId) });
  expect(listed.status, `listing of ${origin.type}/${origin.id}`).toBe(404);
  expect(listed.body.error).toBe('not_found');
  expect((await list(origin, org.admin)).status).toBe(404);
  const renamed = await rename(fileId, org.admin, 'renamed.txt');
  expect(renamed.status, `rename of ${fileId}`).toBe(404);
  expect(renamed.body.error).toBe('not_found');
  expect((await resolve(org, recordId)).status, `origin of ${recordId}`).toBe(404);
};

describe('attachments of soft-deleted records', () => {
  it('are gone with a deleted document, for an origin id obtained before; restored with it, unchanged', async () => {
    const { org, document } = await anOrganizationWithFiles();
    const before = await originAndFile(org, document.id);
    expect(names((await list(before.origin, org.viewer)).body)).toEqual(['notice.txt']);
    await softDelete(org, document);
    await expectGone(org, document.id, before);
    await importInto(org.id, { records: [{ ...document, deletedAt: null }] });
    expect(names((await list(before.origin, org.viewer)).body)).toEqual(['notice.txt']);
    expect((await resolve(org, document.id)).body).toEqual(before.origin);
  });

  it("leave their anomaly's listing, count, findId and sub-pages with a deleted intervention", async () => {
    const { org, anomaly, clientIntervention } = await anOrganizationWithFiles();
    const ofAnomaly = await originAndFile(org, anomaly.id);
    const ofIntervention = await originAndFile(org, clientIntervention.id);
    const all = await list(ofAnomaly.origin, org.viewer, { includeCount: 'true' });
    expect([names(all.body), all.body.totalCount]).toEqual([['constat.txt', 'devis.txt', 'rapport.txt'], 3]);
    await softDelete(org, clientIntervention);
    const after = await list(ofAnomaly.origin, org.viewer, { includeCount: 'true' });
    expect([after.status, names(after.body), after.body.totalCount]).toEqual([200, ['constat.txt', 'rapport.txt'], 2]);
    const pages = await Promise.all(
      [1, 2, 3].map((page) =>
        list(ofAnomaly.origin, org.viewer, { pageSize: '1', subPageSize: '1', page: String(page) }),
      ),
    );
    expect(pages.map((page) => names(page.body))).toEqual([[expect.any(String)], [expect.any(String)], []]);
    expect((await list(ofAnomaly.origin, org.viewer, { findId: String(ofIntervention.fileId) })).status).toBe(404);
    const ofType = await list(ofAnomaly.origin, org.viewer, { whereAttachableType: [ofIntervention.origin.type] });
    expect(ofType.body.data).toEqual([]);
    await expectGone(org, clientIntervention.id, ofIntervention);
  });

  it('take the listings of its interventions and of its plan points with a deleted anomaly', async () => {
    const { org, anomaly, clientIntervention, providerIntervention, point } = await anOrganizationWithFiles();
    const kept = await Promise.all(
      [anomaly, clientIntervention, providerIntervention, point].map(async (record) => ({
        id: record.id,
        ...(await originAndFile(org, record.id)),
      })),
    );
    await softDelete(org, anomaly);
    for (const { id, ...before } of kept) await expectGone(org, id, before);
    // Looking for them changed nothing: restored, the anomaly lists its interventions' files again.
    await importInto(org.id, { records: [{ ...anomaly, deletedAt: null }] });
    const restored = await list(kept[0]!.origin, org.viewer);
    expect(names(restored.body)).toEqual(['constat.txt', 'devis.txt', 'rapport.txt']);
  });

  it('take the plans drawing a deleted unit and their points, not the records naming the unit', async () => {
    const { org, unit, anomaly, plan, point } = await anOrganizationWithFiles();
    const kept = await Promise.all(
      [unit, plan, point].map(async (record) => ({ id: record.id, ...(await originAndFile(org, record.id)) })),
    );
    const ofAnomaly = await originAndFile(org, anomaly.id);
    await softDelete(org, unit);
    for (const { id, ...before } of kept) await expectGone(org, id, before);
    const stays = await list(ofAnomaly.origin, org.viewer, { includeCount: 'true' });
    expect([stays.status, stays.body.totalCount]).toEqual([200, 3]);
  });

  it("keeps another organization's live origin a 404, as before", async () => {
    const ours = await anOrganizationWithFiles();
    const theirs = await anOrganizationWithFiles({ numberedAhead: true });
    const { origin, fileId } = await originAndFile(theirs.org, theirs.anomaly.id);
    expect((await list(origin, ours.org.admin)).status).toBe(404);
    expect((await rename(fileId, ours.org.admin, 'x.txt')).status).toBe(404);
    expect((await list(origin, theirs.org.admin)).status).toBe(200);
  });
});
