import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { httpOperations } from '#functions/operations.ts';
import { uploadParts } from '#infra/cli/import/import-job-client.ts';
import { analysisDemoIds, buildingWorkDemoIds, demoIds, planPointDemoIds } from '#infra/local/seed/demo-data.ts';
import { projectRoot } from '#infra/project-root.ts';
import { clientDirectory, generateTypeScriptClient } from '#infra/typescript-client.ts';
import { tokensFor, urls } from '#test/support/api.ts';
import { aBuildingWork } from '#test/support/building-work-fixtures.ts';
import { aCatalogueAttachment, anImportedOrganization, aRecord, importInto } from '#test/support/catalogue-fixtures.ts';
import { aReplaceableDocument } from '#test/support/document-fixtures.ts';
import { aPreventiveRule } from '#test/support/library-fixtures.ts';
import { mailsTo, tokenOf } from '#test/support/mail.ts';
import { createResponseValidator } from '#test/support/openapi-validator.ts';
import { anOrganization } from '#test/support/organization-fixtures.ts';
import { aPinnedAnomaly } from '#test/support/plan-point-fixtures.ts';
import {
  type Error as ApiError,
  type BuildingWork,
  type Card,
  createClient,
  type Label,
  type NewImportJob,
  type Organization,
  type OrganizationPage,
  type operations,
  type SearchRequest,
  type SearchResponse,
} from '../../clients/typescript/index.ts';

/**
 * The generated client (clients/typescript), as a customer's code would use it: one scenario per
 * operation of the document through it against the local stack. tsc checks that the scenarios are
 * typed as the document says; every response is checked against the document's schema for its
 * status (no field it does not describe, no null it does not allow), and the last test checks that
 * every operation was called.
 */
const document = JSON.parse(readFileSync(join(projectRoot, 'docs', 'openapi.json'), 'utf8'));
const validate = createResponseValidator(document);
const called = new Set<string>();

/** A client of one API acting as `userId` (or as nobody), checking every response it receives. */
const clientOf = async (api: 'main' | 'attachments', userId?: string) => {
  const client = createClient({
    baseUrl: urls[api],
    headers: userId ? { authorization: `Bearer ${(await tokensFor(userId)).bearer}` } : {},
  });
  client.use({
    async onResponse({ request, response, schemaPath }) {
      called.add(`${request.method} ${schemaPath}`);
      const contentType = (response.headers.get('content-type') ?? 'application/json').split(';')[0]!;
      const body = contentType === 'application/json' ? await response.clone().json() : await response.clone().text();
      const problem = validate(request.method, new URL(request.url).pathname, response.status, body, contentType);
      if (problem) throw new Error(`${problem}\n${JSON.stringify(body).slice(0, 2000)}`);
      return undefined;
    },
  });
  return client;
};

/** What an operation answers with on success, as the client types it. */
type Success<Id extends keyof operations, Status extends number = 200> =
  operations[Id]['responses'] extends Record<Status, { content: { 'application/json': infer Body } }> ? Body : never;

