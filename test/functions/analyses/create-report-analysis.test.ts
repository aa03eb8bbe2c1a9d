import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoIds } from '#infra/local/seed/demo.ts';
import { findAnalysis } from '#shared/stores/analyses/analysis-repository.ts';
import {
  anAnalysisRecord,
  analysisItemsOf,
  aPdf,
  aSubjectFile,
  settledAnalysis,
} from '#test/support/analysis-fixtures.ts';
import { call } from '#test/support/api.ts';
import { anOrganizationUser } from '#test/support/fixtures.ts';

const path = '/rs/report-analyses/v1/';
const org = demoIds.rsOrganization;
const report = () => aPdf(['Observations', '- Extincteur vide (priorité : haute)']);

describe('POST /rs/report-analyses/v1/', () => {
  it('queues an analysis of a report and answers 202 with its id; the analysis then runs', async () => {
    const file = await aSubjectFile(org, await report());
    const { status, body } = await call('POST', path, {
      as: demoIds.rsAdmin,
      body: { type: 'anomalies', reportId: file.id },
    });
    expect(status).toBe(202);
    expect(body).toEqual({ id: expect.any(String) });
    const stored = await findAnalysis(org, body.id);
    expect(stored).toMatchObject({
      type: 'anomalies',
      subject: { kind: 'report', id: file.id },
      createdByUserId: demoIds.rsAdmin,
    });
    const done = await settledAnalysis(body.id, demoIds.rsAdmin);
    expect(done).toMatchObject({ status: 'succeeded', reportId: file.id, inboxItemId: null, fromAnalysisId: null });
    expect(done.result.anomalies).toEqual([expect.objectContaining({ text: 'Extincteur vide', priority: 'high' })]);
  });

  it('queues an analysis of an inbox item, for a manager too', async () => {
    const file = await aSubjectFile(org, 'Date : 02/01/2026\nPrestataire : Ascenseurs du Rhône', {
      kind: 'inboxItem',
      mimeType: 'text/plain',
    });
    const { status, body } = await call('POST', path, {
      as: demoIds.rsManager,
      body: { type: 'metadata', inboxItemId: file.id },
    });
    expect(status).toBe(202);
    const done = await settledAnalysis(body.id, demoIds.rsManager);
    expect(done).toMatchObject({ status: 'succeeded', type: 'metadata', reportId: null, inboxItemId: file.id });
    expect(done.result).toMatchObject({
      documentDate: '2026-01-02',
      provider: { name: 'Ascenseurs du Rhône', id: null },
    });
  });

  it('queues a comparison against a succeeded anomalies analysis', async () => {
    const baseline = await anAnalysisRecord(org, {
      status: 'succeeded',
      result: {
        anomalies: [
          { text: 'Extincteur vide', ref: null, priority: 'high', equipment: null, technicalInstallation: null },
        ],
      },
    });
    const file = await aSubjectFile(org, await report());
    const { status, body } = await call('POST', path, {
      as: demoIds.rsAdmin,
      body: { type: 'comparison', reportId: file.id, fromAnalysisId: baseline.id },
    });
    expect(status).toBe(202);
    const done = await settledAnalysis(body.id, demoIds.rsAdmin);
    expect(done).toMatchObject({ status: 'succeeded', type: 'comparison', fromAnalysisId: baseline.id });
    expect(done.result).toMatchObject({
      new: [],
      gone: [],
      stillPresent: [expect.objectContaining({ text: 'Extincteur vide' })],
    });
  });

  it('accepts ids in upper case and stores them canonically', async () => {
    const file = await aSubjectFile(org, await report());
    const { status, body } = await call('POST', path, {
      as: demoIds.rsAdmin,
      body: { type: 'anomalies', reportId: file.id.toUpperCase() },
    });
    expect(status).toBe(202);
    expect((await findAnalysis(org, body.id))?.subject.id).toBe(file.id);
  });

  it('answers 401 without a valid token', async () => {
    for (const authorization of ['', 'Bearer not-a-jwt']) {
      const { status, body } = await call('POST', path, {
        authorization,
        body: { type: 'anomalies', reportId: randomUUID() },
      });
      expect(status).toBe(401);
      expect(body.error).toBe('unauthorized');
    }
  });

  it('answers 403 to callers of another audience', async () => {
    for (const caller of [demoIds.adAdmin, demoIds.backOfficeAdmin]) {
      const { status, body } = await call('POST', path, {
        as: caller,
        body: { type: 'anomalies', reportId: randomUUID() },
      });
      expect(status).toBe(403);
      expect(body.error).toBe('forbidden');
    }
  });

  it('answers 403 to a viewer and writes nothing', async () => {
    const viewer = await anOrganizationUser({ role: 'viewer' });
    const file = await aSubjectFile(viewer.organizationId, await report());
    const { status, body } = await call('POST', path, {
      as: viewer.id,
      body: { type: 'anomalies', reportId: file.id },
    });
    expect(status).toBe(403);
    expect(body.error).toBe('forbidden');
    expect(await analysisItemsOf(viewer.organizationId)).toEqual([]);
  });

  it('answers 400 to every invalid body, naming the field, and writes nothing', async () => {
    const caller = await anOrganizationUser();
    const file = await aSubjectFile(caller.organizationId, await report());
    const id = file.id;
    const cases: [unknown, string, string?][] = [
      [{ type: 'anomalies', reportId: id, extra: 1 }, '', 'unrecognized_keys'],
      [{ reportId: id }, 'type'],
      [{ type: 'summary', reportId: id }, 'type'],
      [{ type: 'anomalies', reportId: 'not-a-uuid' }, 'reportId'],
      [{ type: 'anomalies', reportId: null }, 'reportId'],
      [{ type: 'anomalies', inboxItemId: '123e4567-e89b-12d3-a456-42661417400' }, 'inboxItemId'],
      [{ type: 'anomalies', reportId: id, inboxItemId: randomUUID() }, 'inboxItemId'],
      [{ type: 'anomalies' }, 'reportId'],
      [{ type: 'comparison', reportId: id }, 'fromAnalysisId'],
      [{ type: 'metadata', reportId: id, fromAnalysisId: randomUUID() }, 'fromAnalysisId'],
      [{ type: 'comparison', reportId: id, fromAnalysisId: 'x' }, 'fromAnalysisId'],
      [['anomalies'], ''],
    ];
    for (const [requestBody, field, code] of cases) {
      const { status, body } = await call('POST', path, { as: caller.id, body: requestBody });
      expect(status, JSON.stringify(requestBody)).toBe(400);
      expect(body.error).toBe('validation_error');
      expect(body.details, JSON.stringify(requestBody)).toEqual(
        expect.arrayContaining([expect.objectContaining({ location: 'body', path: field, ...(code && { code }) })]),
      );
    }
    expect(await analysisItemsOf(caller.organizationId)).toEqual([]);
  });

  it('answers 415 to a body that is not application/json and 422 to one that is not JSON', async () => {
    const unsupported = await call('POST', path, {
      as: demoIds.rsAdmin,
      rawBody: '{"type":"anomalies"}',
      headers: { 'content-type': 'text/plain' },
    });
    expect(unsupported.status).toBe(415);
    const malformed = await call('POST', path, {
      as: demoIds.rsAdmin,
      rawBody: '{"type":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(422);
    expect(malformed.body.error).toBe('malformed_body');
  });

  it('answers 404 to an unknown subject or baseline, and to those of another organization, writing nothing', async () => {
    const caller = await anOrganizationUser();
    const other = await anOrganizationUser();
    const ours = await aSubjectFile(caller.organizationId, await report());
    const theirReport = await aSubjectFile(other.organizationId, await report());
    const theirInboxItem = await aSubjectFile(other.organizationId, await report(), { kind: 'inboxItem' });
    const theirBaseline = await anAnalysisRecord(other.organizationId, {
      status: 'succeeded',
      result: { anomalies: [] },
    });
    const requests = [
      { type: 'anomalies', reportId: randomUUID() },
      { type: 'anomalies', reportId: theirReport.id },
      { type: 'anomalies', inboxItemId: randomUUID() },
      { type: 'anomalies', inboxItemId: theirInboxItem.id },
      { type: 'anomalies', inboxItemId: ours.id },
      { type: 'comparison', reportId: ours.id, fromAnalysisId: randomUUID() },
      { type: 'comparison', reportId: ours.id, fromAnalysisId: theirBaseline.id },
    ];
    for (const request of requests) {
      const { status, body } = await call('POST', path, { as: caller.id, body: request });
      expect(status, JSON.stringify(request)).toBe(404);
      expect(body.error).toBe('not_found');
    }
    expect(await analysisItemsOf(caller.organizationId)).toEqual([]);
  });

  it('answers 409 to a subject whose file type cannot be analysed, or a baseline that is not a finished anomalies list', async () => {
    const caller = await anOrganizationUser();
    const word = await aSubjectFile(caller.organizationId, 'binary', { mimeType: 'application/msword' });
    const unsupported = await call('POST', path, { as: caller.id, body: { type: 'metadata', reportId: word.id } });
    expect(unsupported.status).toBe(409);
    expect(unsupported.body).toMatchObject({ error: 'conflict', details: { mimeType: 'application/msword' } });

    const file = await aSubjectFile(caller.organizationId, await report());
    const running = await anAnalysisRecord(caller.organizationId, { status: 'running' });
    const metadata = await anAnalysisRecord(caller.organizationId, {
      type: 'metadata',
      status: 'succeeded',
      result: null,
    });
    for (const [baseline, expected] of [
      [running, { status: 'running', type: 'anomalies' }],
      [metadata, { status: 'succeeded', type: 'metadata' }],
    ] as const) {
      const { status, body } = await call('POST', path, {
        as: caller.id,
        body: { type: 'comparison', reportId: file.id, fromAnalysisId: baseline.id },
      });
      expect(status).toBe(409);
      expect(body.details).toEqual({ fromAnalysisId: baseline.id, ...expected });
    }
    expect((await analysisItemsOf(caller.organizationId)).map((item) => item.id).sort()).toEqual(
      [running.id, metadata.id].sort(),
    );
  });
});
