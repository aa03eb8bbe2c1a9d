import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueNameResolver } from '#shared/stores/search/name-resolver.ts';
import { anImportedOrganization, aRecord } from '#test/support/catalogue-fixtures.ts';
import { aSearchOrganization, type SearchOrganization } from '#test/support/search-fixtures.ts';

let a: SearchOrganization;
let b: SearchOrganization;

beforeAll(async () => {
  [a, b] = await Promise.all([aSearchOrganization(), aSearchOrganization()]);
});

describe('the name resolver the interpreter reads the catalogue through', () => {
  it("lists the names of the organization's units, installations, equipment and providers", async () => {
    const names = await catalogueNameResolver(a.organizationId).names(['unit', 'provider']);
    expect(names.map((name) => [name.kind, name.id, name.ref, name.name]).sort()).toEqual(
      [
        ['provider', a.ids['PRO-1'], 'PRO-1', 'Otis'],
        ['provider', a.ids['PRO-2'], 'PRO-2', 'Dalkia'],
        ['unit', a.ids['UNI-1'], 'UNI-1', 'Bâtiment A'],
        ['unit', a.ids['UNI-2'], 'UNI-2', 'Bâtiment B'],
      ].sort(),
    );
    const equipment = await catalogueNameResolver(a.organizationId).names(['equipment']);
    expect(equipment.find((name) => name.ref === 'EQU-1')).toEqual({
      kind: 'equipment',
      id: a.ids['EQU-1'],
      ref: 'EQU-1',
      name: 'Chaudière 1',
      archived: false,
      unitIds: [a.ids['UNI-1']],
      technicalInstallationIds: [a.ids['INS-1']],
    });
  });

  it('finds records by reference, in the organization only', async () => {
    expect(await catalogueNameResolver(a.organizationId).findByRef('INS-2')).toEqual([
      { kind: 'technical_installation', id: a.ids['INS-2'], ref: 'INS-2' },
    ]);
    expect(await catalogueNameResolver(b.organizationId).findByRef('INS-2')).toEqual([
      { kind: 'technical_installation', id: b.ids['INS-2'], ref: 'INS-2' },
    ]);
    expect(await catalogueNameResolver(a.organizationId).findByRef('INS-9')).toEqual([]);
  });

  it('tells which words some record of the organization holds, in its title or its text, and of that organization only', async () => {
    const holder = await anImportedOrganization('rs', {
      records: [aRecord('document', { title: 'Plan des zwergpinguins', text: 'Un quokka au sous-sol.' })],
    });
    const asked = ['zwergpinguin', 'quokka', 'sol', 'blorptastic'];
    expect([...(await catalogueNameResolver(holder.id).knownWords(asked))].sort()).toEqual([
      'quokka',
      'sol',
      'zwergpinguin',
    ]);
    expect([...(await catalogueNameResolver(a.organizationId).knownWords(asked))]).toEqual([]);
    expect([...(await catalogueNameResolver(holder.id).knownWords([]))]).toEqual([]);
  });
});
