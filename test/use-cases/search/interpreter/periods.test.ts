import { describe, expect, it } from 'vitest';
import { findPeriods, OPEN_FUTURE, OPEN_PAST } from '#shared/use-cases/search/interpreter/periods.ts';
import { tokenize } from '#shared/use-cases/search/interpreter/text.ts';
import type { Language } from '#shared/vocabulary/codes/languages.ts';

/** Thursday 19 November 2026, 11:00 in Paris. */
const now = new Date('2026-11-19T10:00:00Z');

const periodOf = (question: string, lang: Language, timezone = 'Europe/Paris') => {
  const tokens = tokenize(question);
  const [found] = findPeriods({ question, tokens, lang, now, timezone });
  return (
    found && {
      words: question.slice(tokens[found.start]!.start, tokens[found.end - 1]!.end),
      from: found.from.toISOString(),
      to: found.to.toISOString(),
    }
  );
};

describe('calendar periods', () => {
  it.each<[string, Language, string, string]>([
    ['Interventions du mois prochain', 'fr', '2026-11-30T23:00:00.000Z', '2026-12-31T23:00:00.000Z'],
    ['anomalies du mois dernier', 'fr', '2026-09-30T22:00:00.000Z', '2026-10-31T23:00:00.000Z'],
    ['contrats qui expirent cette année', 'fr', '2025-12-31T23:00:00.000Z', '2026-12-31T23:00:00.000Z'],
    ["anomalies de l'an dernier", 'fr', '2024-12-31T23:00:00.000Z', '2025-12-31T23:00:00.000Z'],
    ['interventions de la semaine prochaine', 'fr', '2026-11-22T23:00:00.000Z', '2026-11-29T23:00:00.000Z'],
    ['anomalies du trimestre précédent', 'fr', '2026-06-30T22:00:00.000Z', '2026-09-30T22:00:00.000Z'],
    ['anomalies du mois en cours', 'fr', '2026-10-31T23:00:00.000Z', '2026-11-30T23:00:00.000Z'],
    ['interventions ce mois-ci', 'fr', '2026-10-31T23:00:00.000Z', '2026-11-30T23:00:00.000Z'],
    ['interventions de demain', 'fr', '2026-11-19T23:00:00.000Z', '2026-11-20T23:00:00.000Z'],
    ['les interventions du mois au Bâtiment A', 'fr', '2026-10-31T23:00:00.000Z', '2026-11-30T23:00:00.000Z'],
    ['Einsätze des Monats', 'de', '2026-10-31T23:00:00.000Z', '2026-11-30T23:00:00.000Z'],
    ['How many interventions were completed last year?', 'en', '2024-12-31T23:00:00.000Z', '2025-12-31T23:00:00.000Z'],
    ['anomalies this week', 'en', '2026-11-15T23:00:00.000Z', '2026-11-22T23:00:00.000Z'],
    ['commissions next quarter', 'en', '2026-12-31T23:00:00.000Z', '2027-03-31T22:00:00.000Z'],
    ['reports from the previous month', 'en', '2026-09-30T22:00:00.000Z', '2026-10-31T23:00:00.000Z'],
    ['Einsätze im letzten Monat', 'de', '2026-09-30T22:00:00.000Z', '2026-10-31T23:00:00.000Z'],
    ['Verträge, die nächstes Jahr auslaufen', 'de', '2026-12-31T23:00:00.000Z', '2027-12-31T23:00:00.000Z'],
    ['Mängel im Vormonat', 'de', '2026-09-30T22:00:00.000Z', '2026-10-31T23:00:00.000Z'],
    ['Einsätze heute', 'de', '2026-11-18T23:00:00.000Z', '2026-11-19T23:00:00.000Z'],
    ['Mängel im laufenden Quartal', 'de', '2026-09-30T22:00:00.000Z', '2026-12-31T23:00:00.000Z'],
  ])('%s (%s)', (question, lang, from, to) => {
    expect(periodOf(question, lang)).toMatchObject({ from, to });
  });
});

