import { describe, expect, it } from 'vitest';
import { overCatalogue } from '#test/use-cases/search/support/catalogue-resolver.ts';

/**
 * The request inside a message (request.ts, sending.ts): sentences and asides that only surround
 * the request give it no filter, period, name or refusal, unless it points back at them; "send
 * me" reads. Over catalogue-test.json
 * (Rathaus Nord, Rathaus Süd, Stadtbibliothek, Sporthalle West; Schindler, Kone, Minimax …).
 */
const { interpret, planOf, idOf } = overCatalogue('test/search/catalogue-test.json');

const firstSection = async (question: string) => (await planOf(question)).sections[0]!;
const OPEN = ['open', 'in_progress'];

describe('a sentence that only sets the scene gives no filter', () => {
  it.each([
    ['I was at the Stadtbibliothek yesterday with Kone. Which anomalies are still open?', 'anomaly'],
    ["J'étais hier à la Stadtbibliothek avec Kone. Quelles anomalies sont encore ouvertes ?", 'anomaly'],
    ['Ich war gestern mit Kone in der Stadtbibliothek. Welche Mängel sind noch offen?', 'anomaly'],
  ])('%s', async (question, entity) => {
    const section = await firstSection(question);
    expect(section.entity).toBe(entity);
    expect(section.filters).toEqual({ status: OPEN });
  });

  it.each([
    'I am at the Stadtbibliothek tomorrow. Which anomalies are open in that building?',
    'Je suis à la Stadtbibliothek demain. Quelles anomalies sont ouvertes dans ce bâtiment ?',
    'Ich bin morgen in der Stadtbibliothek. Welche Mängel sind in diesem Gebäude offen?',
  ])('unless the request points back at it: %s', async (question) => {
    expect((await firstSection(question)).filters.unit).toEqual([idOf('UNI-3')]);
  });

  it.each([
    'Which interventions this year? Only the preventive ones.',
    'Quelles interventions cette année ? Seulement les préventives.',
    'Welche Einsätze dieses Jahr? Nur die vorbeugenden.',
  ])('a sentence going on with the request is part of it: %s', async (question) => {
    const section = await firstSection(question);
    expect(section.filters.interventionType).toEqual(['preventive']);
    expect(section.filters.period).toBeDefined();
  });
});

describe('an aside inside the asking sentence gives no filter', () => {
  it.each([
    ['the auditor asked me this morning: which anomalies are open?', { status: OPEN }],
    ["l'auditeur m'a demandé ce matin : quelles anomalies sont ouvertes ?", { status: OPEN }],
    ['der Prüfer hat heute früh gefragt: welche Mängel sind offen?', { status: OPEN }],
    ['for the handover next week, could you list the open anomalies?', { status: OPEN }],
    ['pour la passation de la semaine prochaine, pourriez-vous lister les anomalies ouvertes ?', { status: OPEN }],
    ['für die Übergabe nächste Woche brauche ich die offenen Mängel', { status: OPEN }],
  ])('%s', async (question, filters) => {
    expect((await firstSection(question)).filters).toEqual(filters);
  });

  it.each([
    'By the way, which anomalies are open?',
    'En attendant, quelles anomalies sont ouvertes ?',
    'Übrigens, welche Mängel sind offen?',
    'I have a meeting with the insurer on Friday and I need the open anomalies',
    "j'ai une réunion avec l'assureur vendredi et il me faudrait les anomalies ouvertes",
    'ich habe am Freitag einen Termin mit der Versicherung und bräuchte die offenen Mängel',
  ])('a first clause that names nothing the request asks for: %s', async (question) => {
    expect((await firstSection(question)).filters).toEqual({ status: OPEN });
  });

  it.each([
    'How long does it take on average, until an anomaly is resolved?',
    'Wie lange dauert es durchschnittlich, bis ein Mangel behoben ist?',
  ])('a first clause that asks something itself stays: %s', async (question) => {
    expect(await interpret(question)).toEqual({ kind: 'unsupported', reason: 'unsupported_analysis' });
  });

  it.each([
    ['For the Stadtbibliothek, which anomalies are open?', 'unit'],
    ['Pour la Stadtbibliothek, quelles anomalies sont ouvertes ?', 'unit'],
    ['seit Anfang Oktober: wie viele Mängel wurden gemeldet?', 'period'],
    ['In 2025, which anomalies were closed?', 'period'],
  ] as const)('keeps a first part that is a constraint: %s', async (question, key) => {
    expect((await firstSection(question)).filters[key]).toBeDefined();
  });
});

describe('sending records to the asker reads them; to anyone else it changes data', () => {
  it.each([
    'could you send me the open anomalies?',
    'pourriez-vous m’envoyer les anomalies ouvertes ?',
    'envoyez-moi les anomalies ouvertes',
    'schicken Sie mir bitte die offenen Mängel',
    'Kannst du mir die offenen Mängel der Stadtbibliothek schicken?',
  ])('%s → the anomalies', async (question) => {
    expect((await firstSection(question)).entity).toBe('anomaly');
  });

  it.each([
    'send the open anomalies to Kone',
    'envoie les anomalies ouvertes à Kone',
    'schicke Kone die offenen Mängel',
  ])('%s → mutation', async (question) => {
    expect(await interpret(question)).toEqual({ kind: 'unsupported', reason: 'mutation' });
  });
});

describe('a refusal cue read only as a typo yields to one written as it is', () => {
  it.each([
    // "leave" is one letter off "lease", a record type the catalogue does not hold.
    ['what time does the ferry leave on Sunday?', 'non_kare_request'],
    ['wann fährt die Fähre am Sonntag ab?', 'non_kare_request'],
  ])('%s → %s', async (question, reason) => {
    expect(await interpret(question)).toEqual({ kind: 'unsupported', reason });
  });
});
