import { describe, expect, it } from 'vitest';
import { overCatalogue } from '#test/use-cases/search/support/catalogue-resolver.ts';

/**
 * General causes of misreadings, in the three languages: negated statuses, references
 * with nothing to refer to, measurements, qualifiers, references written with a space, and the
 * refusal precedence when a question carries two reasons. Over catalogue-test.json.
 */
const { interpret, planOf } = overCatalogue('test/search/catalogue-test.json');

const statusOf = async (question: string) => (await planOf(question)).sections[0]!.filters.status;

describe('a negated status means the other statuses of the kind', () => {
  it.each([
    // "not yet": still in the open set
    ['anomalies not yet resolved', ['open', 'in_progress']],
    ['anomalies pas encore résolues', ['open', 'in_progress']],
    ['Mängel, die noch nicht behoben sind', ['open', 'in_progress']],
    ['rapports pas encore validés', ['pending_review']],
    ['interventions not yet done', ['planned', 'in_progress']],
    ['anomalies qui ne sont toujours pas résolues', ['open', 'in_progress']],
    // "no longer": now in the closed set
    ['contracts that are no longer active', ['expired', 'terminated']],
    ['les contrats qui ne sont plus actifs', ['expired', 'terminated']],
    ['Verträge, die nicht mehr aktiv sind', ['expired', 'terminated']],
    ['providers no longer active', ['inactive']],
    ['prestataires qui ne sont plus actifs', ['inactive']],
    ['Dienstleister, die nicht mehr aktiv sind', ['inactive']],
    ['equipment no longer in service', ['out_of_service', 'removed']],
    ['équipements qui ne sont plus en service', ['out_of_service', 'removed']],
    ['Geräte, die nicht mehr in Betrieb sind', ['out_of_service', 'removed']],
    ["routines that aren't active anymore", ['paused']],
  ])('%s', async (question, status) => {
    expect(new Set(await statusOf(question))).toEqual(new Set(status));
  });

  it('leaves a status that is not negated as it is', async () => {
    expect(await statusOf('show the active contracts')).toEqual(['active']);
    expect(await statusOf('les anomalies résolues')).toEqual(['resolved']);
    expect(await statusOf('nicht erledigte Mängel')).toEqual(['open', 'in_progress']);
  });
});

describe('qualifiers beside a status are not searched', () => {
  it.each([
    ['fully resolved anomalies', ['resolved']],
    ['completely finished interventions', ['done', 'cancelled']],
    ['anomalies entièrement résolues', ['resolved']],
    ['vollständig behobene Mängel', ['resolved']],
    ['komplett erledigte Einsätze', ['done', 'cancelled']],
  ])('%s', async (question, status) => {
    const filters = (await planOf(question)).sections[0]!.filters;
    expect(filters.text).toBeUndefined();
    expect(new Set(filters.status)).toEqual(new Set(status));
  });
});

describe('references with nothing to refer to', () => {
  it.each([
    'and the one next door?',
    'what about the one across the street?',
    "et celui d'en face ?",
    'et celle à côté ?',
    'und der daneben?',
    'und das gegenüber?',
  ])('%s', async (question) => {
    expect(await interpret(question)).toEqual({ kind: 'unsupported', reason: 'missing_required_information' });
  });
});

describe('averages and durations are analysis, and the verb they measure is not an order', () => {
  it.each([
    'how long on average does it take to close an anomaly?',
    "what's the average time to close an intervention",
    'what is the mean duration of interventions',
    'quel est le temps moyen de résolution des anomalies ?',
    'délai moyen pour fermer une intervention',
    'combien de temps en moyenne pour réparer un ascenseur ?',
    'durchschnittliche Dauer der Einsätze',
    'Zeit bis zum Schließen eines Mangels im Schnitt?',
    'Wie lange im Schnitt, bis ein Aufzug repariert ist?',
  ])('%s', async (question) => {
    expect(await interpret(question)).toEqual({ kind: 'unsupported', reason: 'unsupported_analysis' });
  });

  it('still reads an order as an order', async () => {
    expect(await interpret('close the anomaly MAN-1')).toEqual({ kind: 'unsupported', reason: 'mutation' });
    expect(await interpret('I want to close MAN-1')).toEqual({ kind: 'unsupported', reason: 'mutation' });
  });
});