describe('named months and years', () => {
  it.each<[string, Language, string, string]>([
    ['Critical anomalies detected in March 2026', 'en', '2026-02-28T23:00:00.000Z', '2026-03-31T22:00:00.000Z'],
    ['anomalies de mars 2025', 'fr', '2025-02-28T23:00:00.000Z', '2025-03-31T22:00:00.000Z'],
    ['Mängel vom März', 'de', '2026-02-28T23:00:00.000Z', '2026-03-31T22:00:00.000Z'],
    ['Präventive Einsätze im Jahr 2025', 'de', '2024-12-31T23:00:00.000Z', '2025-12-31T23:00:00.000Z'],
    ['commissions de 2027', 'fr', '2026-12-31T23:00:00.000Z', '2027-12-31T23:00:00.000Z'],
    ['anomalies Q1 2026', 'en', '2025-12-31T23:00:00.000Z', '2026-03-31T22:00:00.000Z'],
    ['anomalies du premier trimestre 2026', 'fr', '2025-12-31T23:00:00.000Z', '2026-03-31T22:00:00.000Z'],
  ])('%s (%s)', (question, lang, from, to) => {
    expect(periodOf(question, lang)).toMatchObject({ from, to });
  });

  it('does not read a modal verb, a bare number or a word of another language as a date', () => {
    expect(periodOf('May I see the open anomalies?', 'en')).toBeUndefined();
    expect(periodOf('anomalies de priorité haute', 'fr')).toBeUndefined();
    expect(periodOf('Anomalies de la chaudière 2', 'fr')).toBeUndefined();
    expect(periodOf('Montre ANO-12', 'fr')).toBeUndefined();
  });
});

