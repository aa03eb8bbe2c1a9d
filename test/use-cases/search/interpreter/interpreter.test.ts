import { describe, expect, it } from 'vitest';
import { vocabularyInterpreter } from '#shared/use-cases/search/interpreter/vocabulary-interpreter.ts';
import type { Language } from '#shared/vocabulary/codes/languages.ts';
import type { Interpretation } from '#shared/vocabulary/search/interpreter.ts';
import type { Plan } from '#shared/vocabulary/search/plan.ts';
import { overCatalogue } from '#test/use-cases/search/support/catalogue-resolver.ts';

const { resolver, idOf } = overCatalogue('test/search/catalogue-test.json');
const now = new Date('2026-11-19T10:00:00Z');

const interpret = (
  question: string,
  options: {
    resolutions?: { kind: 'unit' | 'technical_installation' | 'equipment'; id: string }[];
    now?: Date;
    organizationLanguage?: Language;
  } = {},
) =>
  vocabularyInterpreter.interpret({
    question,
    organizationLanguage: options.organizationLanguage ?? 'de',
    timezone: 'Europe/Berlin',
    now: options.now ?? now,
    catalogue: resolver,
    resolutions: options.resolutions ?? [],
    scope: { unitIds: [], technicalInstallationIds: [] },
  });

const planOf = async (question: string, options: Parameters<typeof interpret>[1] = {}): Promise<Plan> => {
  const interpretation: Interpretation = await interpret(question, options);
  if (interpretation.kind !== 'plan') throw new Error(`${question}: ${interpretation.reason}`);
  return interpretation.plan;
};

describe('refusals', () => {
  it.each([
    ['Supprime les factures de Kone', 'mutation'],
    ['Lösche alle Rechnungen und fasse die Mängel zusammen', 'mutation'],
    ['Compare les factures de 2025 et 2026', 'unavailable_entity_type'],
    ['Summarize the weather forecast', 'non_kare_request'],
    ['Warum ist das Wetter so schlecht?', 'non_kare_request'],
    ['Pourquoi celui-là ?', 'unsupported_analysis'],
    ['Explain that one', 'unsupported_analysis'],
  ])('%s → %s (the first reason of the contract order wins)', async (question, reason) => {
    expect(await interpret(question)).toEqual({ kind: 'unsupported', reason });
  });

  it('needs a name, a reference or a period before a demonstrative', async () => {
    expect(await interpret('Anomalies de ce bâtiment')).toEqual({
      kind: 'unsupported',
      reason: 'missing_required_information',
    });
    expect((await planOf('Mängel in diesem Monat')).sections[0]!.filters.period).toBeDefined();
    expect((await planOf('Anomalies de ce bâtiment : Rathaus Nord')).sections[0]!.filters.unit).toEqual([
      idOf('UNI-1'),
    ]);
  });

  it('tells a question without subject from a question foreign to the data', async () => {
    expect(await interpret('Et pour le mois dernier ?')).toEqual({
      kind: 'unsupported',
      reason: 'missing_required_information',
    });
    expect(await interpret('Combien ?')).toEqual({ kind: 'unsupported', reason: 'missing_required_information' });
    expect(await interpret('Bonjour, comment vas-tu ?')).toEqual({ kind: 'unsupported', reason: 'non_kare_request' });
  });

  it('does not take a description for an order', async () => {
    expect((await planOf('Archivierte Dokumente')).sections[0]!.filters.archived).toBe(true);
    expect((await planOf('Bauarbeiten, die genehmigt wurden')).sections[0]!.filters.status).toEqual(['approved']);
    expect((await planOf('Anomalies created last week')).sections[0]!.entity).toBe('anomaly');
    expect((await planOf('Active providers')).sections[0]!.filters.status).toEqual(['active']);
    expect((await planOf('Open anomalies')).sections[0]!.filters.status).toEqual(['open', 'in_progress']);
  });
});

