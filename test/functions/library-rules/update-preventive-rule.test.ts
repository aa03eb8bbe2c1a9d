import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoIds } from '#infra/local/seed/demo.ts';
import { libraryDemoIds } from '#infra/local/seed/demo-data.ts';
import { findPreventiveRule } from '#shared/stores/library-rules/library-repository.ts';
import type { PreventiveRule } from '#shared/vocabulary/library-rules/preventive-rule.ts';
import { call } from '#test/support/api.ts';
import { aLibraryInstallation, aPreventiveRule } from '#test/support/library-fixtures.ts';

const path = (id: string) => `/bo/library-rules/v1/preventive/${id}`;
const bo = demoIds.backOfficeAdmin;

const patch = (id: string, body: unknown, headers: Record<string, string> = {}) =>
  call('PATCH', path(id), { as: bo, body, headers });

const expectUnchanged = async (rule: PreventiveRule) => expect(await findPreventiveRule(rule.id)).toEqual(rule);

describe('PATCH /bo/library-rules/v1/preventive/{id}', () => {
  it('updates every field, answers the id and the next version, and records who changed it', async () => {
    const rule = await aPreventiveRule();
    const [main, second] = await Promise.all([aLibraryInstallation(), aLibraryInstallation()]);
    const changes = {
      name: 'Vérification semestrielle des portes coupe-feu',
      description: 'Essai de fermeture et contrôle des ferme-portes.',
      rrule: 'FREQ=MONTHLY;INTERVAL=6;BYMONTHDAY=1',
      ruleType: 'calendar',
      links: {
        logbook: 'maintenance',
        regulatoryReferences: ['Arrêté du 25 juin 1980, art. CO 47'],
        documentationUrls: ['https://example.com/portes'],
      },
      providerTypes: ['qualified_technician', 'approved_organization'],
      siteScopes: [{ classifications: ['ERP', 'IGH'], categories: [1, 5], activityTypes: ['J', 'REF'] }],
      mainLibraryTechnicalInstallationId: second.id,
      libraryTechnicalInstallationIds: [main.id, second.id],
    };
    const { status, body } = await patch(rule.id, changes);
    expect(status).toBe(200);
    expect(body).toEqual({ id: rule.id, version: 2 });
    const stored = await findPreventiveRule(rule.id);
    expect(stored).toMatchObject({ ...changes, version: 2, updatedByBoUserId: bo, createdAt: rule.createdAt });
    expect(stored!.updatedAt > rule.updatedAt).toBe(true);
  });

  it('changes only the fields sent, and adds one to the version with each update', async () => {
    const rule = await aPreventiveRule();
    expect((await patch(rule.id, { name: '  Renamed  ' })).body).toEqual({ id: rule.id, version: 2 });
    expect((await patch(rule.id, { description: '' })).body).toEqual({ id: rule.id, version: 3 });
    expect(await findPreventiveRule(rule.id)).toEqual({
      ...rule,
      name: 'Renamed',
      version: 3,
      updatedAt: expect.any(String),
      updatedByBoUserId: bo,
    });
  });

  it('fills the optional link lists when they are left out', async () => {
    const rule = await aPreventiveRule();
    await patch(rule.id, { links: { logbook: 'maintenance' } });
    expect((await findPreventiveRule(rule.id))!.links).toEqual({
      logbook: 'maintenance',
      regulatoryReferences: [],
      documentationUrls: [],
    });
  });

  it('updates the demo rule', async () => {
    const { status, body } = await patch(libraryDemoIds.elevatorMaintenance, {
      rrule: 'FREQ=WEEKLY;INTERVAL=6;BYDAY=MO',
    });
    expect(status).toBe(200);
    expect(body.id).toBe(libraryDemoIds.elevatorMaintenance);
  });

  describe('optimistic concurrency with If-Match', () => {
    it('applies the update when the version read is still current, quoted or bare', async () => {
      const rule = await aPreventiveRule();
      expect((await patch(rule.id, { name: 'A' }, { 'if-match': '"1"' })).body).toEqual({ id: rule.id, version: 2 });
      expect((await patch(rule.id, { name: 'B' }, { 'if-match': '2' })).body).toEqual({ id: rule.id, version: 3 });
    });

    it('answers 409 with the current version when the rule changed since, and changes nothing', async () => {
      const rule = await aPreventiveRule({ version: 7 });
      const { status, body } = await patch(rule.id, { name: 'Late' }, { 'if-match': '"6"' });
      expect(status).toBe(409);
      expect(body.error).toBe('conflict');
      expect(body.details).toEqual({ currentVersion: 7 });
      await expectUnchanged(rule);
    });

    it('lets exactly one of two writers of the same version win', async () => {
      const rule = await aPreventiveRule();
      const answers = await Promise.all(
        ['First', 'Second', 'Third'].map((name) => patch(rule.id, { name }, { 'if-match': '"1"' })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
      const winner = answers.findIndex((answer) => answer.status === 200);
      expect(await findPreventiveRule(rule.id)).toMatchObject({
        name: ['First', 'Second', 'Third'][winner],
        version: 2,
      });
    });

    it('loses no update of writers that send no If-Match', async () => {
      const rule = await aPreventiveRule();
      const answers = await Promise.all([
        patch(rule.id, { name: 'Named' }),
        patch(rule.id, { description: 'Described' }),
        patch(rule.id, { providerTypes: ['training_provider'] }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(answers.map((answer) => answer.body.version).sort()).toEqual([2, 3, 4]);
      expect(await findPreventiveRule(rule.id)).toMatchObject({
        name: 'Named',
        description: 'Described',
        providerTypes: ['training_provider'],
        version: 4,
      });
    });

    it('keeps every one of 20 parallel updates of different fields', async () => {
      const rule = await aPreventiveRule();
      const changes: Record<string, unknown>[] = [
        { description: 'Described' },
        { rrule: 'FREQ=MONTHLY;INTERVAL=6' },
        { ruleType: 'calendar' },
        { links: { logbook: 'maintenance', regulatoryReferences: ['Art. MS 73'], documentationUrls: [] } },
        { providerTypes: ['training_provider'] },
        { siteScopes: [{ classifications: ['ERP'], categories: [1], activityTypes: [] }] },
        { mainLibraryTechnicalInstallationId: rule.libraryTechnicalInstallationIds[1] },
      ];
      const names = Array.from({ length: 13 }, (_, index) => `Name ${index}`);
      changes.push(...names.map((name) => ({ name })));
      const answers = await Promise.all(changes.map((change) => patch(rule.id, change)));
      expect(answers.map((answer) => answer.status)).toEqual(changes.map(() => 200));
      expect(answers.map((answer) => answer.body.version).sort((a, b) => a - b)).toEqual(
        changes.map((_, index) => index + 2),
      );
      const stored = await findPreventiveRule(rule.id);
      expect(stored).toMatchObject({ ...Object.assign({}, ...changes.slice(0, 7)), version: 21 });
      expect(names).toContain(stored!.name);
    });

    it('answers 409 to If-Match 0, a version of the specification range that no rule is at', async () => {
      const rule = await aPreventiveRule();
      const { status, body } = await patch(rule.id, { name: 'X' }, { 'if-match': '0' });
      expect(status).toBe(409);
      expect(body.details).toMatchObject({ currentVersion: rule.version });
      await expectUnchanged(rule);
    });

    it('answers 400 to an If-Match that is not a version', async () => {
      const rule = await aPreventiveRule();
      for (const tag of ['W/"1"', '"abc"', '-1', '"01"', '*', '"1", "2"', '4503599627370496']) {
        const { status, body } = await patch(rule.id, { name: 'X' }, { 'if-match': tag });
        expect(status).toBe(400);
        expect(body.details).toEqual([expect.objectContaining({ location: 'headers', path: 'if-match' })]);
      }
      await expectUnchanged(rule);
    });
  });

  describe('the main installation and the installation list', () => {
    it('accepts a new main installation that is already one of the rule installations', async () => {
      const rule = await aPreventiveRule();
      expect(
        (await patch(rule.id, { mainLibraryTechnicalInstallationId: rule.libraryTechnicalInstallationIds[1] })).status,
      ).toBe(200);
    });

    it('answers 400 when both are sent and the main one is not in the list', async () => {
      const rule = await aPreventiveRule();
      const { status, body } = await patch(rule.id, {
        mainLibraryTechnicalInstallationId: rule.libraryTechnicalInstallationIds[0],
        libraryTechnicalInstallationIds: [rule.libraryTechnicalInstallationIds[1]],
      });
      expect(status).toBe(400);
      expect(body.details).toEqual([
        expect.objectContaining({ location: 'body', path: 'mainLibraryTechnicalInstallationId' }),
      ]);
      await expectUnchanged(rule);
    });

    it('answers 409 when one is sent alone and no longer agrees with the stored other', async () => {
      const rule = await aPreventiveRule();
      const outsider = await aLibraryInstallation();
      const main = await patch(rule.id, { mainLibraryTechnicalInstallationId: outsider.id });
      expect(main.status).toBe(409);
      expect(main.body.details).toEqual([
        expect.objectContaining({ path: 'mainLibraryTechnicalInstallationId', code: 'main_not_listed' }),
      ]);
      const list = await patch(rule.id, { libraryTechnicalInstallationIds: [outsider.id] });
      expect(list.status).toBe(409);
      expect(list.body.message).toMatch(/send mainLibraryTechnicalInstallationId too/);
      await expectUnchanged(rule);
    });

    it('answers 404 naming each installation id the library does not have, and changes nothing', async () => {
      const rule = await aPreventiveRule();
      const [known, unknownA, unknownB] = [rule.mainLibraryTechnicalInstallationId, randomUUID(), randomUUID()];
      const { status, body } = await patch(rule.id, { libraryTechnicalInstallationIds: [unknownA, known, unknownB] });
      expect(status).toBe(404);
      expect(body.details).toEqual([
        expect.objectContaining({
          path: 'libraryTechnicalInstallationIds[0]',
          message: expect.stringContaining(unknownA),
        }),
        expect.objectContaining({
          path: 'libraryTechnicalInstallationIds[2]',
          message: expect.stringContaining(unknownB),
        }),
      ]);
      await expectUnchanged(rule);
    });
  });

  it('answers 400 naming the problem of an invalid recurrence rule, and changes nothing', async () => {
    const rule = await aPreventiveRule();
    for (const [rrule, problem] of [
      ['FREQ=SOMETIMES', /FREQ must be one of/],
      ['FREQ=DAILY;COUNT=2;UNTIL=20300101', /UNTIL and COUNT/],
      ['FREQ=MONTHLY;BYMONTHDAY=32', /BYMONTHDAY: 32/],
      ['every monday', /not a NAME=VALUE/],
    ] as const) {
      const { status, body } = await patch(rule.id, { rrule });
      expect(status).toBe(400);
      expect(body.details).toEqual([
        expect.objectContaining({ location: 'body', path: 'rrule', message: expect.stringMatching(problem) }),
      ]);
    }
    await expectUnchanged(rule);
  });

  it('answers 400 at each bound of the specification and of ours, and changes nothing', async () => {
    const rule = await aPreventiveRule();
    const id = rule.mainLibraryTechnicalInstallationId;
    const scope = { classifications: [], categories: [], activityTypes: [] };
    const cases: [unknown, string][] = [
      [{}, ''],
      [{ name: '' }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'n'.repeat(201) }, 'name'],
      [{ description: 'd'.repeat(2001) }, 'description'],
      [{ rrule: '' }, 'rrule'],
      [{ rrule: `FREQ=YEARLY;BYMONTH=${'1,'.repeat(250)}1` }, 'rrule'],
      [{ ruleType: 'optional' }, 'ruleType'],
      [{ links: {} }, 'links.logbook'],
      [{ links: { logbook: 'diary' } }, 'links.logbook'],
      [{ links: { logbook: 'registry', other: 1 } }, 'links'],
      [{ links: { logbook: 'registry', documentationUrls: ['http://example.com'] } }, 'links.documentationUrls[0]'],
      [
        { links: { logbook: 'registry', regulatoryReferences: Array.from({ length: 21 }, (_, i) => `Art. ${i}`) } },
        'links.regulatoryReferences',
      ],
      [{ links: { logbook: 'registry', regulatoryReferences: ['r'.repeat(301)] } }, 'links.regulatoryReferences[0]'],
      [{ providerTypes: ['plumber'] }, 'providerTypes[0]'],
      [{ providerTypes: ['qualified_technician', 'qualified_technician'] }, 'providerTypes[1]'],
      [{ siteScopes: [{ ...scope, categories: [0] }] }, 'siteScopes[0].categories[0]'],
      [{ siteScopes: [{ ...scope, categories: [6] }] }, 'siteScopes[0].categories[0]'],
      [{ siteScopes: [{ ...scope, categories: [2.5] }] }, 'siteScopes[0].categories[0]'],
      [{ siteScopes: [{ ...scope, classifications: ['CASTLE'] }] }, 'siteScopes[0].classifications[0]'],
      [{ siteScopes: [{ ...scope, activityTypes: ['Z'] }] }, 'siteScopes[0].activityTypes[0]'],
      [{ siteScopes: [{ classifications: [], categories: [] }] }, 'siteScopes[0].activityTypes'],
      [{ siteScopes: [{ ...scope, sites: [] }] }, 'siteScopes[0]'],
      [{ siteScopes: Array(51).fill(scope) }, 'siteScopes'],
      [{ mainLibraryTechnicalInstallationId: 'abc' }, 'mainLibraryTechnicalInstallationId'],
      [{ libraryTechnicalInstallationIds: [] }, 'libraryTechnicalInstallationIds'],
      [{ libraryTechnicalInstallationIds: [id, id] }, 'libraryTechnicalInstallationIds[1]'],
      [
        { libraryTechnicalInstallationIds: Array.from({ length: 51 }, () => randomUUID()) },
        'libraryTechnicalInstallationIds',
      ],
      [{ name: 'Fine', unknown: true }, ''],
    ];
    for (const [body, field] of cases) {
      const answer = await patch(rule.id, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.details, JSON.stringify(body).slice(0, 80)).toEqual([
        expect.objectContaining({ location: 'body', path: field }),
      ]);
    }
    const versionInBody = await patch(rule.id, { version: 3 });
    expect(versionInBody.status).toBe(400);
    expect(versionInBody.body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ location: 'body', code: 'unrecognized_keys' }),
        expect.objectContaining({ location: 'body', message: 'send at least one field to change' }),
      ]),
    );
    await expectUnchanged(rule);
  });

  it('accepts the upper bounds themselves', async () => {
    const rule = await aPreventiveRule();
    expect(`FREQ=YEARLY;BYMONTHDAY=${'1,'.repeat(238)}1`).toHaveLength(500);
    const installations = await Promise.all(Array.from({ length: 50 }, () => aLibraryInstallation()));
    const { status } = await patch(rule.id, {
      name: 'n'.repeat(200),
      description: 'd'.repeat(2000),
      rrule: `FREQ=YEARLY;BYMONTHDAY=${'1,'.repeat(238)}1`,
      siteScopes: Array(50).fill({
        classifications: ['ERP', 'IGH', 'ERT', 'HAB', 'ICPE'],
        categories: [1, 2, 3, 4, 5],
        activityTypes: [],
      }),
      libraryTechnicalInstallationIds: installations.map((installation) => installation.id),
      mainLibraryTechnicalInstallationId: installations[49]!.id,
    });
    expect(status).toBe(200);
  });

  it('answers 404 to an unknown rule', async () => {
    const { status, body } = await patch(randomUUID(), { name: 'Nobody' });
    expect(status).toBe(404);
    expect(body.message).toBe('Preventive library rule not found');
  });

  it('answers 415 to a body that is not application/json and 422 to one that is not JSON', async () => {
    const rule = await aPreventiveRule();
    expect(
      (
        await call('PATCH', path(rule.id), {
          as: bo,
          headers: { 'content-type': 'text/plain' },
          rawBody: '{"name":"x"}',
        })
      ).status,
    ).toBe(415);
    expect(
      (
        await call('PATCH', path(rule.id), {
          as: bo,
          headers: { 'content-type': 'application/json' },
          rawBody: '{"name":',
        })
      ).status,
    ).toBe(422);
    await expectUnchanged(rule);
  });

  it('answers 401 without a valid token', async () => {
    const { status, body } = await call('PATCH', path(libraryDemoIds.fireAlarmCheck), {
      authorization: 'Bearer nope',
      body: { name: 'X' },
    });
    expect(status).toBe(401);
    expect(body.error).toBe('unauthorized');
  });

  it('answers 403 to organization users, whatever their role, and changes nothing', async () => {
    const rule = await aPreventiveRule();
    for (const caller of [demoIds.rsAdmin, demoIds.adAdmin]) {
      const { status, body } = await call('PATCH', path(rule.id), { as: caller, body: { name: 'Mine' } });
      expect(status).toBe(403);
      expect(body.error).toBe('forbidden');
    }
    await expectUnchanged(rule);
  });
});
