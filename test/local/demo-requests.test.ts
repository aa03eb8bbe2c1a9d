import { describe, expect, it } from 'vitest';
import { type HttpOperation, httpOperations } from '#functions/operations.ts';
import { adDemo, backOfficeDemoIds, demoIds, libraryDemoIds, rsDemo } from '#infra/local/seed/demo-data.ts';
import { type DemoRequest, demoRequests, resolvedDemoRequest } from '#infra/local/seed/demo-requests.ts';
import { loadOperationModule } from '#infra/operation-modules.ts';
import { findAttachment, renameAttachment } from '#shared/stores/attachments/attachment-repository.ts';
import { findPreventiveRule, putPreventiveRule } from '#shared/stores/library-rules/library-repository.ts';
import { findOrganization } from '#shared/stores/organizations/organization-repository.ts';
import { findUserById, readOrganizationUser } from '#shared/stores/users/user-repository.ts';
import { updateAdOrganization } from '#shared/use-cases/organizations/update-ad-organization.ts';
import { call } from '#test/support/api.ts';
import { setInvitationState } from '#test/support/organization-fixtures.ts';

/**
 * Every operation's demo request (infra/local/seed/demo-requests.ts), sent through the local API of
 * the test stack: it answers the status it states, with a response the OpenAPI document accepts
 * (`call` checks every response). Other test files change demo data on the same stack at the same
 * time, so each request that depends on a state arranges it first, and puts back what it changed
 * that another file reads: whatever the order, neither side sees the other.
 */

const send = (operation: HttpOperation, request: DemoRequest) =>
  call(operation.method, request.path, {
    as: request.userId,
    api: operation.api,
    headers: { ...request.headers },
    body: request.body,
  });

