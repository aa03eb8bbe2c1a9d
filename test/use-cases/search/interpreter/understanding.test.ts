import { describe, expect, it } from 'vitest';
import { vocabularyInterpreter } from '#shared/use-cases/search/interpreter/vocabulary-interpreter.ts';
import type { Plan } from '#shared/vocabulary/search/plan.ts';
import { catalogueResolver, overCatalogue } from '#test/use-cases/search/support/catalogue-resolver.ts';

/**
 * How people really type: the words of the request are not its subject, orders to
 * change data come in every form, breakdowns in every language, the refusal precedence holds for
 * every pair of reasons, and names are names whatever the language of the question. Over the
 * project's German catalogue (catalogue-test.json), whose texts hold the word "bitte".
 */
const { catalogue, idOf, interpret, planOf } = overCatalogue('test/search/catalogue-test.json');

const OPEN = ['open', 'in_progress'];

describe('the subject of a question', () => {
  it.each([
    ['salut, tu peux me sortir les anomalies ouvertes stp', { status: OPEN }],
    ['bonjour, petite question : il faudrait la liste des anomalies critiques', { priority: ['critical'] }],
    ['hey, quick question: pull up the open issues real quick', { status: OPEN }],
    ['could you bring up every open defect for me at the moment, thanks', { status: OPEN }],
    ['hallo, kurze frage: zeig mal eigentlich nur die offenen Mängel', { status: OPEN }],
    ['moin, ich bräuchte bitte die kritischen Mängel, danke', { priority: ['critical'] }],
  ])('%s: the request words are not searched', async (question, filters) => {
    expect((await planOf(question)).sections[0]!.filters).toEqual(filters);
  });

  it('never searches a request word, even one the catalogue holds ("Bitte prüfen.")', async () => {
    expect(catalogue.records.some((r) => typeof r.text === 'string' && r.text.includes('Bitte'))).toBe(true);
    expect((await planOf('bitte offene Mängel')).sections[0]!.filters).toEqual({ status: OPEN });
  });

  it('searches a left word that the catalogue holds, and drops one it does not hold', async () => {
    expect((await planOf('Mängel Leckage')).sections[0]!.filters).toEqual({ text: 'Leckage' });
    expect((await planOf('Mängel blorptastisch')).sections[0]!.filters).toEqual({});
  });

  it('searches what follows a word that introduces a subject, held or not, as the contract asks for names', async () => {
    expect((await planOf('Mängel am Dachboden')).sections[0]!.filters).toEqual({ text: 'Dachboden' });
    expect((await planOf('anomalies about a water leak')).sections[0]!.filters).toEqual({ text: 'water leak' });
    expect((await planOf('anomalies mentioning Leckage')).sections[0]!.filters).toEqual({ text: 'Leckage' });
    // "du" is also the folded "dû": it still introduces.
    expect((await planOf('anomalies du grenier')).sections[0]!.filters).toEqual({ text: 'grenier' });
  });

  it.each([
    ['how many open defects throughout the grounds?', { status: OPEN }],
    ['offene Mängel auf dem gesamten Gelände', { status: OPEN }],
    ['anomalies critiques partout dans le parc', { priority: ['critical'] }],
    ['les documents de l’organisation', {}],
    ['open defects on the whole campus', { status: OPEN }],
  ])('%s: how far the search reaches is not its subject', async (question, filters) => {
    expect((await planOf(question)).sections[0]!.filters).toEqual(filters);
  });

  it('still searches a word of the extent that the organization holds', async () => {
    expect((await planOf('Mängel im ganzen Keller')).sections[0]!.filters).toEqual({ text: 'Keller' });
  });

  it.each([
    ['anomalies critiques dans tout l’établissement', ['anomaly']],
    ['Mängel in sämtlichen Gebäuden', ['anomaly']],
    ['open jobs in every building last month', ['intervention']],
    ['list all buildings', ['unit']],
  ])('%s: places that say how far the search reaches ask for no section of their own', async (question, entities) => {
    expect((await planOf(question)).sections.map((s) => s.entity)).toEqual(entities);
  });

  it('breaks down by places named after "across" without an article, not by "the site" as a whole', async () => {
    expect((await planOf('anomalies across buildings')).sections[0]!.aggregate).toEqual({
      kind: 'groupCount',
      by: 'unit',
    });
    expect((await planOf('defects across the site')).sections[0]!.aggregate).toBeUndefined();
  });
});

