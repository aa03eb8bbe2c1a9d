import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueNamesOf } from '#infra/cli/analysis-eval/catalogue-names.ts';
import { matchFindings, matchScore, type ReturnedFinding } from '#infra/cli/analysis-eval/matching.ts';
import {
  comparisonMeasure,
  extraFieldMeasures,
  metadataFields,
  type ReportOutcome,
  reportMeasures,
} from '#infra/cli/analysis-eval/measures.ts';
import { type ReportTruth, readSetFolder, type TruthFinding } from '#infra/cli/analysis-eval/truth.ts';

const truthFinding = (id: string, text: string, priority: TruthFinding['priority'] = 'high'): TruthFinding => ({
  id,
  text,
  location: 'Chaufferie',
  reference: null,
  action: null,
  dueDate: null,
  grade: 'Priorité 2',
  priority,
});
const returned = (
  text: string,
  priority: string | null = 'high',
  more: Record<string, unknown> = {},
): ReturnedFinding => ({
  text,
  priority,
  ...more,
});

const door = truthFinding('f1', 'Porte coupe-feu du local poubelles : ferme-porte hors service', 'high');
const bonding = truthFinding(
  'f2',
  'Liaison équipotentielle supplémentaire non réalisée sur les canalisations',
  'medium',
);
const truth: ReportTruth = {
  id: 'r',
  file: 'r.pdf',
  mimeType: 'application/pdf',
  language: 'fr',
  family: 'f',
  failure: null,
  metadata: {
    documentDate: '2025-06-20',
    author: 'ALTÉA Contrôle',
    provider: 'PRV-1',
    units: ['UNI-1'],
    technicalInstallations: ['TI-1'],
    equipment: [],
  },
  findings: [door, bonding],
};

describe('matching a returned finding to a truth finding', () => {
  it('matches the same observation whatever its case, accents and stop words', () => {
    expect(matchScore(door, returned('PORTE COUPE FEU DU LOCAL POUBELLES - FERME PORTE HORS SERVICE'))).toBeGreaterThan(
      0,
    );
  });

  it('matches a text prefixed by its own location and grade, not one that is mostly other words', () => {
    expect(
      matchScore(bonding, returned('Chaufferie — Priorité 2 — liaison équipotentielle supplémentaire non réalisée')),
    ).toBeGreaterThan(0);
    const page = `${bonding.text} ${'installation vérifiée conforme tableau essai mesure terre'.repeat(3)}`;
    expect(matchScore(bonding, returned(page))).toBe(0);
  });

  it('does not match a text covering less than 60 % of the truth words', () => {
    expect(matchScore(door, returned('porte coupe-feu'))).toBe(0);
  });

  it('pairs one to one, the best score first', () => {
    const exact = returned(door.text);
    const pairs = matchFindings([door], [returned(`${door.text} urgent`), exact]);
    expect(pairs).toHaveLength(1);
    expect(pairs[0]!.returned).toBe(exact);
  });
});

