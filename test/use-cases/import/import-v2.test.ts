import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoIds } from '#infra/local/seed/demo-data.ts';
import { findRecord } from '#shared/stores/catalogue/record-repository.ts';
import { findDocumentWithVersions } from '#shared/stores/documents/document-repository.ts';
import { findOrganization } from '#shared/stores/organizations/organization-repository.ts';
import { readOrganizationUser } from '#shared/stores/users/user-repository.ts';
import { importCatalogue } from '#shared/use-cases/import/import.ts';
import { call } from '#test/support/api.ts';
import { aFile, aRecord } from '#test/support/catalogue-fixtures.ts';
import { readObject } from '#test/support/files-fixtures.ts';

/** A fresh v2 file: an organization of the type, with an admin and a pending user. */
const aFileOf = (type: 'rs' | 'ad' = 'rs') => {
  const admin = {
    id: randomUUID(),
    firstName: 'Ada',
    lastName: 'Admin',
    email: `ada.${randomUUID()}@example.com`,
    role: 'admin',
    status: 'active',
  };
  const pending = {
    id: randomUUID(),
    firstName: 'Paul',
    lastName: 'Pending',
    email: `paul.${randomUUID()}@example.com`,
    role: 'viewer',
    status: 'pending',
  };
  return {
    format: 'catalogue/v2',
    organization: { id: randomUUID(), type, name: 'Foncière V2', language: 'fr-FR', timezone: 'Europe/Paris' },
    users: [admin, pending],
    records: [] as Record<string, unknown>[],
    labels: [] as Record<string, unknown>[],
    plans: [] as Record<string, unknown>[],
    planPoints: [] as Record<string, unknown>[],
    inboxItems: [] as Record<string, unknown>[],
    admin,
    pending,
  };
};
const imported = async (file: ReturnType<typeof aFileOf>, options = {}) => {
  const { admin: _admin, pending: _pending, ...catalogue } = file;
  return importCatalogue(structuredClone(catalogue), options);
};
const rulesOf = (result: Awaited<ReturnType<typeof importCatalogue>>) =>
  result.ok ? [] : result.errors.map((error) => [error.field, error.rule]);

describe('catalogue/v2 import: checks across sections', () => {
  it('rejects broken relations whole, naming item, field and rule, and writes nothing', async () => {
    const file = aFileOf('ad');
    const [north, south] = [aRecord('unit'), aRecord('unit')];
    const anomaly = aRecord('anomaly', { status: 'open', unitIds: [north.id] });
    const planOfSouth = { id: randomUUID(), name: 'Sud', unitId: south.id };
    file.records.push(
      north,
      south,
      anomaly,
      aRecord('commission', { status: 'scheduled', buildingWorkId: randomUUID() }),
    );
    file.records.push(aRecord('provider', { status: 'active', labelIds: [] }));
    file.labels.push({ id: randomUUID(), name: 'Docs', color: '#123456', type: 'document' });
    file.records.push(aRecord('logbook', { labelIds: [file.labels[0]!.id] }));
    file.plans.push(planOfSouth, { id: randomUUID(), name: 'Nowhere', unitId: anomaly.id });
    file.planPoints.push({ id: randomUUID(), anomalyId: anomaly.id, planId: planOfSouth.id, xPercent: 1, yPercent: 2 });
    const result = await imported(file);
    expect(rulesOf(result)).toEqual(
      expect.arrayContaining([
        ['records[3].buildingWorkId', 'relation_missing'],
        ['records[5].labelIds[0]', 'label_type'],
        ['plans[1].unitId', 'relation_kind'],
        ['planPoints[0].planId', 'plan_unit'],
      ]),
    );
    expect(await findOrganization(file.organization.id)).toBeUndefined();
    expect(await findRecord(file.organization.id, north.id, 'unit')).toBeUndefined();
  });

  it('rejects a file that would change the type of an existing organization, naming the field', async () => {
    const file = aFileOf('rs');
    expect((await imported(file)).ok).toBe(true);
    const result = await imported({ ...file, organization: { ...file.organization, type: 'ad' } });
    expect(rulesOf(result)).toEqual([['organization.type', 'organization_type']]);
    expect((await findOrganization(file.organization.id))!.type).toBe('rs');
  });

  it('rejects a file whose content path cannot be read, and one that leaves its folder', async () => {
    const file = aFileOf();
    file.records.push(
      aRecord('document', { file: { name: 'a.txt', mimeType: 'text/plain', content: { path: 'missing.txt' } } }),
    );
    file.records.push(
      aRecord('report', {
        status: 'validated',
        file: { name: 'b.txt', mimeType: 'text/plain', content: { path: '../../etc/passwd' } },
      }),
    );
    const result = await imported(file, { baseDir: '/tmp' });
    expect(rulesOf(result)).toEqual([
      ['records[0].file.content', 'file'],
      ['records[1].file.content', 'file'],
    ]);
    expect(await findOrganization(file.organization.id)).toBeUndefined();
  });
});

