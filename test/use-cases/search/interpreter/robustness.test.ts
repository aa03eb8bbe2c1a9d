import { describe, expect, it } from 'vitest';
import { parsePlan } from '#shared/vocabulary/search/plan.ts';
import { interpretAgainst, overCatalogue } from '#test/use-cases/search/support/catalogue-resolver.ts';

const { catalogue, resolver } = overCatalogue('test/search/catalogue-test.json');
const unitNames = catalogue.records.filter((r) => r.kind === 'unit').map((r) => r.title);

const odd = [
  '??',
  'ab',
  '2025',
  'XYZ-1',
  'MAN-1 MAN-2 EIN-3 BER-4',
  '🔥🔥 anomalies 🔥🔥',
  'anomalies before 1960',
  "interventions jusqu'en 1969",
  'a'.repeat(500),
  Array.from({ length: 40 }, (_, i) => unitNames[i % unitNames.length])
    .join(', ')
    .slice(0, 500),
  'Mängel '.repeat(70).slice(0, 500),
  'between 1 March and 15 April and between 1 May and 2 June anomalies',
  'Anomalies du 31/02/2026',
  'the last 0 days of anomalies',
  'les 99999 dernières anomalies',
  'Chaudière Umwälzpumpe Feuerlöscher Rauchmelder Aufzug Rathaus Brandmeldeanlage',
];

describe('odd questions', () => {
  it.each(odd)('%s: a valid plan or a refusal, never an error', async (question) => {
    const interpretation = await interpretAgainst(resolver)(question);
    if (interpretation.kind === 'plan')
      expect(parsePlan(JSON.parse(JSON.stringify(interpretation.plan))).ok).toBe(true);
    else expect(interpretation.reason).toBeTruthy();
  });
});
