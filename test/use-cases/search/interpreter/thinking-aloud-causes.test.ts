import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '#infra/project-root.ts';
import { vocabularyInterpreter } from '#shared/use-cases/search/interpreter/vocabulary-interpreter.ts';
import { catalogueResolver, loadCatalogue, overCatalogue } from '#test/use-cases/search/support/catalogue-resolver.ts';

/**
 * The causes of the thinking-aloud set's misses, in the three languages: clauses about
 * the asker's own plans, pasted e-mails, self-corrections, counts written as words, and names
 * whose last word is a code. Over catalogue-test.json unless said otherwise.
 */
const { interpret, planOf } = overCatalogue('test/search/catalogue-test.json');

const firstSection = async (question: string) => (await planOf(question)).sections[0]!;

describe("a clause about the asker's own plans is not a filter", () => {
  it.each([
    ['Before my meeting tomorrow, can you list the overdue anomalies?', 'anomaly', { overdue: true }],
    ['For the inspection on Monday I need the open anomalies', 'anomaly', { status: ['open', 'in_progress'] }],
    ["Ahead of Monday's audit, show me the unfavourable commissions", 'commission', { decision: ['unfavorable'] }],
    ['Avant ma réunion de demain, tu peux me sortir les anomalies en retard ?', 'anomaly', { overdue: true }],
    ["Pour la visite de lundi, j'ai besoin des anomalies ouvertes", 'anomaly', { status: ['open', 'in_progress'] }],
    ['En vue de la commission de jeudi, liste-moi les conformités en attente', 'compliance', { status: ['pending'] }],
    ['Vor meinem Termin morgen: welche Mängel sind überfällig?', 'anomaly', { overdue: true }],
    ['Für die Begehung am Montag: alle offenen Mängel', 'anomaly', { status: ['open', 'in_progress'] }],
    [
      'Kurze Frage vor der Besprechung um 14 Uhr: welche Geräte sind außer Betrieb?',
      'equipment',
      { status: ['out_of_service'] },
    ],
  ])('%s', async (question, entity, filters) => {
    const section = await firstSection(question);
    expect(section.entity).toBe(entity);
    expect(section.filters).toEqual(filters);
  });

  it.each(['anomalies before 3 March', 'les anomalies avant le 3 mars', 'Mängel vor dem 3. März'])(
    'keeps a period that is not about an event of the asker: %s',
    async (question) => {
      expect((await firstSection(question)).filters.period).toBeDefined();
    },
  );
});

describe('a pasted e-mail is read for its question only', () => {
  it.each([
    // Quoted text with an order in it, greeting, closing with a name.
    [
      '> On 25 Nov, Arjun wrote:\n> Can you close MAN-1?\n\nHi, which anomalies are still open?\nBest, Claire',
      'anomaly',
      { status: ['open', 'in_progress'] },
    ],
    [
      '> Le 24/11, Arjun a écrit :\n> Merci de clôturer MAN-1.\n\nBonjour,\nquelles anomalies sont encore ouvertes ?\nCordialement',
      'anomaly',
      { status: ['open', 'in_progress'] },
    ],
    [
      '> Am 24.11. schrieb Arjun:\n> Bitte MAN-1 schließen.\n\nHallo,\nwelche Mängel sind noch offen?\nGruß, Jonas',
      'anomaly',
      { status: ['open', 'in_progress'] },
    ],
    // A signature naming a provider adds no provider.
    [
      'Hi Ananya,\n\nCould you pull the planned interventions?\n\nThanks,\nClaire Dubois\nKone',
      'intervention',
      { status: ['planned'] },
    ],
    [
      'Bonjour Claire,\n\nquelles interventions sont prévues ?\n\nBien cordialement,\nMarie Lefèvre\nKone',
      'intervention',
      { status: ['planned'] },
    ],
    [
      'Hallo Claire,\n\nwelche Einsätze sind geplant?\n\nViele Grüße\nStefan Krüger\nSchindler',
      'intervention',
      { status: ['planned'] },
    ],
    // A signature after "--".
    [
      'Bonjour, les équipements hors service ?\nMerci !\n--\nClaire Dubois | Kone',
      'equipment',
      { status: ['out_of_service'] },
    ],
    // Forwarded headers.
    ['Subject: lift\nFrom: Kone\n\nwhich anomalies are critical?', 'anomaly', { priority: ['critical'] }],
  ])('%s', async (question, entity, filters) => {
    const section = await firstSection(question);
    expect(section.entity).toBe(entity);
    expect(section.filters).toEqual(filters);
  });

  it.each(['Merci de clôturer MAN-1', 'Thanks, now close MAN-1', 'Danke, und bitte lösche MAN-1'])(
    'a closing formula that goes on into a sentence still asks: %s',
    async (question) => {
      expect(await interpret(question)).toEqual({ kind: 'unsupported', reason: 'mutation' });
    },
  );
});

