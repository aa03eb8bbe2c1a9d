import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildingWorkDemoIds as bw,
  demoFileContent,
  demoIds,
  demoRecord,
  rsDemo,
} from '#infra/local/seed/demo-data.ts';
import { downloadUrlLifetimeSeconds } from '#shared/stores/storage/presign.ts';
import { importCatalogue } from '#shared/use-cases/import/import.ts';
import { call } from '#test/support/api.ts';
import { aBuildingWork, aCommission, aFiledDocument, aTargetedUnit } from '#test/support/building-work-fixtures.ts';
import {
  anImportedOrganization,
  aRecord,
  importInto,
  type TestOrganization,
} from '#test/support/catalogue-fixtures.ts';

const demoDocumentContent = (id: string) => {
  const file = rsDemo.records.find((record) => record.id === id)!.file as { content: { path: string } };
  return demoFileContent(file.content.path.replace('files/', ''));
};

/** Building works the tests make live in an organization of their own, so the demo's stay as the demo file has them. */
let org: TestOrganization;
beforeAll(async () => {
  org = await anImportedOrganization();
});

const path = (id: string) => `/rs/building-works/v1/${id}`;
const allExtends = ['units', 'commission', 'counts', 'created-by', 'documents', 'actions-info', 'updatable-fields'];
const extensionFields = ['units', 'commission', '_count', 'createdByUser', 'documents', 'actions', 'updatableFields'];