describe('references written with a space', () => {
  it.each([
    ['MAN 1', 'anomaly', 'MAN-1'],
    ['ein 2 statut ?', 'intervention', 'EIN-2'],
    ['status of ver 3?', 'contract', 'VER-3'],
    ['zeig mir man 2', 'anomaly', 'MAN-2'],
  ])('%s', async (question, entity, ref) => {
    const section = (await planOf(question)).sections[0]!;
    expect(section.entity).toBe(entity);
    expect(section.filters.ref).toBe(ref);
  });

  it('keeps words and numbers that no record holds as words ("the last 10 days")', async () => {
    const section = (await planOf('anomalies of the last 10 days')).sections[0]!;
    expect(section.filters.ref).toBeUndefined();
    expect(section.filters.period).toBeDefined();
  });
});

describe('refusal precedence when a question carries two reasons', () => {
  it.each([
    // non_kare_request before missing_required_information
    ['which train should I take tomorrow? and that one after?', 'non_kare_request'],
    ["tu connais l'horaire du train ? et celui d'après ?", 'non_kare_request'],
    ['Wann fährt der nächste Zug? und der danach?', 'non_kare_request'],
    // unsupported_analysis before missing_required_information, even for equipment the catalogue lacks
    ["what's the average lifespan of our nebulizers?", 'unsupported_analysis'],
    ['quelle est la durée de vie moyenne de nos nébuliseurs ?', 'unsupported_analysis'],
    ['durchschnittliche Lebensdauer unserer Beatmungsgeräte?', 'unsupported_analysis'],
    ['the average of that one', 'unsupported_analysis'],
    // non_kare_request before unsupported_analysis
    ['which train should I take, on average?', 'non_kare_request'],
    // mutation and unavailable_entity_type before the rest
    ['delete the invoices of that provider', 'mutation'],
    ['montre-moi les devis de celui-là', 'unavailable_entity_type'],
  ])('%s: %s', async (question, reason) => {
    expect(await interpret(question)).toEqual({ kind: 'unsupported', reason });
  });
});

describe('"moyen(ne)" after what it measures is an average; beside a priority word it is the priority', () => {
  it.each([
    ['la consommation moyenne de nos chaudières', { kind: 'unsupported', reason: 'unsupported_analysis' }],
    ['what is the average energy use of our boilers?', { kind: 'unsupported', reason: 'unsupported_analysis' }],
    ['durchschnittlicher Verbrauch unserer Kessel', { kind: 'unsupported', reason: 'unsupported_analysis' }],
  ])('%s', async (question, expected) => {
    expect(await interpret(question)).toEqual(expected);
  });
  it.each([
    'anomalies de priorité moyenne',
    'anomalies de gravité moyenne',
    'les anomalies moyennes',
    'anomalies de moyenne importance',
  ])('%s', async (question) => {
    expect((await planOf(question)).sections[0]!.filters.priority).toEqual(['medium']);
  });
});

describe('a German order to several people ("löscht", "schließt … ab") is an order at the head of a request', () => {
  it.each([
    'bitte löscht den Mangel ANO-3',
    'Hallo, bitte schließt die Intervention INT-13 ab, ist erledigt.',
    'archiviert den Vertrag',
    'ordnet den Mangel ANO-3 dem Standort zu',
    'sendet den Bericht an den Dienstleister',
  ])('%s', async (question) => {
    expect(await interpret(question)).toEqual({ kind: 'unsupported', reason: 'mutation' });
  });
  it.each([
    ['archivierte Verträge', { archived: true }],
    ['Verträge, die archiviert wurden', { archived: true }],
  ])('the participle describes: %s', async (question, filters) => {
    expect((await planOf(question)).sections[0]!.filters).toEqual(filters);
  });
});

describe('a name shared by several records of the kind asked', () => {
  it.each(['Feuerlöscher?', 'et la Umwälzpumpe ?', 'the Umwälzpumpe'])(
    'asks which one is meant: %s',
    async (question) => {
      const plan = await planOf(question);
      expect(plan.sections[0]!.entity).toBe('equipment');
      expect(plan.clarifications).toEqual([
        expect.objectContaining({ kind: 'equipment', sections: [0], candidateIds: expect.any(Array) }),
      ]);
      expect(plan.clarifications[0]!.candidateIds).toHaveLength(2);
    },
  );
  it.each([
    ['alle Feuerlöscher', 'equipment', { text: 'Feuerlöscher' }],
    ['all the Umwälzpumpe', 'equipment', { text: 'Umwälzpumpe' }],
    ['Mängel an allen Feuerlöschern', 'anomaly', { equipment: expect.any(Array) }],
  ])('means every one of them after "all": %s', async (question, entity, filters) => {
    const plan = await planOf(question);
    expect(plan.clarifications).toEqual([]);
    expect(plan.sections[0]).toMatchObject({ entity, filters });
  });
});
