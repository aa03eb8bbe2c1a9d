import { describe, expect, it } from 'vitest';
import { vocabularyInterpreter } from '#shared/use-cases/search/interpreter/vocabulary-interpreter.ts';
import type { Plan } from '#shared/vocabulary/search/plan.ts';
import {
  type CatalogueFile,
  type CatalogueRecord,
  catalogueResolver,
  interpretAgainst,
  overCatalogue,
  planAgainst,
} from '#test/use-cases/search/support/catalogue-resolver.ts';

/**
 * How a facility manager types into a search box (docs/search-language.md, "Search-box
 * questions"): sites named by the word that tells them apart, operators, acronyms, local dates,
 * self-corrections, references written short, and which refusal a question gets.
 */
let next = 0;
const id = () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;
const unit = (ref: string, title: string): CatalogueRecord => ({ kind: 'unit', id: id(), ref, title });
const vesoulAgency = unit('UNI-1', 'Agence Vesoul');
const vesoulDepot = unit('UNI-2', 'Dépôt Vesoul');
const dijon = unit('UNI-3', 'Agence Dijon');
const besancon = unit('UNI-4', 'Agence Besançon');
const harbor = unit('UNI-5', 'Warehouse Harbor Point');
const installation = (ref: string, title: string, site: CatalogueRecord): CatalogueRecord => ({
  kind: 'technical_installation',
  id: id(),
  ref,
  title,
  unitIds: [site.id],
});
const ssiVesoul = installation('INS-1', 'Système de sécurité incendie – Agence Vesoul', vesoulAgency);
const ssiDijon = installation('INS-2', 'Système de sécurité incendie – Agence Dijon', dijon);
const liftDijon = installation('INS-3', 'Monte-charge', dijon);
const liftHarbor = installation('INS-4', 'Monte-charge', harbor);
const ahuHarbor = installation('INS-5', 'Air handling unit – Warehouse Harbor Point', harbor);

const network: CatalogueFile = {
  format: 'catalogue/v2',
  organization: { id: id(), name: 'Réseau Est', language: 'fr-FR', timezone: 'Europe/Paris' },
  users: [],
  records: [vesoulAgency, vesoulDepot, dijon, besancon, harbor, ssiVesoul, ssiDijon, liftDijon, liftHarbor, ahuHarbor],
};
const planOf = planAgainst(catalogueResolver(network));
const filtersOf = async (question: string) => (await planOf(question)).sections[0]!.filters;
const depots = overCatalogue('test/search/messages/catalogue-depots.json');
const regional = overCatalogue('test/search/regional/catalogue-regional.json');
const depotFilters = async (question: string) => (await depots.planOf(question)).sections[0]!.filters;

describe('a site named by the word that tells it apart', () => {
  it.each([
    ['anomalies ouvertes dijon', [dijon.id]],
    ['open anomalies harbor', [harbor.id]],
    ['ANOMALIES BESANCON', [besancon.id]],
  ])('%s', async (question, units) => {
    expect((await filtersOf(question)).unit).toEqual(units);
  });

  it('asks which one when the word names two records', async () => {
    const plan = await planOf('anomalies vesoul');
    expect(plan.clarifications[0]?.candidateIds.sort()).toEqual([vesoulAgency.id, vesoulDepot.id].sort());
  });

  it('reads umlauts spelled out as names fold them', async () => {
    expect((await depotFilters('offene maengel suedhafen')).unit).toEqual([depots.idOf('UNI-4')]);
  });

  it('does not take a word that many names share for one of them', async () => {
    const plan = await planOf('anomalies agence');
    expect(plan.sections[0]!.filters.unit).toBeUndefined();
  });

  it('reads the initials of a name as the name (SSI, AHU)', async () => {
    expect((await filtersOf('anomalies ssi dijon')).technicalInstallation).toEqual([ssiDijon.id]);
    expect((await filtersOf('ahu harbor point anomalies')).technicalInstallation).toEqual([ahuHarbor.id]);
  });

  it('chooses among same-named installations by the site named beside them', async () => {
    expect(await filtersOf('anomalies monte-charge dijon')).toEqual({ technicalInstallation: [liftDijon.id] });
  });
});