describe('GET /rs/building-works/v1/{id}', () => {
  it('returns the building work without extensions by default', async () => {
    const { status, body } = await call('GET', path(bw.underWay), { as: demoIds.rsViewer });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: bw.underWay,
      ref: 'TRV-1',
      authorizationNumber: 'AT-069-123-25-0001',
      status: 'partially_received',
      description: 'Mise en accessibilité du hall et des sanitaires',
      workNature: 'Accessibilité',
      contractorName: 'BTP Rhône',
      supervisingTechnicianName: 'Paul Girard',
      architectName: 'Atelier Saône',
      receivedAt: '2026-03-02T10:00:00.000Z',
      startAt: '2025-10-01T07:00:00.000Z',
      endAt: '2026-04-30T16:00:00.000Z',
      createdAt: '2026-01-05T09:00:00.000Z',
      updatedAt: '2026-01-05T09:00:00.000Z',
    });
    for (const field of extensionFields) expect(body).not.toHaveProperty(field);
  });

  it('leaves out every field that has no value, rather than answering null', async () => {
    const work = await aBuildingWork(org.id, { authorizationNumber: undefined });
    const { status, body } = await call('GET', path(work.id), { as: org.admin });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['createdAt', 'id', 'ref', 'status', 'updatedAt']);
  });

  it('adds only the active targeted units with extend units, in reference order', async () => {
    const { body } = await call('GET', path(bw.underWay), { as: demoIds.rsAdmin, query: { extend: ['units'] } });
    expect(body.units).toEqual([
      { id: bw.unitA, ref: 'UNI-1', name: 'Bâtiment A' },
      { id: bw.unitB, ref: 'UNI-2', name: 'Bâtiment B' },
    ]);
    expect(body).not.toHaveProperty('commission');
  });

  it('leaves out deleted and archived units and orders references numerically', async () => {
    const work = await aBuildingWork(org.id);
    const ten = await aTargetedUnit(work, { ref: 'LOT-10', title: 'Ten' });
    const nine = await aTargetedUnit(work, { ref: 'LOT-9', title: 'Nine' });
    await aTargetedUnit(work, { ref: 'LOT-11', deletedAt: '2026-01-01T00:00:00.000Z' });
    await aTargetedUnit(work, { ref: 'LOT-12', archived: true });
    const { body } = await call('GET', path(work.id), { as: org.admin, query: { extend: ['units', 'counts'] } });
    expect(body.units.map((unit: { id: string }) => unit.id)).toEqual([nine.id, ten.id]);
    expect(body._count.units).toBe(2);
  });

  it('adds the most recently held commission with extend commission, skipping later scheduled and cancelled visits', async () => {
    const { body } = await call('GET', path(bw.underWay), { as: demoIds.rsAdmin, query: { extend: ['commission'] } });
    expect(body.commission).toEqual({
      id: bw.commissionLatestHeld,
      ref: 'COM-902',
      visitType: 'opening',
      status: 'held',
      decision: 'favorable',
      heldAt: '2026-02-03T14:00:00.000Z',
    });
  });

  it('answers commission null when no commission was held yet', async () => {
    const pending = await call('GET', path(bw.pending), { as: demoIds.rsAdmin, query: { extend: ['commission'] } });
    expect(pending.body.commission).toBeNull();
    const work = await aBuildingWork(org.id);
    await aCommission(work, { status: 'scheduled', decision: null, heldAt: '2027-01-01T00:00:00.000Z' });
    const onlyScheduled = await call('GET', path(work.id), { as: org.admin, query: { extend: ['commission'] } });
    expect(onlyScheduled.body.commission).toBeNull();
  });

  it('finds the latest held commission among many later visits, and counts them all', async () => {
    const work = await aBuildingWork(org.id);
    const held = await aCommission(work, { heldAt: '2025-05-05T10:00:00+02:00', decision: 'deferred' });
    await importInto(org.id, {
      records: [
        aRecord('commission', { status: 'held', heldAt: '2024-01-01T00:00:00.000Z', buildingWorkId: work.id }),
        ...Array.from({ length: 45 }, (_, day) =>
          aRecord('commission', {
            status: day % 2 ? 'scheduled' : 'cancelled',
            heldAt: new Date(Date.UTC(2026, 0, day + 1)).toISOString(),
            buildingWorkId: work.id,
          }),
        ),
      ],
    });
    const { body } = await call('GET', path(work.id), { as: org.admin, query: { extend: ['commission', 'counts'] } });
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

  it('adds the creator with extend created-by, and leaves it out when none is known', async () => {
    const { body } = await call('GET', path(bw.underWay), { as: demoIds.rsAdmin, query: { extend: ['created-by'] } });
    expect(body.createdByUser).toEqual({ id: demoIds.rsManager, name: 'Hugo Bernard' });
    const anonymous = await aBuildingWork(org.id);
    expect(
      (await call('GET', path(anonymous.id), { as: org.admin, query: { extend: ['created-by'] } })).body,
    ).not.toHaveProperty('createdByUser');
    const byManager = await aBuildingWork(org.id, { createdByUserId: org.manager });
    expect(
      (await call('GET', path(byManager.id), { as: org.admin, query: { extend: ['created-by'] } })).body.createdByUser,
    ).toEqual({ id: org.manager, name: 'manager Tester' });
  });

  it('adds documents with a working presigned download URL each', async () => {
    const { body } = await call('GET', path(bw.underWay), { as: demoIds.rsViewer, query: { extend: ['documents'] } });
    expect(body.documents).toEqual([
      {
        id: bw.documentAuthorization,
        ref: 'DOC-901',
        name: 'Autorisation de travaux.txt',
        type: 'authorization_decision',
        mimeType: 'text/plain',
        size: Buffer.byteLength(demoDocumentContent(bw.documentAuthorization)),
        createdAt: '2025-09-20T08:00:00.000Z',
        downloadUrl: expect.any(String),
      },
      expect.objectContaining({ id: bw.documentMinutes, type: 'commission_minutes' }),
    ]);
    for (const document of body.documents) {
      const url = new URL(document.downloadUrl);
      expect(url.searchParams.get('X-Amz-Expires')).toBe(String(downloadUrlLifetimeSeconds));
      expect(url.searchParams.has('X-Amz-Signature')).toBe(true);
      const download = await fetch(url);
      expect(download.status).toBe(200);
      expect(await download.text()).toBe(demoDocumentContent(document.id));
      expect(url.searchParams.get('response-content-disposition')).toContain(
        `filename*=UTF-8''${encodeURIComponent(document.name)}`,
      );
    }
  });

  it('lists a building work without documents as an empty array', async () => {
    const { body } = await call('GET', path(bw.pending), {
      as: demoIds.rsAdmin,
      query: { extend: ['documents', 'units'] },
    });
    expect(body.documents).toEqual([]);
    expect(body.units).toEqual([]);
  });

  it('orders documents by creation', async () => {
    const work = await aBuildingWork(org.id);
    const later = await aFiledDocument(work, { createdAt: '2026-02-01T00:00:00.000Z' });
    const earlier = await aFiledDocument(work, { createdAt: '2026-01-01T00:00:00.000Z' });
    const { body } = await call('GET', path(work.id), { as: org.admin, query: { extend: ['documents'] } });
    expect(body.documents.map((document: { id: string }) => document.id)).toEqual([earlier.id, later.id]);
  });

  it("shows a document's file as it is after a replacement (operation 6)", async () => {
    const work = await aBuildingWork(org.id);
    const document = await aFiledDocument(work, { documentType: 'technical_report' });
    const bytes = Buffer.from('the second version of the report');
    const mimeType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    const replaced = await call('POST', `/rs/documents/v1/${document.id}/replace`, {
      as: org.admin,
      body: { name: 'Rapport v2.docx', mimeType, size: bytes.length },
    });
    expect(replaced.status).toBe(200);
    const upload = await fetch(replaced.body.upload.presignedUrl, {
      method: 'PUT',
      body: bytes,
      headers: { 'content-type': mimeType },
    });
    expect(upload.status).toBe(200);
    const { body } = await call('GET', path(work.id), { as: org.admin, query: { extend: ['documents'] } });
    expect(body.documents).toEqual([
      {
        id: document.id,
        ref: document.ref,
        type: 'technical_report',
        name: 'Rapport v2.docx',
        mimeType,
        size: bytes.length,
        createdAt: document.createdAt,
        downloadUrl: expect.stringContaining(replaced.body.upload.storageKey),
      },
    ]);
    expect(await (await fetch(body.documents[0].downloadUrl)).text()).toBe(bytes.toString());
  });

  it('neither lists nor counts a filed document that is deleted, moved to another building work or without a file', async () => {
    const work = await aBuildingWork(org.id);
    const other = await aBuildingWork(org.id);
    const kept = await aFiledDocument(work);
    const deleted = await aFiledDocument(work);
    const moved = await aFiledDocument(work);
    await aFiledDocument(work, { file: null });
    await importInto(org.id, {
      records: [
        { ...deleted, deletedAt: '2026-03-01T00:00:00.000Z' },
        { ...moved, buildingWorkId: other.id },
      ],
    });
    const { body } = await call('GET', path(work.id), { as: org.admin, query: { extend: ['documents', 'counts'] } });
    expect(body.documents.map((document: { id: string }) => document.id)).toEqual([kept.id]);
    expect(body._count.documents).toBe(1);
    const { body: otherBody } = await call('GET', path(other.id), { as: org.admin, query: { extend: ['documents'] } });
    expect(otherBody.documents.map((document: { id: string }) => document.id)).toEqual([moved.id]);
  });

  it('reads a card of the search as the building work of the same id (one record)', async () => {
    const card = demoRecord(rsDemo, 'building_work', 'TRV-1');
    const search = await call('POST', '/rs/search/v1/query', { as: demoIds.rsAdmin, body: { query: 'TRV-1' } });
    expect(search.body.sections[0].cards.map((found: { id: string }) => found.id)).toContain(card.id);
    const { status, body } = await call('GET', path(card.id), { as: demoIds.rsAdmin });
    expect(status).toBe(200);
    expect(body.ref).toBe('TRV-1');
  });

  it('returns every extension at once', async () => {
    const { status, body } = await call('GET', path(bw.underWay), {
      as: demoIds.rsAdmin,
      query: { extend: allExtends },
    });
    expect(status).toBe(200);
    for (const field of extensionFields) expect(body).toHaveProperty(field);
  });

  it('adds actions and updatable fields from the lifecycle table, the archive state and the role', async () => {
    const extend = ['actions-info', 'updatable-fields'];
    const underWay = await call('GET', path(bw.underWay), { as: demoIds.rsManager, query: { extend } });
    expect(underWay.body.actions).toEqual({
      canBeUpdated: true,
      canBeReceived: true,
      canBeArchived: false,
      canBeUnarchived: false,
      canBeDeleted: false,
    });
    expect(underWay.body.updatableFields).toEqual({
      authorizationNumber: false,
      status: true,
      description: true,
      workNature: false,
      contractorName: false,
      supervisingTechnicianName: false,
      architectName: false,
      startAt: false,
      endAt: true,
      unitIds: false,
    });
    const pending = await call('GET', path(bw.pending), { as: demoIds.rsAdmin, query: { extend } });
    expect(pending.body.actions).toEqual({
      canBeUpdated: true,
      canBeReceived: false,
      canBeArchived: false,
      canBeUnarchived: false,
      canBeDeleted: true,
    });
    expect(Object.values(pending.body.updatableFields).every(Boolean)).toBe(true);
    const archived = await call('GET', path(bw.archived), { as: demoIds.rsAdmin, query: { extend } });
    expect(archived.body.actions).toEqual({
      canBeUpdated: false,
      canBeReceived: false,
      canBeArchived: false,
      canBeUnarchived: true,
      canBeDeleted: false,
    });
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

  it("never shows another organization's building work, whose id no other organization can take", async () => {
    const other = await anImportedOrganization();
    const foreign = await aBuildingWork(other.id, { ref: 'TRV-900' });
    await aTargetedUnit(foreign);
    await aFiledDocument(foreign);
    await aCommission(foreign);
    expect((await call('GET', path(foreign.id), { as: org.admin })).status).toBe(404);
    const taken = await importCatalogue({
      format: 'catalogue/v2',
      organization: { id: org.id, type: 'rs', name: 'Test organization', language: 'fr-FR', timezone: 'Europe/Paris' },
      records: [aRecord('building_work', { id: foreign.id, status: 'pending', ref: 'TRV-901' })],
    });
    expect(taken).toMatchObject({ ok: false, errors: [{ field: 'records[0].id', rule: 'id_in_use' }] });
    expect((await call('GET', path(foreign.id), { as: org.admin })).status).toBe(404);
    expect((await call('GET', path(foreign.id), { as: other.admin })).body.ref).toBe('TRV-900');
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
    const { status, body } = await call('GET', path('not-a-uuid'), {
      as: demoIds.rsAdmin,
      query: { extend: '["units","nope"]', other: '1' },
    });
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
