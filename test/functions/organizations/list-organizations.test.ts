import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoIds } from '#infra/local/seed/demo.ts';
import type { Organization } from '#shared/vocabulary/organizations/organization.ts';
import { call } from '#test/support/api.ts';
import { anOrganizationUser } from '#test/support/fixtures.ts';
import { anOrganization } from '#test/support/organization-fixtures.ts';

const path = '/bo/organizations/v1/';
const list = (query: Record<string, string | unknown[]> = {}) =>
  call('GET', path, { as: demoIds.backOfficeAdmin, query });

/** Organizations created by a fresh creator id, so that the test's queries see only them. */
const aGroup = async (...overrides: Partial<Organization>[]) => {
  const creator = randomUUID();
  const organizations = await Promise.all(overrides.map((o) => anOrganization({ createdByBoUserId: creator, ...o })));
  return { creator, organizations, ids: (o: { id: string }[]) => o.map(({ id }) => id) };
};

const idsOf = (body: { data: { id: string }[] }) => body.data.map(({ id }) => id);

/** The stored organization as the list shows it: the specification's fields, those without a value left out. */
const baseView = (o: Organization) => {
  const { aiProvider: _p, aiModel: _m, aiSearchEnabled: _e, deletedAt: _d, ...view } = o;
  return Object.fromEntries(Object.entries(view).filter(([, value]) => value !== null));
};

