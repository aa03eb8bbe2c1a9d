import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueNameResolver } from '../../shared/search/name-resolver.ts';
import { referenceInterpreter } from '../../shared/search/reference-interpreter.ts';
import { aSearchOrganization, searchNow, type SearchOrganization } from '../support/search-fixtures.ts';

let a: SearchOrganization;

beforeAll(async () => {
  a = await aSearchOrganization();
});

const interpret = (question: string) =>
  referenceInterpreter.interpret({
    question,
    organizationLanguage: 'de',
    timezone: 'Europe/Paris',
    now: searchNow,
    catalogue: catalogueNameResolver(a.organizationId),
    resolutions: [],
    scope: { unitIds: [], technicalInstallationIds: [] },
  });

describe('the reference interpreter', () => {
  it.each(['ANO-2', ' ano-2 ? ', 'Ano-2.'])('reads %j as a reference', async (question) => {
    expect(await interpret(question)).toEqual({
      kind: 'plan',
      plan: {
        version: 1,
        language: 'de',
        sections: [{ entity: 'anomaly', filters: { ref: 'ANO-2' }, order: 'desc', pageSize: 10, namedBy: 'ref' }],
        clarifications: [],
      },
    });
  });

  it.each(['Montre-moi ANO-2', 'anomalies ouvertes', 'ANO-02', 'ANO-12'])('refuses %j rather than guess', async (question) => {
    expect(await interpret(question)).toEqual({ kind: 'unsupported', reason: 'missing_required_information' });
  });
});

describe('the name resolver', () => {
  it("lists the names of the organization's units, installations, equipment and providers", async () => {
    const names = await catalogueNameResolver(a.organizationId).names(['unit', 'provider']);
    expect(names.map((name) => [name.kind, name.ref, name.name]).sort()).toEqual([
      ['provider', 'PRO-1', 'Otis'],
      ['provider', 'PRO-2', 'Dalkia'],
      ['unit', 'UNI-1', 'Bâtiment A'],
      ['unit', 'UNI-2', 'Bâtiment B'],
    ]);
    const [equipment] = await catalogueNameResolver(a.organizationId).names(['equipment']);
    expect(equipment).toMatchObject({ archived: false, unitIds: [expect.any(String)], technicalInstallationIds: [expect.any(String)] });
  });

  it('finds records by reference', async () => {
    expect(await catalogueNameResolver(a.organizationId).findByRef('INS-2')).toEqual([
      { kind: 'technical_installation', id: a.ids['INS-2'], ref: 'INS-2' },
    ]);
    expect(await catalogueNameResolver(a.organizationId).findByRef('INS-9')).toEqual([]);
  });
});