describe('a breakdown dimension written outside "by"', () => {
  it.each([
    ['the verdicts of the fire safety commissions, per decision', 'commission', 'decision'],
    ['Verteilung der Ergebnisse der Begehungen', 'commission', 'decision'],
    ['répartition de la gravité des anomalies', 'anomaly', 'priority'],
    ['breakdown of the defects’ severity', 'anomaly', 'priority'],
  ])('%s → %s by %s, and no text', async (question, entity, by) => {
    const [section] = (await planOf(question)).sections;
    expect(section!.entity).toBe(entity);
    expect(section!.filters).toEqual({});
    expect(section!.aggregate).toEqual({ kind: 'groupCount', by });
  });

  it('is a word about the records when no breakdown is asked, and never a text term', async () => {
    const [section] = (await planOf('le résultat des commissions de sécurité')).sections;
    expect(section).toMatchObject({ entity: 'commission', filters: {} });
    expect(section!.aggregate).toBeUndefined();
  });

  it('yields to a dimension written after "by"', async () => {
    expect((await planOf('the outcome of the commissions by visit type')).sections[0]!.aggregate).toEqual({
      kind: 'groupCount',
      by: 'visitType',
    });
  });

  it('falls back to the status when the kind has not that dimension', async () => {
    expect((await planOf('breakdown of the anomalies’ outcomes')).sections[0]!.aggregate).toEqual({
      kind: 'groupCount',
      by: 'status',
    });
  });
});

describe('orders to change data, in every form', () => {
  it.each([
    // Imperatives, infinitives, "can you", polite forms.
    'Ferme l’anomalie MAN-2',
    'fermer l’anomalie MAN-2',
    'peux-tu clôturer l’anomalie MAN-2 ?',
    'pourriez-vous assigner l’intervention EIN-3 à Schindler ?',
    'il faudrait archiver les vieux documents',
    'merci de reprogrammer l’intervention EIN-3',
    'Close anomaly MAN-2',
    'can you close anomaly MAN-2',
    'hey, could you please reschedule EIN-3 to next week',
    'go ahead and assign the open anomalies to Kone',
    'I need you to mark MAN-2 as resolved',
    'set up a new routine for the Heizungsanlage',
    'Schließe den Mangel MAN-2',
    'kannst du den Mangel MAN-2 abschließen?',
    'könnten Sie den Vertrag VER-1 verlängern?',
    'MAN-11 bitte als erledigt markieren',
    // German separable verbs, particle at the end.
    'Schließ den Mangel MAN-2 ab',
    'leg bitte einen neuen Einsatz für die Sprinklerpumpe an',
    'Trag den Einsatz EIN-3 für nächste Woche ein',
    'weise den Einsatz EIN-3 Kone zu',
    'Füge dem Mangel MAN-2 ein Foto hinzu',
    'bitte gib den Bericht BER-2 frei',
  ])('%s → mutation', async (question) => {
    expect(await interpret(question)).toEqual({ kind: 'unsupported', reason: 'mutation' });
  });

  it.each(['Anomalies fermées', 'Which doors do not close properly?', 'Mängel, die abgeschlossen sind'])(
    '%s is not an order',
    async (question) => {
      expect((await interpret(question)).kind).toBe('plan');
    },
  );
});