describe('GET /bo/organizations/v1/', () => {
  it('returns a page of organizations with their base fields, the total and the pagination', async () => {
    const { creator, organizations } = await aGroup(
      { createdAt: '2026-02-01T00:00:00.000Z' },
      { createdAt: '2026-02-03T00:00:00.000Z' },
      { createdAt: '2026-02-02T00:00:00.000Z' },
    );
    const [first, second, third] = organizations as [Organization, Organization, Organization];
    const page1 = await list({ whereCreatedByBoUserId: creator, pageSize: '2' });
    expect(page1.status).toBe(200);
    expect(page1.body.totalCount).toBe(3);
    expect(page1.body.pagination).toEqual({ page: 1, pageSize: 2, totalPages: 2 });
    expect(page1.body.data).toEqual([baseView(second), baseView(third)]);
    const page2 = await list({ whereCreatedByBoUserId: creator, pageSize: '2', page: '2' });
    expect(idsOf(page2.body)).toEqual([first.id]);
    const beyond = await list({ whereCreatedByBoUserId: creator, pageSize: '2', page: '3' });
    expect(beyond.body).toEqual({ data: [], totalCount: 3, pagination: { page: 3, pageSize: 2, totalPages: 2 } });
  });

  it('defaults to page 1 of 50 and lists the seeded organizations', async () => {
    const { body } = await list({ whereCreatedByBoUserId: demoIds.backOfficeAdmin, whereName: 'démo' });
    expect(body.pagination).toEqual({ page: 1, pageSize: 50, totalPages: 1 });
    expect(idsOf(body).sort()).toEqual([demoIds.rsOrganization, demoIds.adOrganization].sort());
  });

  it('adds the member count with extend member-count', async () => {
    const { creator, organizations } = await aGroup({}, {});
    const [crowded, empty] = organizations as [Organization, Organization];
    await Promise.all([1, 2, 3].map(() => anOrganizationUser({ organizationId: crowded.id, organizationType: 'ad' })));
    const { body } = await list({ whereCreatedByBoUserId: creator, extend: ['member-count'] });
    const counts = Object.fromEntries(body.data.map((o: { id: string; memberCount: number }) => [o.id, o.memberCount]));
    expect(counts).toEqual({ [crowded.id]: 3, [empty.id]: 0 });
    expect(body.data[0]).not.toHaveProperty('actions');
  });

  it('adds actions and updatable fields from the state rule with extend actions-info and updatable-fields', async () => {
    const { creator } = await aGroup(
      { name: 'a-open', onboardingStatus: 'training' },
      { name: 'b-closed', onboardingStatus: 'closed' },
      { name: 'c-inactive', accessStatus: 'inactive' },
      { name: 'd-archived', accessStatus: 'inactive', archivedAt: '2026-03-01T00:00:00.000Z' },
    );
    const { body } = await list({
      whereCreatedByBoUserId: creator,
      extend: ['actions-info', 'updatable-fields'],
      orderBy: [{ field: 'name', direction: 'asc' }],
    });
    const all = (value: boolean) => ({
      name: value,
      comment: value,
      language: value,
      timezone: value,
      uploadSizeLimit: value,
      contractType: value,
      engagementDuration: value,
      engagementStartAt: value,
      onboardingStatus: value,
      address: value,
    });
    const [open, closed, inactive, archived] = body.data;
    expect(open.updatableFields).toEqual(all(true));
    expect(open.actions).toEqual({
      canBeUpdated: true,
      canBeArchived: false,
      canBeUnarchived: false,
      canBeDeleted: false,
      canSetAccessStatus: true,
    });
    expect(closed.updatableFields).toEqual({
      ...all(true),
      contractType: false,
      engagementStartAt: false,
      onboardingStatus: false,
    });
    expect(inactive.updatableFields).toEqual({ ...all(true), onboardingStatus: false });
    expect(inactive.actions).toEqual({
      canBeUpdated: true,
      canBeArchived: true,
      canBeUnarchived: false,
      canBeDeleted: false,
      canSetAccessStatus: true,
    });
    expect(archived.updatableFields).toEqual(all(false));
    expect(archived.actions).toEqual({
      canBeUpdated: false,
      canBeArchived: false,
      canBeUnarchived: true,
      canBeDeleted: true,
      canSetAccessStatus: false,
    });
    expect(open).not.toHaveProperty('memberCount');
  });

  it('adds the creating back-office user with extend created-by, left out when unknown', async () => {
    const known = await anOrganization({
      createdByBoUserId: demoIds.backOfficeAdmin,
      name: `created-by ${randomUUID()}`,
    });
    const { body } = await list({ whereName: known.name, extend: ['created-by'] });
    expect(body.data.map((o: { createdByBoUser: unknown }) => o.createdByBoUser)).toEqual([
      { id: demoIds.backOfficeAdmin, name: 'Bastien Office', email: 'bastien.office@example.com' },
    ]);
    const { creator } = await aGroup({});
    const unknown = await list({ whereCreatedByBoUserId: creator, extend: ['created-by'] });
    expect(unknown.body.data[0]).not.toHaveProperty('createdByBoUser');
  });

  it('adds the AI settings with extend ai-config, a provider and model only where one is set', async () => {
    const { creator } = await aGroup({ aiProvider: 'bedrock', aiModel: 'claude', aiSearchEnabled: true });
    const { body } = await list({ whereCreatedByBoUserId: creator, extend: ['ai-config'] });
    expect(body.data[0]).toMatchObject({ aiProvider: 'bedrock', aiModel: 'claude', aiSearchEnabled: true });
    const plain = await list({ whereCreatedByBoUserId: creator });
    expect(plain.body.data[0]).not.toHaveProperty('aiProvider');
    const unset = await aGroup({});
    const { body: builtIn } = await list({ whereCreatedByBoUserId: unset.creator, extend: ['ai-config'] });
    expect(builtIn.data[0]).not.toHaveProperty('aiProvider');
    expect(builtIn.data[0]).not.toHaveProperty('aiModel');
    expect(builtIn.data[0].aiSearchEnabled).toBe(false);
  });

  it('answers count only with the total, no data and no extension', async () => {
    const { creator } = await aGroup({}, {}, {});
    const { status, body } = await list({
      whereCreatedByBoUserId: creator,
      countOnly: 'true',
      pageSize: '2',
      extend: ['member-count'],
    });
    expect(status).toBe(200);
    expect(body).toEqual({ data: [], totalCount: 3, pagination: { page: 1, pageSize: 2, totalPages: 2 } });
    expect((await list({ whereCreatedByBoUserId: creator, countOnly: 'false' })).body.data).toHaveLength(3);
  });

  it('searches name, comment and address regardless of case and accents, never across fields', async () => {
    const marker = randomUUID().slice(0, 8);
    const { creator, organizations } = await aGroup(
      { name: `Résidence Hôtel ${marker}` },
      { comment: `Contrat signé à GENÈVE ${marker}` },
      { addressCity: `Zürich-${marker}`, addressStreet: 'Bahnhofstraße 1' },
      { name: `Nothing ${marker}` },
    );
    const [byName, byComment, byAddress] = organizations as [Organization, Organization, Organization];
    const search = async (text: string) =>
      idsOf((await list({ whereCreatedByBoUserId: creator, search: text })).body).sort();
    expect(await search('residence hotel')).toEqual([byName.id]);
    expect(await search('  GENEVE  ')).toEqual([byComment.id]);
    expect(await search('zurich')).toEqual([byAddress.id]);
    expect(await search('bahnhofstrasse')).toEqual([byAddress.id]);
    expect(await search(marker)).toHaveLength(4);
    // Street and postal code are stored side by side: a term spanning both must not match.
    expect(await search('strasse 1 69002')).toEqual([]);
  });

  it('filters name, comment and timezone by partial match', async () => {
    const { creator, organizations } = await aGroup(
      { name: 'Société Générale Immobilière', comment: 'Priorité', timezone: 'Europe/Berlin' },
      { name: 'Other', comment: 'prioritaire', timezone: 'America/New_York' },
    );
    const [first, second] = organizations as [Organization, Organization];
    const ids = async (query: Record<string, string>) =>
      idsOf((await list({ whereCreatedByBoUserId: creator, ...query })).body).sort();
    expect(await ids({ whereName: 'GENERALE imm' })).toEqual([first.id]);
    expect(await ids({ whereComment: 'priorit' })).toEqual([first.id, second.id].sort());
    expect(await ids({ whereComment: 'prioritaire' })).toEqual([second.id]);
    expect(await ids({ whereTimezone: 'new_york' })).toEqual([second.id]);
    expect(await ids({ whereName: 'Other', whereComment: 'priorité' })).toEqual([]);
  });

  it('filters by lists of types, languages, contract types, statuses, upload limits and durations', async () => {
    const { creator, organizations } = await aGroup(
      {
        type: 'rs',
        language: 'en-US',
        contractType: 'kare_pilot',
        onboardingStatus: 'blocked',
        accessStatus: 'inactive',
        uploadSizeLimit: 0,
        engagementDuration: 600,
      },
      {
        type: 'ad',
        language: 'de-DE',
        contractType: 'kare_with_rus',
        onboardingStatus: 'ready_to_send',
        accessStatus: 'active',
        uploadSizeLimit: 1048576,
        engagementDuration: 1,
      },
      {
        type: 'ad',
        language: 'fr-FR',
        contractType: 'kare_with_monitoring',
        onboardingStatus: 'pending',
        accessStatus: 'active',
        uploadSizeLimit: 500,
        engagementDuration: 24,
      },
    );
    const [a, b, c] = organizations.map(({ id }) => id) as [string, string, string];
    const ids = async (query: Record<string, unknown[]>) =>
      idsOf((await list({ whereCreatedByBoUserId: creator, ...query })).body).sort();
    expect(await ids({ whereType: ['rs'] })).toEqual([a]);
    expect(await ids({ whereType: ['rs', 'ad'] })).toEqual([a, b, c].sort());
    expect(await ids({ whereLanguage: ['de-DE', 'en-US'] })).toEqual([a, b].sort());
    expect(await ids({ whereContractType: ['kare_with_rus'] })).toEqual([b]);
    expect(await ids({ whereContractType: ['kare'] })).toEqual([]);
    expect(await ids({ whereOnboardingStatus: ['pending', 'blocked'] })).toEqual([a, c].sort());
    expect(await ids({ whereAccessStatus: ['inactive'] })).toEqual([a]);
    expect(await ids({ whereUploadSizeLimit: [0, 1048576] })).toEqual([a, b].sort());
    expect(await ids({ whereEngagementDuration: [24, 24] })).toEqual([c]);
    expect(
      await ids({
        whereType: ['ad'],
        whereLanguage: ['fr-FR', 'de-DE'],
        whereAccessStatus: ['active'],
        whereEngagementDuration: [1],
      }),
    ).toEqual([b]);
  });

  it('filters each of the seven date ranges, bounds included, either end open', async () => {
    const fields = [
      ['engagementStartAt', 'whereEngagementStartAt'],
      ['engagementEndAt', 'whereEngagementEndAt'],
      ['renewAt', 'whereRenewAt'],
      ['onboardingUpdatedAt', 'whereOnboardingUpdatedAt'],
      ['accessStatusUpdatedAt', 'whereAccessStatusUpdatedAt'],
      ['createdAt', 'whereCreatedAt'],
      ['updatedAt', 'whereUpdatedAt'],
    ] as const;
    for (const [field, parameter] of fields) {
      const { creator, organizations } = await aGroup(
        { [field]: '2025-01-10T00:00:00.000Z' },
        { [field]: '2025-01-20T00:00:00.000Z' },
        { [field]: '2025-01-30T00:00:00.000Z' },
      );
      const [early, middle, late] = organizations.map(({ id }) => id) as [string, string, string];
      const ids = async (range: object) =>
        idsOf(
          (await list({ whereCreatedByBoUserId: creator, [parameter]: range as unknown as unknown[] })).body,
        ).sort();
      expect(await ids({ start: '2025-01-10T00:00:00Z', end: '2025-01-20T00:00:00Z' }), field).toEqual(
        [early, middle].sort(),
      );
      expect(await ids({ start: '2025-01-20T01:00:00+01:00' }), field).toEqual([middle, late].sort());
      expect(await ids({ end: '2025-01-19T23:59:59.999Z' }), field).toEqual([early]);
    }
  });

  it('leaves out organizations without the date a range asks for', async () => {
    const { creator, organizations } = await aGroup(
      { engagementStartAt: null, engagementEndAt: null, renewAt: null },
      { engagementStartAt: '2026-05-01T00:00:00.000Z' },
    );
    const { body } = await list({
      whereCreatedByBoUserId: creator,
      whereEngagementStartAt: { start: '2000-01-01T00:00:00Z' } as never,
    });
    expect(idsOf(body)).toEqual([organizations[1]!.id]);
  });

  it('hides soft-deleted organizations unless asked, and filters on archiving', async () => {
    const { creator, organizations } = await aGroup(
      { name: 'live' },
      { name: 'archived', archivedAt: '2026-03-01T00:00:00.000Z' },
      { name: 'deleted', archivedAt: '2026-03-01T00:00:00.000Z', deletedAt: '2026-03-02T00:00:00.000Z' },
    );
    const [live, archived, deleted] = organizations as [Organization, Organization, Organization];
    const ids = async (query: Record<string, string>) =>
      idsOf((await list({ whereCreatedByBoUserId: creator, ...query })).body).sort();
    expect(await ids({})).toEqual([live.id, archived.id].sort());
    expect(await ids({ includeSoftDeleted: 'true' })).toEqual([live.id, archived.id, deleted.id].sort());
    expect(await ids({ whereArchived: 'true' })).toEqual([archived.id]);
    expect(await ids({ whereArchived: 'true', includeSoftDeleted: 'true' })).toEqual([archived.id, deleted.id].sort());
    expect(await ids({ whereArchived: 'false' })).toEqual([live.id]);
    const withDeleted = await list({
      whereCreatedByBoUserId: creator,
      includeSoftDeleted: 'true',
      whereName: 'deleted',
    });
    // The specification's Organization has no deletedAt: the row is there, unmarked.
    expect(idsOf(withDeleted.body)).toEqual([deleted.id]);
    expect(withDeleted.body.data[0]).not.toHaveProperty('deletedAt');
  });

  it('orders by the given fields, ties by id, missing values last', async () => {
    const { creator, organizations } = await aGroup(
      { name: 'Émile', uploadSizeLimit: 10, engagementStartAt: null },
      { name: 'bernard', uploadSizeLimit: 20, engagementStartAt: '2026-01-01T00:00:00.000Z' },
      { name: 'Zoé', uploadSizeLimit: 10, engagementStartAt: '2027-01-01T00:00:00.000Z' },
      { name: 'alain', uploadSizeLimit: 20, engagementStartAt: '2025-01-01T00:00:00.000Z' },
    );
    const [emile, bernard, zoe, alain] = organizations.map(({ id }) => id) as [string, string, string, string];
    const ordered = async (orderBy: object[]) => idsOf((await list({ whereCreatedByBoUserId: creator, orderBy })).body);
    expect(await ordered([{ field: 'name', direction: 'asc' }])).toEqual([alain, bernard, emile, zoe]);
    expect(await ordered([{ field: 'name', direction: 'desc' }])).toEqual([zoe, emile, bernard, alain]);
    expect(
      await ordered([
        { field: 'uploadSizeLimit', direction: 'desc' },
        { field: 'name', direction: 'asc' },
      ]),
    ).toEqual([alain, bernard, emile, zoe]);
    expect(await ordered([{ field: 'engagementStartAt', direction: 'asc' }])).toEqual([alain, bernard, zoe, emile]);
    expect(await ordered([{ field: 'engagementStartAt', direction: 'desc' }])).toEqual([zoe, bernard, alain, emile]);
    const sameTime = await ordered([{ field: 'createdAt', direction: 'desc' }]);
    expect(sameTime).toEqual([...sameTime].sort());
  });

  it('answers 400 to every bound and shape the query breaks', async () => {
    const cases: Record<string, string>[] = [
      { pageSize: '0' },
      { pageSize: '1001' },
      { pageSize: '1.5' },
      { page: '0' },
      { page: '9007199254740992' },
      { page: 'one' },
      { countOnly: 'yes' },
      { includeSoftDeleted: '1' },
      { whereArchived: 'maybe' },
      { search: 'x'.repeat(201) },
      { whereName: 'x'.repeat(201) },
      { whereComment: 'x'.repeat(201) },
      { whereTimezone: 'x'.repeat(201) },
      { whereType: '["xx"]' },
      { whereType: '[]' },
      { whereType: '"rs"' },
      { whereLanguage: '["fr"]' },
      { whereContractType: '["brand"]' },
      { whereOnboardingStatus: '["done"]' },
      { whereAccessStatus: '["on"]' },
      { whereUploadSizeLimit: '[1.5]' },
      { whereUploadSizeLimit: JSON.stringify(Array.from({ length: 101 }, (_, i) => i)) },
      { whereCreatedByBoUserId: 'someone' },
      { whereCreatedAt: '{}' },
      { whereCreatedAt: '{"start":"2026-01-01"}' },
      { whereUpdatedAt: '{"start":"2026-02-01T00:00:00Z","end":"2026-01-01T00:00:00Z"}' },
      { whereRenewAt: '{"start":"2026-01-01T00:00:00Z","other":1}' },
      { whereRenewAt: 'not json' },
      { orderBy: '[{"field":"inboundAlias","direction":"asc"}]' },
      { orderBy: '[{"field":"name","direction":"up"}]' },
      { orderBy: '[{"field":"name","direction":"asc"},{"field":"name","direction":"desc"}]' },
      { orderBy: '[]' },
      { extend: '["members"]' },
      { unknown: '1' },
    ];
    for (const query of cases) {
      const { status, body } = await list(query);
      expect(status, JSON.stringify(query)).toBe(400);
      expect(body.error).toBe('validation_error');
      expect(body.details[0].location).toBe('query');
    }
  });

  it('accepts each bound itself', async () => {
    const { creator } = await aGroup({});
    const accepted: Record<string, string>[] = [
      { pageSize: '1000' },
      { pageSize: '1' },
      { page: '9007199254740991' },
      { search: 'x'.repeat(200) },
      { whereName: 'x'.repeat(200) },
      { whereUploadSizeLimit: '[0,1048576]' },
      { whereEngagementDuration: '[1,600]' },
      // An "array of integers" and nothing more: values no organization has, and an empty list (no filter).
      { whereUploadSizeLimit: '[-1,2000000]' },
      { whereEngagementDuration: '[0,601]' },
      { whereUploadSizeLimit: '[]' },
      { whereUploadSizeLimit: JSON.stringify(Array.from({ length: 100 }, (_, i) => i)) },
    ];
    for (const query of accepted) {
      expect((await list({ whereCreatedByBoUserId: creator, ...query })).status, JSON.stringify(query)).toBe(200);
    }
  });

  it('answers 401 without a valid token', async () => {
    for (const authorization of ['', 'Bearer nope']) {
      const { status, body } = await call('GET', path, { authorization });
      expect(status).toBe(401);
      expect(body.error).toBe('unauthorized');
    }
  });

  it('answers 403 to organization users', async () => {
    for (const caller of [demoIds.rsAdmin, demoIds.adAdmin]) {
      const { status, body } = await call('GET', path, { as: caller });
      expect(status).toBe(403);
      expect(body.error).toBe('forbidden');
    }
  });
});
