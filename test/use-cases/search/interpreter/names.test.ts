import { describe, expect, it } from 'vitest';
import { findNames, nameIndex } from '#shared/use-cases/search/interpreter/names.ts';
import { tokenize } from '#shared/use-cases/search/interpreter/text.ts';
import type { NamedKind } from '#shared/vocabulary/catalogue/facets.ts';
import type { CatalogueName } from '#shared/vocabulary/search/interpreter.ts';

let next = 0;
const record = (kind: NamedKind, ref: string, name: string, extra: Partial<CatalogueName> = {}): CatalogueName => ({
  kind,
  id: `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`,
  ref,
  name,
  archived: false,
  unitIds: [],
  technicalInstallationIds: [],
  ...extra,
});

const siteA = record('unit', 'UNI-1', 'Bâtiment A');
const siteB = record('unit', 'UNI-2', 'Bâtiment B');
const tilleuls = record('unit', 'UNI-3', 'Résidence Les Tilleuls');
const boiler1 = record('equipment', 'EQU-1', 'Chaudière 1', { unitIds: [siteA.id] });
const boiler2 = record('equipment', 'EQU-2', 'Chaudière 2', { unitIds: [siteA.id] });
const boilerGas = record('equipment', 'EQU-3', 'Chaudière gaz école', { unitIds: [siteB.id] });
const lift = record('technical_installation', 'INS-3', 'Ascenseur principal');
const alarmA = record('technical_installation', 'INS-1', 'Brandmeldeanlage', { unitIds: [siteA.id] });
const alarmB = record('technical_installation', 'INS-2', 'Brandmeldeanlage', { unitIds: [siteB.id] });
const oldPump = record('equipment', 'EQU-9', 'Pompe de relevage', { archived: true });
const newPump = record('equipment', 'EQU-10', 'Pompe de relevage');
const veritas = record('provider', 'PRO-4', 'Bureau Veritas');
const names = [siteA, siteB, tilleuls, boiler1, boiler2, boilerGas, lift, alarmA, alarmB, oldPump, newPump, veritas];

const find = (
  question: string,
  scope: { unitIds: string[]; technicalInstallationIds: string[] } = { unitIds: [], technicalInstallationIds: [] },
) =>
  findNames({ question, tokens: tokenize(question), index: nameIndex(names, 'fr'), scope })
    .sort((a, b) => b.end - b.start - (a.end - a.start))
    .map((match) => ({ term: match.term, refs: match.candidates.map((c) => c.name.ref) }));

