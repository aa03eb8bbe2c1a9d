import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoIds } from '#infra/local/seed/demo.ts';
import { anAnalysisRecord } from '#test/support/analysis-fixtures.ts';
import { call } from '#test/support/api.ts';
import { anOrganizationUser } from '#test/support/fixtures.ts';

const path = (id: string) => `/rs/report-analyses/v1/${id}`;
const org = demoIds.rsOrganization;

describe('GET /rs/report-analyses/v1/{id}', () => {
  it('returns a queued analysis with its subject and no result yet, to a viewer too', async () => {
    const analysis = await anAnalysisRecord(org, {
      type: 'metadata',
      subject: { kind: 'inboxItem', id: randomUUID() },
    });
    const { status, body } = await call('GET', path(analysis.id), { as: demoIds.rsViewer });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: analysis.id,
      type: 'metadata',
      status: 'queued',
      reportId: null,
      inboxItemId: analysis.subject.id,
      fromAnalysisId: null,
      result: null,
      error: null,
      createdAt: analysis.createdAt,
      updatedAt: analysis.updatedAt,
      startedAt: null,
      completedAt: null,
    });
  });

  it('returns the result of a succeeded analysis and the reason of a failed one', async () => {
    const result = {
      anomalies: [
        {
          text: 'Porte bloquée',
          ref: 'ANO-1',
          priority: 'high' as const,
          equipment: null,
          technicalInstallation: null,
        },
      ],
      new: [],
      gone: [],
      stillPresent: [],
    };
    const at = '2026-02-01T10:00:00.000Z';
    const succeeded = await anAnalysisRecord(org, {
      type: 'comparison',
      fromAnalysisId: randomUUID(),
      status: 'succeeded',
      attempt: 1,
      startedAt: at,
      completedAt: at,
      result,
    });
    expect((await call('GET', path(succeeded.id), { as: demoIds.rsAdmin })).body).toMatchObject({
      status: 'succeeded',
      reportId: succeeded.subject.id,
      fromAnalysisId: succeeded.fromAnalysisId,
      result,
      error: null,
      startedAt: at,
      completedAt: at,
    });
    const error = { code: 'file_not_found' as const, message: 'The file is missing' };
    const failed = await anAnalysisRecord(org, { status: 'failed', attempt: 1, startedAt: at, completedAt: at, error });
    expect((await call('GET', path(failed.id), { as: demoIds.rsAdmin })).body).toMatchObject({
      status: 'failed',
      result: null,
      error,
    });
  });

  it('answers 401 without a valid token', async () => {
    const analysis = await anAnalysisRecord(org);
    for (const authorization of ['', 'Bearer not-a-jwt']) {
      expect((await call('GET', path(analysis.id), { authorization })).status).toBe(401);
    }
  });

  it('answers 403 to callers of another audience', async () => {
    const analysis = await anAnalysisRecord(org);
    for (const caller of [demoIds.adAdmin, demoIds.backOfficeAdmin]) {
      const { status, body } = await call('GET', path(analysis.id), { as: caller });
      expect(status).toBe(403);
      expect(body.error).toBe('forbidden');
    }
  });

  it('answers 400 to an id that is no UUID, to query parameters and to a body', async () => {
    const invalid = await call('GET', path('nope'), { as: demoIds.rsAdmin, query: { extend: '[]' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ location: 'path', path: 'id' }),
        expect.objectContaining({ location: 'query', code: 'unrecognized_keys' }),
      ]),
    );
    const analysis = await anAnalysisRecord(org);
    const withBody = await call('GET', path(analysis.id), { as: demoIds.rsAdmin, body: { a: 1 } });
    expect(withBody.status).toBe(400);
  });

  it("answers 404 to an unknown id and to another organization's analysis", async () => {
    expect((await call('GET', path(randomUUID()), { as: demoIds.rsAdmin })).status).toBe(404);
    const other = await anOrganizationUser();
    const theirs = await anAnalysisRecord(other.organizationId);
    const { status, body } = await call('GET', path(theirs.id), { as: demoIds.rsAdmin });
    expect(status).toBe(404);
    expect(body.error).toBe('not_found');
    expect((await call('GET', path(theirs.id), { as: other.id })).status).toBe(200);
  });

  it('finds an analysis by its id written in upper case', async () => {
    const analysis = await anAnalysisRecord(org);
    const { status, body } = await call('GET', path(analysis.id.toUpperCase()), { as: demoIds.rsAdmin });
    expect(status).toBe(200);
    expect(body.id).toBe(analysis.id);
  });
});