describe('proper names and the readings around them', () => {
  it('a word of proper names names the site as much as the provider: the site comes first', async () => {
    expect((await regional.planOf('Einsätze in Hall')).sections[0]!.filters).toEqual({
      unit: [regional.idOf('UNI-4')],
    });
  });

  it('reads a name from every word: "Filiale Wels … Lager Wels" holds the site Lager Wels', async () => {
    const filters = (await regional.planOf('Mängel Filiale Wels Lager Wels')).sections[0]!.filters;
    expect(filters.unit).toEqual([regional.idOf('UNI-1'), regional.idOf('UNI-3')]);
  });

  it('the verb of an order after a determiner is a noun, and one in a sentence of context orders nothing', async () => {
    expect(await depotFilters('ano 57 - any update?')).toEqual({ ref: 'ANO-57' });
    expect(await depotFilters("où en est l'ano 57 ? le gardien m'a relancé")).toEqual({ ref: 'ANO-57' });
  });
});

describe('search-box operators', () => {
  it.each([
    ['anomalies -closed', { status: ['open', 'in_progress'] }],
    ['anomalies -low', { priority: ['medium', 'high', 'critical'] }],
    ['contracts -expired', { status: ['draft', 'active', 'terminated'] }],
  ])('a leading minus excludes: %s', async (question, filters) => {
    expect(await depotFilters(question)).toEqual(filters);
  });

  it('a minus before a site leaves the other sites', async () => {
    const others = ['UNI-1', 'UNI-2', 'UNI-4', 'UNI-5'].map(depots.idOf);
    expect((await depotFilters('anomalies -riverside')).unit).toEqual(others);
  });

  it('a minus inside a name is no exclusion', async () => {
    expect((await depotFilters('Lift-closed anomalies')).status).toEqual(['resolved', 'cancelled']);
  });

  it('OR joins values of one filter, field:value names one', async () => {
    expect((await depotFilters('anomalies riverside OR calumet')).unit).toEqual(['UNI-3', 'UNI-5'].map(depots.idOf));
    expect(await depotFilters('anomalies status:open site:calumet')).toEqual({
      status: ['open', 'in_progress'],
      unit: [depots.idOf('UNI-5')],
    });
  });

  it.each(['# of open anomalies', '# open anomalies', 'nb anomalies ouvertes', 'anz offene mängel'])(
    'a count: %s',
    async (question) => {
      expect((await depots.planOf(question)).sections[0]!.aggregate).toEqual({ kind: 'count' });
    },
  );

  it('quotes keep a phrase: searched whole, or a name read within them', async () => {
    expect((await depotFilters('anomalies "fire door"')).text).toBe('fire door');
    expect((await depotFilters('interventions "freight lift" calumet')).technicalInstallation).toEqual([
      depots.idOf('INS-10'),
    ]);
  });
});