describe('every breakdown of the contract, in the three languages', () => {
  it.each([
    ['Répartition des anomalies par statut', 'anomaly', 'status'],
    ['anomalies by status', 'anomaly', 'status'],
    ['Mängel nach Bearbeitungsstand', 'anomaly', 'status'],
    ['anomalies par niveau d’urgence', 'anomaly', 'priority'],
    ['defects broken down by severity', 'anomaly', 'priority'],
    ['Mängel nach Dringlichkeit aufschlüsseln', 'anomaly', 'priority'],
    ['ventile-moi les interventions par type', 'intervention', 'interventionType'],
    ['jobs split by type of work', 'intervention', 'interventionType'],
    ['Einsätze nach Einsatztyp', 'intervention', 'interventionType'],
    ['combien d’anomalies par bâtiment', 'anomaly', 'unit'],
    ['number of defects per site', 'anomaly', 'unit'],
    ['wie verteilen sich die Mängel auf die Gebäude?', 'anomaly', 'unit'],
    ['anomalies par installation technique', 'anomaly', 'technicalInstallation'],
    ['anomalies per building system', 'anomaly', 'technicalInstallation'],
    ['Mängel je Anlage', 'anomaly', 'technicalInstallation'],
    ['nombre d’interventions par prestataire', 'intervention', 'provider'],
    ['count of jobs per contractor', 'intervention', 'provider'],
    ['Anzahl der Einsätze pro Firma', 'intervention', 'provider'],
    ['interventions by vendor', 'intervention', 'provider'],
    ['nombre de commissions par type de visite', 'commission', 'visitType'],
    ['commission visits by kind of visit', 'commission', 'visitType'],
    ['Begehungen nach Besuchsart', 'commission', 'visitType'],
    ['les commissions de sécurité, par avis', 'commission', 'decision'],
    ['safety commission visits split by outcome', 'commission', 'decision'],
    ['Sicherheitsbegehungen nach Ergebnis', 'commission', 'decision'],
  ])('%s → %s by %s', async (question, entity, by) => {
    const [section] = (await planOf(question)).sections;
    expect(section!.entity).toBe(entity);
    expect(section!.aggregate).toEqual({ kind: 'groupCount', by });
  });
});

// mutation > unavailable_entity_type > non_kare_request > unsupported_analysis > missing_required_information
const PRECEDENCE: readonly (readonly [string, string])[] = [
  ['Supprime les factures de Kone', 'mutation'],
  ['delete all invoices', 'mutation'],
  ['Lösche alle Rechnungen', 'mutation'],
  ['Envoie la météo de demain à Kone', 'mutation'],
  ['send a joke to Kone by email', 'mutation'],
  ['Schicke Kone den Wetterbericht', 'mutation'],
  ['Résume puis supprime les anomalies', 'mutation'],
  ['compare the anomalies and delete the old ones', 'mutation'],
  ['Vergleiche die Mängel und lösche sie', 'mutation'],
  ['Supprime celui-là', 'mutation'],
  ['delete that one', 'mutation'],
  ['Lösche diesen da', 'mutation'],
  ['Les factures et la météo de demain', 'unavailable_entity_type'],
  ['invoices and the weather forecast', 'unavailable_entity_type'],
  ['Rechnungen und das Wetter von morgen', 'unavailable_entity_type'],
  ['Compare les factures de 2025 et 2026', 'unavailable_entity_type'],
  ['why are the invoices so high?', 'unavailable_entity_type'],
  ['Warum sind die Rechnungen so hoch?', 'unavailable_entity_type'],
  ['Les factures de celui-là', 'unavailable_entity_type'],
  ['the invoices for that one', 'unavailable_entity_type'],
  ['die Rechnungen von diesem da', 'unavailable_entity_type'],
  ['Résume-moi le match d’hier soir', 'non_kare_request'],
  ['Summarize the weather forecast', 'non_kare_request'],
  ['Warum ist das Wetter so schlecht?', 'non_kare_request'],
  ['résume-moi le dernier épisode de ma série préférée', 'non_kare_request'],
  ['why is the sky blue?', 'non_kare_request'],
  ['quelle est la température moyenne à Paris en juillet ?', 'non_kare_request'],
  ['wie ist die durchschnittliche Temperatur in Berlin im Juli?', 'non_kare_request'],
  ['La météo pour celui-là', 'non_kare_request'],
  ['the weather over there, for that one', 'non_kare_request'],
  ['das Wetter für diesen da', 'non_kare_request'],
  ['Pourquoi celui-là ?', 'unsupported_analysis'],
  ['Explain that one', 'unsupported_analysis'],
  ['Vergleiche diesen da', 'unsupported_analysis'],
  // A subject the organization holds nothing of, with a period or a count: foreign first.
  ['who scored in the derby yesterday?', 'non_kare_request'],
  ['was läuft heute Abend im Fernsehen?', 'non_kare_request'],
  ['qu’y a-t-il au menu de la cafétéria demain ?', 'non_kare_request'],
  ['how many people came to the concert last week?', 'non_kare_request'],
  // Only a period or a count: the subject is missing.
  ['Et la semaine dernière ?', 'missing_required_information'],
  ['combien le mois prochain ?', 'missing_required_information'],
  ['und für letzten Monat?', 'missing_required_information'],
  ['how many left this week?', 'missing_required_information'],
];