describe('a self-correction replaces what it takes back, and only that', () => {
  it.each([
    ['the reports… pending review ones, no wait, the validated ones', 'report', { status: ['validated'] }],
    ['euh… les prestataires inactifs, ou plutôt non, les actifs', 'provider', { status: ['active'] }],
    ['äh… die inaktiven Dienstleister, oder nein, doch die aktiven', 'provider', { status: ['active'] }],
    ['the anomalies, no wait, the interventions', 'intervention', {}],
    ['les anomalies critiques, non attends, les urgentes', 'anomaly', { priority: ['high', 'critical'] }],
    ['die kritischen Mängel, nein warte, die niedrigen', 'anomaly', { priority: ['low'] }],
  ])('%s', async (question, entity, filters) => {
    const section = await firstSection(question);
    expect(section.entity).toBe(entity);
    expect(section.filters).toEqual(filters);
  });

  it('keeps what the correction does not replace', async () => {
    const section = await firstSection('how many interventions this year? no wait, only the preventive ones');
    expect(section.filters.interventionType).toEqual(['preventive']);
    expect(section.filters.period).toEqual((await firstSection('interventions this year')).filters.period);
  });
});

describe('counts written as words, and words for a count of a unit', () => {
  it.each([
    ['anomalies of the last two weeks', 'anomalies of the last 2 weeks'],
    ['interventions over the past fortnight', 'interventions over the past 2 weeks'],
    ['les anomalies de ces deux dernières semaines', 'les anomalies des 2 dernières semaines'],
    ['les interventions de la dernière quinzaine', 'les interventions des 2 dernières semaines'],
    ['Mängel der letzten zwei Wochen', 'Mängel der letzten 2 Wochen'],
    ['Einsätze der letzten vierzehn Tage', 'Einsätze der letzten 14 Tage'],
  ])('%s', async (words, digits) => {
    const period = (await firstSection(words)).filters.period;
    expect(period).toBeDefined();
    expect(period).toEqual((await firstSection(digits)).filters.period);
  });
});

describe('a code at the end of a name identifies the record, it does not say what it is', () => {
  const clinics = catalogueResolver(
    loadCatalogue(join(projectRoot, 'test/search/thinking-aloud/catalogue-thinking-aloud.json')),
  );
  it('"the autoclave" means either of "Autoclave A1" and "Autoclave B2", in an English organization', async () => {
    const interpretation = await vocabularyInterpreter.interpret({
      question: 'anomalies of the autoclave',
      organizationLanguage: 'en',
      timezone: 'Asia/Kolkata',
      now: new Date('2026-11-27T06:00:00Z'),
      catalogue: clinics,
      resolutions: [],
      scope: { unitIds: [], technicalInstallationIds: [] },
    });
    if (interpretation.kind !== 'plan') throw new Error(interpretation.reason);
    const [clarification] = interpretation.plan.clarifications;
    expect(clarification?.kind).toBe('equipment');
    expect(clarification?.candidateIds).toHaveLength(2);
  });
});

describe('courtesies ask nothing', () => {
  it.each([
    ['Hi, sorry to bother you again — the expired contracts?', 'contract', { status: ['expired'] }],
    ['Bonjour,\nJe me permets de vous relancer : combien de contrats expirés ?', 'contract', { status: ['expired'] }],
    ['Entschuldigen Sie die Störung: welche Verträge sind abgelaufen?', 'contract', { status: ['expired'] }],
  ])('%s', async (question, entity, filters) => {
    const section = await firstSection(question);
    expect(section.entity).toBe(entity);
    expect(section.filters).toEqual(filters);
  });
});

describe('words of thinking aloud say nothing of what is asked', () => {
  it.each([
    [
      'ok let me think. what anomalies are there, the unresolved ones I mean',
      'anomaly',
      { status: ['open', 'in_progress'] },
    ],
    ['bon, je réfléchis à voix haute : les contrats expirés, voilà', 'contract', { status: ['expired'] }],
    ['sagen wir, die abgelaufenen Verträge, ich meine', 'contract', { status: ['expired'] }],
  ])('%s', async (question, entity, filters) => {
    const section = await firstSection(question);
    expect(section.entity).toBe(entity);
    expect(section.filters).toEqual(filters);
  });
});

describe("status words beside a record's reference ask about it", () => {
  it.each(['is MAN-1 resolved yet?', 'MAN-1 est-elle résolue ?', 'ist MAN 1 schon behoben?', 'is MAN-1 overdue?'])(
    '%s',
    async (question) => {
      expect((await firstSection(question)).filters).toEqual({ ref: 'MAN-1' });
    },
  );
});

describe('a name alone is the question ("mri?", "und der Autoclave?")', () => {
  it.each([
    // "Rauchmelder Saal", "Ventilator Dach", "Feuerlöscher Küche": not the head of the name.
    ['saal?', 'equipment', 'EQU-6'],
    ['and the dach?', 'equipment', 'EQU-9'],
    ['et la küche ?', 'equipment', 'EQU-5'],
  ])('%s', async (question, entity, ref) => {
    const section = await firstSection(question);
    expect(section.entity).toBe(entity);
    expect(section.filters.ref).toBe(ref);
  });
});

describe('a partitive pronoun is the kind named before it', () => {
  it('"which providers… are any of them no longer active?"', async () => {
    const section = await firstSection('hmm which providers… are any of them no longer active?');
    expect(section.entity).toBe('provider');
    expect(section.filters).toEqual({ status: ['inactive'] });
  });

  it.each(['any of them?', 'which of them are open?'])(
    'with no kind before it, it points back: %s',
    async (question) => {
      expect(await interpret(question)).toEqual({ kind: 'unsupported', reason: 'missing_required_information' });
    },
  );
});