describe('dates as they are written locally', () => {
  const periodOf = async (question: string, plan: (q: string) => Promise<Plan> = planOf) => {
    const { period } = (await plan(question)).sections[0]!.filters;
    return [period!.from, period!.to];
  };

  it.each([
    ['anomalies 07/2025', '2025-06-30T22:00:00.000Z', '2025-07-31T22:00:00.000Z'],
    ['anomalies 09.2024', '2024-08-31T22:00:00.000Z', '2024-09-30T22:00:00.000Z'],
    ['anomalies 01/02/2025-28/02/2025', '2025-01-31T23:00:00.000Z', '2025-02-28T23:00:00.000Z'],
    ['anomalies du 03/04/2025', '2025-04-02T22:00:00.000Z', '2025-04-03T22:00:00.000Z'],
    ['Mängel KW 12', '2026-03-15T23:00:00.000Z', '2026-03-22T23:00:00.000Z'],
    ['Mängel KW12 2025', '2025-03-16T23:00:00.000Z', '2025-03-23T23:00:00.000Z'],
    ['anomalies semaine 3', '2026-01-11T23:00:00.000Z', '2026-01-18T23:00:00.000Z'],
    ['Mängel vom Feber', '2026-01-31T23:00:00.000Z', '2026-02-28T23:00:00.000Z'],
    ['anomalies 2 weeks ago', '2026-11-01T23:00:00.000Z', '2026-11-08T23:00:00.000Z'],
    ["anomalies d'il y a un mois", '2026-09-30T22:00:00.000Z', '2026-10-31T23:00:00.000Z'],
    ['Mängel vor zwei Wochen', '2026-11-01T23:00:00.000Z', '2026-11-08T23:00:00.000Z'],
    ['anomalies since a fortnight ago', '2026-11-01T23:00:00.000Z', '2026-11-19T10:00:00.000Z'],
    ['Mängel seit vorletzter Woche', '2026-11-01T23:00:00.000Z', '2026-11-19T10:00:00.000Z'],
    ['anomalies premier semestre 2025', '2024-12-31T23:00:00.000Z', '2025-06-30T22:00:00.000Z'],
    ['Mängel H2 2024', '2024-06-30T22:00:00.000Z', '2024-12-31T23:00:00.000Z'],
    ['Mängel 01.03.-15.03.2025', '2025-02-28T23:00:00.000Z', '2025-03-15T23:00:00.000Z'],
    ['Mängel zwischen 1.3. und 15.3.', '2026-02-28T23:00:00.000Z', '2026-03-15T23:00:00.000Z'],
    ['anomalies des nonante derniers jours', '2026-08-20T22:00:00.000Z', '2026-11-19T23:00:00.000Z'],
  ])('%s', async (question, from, to) => {
    expect(await periodOf(question)).toEqual([from, to]);
  });

  it('reads English numbers month first in the Americas, unless a date only reads day first', async () => {
    const chicago = async (question: string) => {
      const interpretation = await vocabularyInterpreter.interpret({
        question,
        organizationLanguage: 'en',
        timezone: 'America/Chicago',
        now: new Date('2026-11-19T10:00:00Z'),
        catalogue: depots.resolver,
        resolutions: [],
        scope: { unitIds: [], technicalInstallationIds: [] },
      });
      const { period } = (interpretation as { plan: Plan }).plan.sections[0]!.filters;
      return [period!.from, period!.to];
    };
    expect(await chicago('anomalies on 03/04/2025')).toEqual(['2025-03-04T06:00:00.000Z', '2025-03-05T06:00:00.000Z']);
    expect(await chicago('anomalies 01/02/2025-28/02/2025')).toEqual([
      '2025-02-01T06:00:00.000Z',
      '2025-03-01T06:00:00.000Z',
    ]);
  });
});

describe('what the asker takes back is replaced', () => {
  it.each([
    ['les contrats euh non les documents de riverside', 'document'],
    ['mängel in südhafen nee warte betriebswerk nord', 'anomaly'],
  ])('%s', async (question, entity) => {
    const plan = await depots.planOf(question);
    expect(plan.sections.map((s) => s.entity)).toEqual([entity]);
  });

  it('keeps the corrected period and site', async () => {
    const thisMonth = await depotFilters('anomalies last month sorry I mean this month');
    expect(thisMonth.period?.from).toBe('2026-10-31T23:00:00.000Z');
    expect((await depotFilters('mängel in riverside quatsch calumet')).unit).toEqual([depots.idOf('UNI-5')]);
  });
});

describe('a reference written short is the record itself', () => {
  it.each(['open int 42 the caretaker asked about it', 'int 42 le gardien a appelé pour ça'])(
    '%s',
    async (question) => {
      expect(await depotFilters(question)).toEqual({ ref: 'INT-42' });
    },
  );
});

describe('which refusal', () => {
  const interpret = interpretAgainst(depots.resolver);
  it.each([
    ['is riverside doing better than calumet', 'unsupported_analysis'],
    ['schneidet südhafen besser ab als betriebswerk nord', 'unsupported_analysis'],
    ['mttr freight lift calumet', 'unsupported_analysis'],
    [
      'Bonjour, le conseil voudrait une synthèse des anomalies de Riverside. Tu peux la préparer ? Merci',
      'unsupported_analysis',
    ],
    ['what about the second one?', 'missing_required_information'],
    ['und der zweite?', 'missing_required_information'],
    ['bundesliga ergebnisse gestern', 'non_kare_request'],
    ['et le second alors ?', 'missing_required_information'],
    ['Offerten von Kone', 'unavailable_entity_type'],
    ['close ANO-7', 'mutation'],
  ])('%s: %s', async (question, reason) => {
    expect(await interpret(question)).toEqual({ kind: 'unsupported', reason });
  });
});