/** The same request inside a message: a greeting, a sentence of context, thanks and a name, in its language. */
const inAMessage = (question: string): string => {
  const lang = /[äöüß]|\b(die|der|das|und|wie|ist|von|für)\b/i.test(question)
    ? 'de'
    : /[éèàç’]|\b(les|la|le|et|de|pour|quelle)\b/i.test(question)
      ? 'fr'
      : 'en';
  const [hello, context, thanks] = {
    en: ['Hi Julia,', 'The caretaker called me again this morning.', 'Thanks a lot,\nMarc'],
    fr: ['Bonjour Julia,', 'Le gardien m’a encore appelé ce matin.', 'Merci beaucoup,\nMarc'],
    de: ['Hallo Julia,', 'Der Hausmeister hat heute Morgen wieder angerufen.', 'Vielen Dank,\nMarc'],
  }[lang];
  return `${hello}\n${context} ${question}\n${thanks}`;
};

describe('the refusal precedence, for every pair of reasons', () => {
  it.each(PRECEDENCE)('%s → %s', async (question, reason) => {
    expect(await interpret(question)).toEqual({ kind: 'unsupported', reason });
  });

  it.each(PRECEDENCE.map(([question, reason]) => [inAMessage(question), reason]))(
    'in a message: %s → %s',
    async (message, reason) => {
      expect(await interpret(message)).toEqual({ kind: 'unsupported', reason });
    },
  );
});

describe('sending to the asker reads', () => {
  it.each([
    ['send me a joke by email', 'non_kare_request'],
    ['Schicke mir das Wetter von morgen', 'non_kare_request'],
    ['Pourriez-vous m’envoyer les factures de Kone ?', 'unavailable_entity_type'],
  ])('%s → %s', async (question, reason) => {
    expect(await interpret(question)).toEqual({ kind: 'unsupported', reason });
  });
});

describe('predictions', () => {
  it.each([
    'quand est-ce que la Sprinklerpumpe va lâcher ?',
    'dans combien de temps la Wärmepumpe risque de tomber en panne ?',
    'when will the Wärmepumpe fail next?',
    'how long until the Notstromaggregat needs replacing?',
    'wann wird die Sprinklerpumpe ausfallen?',
    'wie lange hält die Wärmepumpe noch?',
  ])('%s → unsupported_analysis', async (question) => {
    expect(await interpret(question)).toEqual({ kind: 'unsupported', reason: 'unsupported_analysis' });
  });

  // A failure to come is about equipment, held in the catalogue under that name or not; other
  // analyses of nothing the catalogue holds stay foreign to the platform.
  it.each([
    'quand est-ce que le chauffage va tomber en panne ?',
    'when will the heating fail?',
    'what is the life expectancy of the boilers',
    'wann fällt die Heizung aus?',
  ])('%s → unsupported_analysis, though the catalogue holds no such name', async (question) => {
    expect(await interpret(question)).toEqual({ kind: 'unsupported', reason: 'unsupported_analysis' });
  });

  it.each(["résume-moi le match d'hier", 'when will it rain tomorrow?', 'fasse das Fußballspiel zusammen'])(
    '%s → non_kare_request',
    async (question) => {
      expect(await interpret(question)).toEqual({ kind: 'unsupported', reason: 'non_kare_request' });
    },
  );
});