const pathPattern = (operation: HttpOperation) =>
  new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, '[^/?]+')}(\\?.*)?$`);

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** The rs demo's attachments, by uuid (the catalogue section demo-data.ts leaves out of its type). */
const rsAttachmentIds = (rsDemo as unknown as { attachments: { id: string }[] }).attachments.map(({ id }) => id);

/**
 * The re-send limit (one a minute per user) counts every send: resend-invitation.test.ts re-sends to
 * the same seeded user. An earlier send is moved two minutes back, before this request (so that it
 * goes through) and after it (so that the other file's does).
 */
const allowInvitationResend = async () => {
  const user = (await readOrganizationUser(demoIds.rsOrganization, backOfficeDemoIds.pendingRsUser))!;
  expect(user.status).toBe('pending');
  if (user.invitation) await setInvitationState(user, { ...user.invitation, lastSentAt: minutesAgo(2), dayCount: 0 });
};

/** The attachment's name as it was, once the request renamed it. */
const keepingAttachmentName = async (path: string) => {
  const id = Number(/\/attachments\/v3\/(\d+)$/.exec(path)![1]);
  const attachment = (await findAttachment(demoIds.rsOrganization, id))!;
  // The first import gave the seven demo files the first seven ids: the request renames one of them.
  expect(rsAttachmentIds).toContain(attachment.catalogueId);
  return () =>
    renameAttachment(demoIds.rsOrganization, id, attachment.name, attachment.updatedAt).then(() => undefined);
};

/** What a request needs arranged before it is sent; the function it returns puts back what it changed. */
const arrange: Readonly<Record<string, (request: DemoRequest) => Promise<(() => Promise<void>) | void>>> = {
  resendInvitationBOV1: async () => {
    await allowInvitationResend();
    return allowInvitationResend;
  },
  // No other file updates this rule; it is put at the version If-Match names all the same, so that the request never depends on what ran before.
  updatePreventiveLibraryRuleBOV1: async (request) => {
    const rule = (await findPreventiveRule(libraryDemoIds.fireAlarmCheck))!;
    await putPreventiveRule({ ...rule, version: Number(request.headers!['if-match']!.replaceAll('"', '')) });
    return () => putPreventiveRule(rule);
  },
  // list-organizations.test.ts finds the demo organizations by name and creator: neither changes, but the rest goes back too.
  updateAdOrganizationBOV1: async () => {
    const { comment, engagementDuration } = (await findOrganization(demoIds.adOrganization))!;
    return async () => {
      await updateAdOrganization(demoIds.adOrganization, { comment, engagementDuration });
    };
  },
  movePlanPointADV1: async () => {
    const seeded = adDemo.planPoints![0] as { id: string; planId: string; xPercent: number; yPercent: number };
    return async () => {
      const { planId, xPercent, yPercent } = seeded;
      expect(
        (
          await call('PATCH', `/ad/plan-items/v1/points/${seeded.id}`, {
            as: demoIds.adAdmin,
            body: { planId, xPercent, yPercent },
          })
        ).status,
      ).toBe(200);
    };
  },
  updateAttachmentV3: async (request) => keepingAttachmentName(request.path),
};

/** What makes a request meaningful, beyond its status, where the status alone would not show it. */
// biome-ignore lint/suspicious/noExplicitAny: each check reads the one response shape it knows
const meaning: Readonly<Record<string, (body: any) => void>> = {
  querySearchRSV1: (body) => {
    expect(body.answer).toEqual({ kind: 'results' });
    expect(body.sections[0].totalCount).toBeGreaterThan(0);
  },
  listOrganizationsBOV1: (body) =>
    expect(body.data.map(({ id }: { id: string }) => id)).toEqual(
      expect.arrayContaining([demoIds.rsOrganization, demoIds.adOrganization]),
    ),
};

const sendArranged = async (operation: HttpOperation, request: DemoRequest) => {
  const putBack = await arrange[operation.operationId]?.(request);
  try {
    return await send(operation, request);
  } finally {
    if (putBack) await putBack();
  }
};

describe('demo requests', () => {
  it('has one request for every operation, on its path, from a demo user of its audience', async () => {
    expect(Object.keys(demoRequests).sort()).toEqual(httpOperations.map((operation) => operation.operationId).sort());
    for (const operation of httpOperations) {
      const request = demoRequests[operation.operationId]!;
      expect(request.path, operation.operationId).toMatch(pathPattern(operation));
      expect(request.body === undefined, operation.operationId).toBe(
        (await loadOperationModule(operation)).contract.body === undefined,
      );
      expect(
        Object.keys(request.headers ?? {}).map((name) => name.toLowerCase()),
        operation.operationId,
      ).not.toContain('x-session-token');
      const user = await findUserById(request.userId);
      expect(user, `${operation.operationId}: user ${request.userId}`).toBeDefined();
      const audience = user!.kind === 'backOffice' ? 'bo' : user!.organizationType;
      if (operation.audience !== 'public')
        expect(
          operation.audience === 'attachments' || operation.audience === 'sessions'
            ? ['rs', 'ad']
            : [operation.audience],
          operation.operationId,
        ).toContain(audience);
    }
  });

  // In the order of the operation table, as the cold-start benchmark sends them: createReportAnalysisRSV1 queues an analysis before getReportAnalysisRSV1.
  for (const operation of httpOperations) {
    const request = demoRequests[operation.operationId];
    it(`${operation.operationId} answers ${request?.status}`, async () => {
      const { status, body } = await sendArranged(operation, request!);
      expect(status, JSON.stringify(body)).toBe(request!.status);
      meaning[operation.operationId]?.(body);
    });
  }

  describe('on the ids the stack gave (resolvedDemoRequest)', () => {
    const resolvedOnes = ['listAttachmentsByOriginV3', 'updateAttachmentV3', 'getReportAnalysisRSV1'];

    it('differs from the static request only where the stack gives the ids', async () => {
      for (const operation of httpOperations.filter(({ operationId }) => !resolvedOnes.includes(operationId))) {
        expect(await resolvedDemoRequest(operation.operationId)).toBe(demoRequests[operation.operationId]);
      }
    });

    it('lists the files of ANO-1 and of its interventions', async () => {
      const operation = httpOperations.find(({ operationId }) => operationId === 'listAttachmentsByOriginV3')!;
      const request = await resolvedDemoRequest(operation.operationId);
      const { status, body } = await sendArranged(operation, request);
      expect(status).toBe(request.status);
      expect(status).toBe(200);
      expect(body.totalCount).toBeGreaterThanOrEqual(5);
      expect(body.data[0]).toHaveProperty('uploadedBy');
      expect(body.data[0]).toHaveProperty('actions');
    });

    it("renames the rs organization's logo", async () => {
      const operation = httpOperations.find(({ operationId }) => operationId === 'updateAttachmentV3')!;
      const request = await resolvedDemoRequest(operation.operationId);
      const { status, body } = await sendArranged(operation, request);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ name: (request.body as { name: string }).name, attachableType: 4 });
    });

    it('reads an analysis of the rs organization, once one is queued', async () => {
      const create = httpOperations.find(({ operationId }) => operationId === 'createReportAnalysisRSV1')!;
      expect((await send(create, demoRequests[create.operationId]!)).status).toBe(202);
      const operation = httpOperations.find(({ operationId }) => operationId === 'getReportAnalysisRSV1')!;
      const request = await resolvedDemoRequest(operation.operationId);
      const { status, body } = await send(operation, request);
      expect(status).toBe(200);
      expect(request.status).toBe(200);
      expect(request.path).toBe(`/rs/report-analyses/v1/${body.id}`);
    });
  });
});