describe('the five measures', () => {
  const found = [returned(door.text, 'high'), returned(bonding.text, 'low'), returned('Points vérifiés : conforme')];
  const outcome: ReportOutcome = {
    failure: null,
    findings: found,
    metadata: {
      documentDate: '2025-06-20',
      provider: { name: 'Julien Marchand', ref: null },
      units: [{ ref: 'UNI-1' }],
      technicalInstallations: [{ ref: 'TI-1' }, { ref: 'TI-5' }],
    },
  };

  it('counts recall, precision, priority and metadata fields', () => {
    const pairs = matchFindings(truth.findings, outcome.findings);
    const measures = reportMeasures(truth, outcome, pairs);
    expect(measures.recall).toEqual({ right: 2, total: 2 });
    expect(measures.precision).toEqual({ right: 2, total: 3 });
    expect(measures.priority).toEqual({ right: 1, total: 2 });
    expect(metadataFields(truth.metadata, outcome.metadata!)).toEqual({
      date: true,
      author: false,
      units: true,
      installations: false,
      equipment: true,
    });
    expect(measures.metadata).toEqual({ right: 3, total: 5 });
  });

  it('takes an author outside the catalogue by its name', () => {
    const metadata = { ...truth.metadata, author: 'Bureau Lemaire Inspection', provider: null };
    const provider = { name: 'BUREAU LEMAIRE INSPECTION', ref: null };
    expect(metadataFields(metadata, { ...outcome.metadata!, provider }).author).toBe(true);
    const legalFormOnly = { name: 'GmbH', ref: null };
    const gmbh = { ...metadata, author: 'Prüfdienst Nord GmbH' };
    expect(metadataFields(gmbh, { ...outcome.metadata!, provider: legalFormOnly }).author).toBe(false);
  });

  it('scores a report expected to fail by its error code', () => {
    const scan = { ...truth, failure: 'unreadable_file', findings: [] };
    expect(reportMeasures(scan, { failure: 'unreadable_file', metadata: null, findings: [] }, []).metadata.right).toBe(
      5,
    );
    expect(reportMeasures(scan, outcome, []).metadata.right).toBe(0);
  });

  it('counts the extra fields the analyser returns only', () => {
    const pairs = matchFindings(truth.findings, [
      returned(door.text, 'high', { location: 'chaufferie', dueDate: '2025-07-01' }),
      returned(bonding.text),
    ]);
    const extras = extraFieldMeasures(pairs);
    expect(extras.location).toEqual({ right: 1, total: 1 });
    expect(extras.dueDate).toEqual({ right: 0, total: 1 });
    expect(extras.grade).toEqual({ right: 0, total: 0 });
  });

  it('classes each finding of a pair: still present, new, gone', () => {
    const previousDoor = truthFinding('p1', 'Ferme-porte de la porte coupe-feu du local poubelles inopérant');
    const previousLight = truthFinding('p2', 'Bloc autonome d’éclairage de sécurité hors service au local vélos');
    const previous: ReportTruth = { ...truth, id: 'p', findings: [previousDoor, previousLight] };
    const current: ReportTruth = { ...truth, comparison: { previous: 'p', continues: { f1: 'p1' } } };
    const [doorNow, bondingNow] = [returned(door.text), returned(bonding.text)];
    const [doorThen, lightThen] = [returned(previousDoor.text), returned(previousLight.text)];
    const currentPairs = matchFindings(current.findings, [doorNow, bondingNow]);
    const previousPairs = matchFindings(previous.findings, [doorThen, lightThen]);
    const right = { new: [bondingNow], stillPresent: [doorNow], gone: [lightThen] };
    expect(comparisonMeasure(current, previous, currentPairs, previousPairs, right)).toEqual({ right: 3, total: 3 });
    const reworded = { new: [doorNow, bondingNow], stillPresent: [], gone: [doorThen, lightThen] };
    expect(comparisonMeasure(current, previous, currentPairs, previousPairs, reworded)).toEqual({ right: 2, total: 3 });
  });
});

describe('the analysis working set', () => {
  const root = resolve(import.meta.dirname, '../analyses/reports');
  const catalogue = catalogueNamesOf(resolve(root, 'catalogue.json'));
  const refs = new Set(
    [...catalogue.units, ...catalogue.technicalInstallations, ...catalogue.equipment, ...catalogue.providers].map(
      (record) => record.ref,
    ),
  );
  const reports = ['working', 'aside'].flatMap((part) => readSetFolder(resolve(root, part)));

  it('holds at least 30 reports of at least 10 families, and an aside part of 10 with 2 families of its own', () => {
    expect(reports.length).toBeGreaterThanOrEqual(30);
    expect(new Set(reports.map((report) => report.truth.family)).size).toBeGreaterThanOrEqual(10);
    const aside = readSetFolder(resolve(root, 'aside'));
    const workingFamilies = new Set(readSetFolder(resolve(root, 'working')).map((report) => report.truth.family));
    expect(aside.length).toBeGreaterThanOrEqual(10);
    expect(
      new Set(aside.map((report) => report.truth.family).filter((f) => !workingFamilies.has(f))).size,
    ).toBeGreaterThanOrEqual(2);
  });

  it('names only catalogue records, earlier reports of its own part and unique finding ids', () => {
    const ids = new Set(reports.map((report) => report.truth.id));
    for (const { truth: report } of reports) {
      const { provider, units, technicalInstallations, equipment } = report.metadata;
      for (const ref of [provider, ...units, ...technicalInstallations, ...equipment].filter((r) => r !== null))
        expect(refs, `${report.id} names ${ref}`).toContain(ref);
      const findingIds = report.findings.map((finding) => finding.id);
      expect(new Set(findingIds).size, report.id).toBe(findingIds.length);
      if (report.comparison) expect(ids).toContain(report.comparison.previous);
    }
  });

  it('keeps its generated files: each truth names a file of its part', () => {
    const truthFile = resolve(root, 'working', 'fr-elec-tilleuls-2024.truth.json');
    expect(JSON.parse(readFileSync(truthFile, 'utf8')).file).toBe('fr-elec-tilleuls-2024.pdf');
  });
});