describe('names, whatever the language of the question', () => {
  it.each([
    ['anomalies de la wärmepumpe', 'equipment', 'EQU-3'],
    ['anomalies de la warmepumpe', 'equipment', 'EQU-3'],
    ['any open issues on the Sprinklerpumpe?', 'equipment', 'EQU-8'],
    ['the Heizungsanlage anomalies', 'technicalInstallation', 'INS-5'],
    ['issues at the stadtbibliothek', 'unit', 'UNI-3'],
    ['Mängel in der grundschule am park', 'unit', 'UNI-4'],
    ['interventions de tuv sud', 'provider', 'PRO-5'],
  ])('%s names %s %s', async (question, key, ref) => {
    expect((await planOf(question)).sections[0]!.filters).toMatchObject({ [key]: [idOf(ref)] });
  });

  it('prefers a name holding the word as written to a vocabulary word it only resembles', async () => {
    // "Küche" is one letter from an order to book ("Buche"); here it is the "Feuerlöscher Küche".
    expect((await planOf('Mängel in der Küche')).sections[0]!.filters).toEqual({ equipment: [idOf('EQU-5')] });
  });

  it('reads a typo that spells two kinds as the kind the other words belong to', async () => {
    expect((await planOf('terminated contrcts')).sections[0]!.entity).toBe('contract');
  });
});

describe('French names in an English organization', () => {
  const campus = catalogueResolver({
    format: 'catalogue/v2',
    organization: { id: 'org', name: 'Riverside College', language: 'en-US', timezone: 'Australia/Sydney' },
    users: [],
    records: [
      {
        kind: 'equipment',
        id: '00000000-0000-4000-8000-000000000101',
        ref: 'EQU-101',
        title: 'Ventilateur de désenfumage',
      },
      { kind: 'equipment', id: '00000000-0000-4000-8000-000000000102', ref: 'EQU-102', title: 'Nouvelle pompe' },
      { kind: 'equipment', id: '00000000-0000-4000-8000-000000000103', ref: 'EQU-103', title: 'Pompe de relevage' },
    ],
  });
  const ask = (question: string) =>
    vocabularyInterpreter.interpret({
      question,
      organizationLanguage: 'en',
      timezone: 'Australia/Sydney',
      now: new Date('2026-11-19T10:00:00Z'),
      catalogue: campus,
      resolutions: [],
      scope: { unitIds: [], technicalInstallationIds: [] },
    });

  it.each(['problems with the ventilateur', 'défauts sur le ventilateur'])(
    '%s: the equipment, not the verb "ventiler"',
    async (question) => {
      const interpretation = await ask(question);
      expect(interpretation.kind).toBe('plan');
      const [section] = (interpretation as { plan: Plan }).plan.sections;
      expect(section!.filters).toEqual({ equipment: ['00000000-0000-4000-8000-000000000101'] });
      expect(section!.aggregate).toBeUndefined();
    },
  );

  it.each(['any faults on the pompe?', 'les anomalies de la pompe'])(
    '%s: a clarification between the two pumps',
    async (question) => {
      const interpretation = await ask(question);
      expect(interpretation.kind).toBe('plan');
      const [pending] = (interpretation as { plan: Plan }).plan.clarifications;
      expect(pending?.kind).toBe('equipment');
      expect([...pending!.candidateIds].sort()).toEqual([
        '00000000-0000-4000-8000-000000000102',
        '00000000-0000-4000-8000-000000000103',
      ]);
    },
  );
});