describe('names of the catalogue in a question', () => {
  it('prefers the record whose whole name is written over those that merely contain a word of it', () => {
    expect(find('Anomalies on Chaudière 1')[0]).toEqual({ term: 'Chaudière 1', refs: ['EQU-1'] });
  });

  it('keeps every record of equal standing when a shared word is written', () => {
    expect(find('Anomalies de la chaudière')[0]).toEqual({ term: 'chaudière', refs: ['EQU-1', 'EQU-2', 'EQU-3'] });
    expect(find('Mängel an der Brandmeldeanlage')[0]!.refs.sort()).toEqual(['INS-1', 'INS-2']);
  });

  it('ranks candidates in the requested scope first', () => {
    expect(find('Anomalies de la chaudière', { unitIds: [siteB.id], technicalInstallationIds: [] })[0]!.refs).toEqual([
      'EQU-3',
      'EQU-1',
      'EQU-2',
    ]);
  });

  it('forgives one letter in words of five letters or more, not in shorter ones', () => {
    expect(find('anomalies chaudiere 2')[0]).toEqual({ term: 'chaudiere 2', refs: ['EQU-2'] });
    expect(find('anomalies de la Chaudère 2')[0]).toEqual({ term: 'Chaudère 2', refs: ['EQU-2'] });
    expect(find('interventions de Bureau Veritsa')[0]).toEqual({ term: 'Bureau Veritsa', refs: ['PRO-4'] });
    expect(find('Bâtiment C')[0]).toEqual({ term: 'Bâtiment', refs: ['UNI-1', 'UNI-2'] });
  });

  it('reads names in any order, case and accents, with link words inside', () => {
    expect(find('anomalies de la residence les tilleuls')[0]).toEqual({
      term: 'residence les tilleuls',
      refs: ['UNI-3'],
    });
    expect(find('the Tilleuls Résidence')[0]!.refs).toEqual(['UNI-3']);
    expect(find('BATIMENT B')[0]).toEqual({ term: 'BATIMENT B', refs: ['UNI-2'] });
  });

  it('takes one later word of a name only when it looks like a name', () => {
    expect(find('les anomalies principales')).toEqual([]);
    expect(find('anomalies aux tilleuls')[0]!.refs).toEqual(['UNI-3']);
    expect(find('interventions de Veritas')[0]!.refs).toEqual(['PRO-4']);
    expect(find('y a-t-il des anomalies')).toEqual([]);
  });

  it('passes over archived records when a live one has the same standing', () => {
    expect(find('Pompe de relevage')[0]!.refs).toEqual(['EQU-10']);
  });

  it('prefers the records a word is the head of: the first word in French and German, the last in English', () => {
    const english = [
      record('technical_installation', 'SYS-2', 'Boiler Room'),
      record('equipment', 'EQ-1', 'Boiler 1'),
      record('equipment', 'EQ-2', 'Boiler 2'),
      record('unit', 'SITE-2', 'North Tower'),
    ];
    const search = (question: string) =>
      findNames({
        question,
        tokens: tokenize(question),
        index: nameIndex(english, 'en'),
        scope: { unitIds: [], technicalInstallationIds: [] },
      });
    expect(search('Anomalies on the boiler')[0]!.candidates.map((c) => c.name.ref)).toEqual(['EQ-1', 'EQ-2']);
    expect(search('Anomalies in the boiler room')[0]!.candidates.map((c) => c.name.ref)).toEqual(['SYS-2']);
    expect(search('anomalies in the tower')[0]!.candidates.map((c) => c.name.ref)).toEqual(['SITE-2']);
  });

  it("takes the head of a name in the language the name is written in, not only the organization's", () => {
    const mixed = [
      record('equipment', 'EQ-11', 'Nouvelle pompe'),
      record('equipment', 'EQ-12', 'Pompe de relevage'),
      record('equipment', 'EQ-13', 'Alte Heizung'),
      record('equipment', 'EQ-14', 'Heizung im Keller'),
      record('technical_installation', 'SYS-3', 'Pump House'),
    ];
    const search = (question: string) =>
      findNames({
        question,
        tokens: tokenize(question),
        index: nameIndex(mixed, 'en'),
        scope: { unitIds: [], technicalInstallationIds: [] },
      })[0]!.candidates.map((c) => c.name.ref);
    // French and German names in an English organization: both pumps, both heaters are about what the question names.
    expect(search('issues with the pompe')).toEqual(['EQ-11', 'EQ-12']);
    expect(search('Störungen an der Heizung')).toEqual(['EQ-13', 'EQ-14']);
    // An English name keeps its English head.
    expect(search('problems in the pump house')).toEqual(['SYS-3']);
  });

  it('reuses the index of a list with the same content, and only then', () => {
    const copy = names.map((name) => ({ ...name }));
    expect(nameIndex(copy, 'fr')).toBe(nameIndex(names, 'fr'));
    const renamed = names.map((name) => (name.ref === 'EQU-1' ? { ...name, name: 'Chaudière 1 bis' } : { ...name }));
    expect(nameIndex(renamed, 'fr')).not.toBe(nameIndex(names, 'fr'));
    expect(nameIndex(copy, 'en')).not.toBe(nameIndex(names, 'fr'));
  });
});

describe('a word one letter off a name is that name only when written as a name', () => {
  const lodge = record('unit', 'UNI-20', 'Harbour Lodge');
  const findIn = (question: string) =>
    findNames({
      question,
      tokens: tokenize(question),
      index: nameIndex([lodge], 'en'),
      scope: { unitIds: [], technicalInstallationIds: [] },
    }).map((match) => match.term);

  it.each(['a complaint was lodged twice: which anomalies are open?', 'which anomalies were lodged last week?'])(
    'an ordinary word: %s',
    (question) => {
      expect(findIn(question)).toEqual([]);
    },
  );

  it('a lower-case word one letter off a name does not open the run of that name', () => {
    const pier = record('technical_installation', 'INS-20', 'Monte-charge Harbour Lodge');
    const matches = findNames({
      question: 'interventions next month at Harbour Lodge',
      tokens: tokenize('interventions next month at Harbour Lodge'),
      index: nameIndex([lodge, pier], 'en'),
      scope: { unitIds: [], technicalInstallationIds: [] },
    });
    expect(matches.map((match) => [match.term, match.candidates.map((c) => c.name.ref)])).toEqual([
      ['Harbour Lodge', ['UNI-20']],
    ]);
  });

  it.each([
    ['open anomalies at the Lodeg', 'Lodeg'],
    ['open anomalies at Harbour Lodg', 'Harbour Lodg'],
    ['lodeg', 'lodeg'],
  ])('a name: %s', (question, term) => {
    expect(findIn(question)).toEqual([term]);
  });
});
