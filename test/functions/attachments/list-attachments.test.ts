import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '#infra/local/seed/demo.ts';
import { demoRecord, rsDemo } from '#infra/local/seed/demo-data.ts';
import { createSession } from '#shared/stores/auth/sessions.ts';
import type { Attachment } from '#shared/vocabulary/attachments/attachment.ts';
import type { Origin } from '#shared/vocabulary/attachments/origin.ts';
import { originTypeCodes } from '#shared/vocabulary/attachments/origin-types.ts';
import type { OrganizationUser } from '#shared/vocabulary/users/user.ts';
import { type CallOptions, type CallResult, call } from '#test/support/api.ts';
import { anAttachment, anOrganizationWithUsers, anOrigin, numberAheadOfOthers } from '#test/support/files-fixtures.ts';

const path = (type: number | string, id: number | string) => `/attachments/v3/origin/${type}/${id}`;
const list = (origin: Pick<Origin, 'type' | 'id'>, as: string, options: CallOptions = {}) =>
  call('GET', path(origin.type, origin.id), { api: 'attachments', as, ...options });
const ids = (body: { data: { id: number }[] }) => body.data.map((item) => item.id);

const siteA = randomUUID();
const siteB = randomUUID();
let users: { admin: OrganizationUser; manager: OrganizationUser; viewer: OrganizationUser };
let anomaly: Origin;
let clientIntervention: Origin;
let providerIntervention: Origin;
let logo: Origin;
/** On the anomaly itself, its client intervention (site A) and its provider intervention (site B). */
let own: Attachment[];
let client: Attachment[];
let provider: Attachment[];