describe('the TypeScript client', () => {
  it('is what npm run client generates from docs/openapi.json', async () => {
    const generated = await generateTypeScriptClient();
    expect(readdirSync(clientDirectory).sort()).toEqual(Object.keys(generated).sort());
    for (const [name, contents] of Object.entries(generated))
      expect(readFileSync(join(clientDirectory, name), 'utf8'), `${name}: run npm run client`).toBe(contents);
  });

  it('types a field without a value as left out, and null only where the specification allows it', () => {
    expectTypeOf<Organization['createdByBoUserId']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Organization['aiProvider']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Organization>().not.toHaveProperty('deletedAt');
    expectTypeOf<BuildingWork['description']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<NonNullable<BuildingWork['commission']>['decision']>().toEqualTypeOf<
      'favorable' | 'unfavorable' | 'deferred' | undefined
    >();
    expectTypeOf<BuildingWork['commission']>().toExtend<object | null | undefined>();
    expectTypeOf<ApiError['requestId']>().toEqualTypeOf<string>();
    type ListQuery = NonNullable<operations['listAttachmentsByOriginV3']['parameters']['query']>;
    expectTypeOf<ListQuery['page']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<ListQuery['includeCount']>().toEqualTypeOf<boolean | undefined>();
  });

  it('exports each named schema of the document as a type of its own name, which the operations answer and take', () => {
    const named = Object.keys(document.components.schemas).sort();
    const exported = [
      ...readFileSync(join(clientDirectory, 'openapi.ts'), 'utf8').matchAll(
        /^export type (\w+) = components\['schemas'\]\['(\w+)'\];$/gm,
      ),
    ];
    expect(exported.filter(([, alias, name]) => alias !== name)).toEqual([]);
    expect(exported.map(([, alias]) => alias).sort()).toEqual(named);
    expectTypeOf<Success<'listOrganizationsBOV1'>>().toEqualTypeOf<OrganizationPage>();
    expectTypeOf<OrganizationPage['data'][number]>().toEqualTypeOf<Organization>();
    expectTypeOf<Success<'getBuildingWorkRSV1'>>().toEqualTypeOf<BuildingWork>();
    expectTypeOf<Success<'getLabelRSV1'>>().toEqualTypeOf<Label>();
    expectTypeOf<Success<'querySearchRSV1'>>().toEqualTypeOf<SearchResponse>();
    expectTypeOf<SearchResponse['sections'][number]['cards'][number]>().toEqualTypeOf<Card>();
    type ImportBody = NonNullable<operations['createImportJobBOV1']['requestBody']>['content']['application/json'];
    expectTypeOf<ImportBody>().toEqualTypeOf<NewImportJob>();
  });

  it('1. querySearchRSV1: asks a question', async () => {
    const api = await clientOf('main', demoIds.rsManager);
    const question: SearchRequest = { query: 'anomalies ouvertes du Bâtiment A', scope: { unitIds: [] } };
    const { data, response } = await api.POST('/rs/search/v1/query', { body: question });
    expect(response.status).toBe(200);
    expect(data?.answer.kind).toBe('results');
    const cards: Card[] = data!.sections.flatMap((section) => section.cards);
    expect(cards.length).toBeGreaterThan(0);
  });

  it('2 and 3. listAttachmentsByOriginV3 and updateAttachmentV3, with a session opened and closed (openSessionV1, closeSessionV1)', async () => {
    const anomaly = aRecord('anomaly', { title: 'Extincteur manquant', status: 'open' });
    const organization = await anImportedOrganization('rs', { records: [anomaly] });
    await importInto(organization.id, {
      records: [anomaly],
      attachments: [aCatalogueAttachment(anomaly.id, 'constat.txt', organization.manager)],
    });
    const main = await clientOf('main', organization.admin);
    const origin = await main.GET('/rs/origins/v1/{id}', { params: { path: { id: anomaly.id } } });
    expect(origin.response.status).toBe(200);
    const { type, id } = origin.data!;

    const files = await clientOf('attachments', organization.admin);
    const session = await files.POST('/sessions/v1', { body: { deviceId: `client-test-${randomUUID()}` } });
    expect(session.response.status).toBe(201);
    const header = { 'x-session-token': session.data!.sessionToken };

    const listed = await files.GET('/attachments/v3/origin/{originType}/{originId}', {
      params: {
        path: { originType: type, originId: id },
        header,
        query: {
          extend: ['uploaded-by', 'actions-info'],
          includeCount: true,
          page: 1,
          pageSize: 20,
          subPageSize: 5,
          whereCreatedAt: { start: '2000-01-01T00:00:00Z' },
          whereAttachableType: [type],
          orderBy: [{ field: 'name', direction: 'asc' }],
        },
      },
    });
    expect(listed.response.status).toBe(200);
    expect(listed.data?.totalCount).toBe(1);
    const [file] = listed.data!.data;
    expect(file).toMatchObject({ name: 'constat.txt', uploadedBy: { firstName: 'manager', lastName: 'Tester' } });

    const renamed = await files.PATCH('/attachments/v3/{attachmentId}', {
      params: { path: { attachmentId: file!.id }, header },
      body: { name: 'Constat 1/2.txt' },
    });
    expect(renamed.response.status).toBe(200);
    expect(renamed.data?.data).toMatchObject({ name: 'Constat 1/2.txt', anomalyId: id });
    expect(renamed.data?.data).not.toHaveProperty('logoForOrganizationId');

    const closed = await files.POST('/sessions/v1/close', { body: { sessionToken: header['x-session-token'] } });
    expect(closed.response.status).toBe(200);
  });

  it('4. updateAdOrganizationBOV1: updates an ad organization', async () => {
    const organization = await anOrganization({ type: 'ad' });
    const api = await clientOf('main', demoIds.backOfficeAdmin);
    const { data, response } = await api.PATCH('/bo/organizations/v1/ad/{id}', {
      params: { path: { id: organization.id } },
      body: { comment: 'Audit 2026', engagementStartAt: null },
    });
    expect(response.status).toBe(200);
    expect(data).toEqual({ id: organization.id });
  });

  it('5. updatePreventiveLibraryRuleBOV1: updates a rule at the version read', async () => {
    const rule = await aPreventiveRule();
    const api = await clientOf('main', demoIds.backOfficeAdmin);
    const { data, response } = await api.PATCH('/bo/library-rules/v1/preventive/{id}', {
      params: { path: { id: rule.id }, header: { 'if-match': `"${rule.version}"` } },
      body: { name: 'Vérification annuelle' },
    });
    expect(response.status).toBe(200);
    expect(data).toEqual({ id: rule.id, version: rule.version + 1 });
  });

  it("6. replaceDocumentRSV1: replaces a document's file", async () => {
    const { manager, document: replaced } = await aReplaceableDocument();
    const api = await clientOf('main', manager.id);
    const { data, response } = await api.POST('/rs/documents/v1/{id}/replace', {
      params: { path: { id: replaced.id } },
      body: { name: 'Registre 2026.pdf', mimeType: 'application/pdf', size: 1000 },
    });
    expect(response.status).toBe(200);
    expect(data?.upload.presignedUrl).toMatch(/^http/);
  });

  it('7. createReportAnalysisRSV1, then getReportAnalysisRSV1', async () => {
    const api = await clientOf('main', demoIds.rsAdmin);
    const queued = await api.POST('/rs/report-analyses/v1/', {
      body: { type: 'metadata', reportId: analysisDemoIds.report },
    });
    expect(queued.response.status).toBe(202);
    const read = await api.GET('/rs/report-analyses/v1/{id}', { params: { path: { id: queued.data!.id } } });
    expect(read.response.status).toBe(200);
    expect(read.data?.type).toBe('metadata');
  });

  it('8. movePlanPointADV1: moves a point, after resolveRecordOriginADV1 names its anomaly', async () => {
    const ad = await anImportedOrganization('ad');
    const { point, otherPlan } = await aPinnedAnomaly(ad.id);
    const api = await clientOf('main', ad.admin);
    const moved = await api.PATCH('/ad/plan-items/v1/points/{id}', {
      params: { path: { id: point.id } },
      body: { planId: otherPlan.id, xPercent: 12.5, yPercent: 80 },
    });
    expect(moved.response.status).toBe(200);
    expect(moved.data).toEqual({ id: point.id });
    const demo = await clientOf('main', demoIds.adAdmin);
    const origin = await demo.GET('/ad/origins/v1/{id}', { params: { path: { id: planPointDemoIds.anomaly } } });
    expect(origin.response.status).toBe(200);
  });

  it('9. listOrganizationsBOV1: lists with typed filters and every extension, leaving out what has no value', async () => {
    const name = `client ${randomUUID()}`;
    const imported = await anOrganization({ name, createdByBoUserId: null, archivedAt: null });
    const api = await clientOf('main', demoIds.backOfficeAdmin);
    const { data, response } = await api.GET('/bo/organizations/v1/', {
      params: {
        query: {
          whereName: name,
          page: 1,
          pageSize: 10,
          countOnly: false,
          includeSoftDeleted: false,
          whereArchived: false,
          whereType: ['rs', 'ad'],
          whereUploadSizeLimit: [],
          whereCreatedAt: { start: '2000-01-01T00:00:00Z' },
          orderBy: [{ field: 'name', direction: 'asc' }],
          extend: ['member-count', 'actions-info', 'updatable-fields', 'created-by', 'ai-config'],
        },
      },
    });
    expect(response.status).toBe(200);
    expect(data?.pagination).toEqual({ page: 1, pageSize: 10, totalPages: 1 });
    const row: Organization | undefined = data!.data[0];
    expect(row?.id).toBe(imported.id);
    for (const field of ['createdByBoUserId', 'createdByBoUser', 'archivedAt', 'aiProvider', 'aiModel', 'deletedAt'])
      expect(row, field).not.toHaveProperty(field);
    expect(row?.aiSearchEnabled).toBe(false);
  });

  it('10. getBuildingWorkRSV1: reads a building work with every extension, and one with no values', async () => {
    const api = await clientOf('main', demoIds.rsAdmin);
    const full = await api.GET('/rs/building-works/v1/{id}', {
      params: {
        path: { id: buildingWorkDemoIds.underWay },
        query: {
          extend: ['units', 'commission', 'counts', 'created-by', 'documents', 'actions-info', 'updatable-fields'],
        },
      },
    });
    expect(full.response.status).toBe(200);
    expect(full.data?.commission?.decision).toBeDefined();
    const organization = await anImportedOrganization('rs');
    const bare = await aBuildingWork(organization.id, { authorizationNumber: undefined });
    const own = await clientOf('main', organization.admin);
    const read = await own.GET('/rs/building-works/v1/{id}', {
      params: { path: { id: bare.id }, query: { extend: ['commission', 'created-by'] } },
    });
    expect(read.response.status).toBe(200);
    const work: BuildingWork = read.data!;
    expect(work.commission).toBeNull();
    expect(Object.keys(work).sort()).toEqual(['commission', 'createdAt', 'id', 'ref', 'status', 'updatedAt']);
  });

  it('11. getLabelRSV1: reads a label with its actions', async () => {
    const api = await clientOf('main', demoIds.rsAdmin);
    const { data, response } = await api.GET('/rs/labels/v1/{id}', {
      params: { path: { id: demoIds.usedLabel }, query: { extend: ['actions-info', 'updatable-fields'] } },
    });
    expect(response.status).toBe(200);
    const label: Label = data!;
    expect(label.actions?.canBeDeleted).toBe(false);
  });

  it('12. resendInvitationBOV1, then the page, inspectInvitationV1 and acceptInvitationV1 with the link it sent', async () => {
    const person = {
      id: randomUUID(),
      firstName: 'Clio',
      lastName: 'Client',
      email: `clio.${randomUUID()}@example.com`,
      role: 'viewer',
      status: 'pending',
    };
    await anImportedOrganization('rs', { users: [person] });
    const backOffice = await clientOf('main', demoIds.backOfficeAdmin);
    const sent = await backOffice.POST('/bo/users/v1/{id}/invitation/resend', { params: { path: { id: person.id } } });
    expect(sent.response.status).toBe(200);
    expect(sent.data).toEqual({ id: person.id });
    const anyone = await clientOf('main');
    const token = tokenOf((await mailsTo(person.email)).at(-1)!);
    const page = await anyone.GET('/invitations/v1/page', { parseAs: 'text' });
    expect(page.response.status).toBe(200);
    expect(page.data).toContain('<!doctype html>');
    const open = await anyone.POST('/invitations/v1/inspect', { body: { token } });
    expect(open.data?.state).toBe('open');
    expect(open.data?.email).toBe(person.email);
    const accepted = await anyone.POST('/invitations/v1/accept', { body: { token, password: 'Client-Horse-42!' } });
    expect(accepted.response.status).toBe(200);
    const used = await anyone.POST('/invitations/v1/inspect', { body: { token } });
    expect(used.data?.state).toBe('used');
  });

  it('createBackOfficeUserBOV1, listBackOfficeUsersBOV1, disableBackOfficeUserBOV1 and enableBackOfficeUserBOV1', async () => {
    const backOffice = await clientOf('main', demoIds.backOfficeAdmin);
    const email = `office.${randomUUID()}@example.com`;
    const created = await backOffice.POST('/bo/back-office-users/v1', {
      body: { firstName: 'Oda', lastName: 'Office', email },
    });
    expect(created.response.status).toBe(201);
    const id = created.data!.id;
    const listed = await backOffice.GET('/bo/back-office-users/v1');
    expect(listed.data?.items.find((user) => user.id === id)).toMatchObject({ email, status: 'active' });
    const disabled = await backOffice.POST('/bo/back-office-users/v1/{id}/disable', { params: { path: { id } } });
    expect(disabled.data?.status).toBe('disabled');
    const enabled = await backOffice.POST('/bo/back-office-users/v1/{id}/enable', { params: { path: { id } } });
    expect(enabled.data?.status).toBe('active');
  });

  it('createImportJobBOV1, listImportJobPartsBOV1, startImportJobBOV1 and getImportJobBOV1: a catalogue imported through the API', async () => {
    const backOffice = await clientOf('main', demoIds.backOfficeAdmin);
    const organizationId = randomUUID();
    const file = JSON.stringify({
      format: 'catalogue/v2',
      organization: { id: organizationId, type: 'rs', name: 'Par le client', language: 'en-US', timezone: 'UTC' },
      records: [],
    });
    const created = await backOffice.POST('/bo/imports/v1', { body: { size: Buffer.byteLength(file) } });
    expect(created.response.status).toBe(201);
    const { job, upload } = created.data!;
    const askParts = async (from: number, count: number) => {
      const signed = await backOffice.GET('/bo/imports/v1/{id}/parts', {
        params: { path: { id: job.id }, query: { from, count } },
      });
      return signed.data!;
    };
    // Part 1 signed again, as a client whose URL expired asks for it.
    const again = await askParts(1, 1);
    expect(again).toMatchObject({ partCount: 1, parts: [{ partNumber: 1, size: upload.parts[0]!.size }] });
    const parts = await uploadParts(again, Buffer.from(file), askParts);
    const started = await backOffice.POST('/bo/imports/v1/{id}/start', {
      params: { path: { id: job.id } },
      body: { parts },
    });
    expect(started.response.status).toBe(202);
    let state = started.data!.state;
    for (let tries = 0; tries < 600 && state !== 'succeeded' && state !== 'failed'; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = (await backOffice.GET('/bo/imports/v1/{id}', { params: { path: { id: job.id } } })).data!.state;
    }
    expect(state).toBe('succeeded');
  });

  it('13. listNotificationTypesRSV1: lists the types in French', async () => {
    const api = await clientOf('main', demoIds.rsManager);
    const { data, response } = await api.GET('/rs/notification-preferences/v1/types', {
      params: { header: { 'accept-language': 'fr-FR' } },
    });
    expect(response.status).toBe(200);
    expect(data?.data.length).toBeGreaterThan(0);
  });

  it('resolveRecordOriginRSV1 and an error answer: the Error body, as the document describes it', async () => {
    const api = await clientOf('main', demoIds.rsViewer);
    const missing = await api.GET('/rs/origins/v1/{id}', { params: { path: { id: randomUUID() } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.error).toBe('not_found');
  });

  it('called every operation of the document', () => {
    const documented = httpOperations.map(({ method, path }) => `${method} ${path}`);
    expect(documented.filter((operation) => !called.has(operation))).toEqual([]);
  });
});
