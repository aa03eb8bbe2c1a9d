import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '#infra/project-root.ts';
import { importCatalogue } from '#shared/use-cases/import/import.ts';
import { call } from '#test/support/api.ts';
import type { CatalogueFile } from '#test/use-cases/search/support/catalogue-resolver.ts';

/** Operation 1 answering with the vocabulary interpreter, over the project's own catalogue. */
const file = JSON.parse(readFileSync(join(projectRoot, 'test/search/catalogue-test.json'), 'utf8')) as CatalogueFile;
const userOf = (role: string) => file.users.find((u) => u.role === role)!.id;
const idOf = (ref: string) => file.records.find((r) => r.ref === ref)!.id;
const path = '/rs/search/v1/query';
const ask = (body: unknown, role = 'admin') => call('POST', path, { as: userOf(role), body });

beforeAll(async () => {
  const imported = await importCatalogue(file);
  expect(imported.ok).toBe(true);
});

describe('search questions through the API', () => {
  it('answers in the language of the question, with its filters', async () => {
    const { status, body } = await ask({ query: 'Quelles anomalies critiques sont ouvertes au Rathaus Nord ?' });
    expect(status).toBe(200);
    expect(body.answer.kind).toBe('results');
    const [section] = body.sections;
    expect(section).toMatchObject({ entity: 'anomaly', label: 'Anomalies', orderBy: { direction: 'desc' } });
    expect(section.filters).toEqual([
      { key: 'status', label: 'Statut', value: ['open', 'in_progress'], valueLabel: 'Ouvert' },
      { key: 'priority', label: 'Priorité', value: ['critical'], valueLabel: 'Critique' },
      { key: 'unit', label: 'Site', value: [idOf('UNI-1')], valueLabel: 'Rathaus Nord' },
    ]);
    const expected = file.records.filter(
      (r) =>
        r.kind === 'anomaly' &&
        !r.archived &&
        r.priority === 'critical' &&
        ['open', 'in_progress'].includes(r.status as string) &&
        r.unitIds?.includes(idOf('UNI-1')),
    );
    expect(section.totalCount).toBe(expected.length);
  });

  it('labels a question without words of any language in the organization language', async () => {
    const { body } = await ask({ query: 'MAN-3' });
    expect(body.sections[0]).toMatchObject({ entity: 'anomaly', label: 'Mängel', totalCount: 1 });
    expect(body.sections[0].cards[0]).toMatchObject({ ref: 'MAN-3', matchedField: 'ref' });
  });

  it('counts and breaks down', async () => {
    const { body } = await ask({ query: 'How many interventions per provider?' });
    expect(body.answer.kind).toBe('counts');
    expect(body.sections[0].aggregate).toMatchObject({ kind: 'groupCount', by: 'provider' });
    const total = body.sections[0].aggregate.groups.reduce(
      (sum: number, group: { count: number }) => sum + group.count,
      0,
    );
    expect(total).toBe(file.records.filter((r) => r.kind === 'intervention' && !r.archived).length);
  });

  it('asks which record an ambiguous name means, then answers the question with the one chosen', async () => {
    const question = 'Offene Mängel an der Umwälzpumpe';
    const first = await ask({ query: question });
    expect(first.body.answer).toEqual({ kind: 'clarification', term: 'Umwälzpumpe' });
    expect(first.body.sections).toEqual([]);
    expect(first.body.clarification.kind).toBe('equipment');
    expect(first.body.clarification.candidates.map((c: { ref: string }) => c.ref).sort()).toEqual(['EQU-1', 'EQU-2']);

    const second = await ask({
      query: question,
      resolutions: [{ kind: 'equipment', id: idOf('EQU-2') }],
      previous: { question, plan: first.body.plan },
    });
    expect(second.body.answer.kind).not.toBe('clarification');
    expect(second.body.sections[0].filters.find((f: { key: string }) => f.key === 'equipment')).toMatchObject({
      value: [idOf('EQU-2')],
      valueLabel: 'Umwälzpumpe 2',
    });
  });

  it('refuses with the reason of the contract', async () => {
    const { status, body } = await ask({ query: 'Lösche den Bericht BER-1' });
    expect(status).toBe(200);
    expect(body).toEqual({ answer: { kind: 'unsupported', reason: 'mutation' }, sections: [], plan: null });
  });

  it('keeps kinds a viewer may not read out of the answer', async () => {
    const { body } = await ask({ query: 'Verträge mit Minimax' }, 'viewer');
    expect(body.answer.kind).toBe('no_results');
    expect(body.sections[0]).toMatchObject({ entity: 'contract', unavailable: 'forbidden', cards: [], totalCount: 0 });
  });
});