const at = (minute: number) => `2026-02-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

beforeAll(async () => {
  const setup = await anOrganizationWithUsers();
  users = setup;
  const organizationId = setup.organization.id;
  anomaly = await anOrigin(organizationId, originTypeCodes.anomaly, { siteIds: [siteA, siteB] });
  clientIntervention = await anOrigin(organizationId, originTypeCodes.clientIntervention, {
    siteIds: [siteA],
    parent: anomaly,
  });
  providerIntervention = await anOrigin(organizationId, originTypeCodes.providerIntervention, {
    siteIds: [siteB],
    parent: anomaly,
  });
  logo = await anOrigin(organizationId, originTypeCodes.organizationLogo, { recordId: organizationId });
  own = [
    await anAttachment(anomaly, users.admin.id, {
      name: 'Photo fuite.jpg',
      mimeType: 'image/jpeg',
      content: 'photo-bytes',
      createdAt: at(1),
    }),
    await anAttachment(anomaly, users.manager.id, {
      name: 'constat.PDF',
      mimeType: 'application/pdf',
      content: 'constat',
      createdAt: at(2),
    }),
    await anAttachment(anomaly, users.admin.id, {
      name: 'plan.dwg',
      mimeType: 'application/acad',
      content: 'plan-plan',
      createdAt: at(3),
    }),
  ];
  client = [
    await anAttachment(clientIntervention, users.manager.id, {
      name: 'bon de commande.pdf',
      content: 'commande!',
      createdAt: at(4),
    }),
    await anAttachment(clientIntervention, users.admin.id, {
      name: 'devis.xlsx',
      mimeType: 'application/vnd.ms-excel',
      content: 'devis',
      createdAt: at(5),
    }),
  ];
  provider = [
    await anAttachment(providerIntervention, users.manager.id, {
      name: 'rapport.pdf',
      content: 'rapport',
      createdAt: at(6),
    }),
    await anAttachment(providerIntervention, users.manager.id, {
      name: 'facture.pdf',
      content: 'facture',
      createdAt: at(7),
    }),
  ];
});

describe('GET /attachments/v3/origin/{originType}/{originId}', () => {
  it('lists the origin and its child records, newest first, without extensions by default', async () => {
    const { status, body } = await list(anomaly, users.admin.id);
    expect(status).toBe(200);
    expect(ids(body)).toEqual([...own, ...client, ...provider].map((a) => a.id).reverse());
    expect(body.pagination).toEqual({ page: 1, pageSize: 50 });
    expect(body).not.toHaveProperty('totalCount');
    const [first] = body.data;
    const newest = provider[1]!;
    expect(first).toEqual({
      id: newest.id,
      name: 'facture.pdf',
      mimeType: 'application/pdf',
      size: 7,
      origin: { type: originTypeCodes.providerIntervention, id: providerIntervention.id },
      presignedUrl: expect.any(String),
      createdAt: at(7),
      updatedAt: at(7),
    });
  });

  it('gives each item a short-lived download address of its own file', async () => {
    const { body } = await list(anomaly, users.viewer.id);
    for (const item of body.data) {
      const url = new URL(item.presignedUrl);
      expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
      expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    }
    const item = body.data.find((candidate: { id: number }) => candidate.id === client[0]!.id);
    const download = await fetch(item.presignedUrl);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('commande!');
  });

  it('lists only the record itself for a record without child records', async () => {
    const { body } = await list(clientIntervention, users.admin.id);
    expect(ids(body)).toEqual([client[1]!.id, client[0]!.id]);
    expect(body.data.every((item: { origin: { id: number } }) => item.origin.id === clientIntervention.id)).toBe(true);
  });

  it('adds the uploader with extend uploaded-by, under the same integer id for every file of that user', async () => {
    const { body } = await list(anomaly, users.admin.id, { query: { extend: ['uploaded-by'] } });
    const byId = new Map(body.data.map((item: { id: number; uploadedBy: unknown }) => [item.id, item.uploadedBy]));
    expect(byId.get(own[0]!.id)).toEqual({ id: own[0]!.uploadedById, firstName: 'admin', lastName: 'Tester' });
    expect(byId.get(own[1]!.id)).toEqual({ id: own[1]!.uploadedById, firstName: 'manager', lastName: 'Tester' });
    expect(own[0]!.uploadedById).toBe(own[2]!.uploadedById);
    expect(own[0]!.uploadedById).not.toBe(own[1]!.uploadedById);
    expect(body.data.every((item: object) => !('actions' in item))).toBe(true);
  });

  it('adds actions with extend actions-info, derived from the role and the uploader', async () => {
    const actionsOf = async (as: string) => {
      const { body } = await list(anomaly, as, { query: { extend: ['actions-info'] } });
      expect(body.data.every((item: object) => !('uploadedBy' in item))).toBe(true);
      return new Map(body.data.map((item: { id: number; actions: unknown }) => [item.id, item.actions]));
    };
    const admin = await actionsOf(users.admin.id);
    expect(
      [...admin.values()].every((actions) => JSON.stringify(actions) === '{"canBeUpdated":true,"canBeDeleted":true}'),
    ).toBe(true);
    const manager = await actionsOf(users.manager.id);
    expect(manager.get(own[1]!.id)).toEqual({ canBeUpdated: true, canBeDeleted: true });
    expect(manager.get(own[0]!.id)).toEqual({ canBeUpdated: true, canBeDeleted: false });
    const viewer = await actionsOf(users.viewer.id);
    expect(viewer.get(own[1]!.id)).toEqual({ canBeUpdated: false, canBeDeleted: false });
  });

  it("leaves the organization's logo to admins", async () => {
    const file = await anAttachment(logo, users.admin.id, { name: 'logo.png', mimeType: 'image/png' });
    const extend = { extend: ['actions-info', 'uploaded-by'] };
    const manager = await list(logo, users.manager.id, { query: extend });
    expect(manager.body.data).toEqual([
      expect.objectContaining({ id: file.id, actions: { canBeUpdated: false, canBeDeleted: false } }),
    ]);
    const admin = await list(logo, users.admin.id, { query: extend });
    expect(admin.body.data[0].actions).toEqual({ canBeUpdated: true, canBeDeleted: true });
  });

  describe('filters', () => {
    const filtered = async (query: Record<string, string | unknown[]>) => {
      const { status, body } = await list(anomaly, users.admin.id, { query });
      expect(status).toBe(200);
      return ids(body).sort((a, b) => a - b);
    };
    const sorted = (attachments: Attachment[]) => attachments.map((a) => a.id).sort((a, b) => a - b);

    it('whereName: contains, whatever the case', async () => {
      expect(await filtered({ whereName: 'PDF' })).toEqual(sorted([own[1]!, client[0]!, provider[0]!, provider[1]!]));
      expect(await filtered({ whereName: 'fuite' })).toEqual(sorted([own[0]!]));
      expect(await filtered({ whereName: 'nothing like it' })).toEqual([]);
    });

    it('whereMimeType: contains, whatever the case', async () => {
      expect(await filtered({ whereMimeType: 'IMAGE/' })).toEqual(sorted([own[0]!]));
      expect(await filtered({ whereMimeType: 'excel' })).toEqual(sorted([client[1]!]));
    });

    it('whereSize: exactly that many bytes', async () => {
      expect(await filtered({ whereSize: '7' })).toEqual(sorted([own[1]!, provider[0]!, provider[1]!]));
      expect(await filtered({ whereSize: '0' })).toEqual([]);
    });

    it('whereUploadedById: the uploader', async () => {
      expect(await filtered({ whereUploadedById: String(own[1]!.uploadedById) })).toEqual(
        sorted([own[1]!, client[0]!, provider[0]!, provider[1]!]),
      );
    });

    it('whereCreatedAt: both bounds inclusive, offsets compared as instants, either bound alone', async () => {
      expect(
        await filtered({ whereCreatedAt: JSON.stringify({ start: at(2), end: '2026-02-01T11:04:00+01:00' }) }),
      ).toEqual(sorted([own[1]!, own[2]!, client[0]!]));
      expect(await filtered({ whereCreatedAt: JSON.stringify({ start: at(6) }) })).toEqual(sorted(provider));
      expect(await filtered({ whereCreatedAt: JSON.stringify({ end: at(1) }) })).toEqual(sorted([own[0]!]));
    });

    it('whereUpdatedAt: the last change', async () => {
      const renamed = await call('PATCH', `/attachments/v3/${own[2]!.id}`, {
        api: 'attachments',
        as: users.admin.id,
        body: { name: 'plan.dwg' },
      });
      expect(renamed.status).toBe(200);
      expect(await filtered({ whereUpdatedAt: JSON.stringify({ start: renamed.body.data.updatedAt }) })).toEqual(
        sorted([own[2]!]),
      );
      expect(await filtered({ whereUpdatedAt: JSON.stringify({ end: at(7) }) })).toEqual(
        sorted([own[0]!, own[1]!, ...client, ...provider]),
      );
    });

    it('whereAttachableType: the kind of record the file hangs on', async () => {
      expect(await filtered({ whereAttachableType: [originTypeCodes.clientIntervention] })).toEqual(sorted(client));
      expect(
        await filtered({ whereAttachableType: [originTypeCodes.anomaly, originTypeCodes.providerIntervention] }),
      ).toEqual(sorted([...own, ...provider]));
      expect(await filtered({ whereAttachableType: [originTypeCodes.organizationLogo] })).toEqual([]);
    });

    it('combines filters', async () => {
      expect(
        await filtered({
          whereName: 'pdf',
          whereAttachableType: [originTypeCodes.providerIntervention],
          whereSize: '7',
        }),
      ).toEqual(sorted(provider));
    });
  });

  describe('order, count and pages', () => {
    it('orders by the given elements, ties broken by id in the last direction', async () => {
      const unit = await anOrigin(users.admin.organizationId, 6);
      const [a, b, c, d] = [
        await anAttachment(unit, users.admin.id, {
          name: 'b.pdf',
          mimeType: 'application/pdf',
          content: 'x'.repeat(5),
          createdAt: at(1),
        }),
        await anAttachment(unit, users.manager.id, {
          name: 'A.pdf',
          mimeType: 'text/plain',
          content: 'x'.repeat(9),
          createdAt: at(2),
        }),
        await anAttachment(unit, users.admin.id, {
          name: 'c10.pdf',
          mimeType: 'image/png',
          content: 'x'.repeat(5),
          createdAt: at(3),
        }),
        await anAttachment(unit, users.manager.id, {
          name: 'c9.pdf',
          mimeType: 'application/pdf',
          content: 'x'.repeat(9),
          createdAt: at(4),
        }),
      ] as const;
      const ordered = async (...orderBy: Array<[string, 'asc' | 'desc']>) =>
        ids(
          (
            await list(unit, users.admin.id, {
              query: { orderBy: orderBy.map(([field, direction]) => ({ field, direction })) },
            })
          ).body,
        );
      expect(await ordered(['name', 'asc'])).toEqual([b, a, d, c].map((x) => x.id));
      expect(await ordered(['size', 'desc'])).toEqual([d, b, c, a].map((x) => x.id));
      expect(await ordered(['size', 'asc'], ['createdAt', 'desc'])).toEqual([c, a, d, b].map((x) => x.id));
      expect(await ordered(['mimeType', 'asc'])).toEqual([a, d, c, b].map((x) => x.id));
      expect(await ordered(['id', 'desc'])).toEqual([d, c, b, a].map((x) => x.id));
      expect(await ordered(['updatedAt', 'asc'])).toEqual([a, b, c, d].map((x) => x.id));
      expect(await ordered(['attachableType', 'desc'])).toEqual([d, c, b, a].map((x) => x.id));
      const adminFirst = a.uploadedById < b.uploadedById;
      expect(await ordered(['uploadedById', 'asc'])).toEqual(
        (adminFirst ? [a, c, b, d] : [b, d, a, c]).map((x) => x.id),
      );
    });

    it("keeps each record's files together, records in the order of their first file", async () => {
      const { body } = await list(anomaly, users.admin.id, {
        query: { orderBy: [{ field: 'name', direction: 'asc' }] },
      });
      expect(body.data.map((item: { name: string }) => item.name)).toEqual([
        'bon de commande.pdf',
        'devis.xlsx',
        'constat.PDF',
        'Photo fuite.jpg',
        'plan.dwg',
        'facture.pdf',
        'rapport.pdf',
      ]);
    });

    it('counts the filtered attachments with includeCount', async () => {
      const { body } = await list(anomaly, users.admin.id, {
        query: { includeCount: 'true', whereName: 'pdf', pageSize: '1' },
      });
      expect(body.totalCount).toBe(4);
      expect(body.data).toHaveLength(1);
      const without = await list(anomaly, users.admin.id, { query: { includeCount: 'false' } });
      expect(without.body).not.toHaveProperty('totalCount');
    });

    it('cuts pages of pageSize; a page past the end is empty', async () => {
      const all = ids((await list(anomaly, users.admin.id)).body);
      const second = await list(anomaly, users.admin.id, { query: { page: '2', pageSize: '3' } });
      expect(ids(second.body)).toEqual(all.slice(3, 6));
      expect(second.body.pagination).toEqual({ page: 2, pageSize: 3 });
      const last = await list(anomaly, users.admin.id, { query: { page: '3', pageSize: '3' } });
      expect(ids(last.body)).toEqual(all.slice(6));
      const beyond = await list(anomaly, users.admin.id, { query: { page: '4', pageSize: '3', includeCount: 'true' } });
      expect(beyond.body).toEqual({ data: [], totalCount: 7, pagination: { page: 4, pageSize: 3 } });
    });

    it('findId returns the page that holds that attachment, whatever page was asked', async () => {
      const all = ids((await list(anomaly, users.admin.id)).body);
      const target = all[4]!;
      const { status, body } = await list(anomaly, users.admin.id, {
        query: { findId: String(target), pageSize: '2', page: '1' },
      });
      expect(status).toBe(200);
      expect(body.pagination).toEqual({ page: 3, pageSize: 2 });
      expect(ids(body)).toEqual(all.slice(4, 6));
    });

    it('findId of an attachment the listing does not hold is a 404', async () => {
      const elsewhere = await list(anomaly, users.admin.id, {
        query: { findId: String(client[0]!.id), whereAttachableType: [1] },
      });
      expect(elsewhere.status).toBe(404);
      expect(elsewhere.body.error).toBe('not_found');
    });

    it('subPageSize groups by record: each record shows a sub-page before any shows a second one', async () => {
      const orderBy = [{ field: 'createdAt', direction: 'asc' }];
      const { body } = await list(anomaly, users.admin.id, { query: { orderBy, subPageSize: '1' } });
      expect(ids(body)).toEqual(
        [own[0]!, client[0]!, provider[0]!, own[1]!, client[1]!, provider[1]!, own[2]!].map((a) => a.id),
      );
      const two = await list(anomaly, users.admin.id, { query: { orderBy, subPageSize: '2' } });
      expect(ids(two.body)).toEqual(
        [own[0]!, own[1]!, client[0]!, client[1]!, provider[0]!, provider[1]!, own[2]!].map((a) => a.id),
      );
      const found = await list(anomaly, users.admin.id, {
        query: { orderBy, subPageSize: '1', pageSize: '3', findId: String(client[1]!.id) },
      });
      expect(found.body.pagination.page).toBe(2);
      expect(ids(found.body)).toEqual([own[1]!, client[1]!, provider[1]!].map((a) => a.id));
    });
  });

  describe('x-sites', () => {
    it("hides the child records' files of other sites", async () => {
      const { status, body } = await list(anomaly, users.admin.id, { headers: { 'x-sites': siteA } });
      expect(status).toBe(200);
      expect(ids(body).sort((a, b) => a - b)).toEqual([...own, ...client].map((a) => a.id).sort((a, b) => a - b));
    });

    it('accepts several sites, spaces and upper case', async () => {
      const { body } = await list(anomaly, users.admin.id, {
        headers: { 'x-sites': ` ${randomUUID()} , ${siteB.toUpperCase()}` },
      });
      expect(ids(body).sort((a, b) => a - b)).toEqual([...own, ...provider].map((a) => a.id).sort((a, b) => a - b));
    });

    it('answers 404 for an origin outside the given sites', async () => {
      const { status } = await list(clientIntervention, users.admin.id, { headers: { 'x-sites': siteB } });
      expect(status).toBe(404);
    });

    it('never hides records of the whole organization', async () => {
      const { status, body } = await list(logo, users.admin.id, { headers: { 'x-sites': randomUUID() } });
      expect(status).toBe(200);
      expect(body.data).toHaveLength(1);
    });

    it('answers 400 to a malformed list', async () => {
      for (const sites of [
        '',
        ',',
        'not-a-uuid',
        `${siteA},`,
        Array.from({ length: 101 }, () => randomUUID()).join(','),
      ]) {
        const { status, body } = await list(anomaly, users.admin.id, { headers: { 'x-sites': sites } });
        expect(status, sites).toBe(400);
        expect(body.details[0]).toMatchObject({ location: 'headers', path: expect.stringMatching(/^x-sites/) });
      }
    });
  });

  describe('refusals', () => {
    it('answers 401 without a token', async () => {
      const { status, body } = await call('GET', path(anomaly.type, anomaly.id), { api: 'attachments' });
      expect(status).toBe(401);
      expect(body.error).toBe('unauthorized');
    });

    it('answers 401 without a session, with a session of another user, and with an expired session', async () => {
      const expired = await createSession(users.admin.id, -60);
      const foreign = await createSession(users.manager.id);
      for (const options of [
        { session: false },
        { headers: { 'x-session-token': foreign.token } },
        { headers: { 'x-session-token': expired.token } },
      ]) {
        const { status, body } = await list(anomaly, users.admin.id, options);
        expect(status).toBe(401);
        expect(body.error).toBe('unauthorized');
      }
    });

    it('answers 403 to back-office callers', async () => {
      const { status, body } = await list(anomaly, demoIds.backOfficeAdmin);
      expect(status).toBe(403);
      expect(body.error).toBe('forbidden');
    });

    it('answers 400 to every bound and unknown name, listing each problem', async () => {
      const cases: Array<[string, Record<string, string | unknown[]>]> = [
        ['unknown', { other: '1' }],
        ['page', { page: '0' }],
        ['pageSize', { pageSize: '0' }],
        ['pageSize', { pageSize: '201' }],
        ['pageSize', { pageSize: '1.5' }],
        ['subPageSize', { subPageSize: '0' }],
        ['findId', { findId: '-1' }],
        ['includeCount', { includeCount: 'yes' }],
        ['extend', { extend: ['uploader'] }],
        ['extend', { extend: 'uploaded-by' }],
        ['whereSize', { whereSize: '-1' }],
        ['whereSize', { whereSize: '9007199254740992' }],
        ['whereUploadedById', { whereUploadedById: 'me' }],
        ['whereCreatedAt', { whereCreatedAt: JSON.stringify({ start: at(5), end: at(1) }) }],
        ['whereCreatedAt', { whereCreatedAt: JSON.stringify({}) }],
        ['whereCreatedAt', { whereCreatedAt: JSON.stringify({ start: at(1), until: at(2) }) }],
        ['whereUpdatedAt', { whereUpdatedAt: JSON.stringify({ start: '2026-02-30T10:00:00Z' }) }],
        ['whereAttachableType', { whereAttachableType: [22] }],
        ['orderBy', { orderBy: [{ field: 'colour', direction: 'asc' }] }],
        ['orderBy', { orderBy: [{ field: 'name' }] }],
        ['orderBy', { orderBy: [{ field: 'name', direction: 'asc', nulls: 'first' }] }],
        [
          'orderBy',
          {
            orderBy: [
              { field: 'name', direction: 'asc' },
              { field: 'name', direction: 'desc' },
            ],
          },
        ],
        ['orderBy', { orderBy: [] }],
        ['orderBy', { orderBy: '{"field":"name","direction":"asc"}' }],
      ];
      for (const [name, query] of cases) {
        const { status, body } = await list(anomaly, users.admin.id, { query });
        expect(status, JSON.stringify(query)).toBe(400);
        expect(body.error).toBe('validation_error');
        expect(body.details[0], JSON.stringify(query)).toMatchObject({ location: 'query' });
        if (name !== 'unknown') expect(body.details[0].path).toMatch(new RegExp(`^${name}`));
      }
    });

    it('takes what the specification leaves open: any text filter, an empty type list (no filter), any sub-page size', async () => {
      const ids = (response: CallResult) => response.body.data.map(({ id }: { id: number }) => id);
      const everything = ids(await list(anomaly, users.admin.id));
      expect(everything.length).toBeGreaterThan(1);
      for (const query of [
        { whereName: '' },
        { whereMimeType: '' },
        { whereAttachableType: [] },
        { subPageSize: '100000' },
      ]) {
        const response = await list(anomaly, users.admin.id, { query });
        expect(response.status, JSON.stringify(query)).toBe(200);
        expect(ids(response), JSON.stringify(query)).toEqual(everything);
      }
      const long = await list(anomaly, users.admin.id, { query: { whereName: 'x'.repeat(1000) } });
      expect(long.status).toBe(200);
      expect(long.body.data).toEqual([]);
    });

    it('answers 404 to origin id 0 and to findId 0, which no record has', async () => {
      expect((await call('GET', path(1, 0), { api: 'attachments', as: users.admin.id })).status).toBe(404);
      expect((await list(anomaly, users.admin.id, { query: { findId: '0' } })).status).toBe(404);
    });

    it('answers 400 to a path outside the integer bounds', async () => {
      for (const [type, id] of [
        [0, 1],
        [22, 1],
        ['x', 1],
        [1, -1],
        [1, 'abc'],
        [1, '9007199254740992'],
      ] as const) {
        const { status, body } = await call('GET', path(type, id), { api: 'attachments', as: users.admin.id });
        expect(status, `${type}/${id}`).toBe(400);
        expect(body.details[0]).toMatchObject({ location: 'path' });
      }
    });

    it('answers 404 to an unknown origin, and to a known id under another type', async () => {
      expect((await list({ type: 1, id: 9_000_000_000 }, users.admin.id)).status).toBe(404);
      expect((await list({ type: originTypeCodes.clientIntervention, id: anomaly.id }, users.admin.id)).status).toBe(
        404,
      );
    });

    it("answers 404 to another organization's origin and shows none of its files", async () => {
      const other = await anOrganizationWithUsers();
      await numberAheadOfOthers(other.organization.id);
      const theirs = await anOrigin(other.organization.id, originTypeCodes.anomaly);
      await anAttachment(theirs, other.admin.id);
      const { status, body } = await list(theirs, users.admin.id);
      expect(status).toBe(404);
      expect(body.error).toBe('not_found');
      expect((await list(anomaly, other.admin.id)).status).toBe(404);
      expect((await list(theirs, other.admin.id)).body.data).toHaveLength(1);
    });
  });

  it('allocates distinct attachment ids to concurrent uploads', async () => {
    const origin = await anOrigin(users.admin.organizationId, originTypeCodes.anomaly);
    const created = await Promise.all(
      Array.from({ length: 25 }, (_, index) => anAttachment(origin, users.admin.id, { name: `f${index}` })),
    );
    expect(new Set(created.map((a) => a.id)).size).toBe(25);
    const { body } = await list(origin, users.admin.id, { query: { includeCount: 'true' } });
    expect(body.totalCount).toBe(25);
  });

  it("serves the demo organization's files, reached from the anomaly's card id", async () => {
    const anomaly = demoRecord(rsDemo, 'anomaly', 'ANO-1');
    const resolved = await call('GET', `/rs/origins/v1/${anomaly.id}`, { as: demoIds.rsViewer });
    expect(resolved.body).toEqual({ type: originTypeCodes.anomaly, id: expect.any(Number) });
    const { status, body } = await list(resolved.body, demoIds.rsViewer, {
      query: { includeCount: 'true', extend: ['uploaded-by'] },
    });
    expect(status).toBe(200);
    expect(body.totalCount).toBe(5);
    expect(body.data.map((item: { uploadedBy: { lastName: string } }) => item.uploadedBy.lastName)).toContain(
      'Bernard',
    );
    expect(await (await fetch(body.data[0].presignedUrl)).text()).toMatch(/^Demo file /);
  });
});