describe('catalogue/v2 import: files and merging', () => {
  it('stores files, counts them once in the usage, and keeps a replaced document file as a version', async () => {
    const file = aFileOf();
    const document = aRecord('document', { file: aFile('registre.txt', 'version one') });
    file.records.push(document);
    file.inboxItems.push({
      id: randomUUID(),
      subject: 'Reçu',
      receivedAt: '2026-01-02T10:00:00+01:00',
      file: aFile('mail.txt', 'hello'),
    });
    expect((await imported(file)).ok).toBe(true);
    const organizationId = file.organization.id;
    expect((await findOrganization(organizationId))!.uploadSizeUsed).toBe('version one'.length + 'hello'.length);
    const first = (await findDocumentWithVersions(organizationId, document.id))!;
    expect(first.document).toMatchObject({
      currentVersion: 1,
      file: { name: 'registre.txt', size: 11, mimeType: 'text/plain' },
    });
    expect((await readObject(first.document.file!.storageKey)).body).toBe('version one');

    expect((await imported(file)).ok).toBe(true);
    expect((await findOrganization(organizationId))!.uploadSizeUsed).toBe(16);
    expect((await findDocumentWithVersions(organizationId, document.id))!.versions).toEqual([]);

    document.file = aFile('registre.txt', 'version two!');
    expect((await imported(file)).ok).toBe(true);
    const second = (await findDocumentWithVersions(organizationId, document.id))!;
    expect(second.document).toMatchObject({ currentVersion: 2, file: { size: 12 } });
    expect(second.versions).toEqual([
      expect.objectContaining({ version: 1, storageKey: first.document.file!.storageKey, size: 11 }),
    ]);
    expect((await findOrganization(organizationId))!.uploadSizeUsed).toBe(16 + 12);
  });

  it('replaces only the fields a file states and keeps createdAt, back-office fields and invitations', async () => {
    const file = aFileOf();
    const work = aRecord('building_work', {
      status: 'pending',
      workNature: 'Accessibilité',
      contractorName: 'BTP',
      createdAt: '2025-01-01T00:00:00.000Z',
    });
    file.records.push(work);
    (file.organization as Record<string, unknown>).comment = 'from the file';
    expect((await imported(file)).ok).toBe(true);
    const organizationId = file.organization.id;

    const resent = await call('POST', `/bo/users/v1/${file.pending.id}/invitation/resend`, {
      as: demoIds.backOfficeAdmin,
    });
    expect(resent.status).toBe(200);
    const invited = (await readOrganizationUser(organizationId, file.pending.id))!.invitation!;

    const { workNature: _dropped, createdAt: _created, ...restated } = work;
    file.records = [{ ...restated, status: 'approved' }];
    delete (file.organization as Record<string, unknown>).comment;
    expect((await imported(file)).ok).toBe(true);

    expect(await findRecord(organizationId, work.id, 'building_work')).toMatchObject({
      status: 'approved',
      workNature: 'Accessibilité',
      contractorName: 'BTP',
      createdAt: '2025-01-01T00:00:00.000Z',
    });
    expect((await findOrganization(organizationId))!.comment).toBe('from the file');
    expect((await readOrganizationUser(organizationId, file.pending.id))!.invitation).toEqual(invited);
    // The resend limit still holds after the re-import.
    expect(
      (await call('POST', `/bo/users/v1/${file.pending.id}/invitation/resend`, { as: demoIds.backOfficeAdmin })).status,
    ).toBe(429);
  });

  it('makes each user the member record of the same id, counted by search and naming labels', async () => {
    const file = aFileOf();
    const profession = { id: randomUUID(), name: 'Électricien', color: '#00aa00', type: 'user_profession' };
    file.labels.push(profession);
    (file.users[0] as Record<string, unknown>).labelIds = [profession.id];
    expect((await imported(file)).ok).toBe(true);
    const member = await findRecord(file.organization.id, file.admin.id, 'member');
    expect(member).toMatchObject({ title: 'Ada Admin', status: 'active', role: 'admin', labelIds: [profession.id] });
    const label = await call('GET', `/rs/labels/v1/${profession.id}`, {
      as: file.admin.id,
      query: { extend: ['actions-info'] },
    });
    expect(label.body.actions.canBeDeleted).toBe(false);
  });

  it('leaves a soft-deleted record out of every read and count', async () => {
    const file = aFileOf();
    const kept = aRecord('building_work', { status: 'pending', title: 'Travaux gardés' });
    const deleted = aRecord('building_work', {
      status: 'pending',
      title: 'Travaux supprimés',
      deletedAt: '2026-01-01T00:00:00.000Z',
    });
    file.records.push(kept, deleted);
    expect((await imported(file)).ok).toBe(true);
    const search = await call('POST', '/rs/search/v1/query', {
      as: file.admin.id,
      body: { query: 'combien de travaux ?' },
    });
    expect(search.body.sections[0].aggregate).toEqual({ kind: 'count', count: 1 });
    expect((await call('GET', `/rs/building-works/v1/${deleted.id}`, { as: file.admin.id })).status).toBe(404);
    expect((await call('GET', `/rs/building-works/v1/${kept.id}`, { as: file.admin.id })).status).toBe(200);
  });
});