describe('dates to the day, ranges and bounds', () => {
  it.each<[string, Language, string, string]>([
    ['anomalies between 1 March and 15 April', 'en', '2026-02-28T23:00:00.000Z', '2026-04-15T22:00:00.000Z'],
    ['anomalies du 3 au 10 mars 2026', 'fr', '2026-03-02T23:00:00.000Z', '2026-03-10T23:00:00.000Z'],
    ['Mängel vom 3. bis 10. März 2026', 'de', '2026-03-02T23:00:00.000Z', '2026-03-10T23:00:00.000Z'],
    ['Anomalies du 12/03/2026', 'fr', '2026-03-11T23:00:00.000Z', '2026-03-12T23:00:00.000Z'],
    ['anomalies de janvier à mars 2025', 'fr', '2024-12-31T23:00:00.000Z', '2025-03-31T22:00:00.000Z'],
    ['anomalies depuis janvier', 'fr', '2025-12-31T23:00:00.000Z', now.toISOString()],
    ['Mängel seit 2025', 'de', '2024-12-31T23:00:00.000Z', now.toISOString()],
    ['interventions starting from March 2027', 'en', '2027-02-28T23:00:00.000Z', OPEN_FUTURE.toISOString()],
    ['interventions from March 2027', 'en', '2027-02-28T23:00:00.000Z', '2027-03-31T22:00:00.000Z'],
    ['interventions à partir de mars 2027', 'fr', '2027-02-28T23:00:00.000Z', OPEN_FUTURE.toISOString()],
    ['interventions after 2026', 'en', '2026-12-31T23:00:00.000Z', OPEN_FUTURE.toISOString()],
    ['anomalies before 2025', 'en', OPEN_PAST.toISOString(), '2024-12-31T23:00:00.000Z'],
    ["anomalies jusqu'à fin mars", 'fr', OPEN_PAST.toISOString(), '2026-03-31T22:00:00.000Z'],
  ])('%s (%s)', (question, lang, from, to) => {
    expect(periodOf(question, lang)).toMatchObject({ from, to });
  });

  it('reads rolling periods from the start of that day to the end of today', () => {
    expect(periodOf('anomalies des 30 derniers jours', 'fr')).toMatchObject({
      from: '2026-10-19T22:00:00.000Z',
      to: '2026-11-19T23:00:00.000Z',
    });
    expect(periodOf('interventions in the next 7 days', 'en')).toMatchObject({
      from: '2026-11-18T23:00:00.000Z',
      to: '2026-11-26T23:00:00.000Z',
    });
    expect(periodOf('Mängel der letzten 3 Monate', 'de')).toMatchObject({
      from: '2026-08-18T22:00:00.000Z',
      to: '2026-11-19T23:00:00.000Z',
    });
  });

  it('reads ages counted from today', () => {
    expect(periodOf('Anomalies ouvertes depuis plus de 30 jours', 'fr')).toMatchObject({
      from: OPEN_PAST.toISOString(),
      to: '2026-10-19T22:00:00.000Z',
    });
    expect(periodOf('anomalies older than 6 months', 'en')).toMatchObject({
      from: OPEN_PAST.toISOString(),
      to: '2026-05-18T22:00:00.000Z',
    });
    expect(periodOf('Mängel, die seit weniger als 2 Wochen offen sind', 'de')).toMatchObject({
      from: '2026-11-04T23:00:00.000Z',
      to: now.toISOString(),
    });
  });

  it('reads a deadline ("d\'ici", "by", "bis") as "until": open start, to the end of what it names', () => {
    const until = (to: string) => ({ from: OPEN_PAST.toISOString(), to });
    expect(periodOf("contrats à renouveler d'ici la fin du mois", 'fr')).toMatchObject(
      until('2026-11-30T23:00:00.000Z'),
    );
    expect(periodOf("interventions à boucler d'ici le 15 décembre", 'fr')).toMatchObject(
      until('2026-12-15T23:00:00.000Z'),
    );
    expect(periodOf("vérifications d'ici 2 semaines", 'fr')).toMatchObject(until('2026-12-03T23:00:00.000Z'));
    expect(periodOf('reports due by the end of next month', 'en')).toMatchObject(until('2026-12-31T23:00:00.000Z'));
    expect(periodOf('inspections to finish by March 2027', 'en')).toMatchObject(until('2027-03-31T22:00:00.000Z'));
    expect(periodOf('Prüfungen bis Quartalsende', 'de')).toMatchObject(until('2026-12-31T23:00:00.000Z'));
    expect(periodOf('Berichte bis in 3 Wochen', 'de')).toMatchObject(until('2026-12-10T23:00:00.000Z'));
    expect(periodOf('anomalies by priority', 'en')).toBeUndefined();
  });

  it('reads "the end of" / "the start of" a period as that end, whatever the bound', () => {
    const until = (to: string) => ({ from: OPEN_PAST.toISOString(), to });
    expect(periodOf('jobs before the end of the month', 'en')).toMatchObject(until('2026-11-30T23:00:00.000Z'));
    expect(periodOf('checks due by year-end', 'en')).toMatchObject(until('2026-12-31T23:00:00.000Z'));
    expect(periodOf('interventions avant la fin du trimestre', 'fr')).toMatchObject(until('2026-12-31T23:00:00.000Z'));
    expect(periodOf("contrats qui expirent avant fin d'année", 'fr')).toMatchObject(until('2026-12-31T23:00:00.000Z'));
    expect(periodOf('Einsätze vor Ende des Monats', 'de')).toMatchObject(until('2026-11-30T23:00:00.000Z'));
    expect(periodOf('Berichte vor Monatsende', 'de')).toMatchObject(until('2026-11-30T23:00:00.000Z'));
    expect(periodOf('interventions after the start of October', 'en')).toMatchObject({
      from: '2026-09-30T22:00:00.000Z',
      to: OPEN_FUTURE.toISOString(),
    });
    // Without an edge word each bound keeps its own end.
    expect(periodOf('anomalies before October', 'en')).toMatchObject(until('2026-09-30T22:00:00.000Z'));
    expect(periodOf('anomalies after October', 'en')).toMatchObject({
      from: '2026-10-31T23:00:00.000Z',
      to: OPEN_FUTURE.toISOString(),
    });
  });

  it('computes in the organization time zone', () => {
    expect(periodOf('anomalies this month', 'en', 'America/New_York')).toMatchObject({
      from: '2026-11-01T04:00:00.000Z',
      to: '2026-12-01T05:00:00.000Z',
    });
    expect(periodOf('anomalies this month', 'en', 'Asia/Tokyo')).toMatchObject({
      from: '2026-10-31T15:00:00.000Z',
      to: '2026-11-30T15:00:00.000Z',
    });
  });
});
