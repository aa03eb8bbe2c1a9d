import { randomUUID } from 'node:crypto';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { buildingWorkDemoIds as bw, demoDocumentContents } from '../../infra/local/seed/building-works.ts';
import { demoIds } from '../../infra/local/seed/demo.ts';
import { db, tableName } from '../../shared/db/client.ts';
import { fileKeys } from '../../shared/db/keys.ts';
import { downloadUrlLifetimeSeconds } from '../../shared/storage/presign.ts';
import { call } from '../support/api.ts';
import { aBuildingWork, aCommission, aFiledDocument, aTargetedUnit } from '../support/building-work-fixtures.ts';
import { anOrganizationUser } from '../support/fixtures.ts';

const path = (id: string) => `/rs/building-works/v1/${id}`;
const allExtends = ['units', 'commission', 'counts', 'created-by', 'documents', 'actions-info', 'updatable-fields'];
const extensionFields = ['units', 'commission', '_count', 'createdByUser', 'documents', 'actions', 'updatableFields'];

describe('GET /rs/building-works/v1/{id}', () => {
  it('returns the building work without extensions by default', async () => {
    const { status, body } = await call('GET', path(bw.underWay), { as: demoIds.rsViewer });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: bw.underWay, ref: 'TRV-1', authorizationNumber: 'AT-069-123-25-0001', status: 'partially_received',
      description: 'Mise en accessibilité du hall et des sanitaires', workNature: 'Accessibilité', contractorName: 'BTP Rhône',
      supervisingTechnicianName: 'Paul Girard', architectName: 'Atelier Saône',
      receivedAt: '2026-03-02T10:00:00.000Z', startAt: '2025-10-01T07:00:00.000Z', endAt: '2026-04-30T16:00:00.000Z',
      archivedAt: null, deletedAt: null, createdAt: '2026-01-05T09:00:00.000Z', updatedAt: '2026-01-05T09:00:00.000Z',
    });
    for (const field of extensionFields) expect(body).not.toHaveProperty(field);
  });

  it('adds only the active targeted units with extend units, in reference order', async () => {
    const { body } = await call('GET', path(bw.underWay), { as: demoIds.rsAdmin, query: { extend: ['units'] } });
    expect(body.units).toEqual([
      { id: bw.unitA, ref: 'LOT-1', name: 'Bâtiment A' },
      { id: bw.unitB, ref: 'LOT-2', name: 'Bâtiment B' },
    ]);
    expect(body).not.toHaveProperty('commission');
  });

  it('leaves out deleted units and orders references numerically', async () => {
    const work = await aBuildingWork(demoIds.rsOrganization);
    const ten = await aTargetedUnit(work, { ref: 'LOT-10', name: 'Ten' });
    const nine = await aTargetedUnit(work, { ref: 'LOT-9', name: 'Nine' });
    await aTargetedUnit(work, { ref: 'LOT-11', deletedAt: '2026-01-01T00:00:00.000Z' });
    const { body } = await call('GET', path(work.id), { as: demoIds.rsAdmin, query: { extend: ['units', 'counts'] } });
    expect(body.units.map((unit: { id: string }) => unit.id)).toEqual([nine.id, ten.id]);
    expect(body._count.units).toBe(2);
  });

  it('adds the most recently held commission with extend commission, skipping later scheduled and cancelled visits', async () => {
    const { body } = await call('GET', path(bw.underWay), { as: demoIds.rsAdmin, query: { extend: ['commission'] } });
    expect(body.commission).toEqual({
      id: bw.commissionLatestHeld, ref: 'COM-2', visitType: 'opening', status: 'held', decision: 'favorable', heldAt: '2026-02-03T14:00:00.000Z',
    });
  });

  it('answers commission null when no commission was held yet', async () => {
    const pending = await call('GET', path(bw.pending), { as: demoIds.rsAdmin, query: { extend: ['commission'] } });
    expect(pending.body.commission).toBeNull();
    const work = await aBuildingWork(demoIds.rsOrganization);
    await aCommission(work, { status: 'scheduled', decision: null, heldAt: null, scheduledAt: '2027-01-01T00:00:00.000Z' });
    const onlyScheduled = await call('GET', path(work.id), { as: demoIds.rsAdmin, query: { extend: ['commission'] } });
    expect(onlyScheduled.body.commission).toBeNull();
  });

  it('finds the held commission behind more than a page of later visits', async () => {
    const work = await aBuildingWork(demoIds.rsOrganization);
    const held = await aCommission(work, { heldAt: '2025-05-05T10:00:00+02:00', scheduledAt: '2025-05-05T10:00:00+02:00', decision: 'deferred' });
    await aCommission(work, { heldAt: '2024-01-01T00:00:00.000Z', scheduledAt: '2024-01-01T00:00:00.000Z' });
    await Promise.all(
      Array.from({ length: 45 }, (_, day) =>
        aCommission(work, { status: day % 2 ? 'scheduled' : 'cancelled', decision: null, heldAt: null, scheduledAt: new Date(Date.UTC(2026, 0, day + 1)).toISOString() }),
      ),
    );
    const { body } = await call('GET', path(work.id), { as: demoIds.rsAdmin, query: { extend: ['commission', 'counts'] } });
    expect(body.commission).toMatchObject({ id: held.id, decision: 'deferred', heldAt: '2025-05-05T08:00:00.000Z' });
    expect(body._count.commissions).toBe(47);
  });

  it('adds counts with extend counts', async () => {
    const { body } = await call('GET', path(bw.underWay), { as: demoIds.rsAdmin, query: { extend: ['counts'] } });
    expect(body._count).toEqual({ documents: 2, commissions: 4, units: 2 });
    expect(body).not.toHaveProperty('units');
    const empty = await call('GET', path(bw.pending), { as: demoIds.rsAdmin, query: { extend: ['counts'] } });
    expect(empty.body._count).toEqual({ documents: 0, commissions: 0, units: 0 });
  });

  it('adds the creator with extend created-by, or null once that user is gone', async () => {
    const { body } = await call('GET', path(bw.underWay), { as: demoIds.rsAdmin, query: { extend: ['created-by'] } });
    expect(body.createdByUser).toEqual({ id: demoIds.rsManager, name: 'Hugo Bernard' });
    const orphan = await aBuildingWork(demoIds.rsOrganization, { createdByUserId: randomUUID() });
    expect((await call('GET', path(orphan.id), { as: demoIds.rsAdmin, query: { extend: ['created-by'] } })).body.createdByUser).toBeNull();
  });

  it("never names another organization's user as the creator", async () => {
    const outsider = await anOrganizationUser();
    const work = await aBuildingWork(demoIds.rsOrganization, { createdByUserId: outsider.id });
    expect((await call('GET', path(work.id), { as: demoIds.rsAdmin, query: { extend: ['created-by'] } })).body.createdByUser).toBeNull();
  });

  it('adds documents with a working presigned download URL each', async () => {
    const { body } = await call('GET', path(bw.underWay), { as: demoIds.rsViewer, query: { extend: ['documents'] } });
    expect(body.documents).toEqual([
      {
        id: bw.documentAuthorization, ref: 'DOC-1', name: 'Autorisation de travaux.txt', type: 'authorization_decision', mimeType: 'text/plain',
        size: Buffer.byteLength(demoDocumentContents[bw.documentAuthorization]!), createdAt: '2025-09-20T08:00:00.000Z', downloadUrl: expect.any(String),
      },
      expect.objectContaining({ id: bw.documentMinutes, type: 'commission_minutes' }),
    ]);
    for (const document of body.documents) {
      const url = new URL(document.downloadUrl);
      expect(url.searchParams.get('X-Amz-Expires')).toBe(String(downloadUrlLifetimeSeconds));
      expect(url.searchParams.has('X-Amz-Signature')).toBe(true);
      const download = await fetch(url);
      expect(download.status).toBe(200);
      expect(await download.text()).toBe(demoDocumentContents[document.id]);
      expect(url.searchParams.get('response-content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(document.name)}`);
    }
  });

  it('lists a building work without documents as an empty array', async () => {
    const { body } = await call('GET', path(bw.pending), { as: demoIds.rsAdmin, query: { extend: ['documents', 'units'] } });
    expect(body.documents).toEqual([]);
    expect(body.units).toEqual([]);
  });

  it('orders documents by creation', async () => {
    const work = await aBuildingWork(demoIds.rsOrganization);
    const later = await aFiledDocument(work, { createdAt: '2026-02-01T00:00:00.000Z' });
    const earlier = await aFiledDocument(work, { createdAt: '2026-01-01T00:00:00.000Z' });
    const { body } = await call('GET', path(work.id), { as: demoIds.rsAdmin, query: { extend: ['documents'] } });
    expect(body.documents.map((document: { id: string }) => document.id)).toEqual([earlier.document.id, later.document.id]);
  });

  it("shows a document's file as it is after a replacement (operation 6)", async () => {
    const work = await aBuildingWork(demoIds.rsOrganization);
    const { document, link } = await aFiledDocument(work, {}, { type: 'technical_report' });
    const replaced = await call('POST', `/rs/documents/v1/${document.id}/replace`, {
      as: demoIds.rsAdmin, body: { name: 'Rapport v2.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 4242 },
    });
    expect(replaced.status).toBe(200);
    const { body } = await call('GET', path(work.id), { as: demoIds.rsAdmin, query: { extend: ['documents'] } });
    expect(body.documents).toEqual([{
      id: document.id, ref: link.ref, type: 'technical_report', name: 'Rapport v2.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 4242, createdAt: document.createdAt,
      downloadUrl: expect.stringContaining(replaced.body.upload.storageKey),
    }]);
  });

  it('neither lists nor counts a filed document whose record is gone', async () => {
    const work = await aBuildingWork(demoIds.rsOrganization);
    const kept = await aFiledDocument(work);
    const gone = await aFiledDocument(work);
    await db().send(new DeleteCommand({ TableName: tableName(), Key: fileKeys.document(work.organizationId, gone.document.id) }));
    const { body } = await call('GET', path(work.id), { as: demoIds.rsAdmin, query: { extend: ['documents', 'counts'] } });
    expect(body.documents.map((document: { id: string }) => document.id)).toEqual([kept.document.id]);
    expect(body._count.documents).toBe(1);
  });

  it('returns every extension at once', async () => {
    const { status, body } = await call('GET', path(bw.underWay), { as: demoIds.rsAdmin, query: { extend: allExtends } });
    expect(status).toBe(200);
    for (const field of extensionFields) expect(body).toHaveProperty(field);
  });

  it('adds actions and updatable fields from the lifecycle table, the archive state and the role', async () => {
    const extend = ['actions-info', 'updatable-fields'];
    const underWay = await call('GET', path(bw.underWay), { as: demoIds.rsManager, query: { extend } });
    expect(underWay.body.actions).toEqual({ canBeUpdated: true, canBeReceived: true, canBeArchived: false, canBeUnarchived: false, canBeDeleted: false });
    expect(underWay.body.updatableFields).toEqual({
      authorizationNumber: false, status: true, description: true, workNature: false, contractorName: false,
      supervisingTechnicianName: false, architectName: false, startAt: false, endAt: true, unitIds: false,
    });
    const pending = await call('GET', path(bw.pending), { as: demoIds.rsAdmin, query: { extend } });
    expect(pending.body.actions).toEqual({ canBeUpdated: true, canBeReceived: false, canBeArchived: false, canBeUnarchived: false, canBeDeleted: true });
    expect(Object.values(pending.body.updatableFields).every(Boolean)).toBe(true);
    const archived = await call('GET', path(bw.archived), { as: demoIds.rsAdmin, query: { extend } });
    expect(archived.body.actions).toEqual({ canBeUpdated: false, canBeReceived: false, canBeArchived: false, canBeUnarchived: true, canBeDeleted: false });
    expect(Object.values(archived.body.updatableFields).some(Boolean)).toBe(false);
    const viewer = await call('GET', path(bw.pending), { as: demoIds.rsViewer, query: { extend } });
    expect(Object.values(viewer.body.actions).some(Boolean)).toBe(false);
    expect(Object.values(viewer.body.updatableFields).some(Boolean)).toBe(false);
  });

  it('answers 404 to a deleted building work, whatever the extensions', async () => {
    for (const extend of [[], allExtends]) {
      const { status, body } = await call('GET', path(bw.deleted), { as: demoIds.rsAdmin, query: { extend } });
      expect(status).toBe(404);
      expect(body.error).toBe('not_found');
    }
  });

  it('accepts the id in upper case', async () => {
    const { status, body } = await call('GET', path(bw.underWay.toUpperCase()), { as: demoIds.rsAdmin });
    expect(status).toBe(200);
    expect(body.id).toBe(bw.underWay);
  });

  it('answers 404 to an unknown building work', async () => {
    const { status, body } = await call('GET', path(randomUUID()), { as: demoIds.rsAdmin });
    expect(status).toBe(404);
    expect(body.error).toBe('not_found');
  });

  it("never shows another organization's building work or its relations, even under the same id", async () => {
    const other = await anOrganizationUser();
    const foreign = await aBuildingWork(other.organizationId);
    expect((await call('GET', path(foreign.id), { as: demoIds.rsAdmin })).status).toBe(404);
    const shared = randomUUID();
    const theirs = await aBuildingWork(other.organizationId, { id: shared, ref: 'TRV-900' });
    await aTargetedUnit(theirs);
    await aFiledDocument(theirs);
    await aCommission(theirs);
    await aBuildingWork(demoIds.rsOrganization, { id: shared, ref: 'TRV-901' });
    const ours = await call('GET', path(shared), { as: demoIds.rsAdmin, query: { extend: ['units', 'documents', 'commission', 'counts'] } });
    expect(ours.body).toMatchObject({ ref: 'TRV-901', units: [], documents: [], commission: null, _count: { documents: 0, commissions: 0, units: 0 } });
    expect((await call('GET', path(shared), { as: other.id })).body.ref).toBe('TRV-900');
  });

  it('answers 401 without a valid token', async () => {
    for (const authorization of ['', 'Bearer not-a-jwt']) {
      const { status, body } = await call('GET', path(bw.underWay), { authorization });
      expect(status).toBe(401);
      expect(body.error).toBe('unauthorized');
    }
  });

  it('answers 403 to callers of another audience', async () => {
    for (const caller of [demoIds.adAdmin, demoIds.backOfficeAdmin]) {
      const { status, body } = await call('GET', path(bw.underWay), { as: caller });
      expect(status).toBe(403);
      expect(body.error).toBe('forbidden');
    }
  });

  it('answers 400 with each problem listed', async () => {
    const { status, body } = await call('GET', path('not-a-uuid'), { as: demoIds.rsAdmin, query: { extend: '["units","nope"]', other: '1' } });
    expect(status).toBe(400);
    expect(body.error).toBe('validation_error');
    expect(body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ location: 'path', path: 'id' }),
        expect.objectContaining({ location: 'query', path: 'extend[1]' }),
        expect.objectContaining({ location: 'query', code: 'unrecognized_keys' }),
      ]),
    );
  });

  it('answers 400 to an extend that is not a JSON array of names', async () => {
    for (const extend of ['units', '{"units":true}', '[1]', JSON.stringify(Array(29).fill('units'))]) {
      const { status, body } = await call('GET', path(bw.underWay), { as: demoIds.rsAdmin, query: { extend } });
      expect(status).toBe(400);
      expect(body.details[0]).toMatchObject({ location: 'query', path: expect.stringMatching(/^extend/) });
    }
  });
});