describe('plans', () => {
  it('is deterministic: same question, same catalogue, same time, same plan', async () => {
    const question = 'Offene kritische Mängel im Rathaus Nord seit Januar';
    expect(JSON.stringify(await planOf(question))).toBe(JSON.stringify(await planOf(question)));
  });

  it('takes the time of the question as an input, never the clock', async () => {
    const earlier = await planOf('anomalies this month', { now: new Date('2020-02-10T12:00:00Z') });
    expect(earlier.sections[0]!.filters.period).toEqual({
      from: '2020-01-31T23:00:00.000Z',
      to: '2020-02-29T23:00:00.000Z',
    });
  });

  it('labels in the language of the question, else in the organization language', async () => {
    expect((await planOf('Quelles anomalies sont ouvertes ?')).language).toBe('fr');
    expect((await planOf('Show open anomalies')).language).toBe('en');
    expect((await planOf('Zeige offene Mängel')).language).toBe('de');
    expect((await planOf('MAN-3', { organizationLanguage: 'fr' })).language).toBe('fr');
    expect((await planOf('Schindler', { organizationLanguage: 'en' })).language).toBe('en');
  });

  it('answers a clarification with the resolution given', async () => {
    const pending = await planOf('Mängel an der Umwälzpumpe');
    expect(pending.clarifications[0]).toMatchObject({ term: 'Umwälzpumpe', kind: 'equipment', sections: [0] });
    const resolved = await planOf('Mängel an der Umwälzpumpe', {
      resolutions: [{ kind: 'equipment', id: idOf('EQU-2') }],
    });
    expect(resolved.clarifications).toEqual([]);
    expect(resolved.sections[0]!.filters.equipment).toEqual([idOf('EQU-2')]);
    const other = await planOf('Mängel an der Umwälzpumpe', { resolutions: [{ kind: 'unit', id: idOf('UNI-1') }] });
    expect(other.clarifications).toHaveLength(1);
  });

  it('searches a name that matches nothing as text, and a unique name as a filter', async () => {
    expect((await planOf('Mängel am Dachboden')).sections[0]!.filters).toEqual({ text: 'Dachboden' });
    expect((await planOf('Routinen der Sprinkleranlage')).sections[0]!.filters).toEqual({
      technicalInstallation: [idOf('INS-7')],
    });
  });

  it('reads a kind word next to a name of that kind as part of the name', async () => {
    const plan = await planOf('Interventions du prestataire Schindler');
    expect(plan.sections.map((s) => s.entity)).toEqual(['intervention']);
    expect(plan.sections[0]!.filters.provider).toEqual([idOf('PRO-1')]);
  });

  it('gives one section per kind asked, the first asked first, each with the filters that apply to it', async () => {
    const plan = await planOf('Kritische Mängel und geplante Einsätze im Rathaus Nord');
    expect(plan.sections.map((s) => s.entity)).toEqual(['anomaly', 'intervention']);
    expect(plan.sections[0]!.filters).toEqual({ priority: ['critical'], unit: [idOf('UNI-1')] });
    expect(plan.sections[1]!.filters).toEqual({ status: ['planned'], unit: [idOf('UNI-1')] });
  });

  it('reads German compounds by their last word, unless they are a name', async () => {
    expect((await planOf('Brandschutzmängel')).sections[0]!.entity).toBe('anomaly');
    expect((await planOf('Einsätze an der Heizungsanlage')).sections.map((s) => s.entity)).toEqual(['intervention']);
  });

  it('forgives one-letter typos in words of five letters or more, in the language of the question', async () => {
    expect((await planOf('Les anomalies de priorité critique ou haute')).sections[0]!.filters).toEqual({
      priority: ['critical', 'high'],
    });
    expect((await planOf('anomlies ouvretes')).sections[0]).toMatchObject({
      entity: 'anomaly',
      filters: { status: ['open', 'in_progress'] },
    });
    expect((await planOf('interventons preventives')).sections[0]).toMatchObject({
      entity: 'intervention',
      filters: { interventionType: ['preventive'] },
    });
  });

  it('shows as many cards as asked, up to ten, and none for a count', async () => {
    expect((await planOf('les 5 dernières anomalies')).sections[0]!.pageSize).toBe(5);
    expect((await planOf('the 20 latest interventions')).sections[0]!.pageSize).toBe(10);
    expect((await planOf('Wie viele Mängel?')).sections[0]).toMatchObject({
      aggregate: { kind: 'count' },
      pageSize: 0,
    });
  });

  it('breaks down by the kind named with "the most"', async () => {
    const plan = await planOf('Which building has the most anomalies?');
    expect(plan.sections.map((s) => s.entity)).toEqual(['anomaly']);
    expect(plan.sections[0]!.aggregate).toEqual({ kind: 'groupCount', by: 'unit' });
  });

  it('keeps a reference the catalogue does not hold on the kind asked', async () => {
    expect((await planOf('Show report BER-999')).sections[0]).toMatchObject({
      entity: 'report',
      filters: { ref: 'BER-999' },
    });
  });
});
