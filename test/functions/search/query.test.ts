import { beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '#infra/local/seed/demo.ts';
import { call } from '#test/support/api.ts';
import { aSearchOrganization, expectValidResponse, type SearchOrganization } from '#test/support/search-fixtures.ts';

const path = '/rs/search/v1/query';
const uuid = '0b6f3c1e-6d1a-4c52-9a53-1f0c2a8e7d01';

let a: SearchOrganization;
let b: SearchOrganization;

beforeAll(async () => {
  [a, b] = await Promise.all([aSearchOrganization({ variant: 'a' }), aSearchOrganization({ variant: 'b' })]);
});

const ask = (organization: SearchOrganization, body: unknown, role: 'admin' | 'manager' | 'viewer' = 'admin') =>
  call('POST', path, { as: organization.users[role], body });

const pendingPlan = (organization: SearchOrganization) => ({
  version: 1,
  language: 'fr',
  sections: [{ entity: 'anomaly', filters: { status: ['open', 'in_progress', 'resolved', 'cancelled'] } }],
  clarifications: [
    {
      term: 'chaudière',
      kind: 'equipment',
      candidateIds: [organization.ids['EQU-1'], organization.ids['EQU-2']],
      sections: [0],
    },
  ],
});

describe('POST /rs/search/v1/query', () => {
  it('answers a bare record reference with that record', async () => {
    const { status, body } = await ask(a, { query: 'ANO-2' });
    expect(status).toBe(200);
    expect(body.answer).toEqual({ kind: 'results' });
    expect(body.sections).toHaveLength(1);
    expect(body.sections[0]).toMatchObject({ entity: 'anomaly', label: 'Anomalies', totalCount: 1, hasMore: false });
    expect(body.sections[0].filters).toEqual([{ key: 'ref', label: 'Référence', value: 'ANO-2', valueLabel: 'ANO-2' }]);
    expect(body.sections[0].cards[0]).toMatchObject({
      id: a.ids['ANO-2'],
      ref: 'ANO-2',
      status: 'in_progress',
      matchedField: 'ref',
    });
    expect(body.plan).toMatchObject({ version: 1, sections: [{ entity: 'anomaly', filters: { ref: 'ANO-2' } }] });
    await expectValidResponse(body);
  });

  it("answers the caller's own record when another organization holds the same reference", async () => {
    const { body } = await ask(b, { query: 'ano-2 ?' });
    expect(body.sections[0].cards.map((card: { id: string; status: string }) => [card.id, card.status])).toEqual([
      [b.ids['ANO-2'], 'resolved'],
    ]);
  });

  it('marks a referenced record outside the requested scope', async () => {
    const { body } = await ask(a, { query: 'ANO-1', scope: { unitIds: [a.ids['UNI-2']] } });
    expect(body.sections[0].cards[0]).toMatchObject({ ref: 'ANO-1', outsideRequestedScope: true });
  });

  it('finishes a clarified question with the resolution and the plan sent back', async () => {
    const { status, body } = await ask(a, {
      query: 'anomalies de la chaudière',
      resolutions: [{ kind: 'equipment', id: a.ids['EQU-2'] }],
      previous: { question: 'anomalies de la chaudière', plan: pendingPlan(a) },
    });
    expect(status).toBe(200);
    expect(body.answer).toEqual({ kind: 'results' });
    expect(body.sections[0].cards.map((card: { ref: string }) => card.ref)).toEqual(['ANO-3']);
    expect(body.sections[0].filters).toContainEqual({
      key: 'equipment',
      label: 'Équipement',
      value: [a.ids['EQU-2']],
      valueLabel: 'Extincteur hall',
    });
  });

  it('shows the chosen record itself when the clarified name was the subject of the question', async () => {
    const plan = {
      ...pendingPlan(a),
      sections: [{ entity: 'equipment', filters: {} }],
    };
    const { status, body } = await ask(a, {
      query: 'équipement ?',
      resolutions: [{ kind: 'equipment', id: a.ids['EQU-2'] }],
      previous: { question: 'équipement ?', plan },
    });
    expect(status).toBe(200);
    expect(body.sections[0].cards.map((card: { ref: string }) => card.ref)).toEqual(['EQU-2']);
    expect(body.sections[0].cards[0].matchedField).toBe('title');
    expect(body.plan.sections[0].filters).toEqual({ ref: 'EQU-2' });
    await expectValidResponse(body);
  });

  it("refuses a resolution naming another organization's record", async () => {
    const { status, body } = await ask(a, {
      query: 'anomalies de la chaudière',
      resolutions: [{ kind: 'equipment', id: b.ids['EQU-2'] }],
      previous: { question: 'anomalies de la chaudière', plan: pendingPlan(a) },
    });
    expect(status).toBe(400);
    expect(body.error).toBe('validation_error');
    expect(body.details).toEqual([expect.objectContaining({ path: 'resolutions[0].id' })]);
  });

  it('refuses an invalid plan sent back, naming where it fails', async () => {
    const plan = { ...pendingPlan(a), sections: [{ entity: 'anomaly', filters: { status: ['done'] } }] };
    const { status, body } = await ask(a, { query: 'anomalies', previous: { question: 'anomalies', plan } });
    expect(status).toBe(400);
    expect(body.details).toEqual([
      expect.objectContaining({
        location: 'body',
        path: 'previous.plan.sections[0].filters.status[0]',
        code: 'invalid_plan',
      }),
    ]);
  });

  it('refuses a plan sent back from a newer version', async () => {
    const { status } = await ask(a, {
      query: 'anomalies',
      previous: { question: 'anomalies', plan: { ...pendingPlan(a), version: 2 } },
    });
    expect(status).toBe(400);
  });

  it("accepts a refusal's own plan (null) sent back, and reads the question on its own", async () => {
    const refused = await ask(a, { query: "supprime l'anomalie ANO-2" });
    expect(refused.body).toMatchObject({ answer: { kind: 'unsupported' }, plan: null });
    const { status, body } = await ask(a, {
      query: 'ANO-2',
      previous: { question: "supprime l'anomalie ANO-2", plan: refused.body.plan },
    });
    expect(status).toBe(200);
    expect(body.sections[0].cards[0]).toMatchObject({ ref: 'ANO-2' });
    await expectValidResponse(body);
  });

  it("accepts an answer's own plan sent back with the next question", async () => {
    const first = await ask(a, { query: 'anomalies ouvertes' });
    const { status, body } = await ask(a, {
      query: 'combien de documents ?',
      previous: { question: 'anomalies ouvertes', plan: first.body.plan },
    });
    expect(status).toBe(200);
    expect(body.answer).toEqual({ kind: 'counts' });
    await expectValidResponse(body);
  });

  it.each([
    ['a string', 'a plan'],
    ['a number', 42],
    ['a boolean', false],
    ['an array', [{ version: 1 }]],
    ['an empty object', {}],
    ['an object stating no version', { sections: [{ entity: 'anomaly' }], deep: { nested: [null, 1, 'x'] } }],
  ])('refuses a previous.plan that is no plan (%s), with or without resolutions', async (_, plan) => {
    for (const resolutions of [undefined, [{ kind: 'equipment', id: a.ids['EQU-2'] }]]) {
      const { status, body } = await ask(a, {
        query: 'ANO-2',
        previous: { question: 'anomalies', plan },
        ...(resolutions && { resolutions }),
      });
      expect(status).toBe(400);
      expect(body.error).toBe('validation_error');
      expect(body.details).toEqual(
        expect.arrayContaining([expect.objectContaining({ location: 'body', code: 'invalid_plan' })]),
      );
      expect(body.details.every((detail: { path: string }) => detail.path.startsWith('previous.plan'))).toBe(true);
    }
  });

  it('needs a token (401)', async () => {
    const { status, body } = await call('POST', path, { body: { query: 'ANO-1' } });
    expect(status).toBe(401);
    expect(body.error).toBe('unauthorized');
  });

  it.each([
    ['an audit organization user', demoIds.adAdmin],
    ['a back-office user', demoIds.backOfficeAdmin],
  ])('refuses %s (403)', async (_name, user) => {
    const { status, body } = await call('POST', path, { as: user, body: { query: 'ANO-1' } });
    expect(status).toBe(403);
    expect(body.error).toBe('forbidden');
  });

  it.each([
    ['no query', {}],
    ['a query of 1 character', { query: 'a' }],
    ['a query of 501 characters', { query: 'a'.repeat(501) }],
    ['an unknown property', { query: 'ANO-1', extra: 1 }],
    ['an unknown scope property', { query: 'ANO-1', scope: { siteIds: [] } }],
    ['51 scope units', { query: 'ANO-1', scope: { unitIds: Array.from({ length: 51 }, () => uuid) } }],
    [
      '51 scope installations',
      { query: 'ANO-1', scope: { technicalInstallationIds: Array.from({ length: 51 }, () => uuid) } },
    ],
    ['a scope id that is not a uuid', { query: 'ANO-1', scope: { unitIds: ['UNI-1'] } }],
    ['6 resolutions', { query: 'ANO-1', resolutions: Array.from({ length: 6 }, () => ({ kind: 'unit', id: uuid })) }],
    ['a resolution of another kind', { query: 'ANO-1', resolutions: [{ kind: 'provider', id: uuid }] }],
    ['a resolution without id', { query: 'ANO-1', resolutions: [{ kind: 'unit' }] }],
    ['an unknown resolution property', { query: 'ANO-1', resolutions: [{ kind: 'unit', id: uuid, name: 'x' }] }],
    ['previous without plan', { query: 'ANO-1', previous: { question: 'ANO-1' } }],
    ['previous without question', { query: 'ANO-1', previous: { plan: {} } }],
    ['a previous question of 1 character', { query: 'ANO-1', previous: { question: 'a', plan: {} } }],
    ['a previous question of 501 characters', { query: 'ANO-1', previous: { question: 'a'.repeat(501), plan: {} } }],
    ['an unknown previous property', { query: 'ANO-1', previous: { question: 'ANO-1', plan: {}, at: 1 } }],
  ])('refuses %s (400)', async (_name, body) => {
    const { status, body: error } = await ask(a, body);
    expect(status).toBe(400);
    expect(error.error).toBe('validation_error');
  });

  it('accepts the bounds themselves', async () => {
    const { status } = await ask(a, {
      query: 'ab',
      scope: {
        unitIds: Array.from({ length: 50 }, () => uuid),
        technicalInstallationIds: Array.from({ length: 50 }, () => uuid),
      },
      resolutions: Array.from({ length: 5 }, () => ({ kind: 'unit', id: uuid })),
    });
    expect(status).toBe(200);
    const long = await ask(a, { query: 'a'.repeat(500) });
    expect(long.status).toBe(200);
  });
});
