import { describe, expect, it } from 'vitest';
import type { CatalogueNames } from '#shared/stores/analyses/catalogue-names.ts';
import { readReportDocument } from '#shared/use-cases/analyses/report-document.ts';
import { extractAnomalies } from '#shared/use-cases/analyses/rule-based/anomalies.ts';
import { compareAnomalies } from '#shared/use-cases/analyses/rule-based/compare.ts';
import { datesIn } from '#shared/use-cases/analyses/rule-based/dates.ts';
import { extractMetadata } from '#shared/use-cases/analyses/rule-based/metadata.ts';
import { splitGrade } from '#shared/use-cases/analyses/rule-based/priorities.ts';
import type { ExtractedAnomaly } from '#shared/vocabulary/analyses/analysis.ts';
import { aCsv, aPdf } from '#test/support/analysis-fixtures.ts';

const catalogue: CatalogueNames = {
  units: [
    { id: '0d9c1a56-5b8e-4f3c-9a51-1f2b3c4d5e01', ref: 'UNI-1', name: 'Bâtiment A' },
    { id: '0d9c1a56-5b8e-4f3c-9a51-1f2b3c4d5e02', ref: 'UNI-2', name: 'Bâtiment B' },
  ],
  technicalInstallations: [
    { id: '0d9c1a56-5b8e-4f3c-9a51-1f2b3c4d5e11', ref: 'TI-1', name: 'Système de sécurité incendie' },
    { id: '0d9c1a56-5b8e-4f3c-9a51-1f2b3c4d5e12', ref: 'TI-2', name: 'Ascenseur' },
  ],
  equipment: [
    { id: '0d9c1a56-5b8e-4f3c-9a51-1f2b3c4d5e21', ref: 'EQ-1', name: 'Porte coupe-feu niveau 2' },
    { id: '0d9c1a56-5b8e-4f3c-9a51-1f2b3c4d5e22', ref: 'EQ-2', name: 'Extincteur' },
  ],
  providers: [{ id: '0d9c1a56-5b8e-4f3c-9a51-1f2b3c4d5e31', ref: 'PRV-1', name: 'Bureau Véritas' }],
};
const [batA, batB] = catalogue.units;
const [ssi, lift] = catalogue.technicalInstallations;
const [fireDoor, extinguisher] = catalogue.equipment;

const textDocument = (lines: string[]) => ({
  lines,
  blocks: lines.map((text) => ({ kind: 'line' as const, text, cells: [text], gapBefore: false })),
  furniture: [],
});
const noFields = { grade: null, location: null, reference: null, action: null, dueDate: null };

describe('dates', () => {
  it('reads numeric, ISO and written dates in French, English and German', () => {
    expect(datesIn('Date : 12/03/2025')).toEqual(['2025-03-12']);
    expect(datesIn('le 2025-03-12')).toEqual(['2025-03-12']);
    expect(datesIn('Visite du 1er avril 2024')).toEqual(['2024-04-01']);
    expect(datesIn('Issued on March 5, 2025')).toEqual(['2025-03-05']);
    expect(datesIn('Prüfdatum: 5. März 2025')).toEqual(['2025-03-05']);
    expect(datesIn('du 03.02.2025 au 4 février 2025')).toEqual(['2025-02-03', '2025-02-04']);
  });

  it('ignores impossible dates and numbers that only look like dates', () => {
    expect(datesIn('31/02/2025, 2025-13-01, 30 février 2024, version 1.2.3')).toEqual([]);
  });
});

describe('grades in text', () => {
  it('reads labelled, bracketed, trailing and coded grades and takes them out of the text', () => {
    expect(splitGrade('Extincteur absent - priorité : haute')).toEqual({
      text: 'Extincteur absent',
      grade: 'priorité : haute',
      priority: 'high',
    });
    expect(splitGrade('Fire door jammed (critical)')).toEqual({
      text: 'Fire door jammed',
      grade: 'critical',
      priority: 'critical',
    });
    expect(splitGrade('[Niedrig] Schild verblasst')).toEqual({
      text: 'Schild verblasst',
      grade: 'Niedrig',
      priority: 'low',
    });
    expect(splitGrade('P3 Éclairage de sécurité faible')).toEqual({
      text: 'Éclairage de sécurité faible',
      grade: 'P3',
      priority: 'medium',
    });
    expect(splitGrade('Pit ladder not secured to the wall, unsafe to use - URGENT')).toMatchObject({
      text: 'Pit ladder not secured to the wall, unsafe to use',
      grade: 'URGENT',
      priority: 'critical',
    });
    expect(splitGrade('Absence de plaque de charge nominale. — D3')).toMatchObject({ grade: 'D3', priority: 'medium' });
    expect(splitGrade('Klemme verschmort, Brandgefahr – DRINGEND, Abgang abgeschaltet')).toMatchObject({
      grade: 'DRINGEND',
      priority: 'critical',
    });
  });

  it('leaves other bracketed words, trailing words and texts without grade alone', () => {
    expect(splitGrade('Porte (niveau 2) bloquée')).toEqual({
      text: 'Porte (niveau 2) bloquée',
      grade: null,
      priority: null,
    });
    expect(splitGrade('Prise sans volet, niveau 2')).toEqual({
      text: 'Prise sans volet, niveau 2',
      grade: null,
      priority: null,
    });
  });
});

describe('metadata', () => {
  it('reads the labelled date, provider and references and the units and installations named', () => {
    const result = extractMetadata({
      document: textDocument([
        'Rapport de vérification périodique',
        'Référence : VER/2025/0042',
        'Date de la visite : 12 mars 2025',
        'Prestataire : Bureau Veritas Exploitation',
        'Site : Bâtiment B et Bâtiment A, rappel ANO-12, dossier RVP-2025-118',
        'Installations vérifiées : système de securite incendie',
      ]),
      catalogue,
    });
    expect(result).toEqual({
      documentDate: '2025-03-12',
      provider: { name: 'Bureau Véritas', id: catalogue.providers[0]!.id, ref: 'PRV-1' },
      references: ['VER/2025/0042', 'ANO-12'],
      units: [batB, batA],
      technicalInstallations: [ssi],
      equipment: [],
    });
  });

  it('keeps an unknown provider by name and falls back to the first date of the report', () => {
    const result = extractMetadata({
      document: textDocument(['Inspection report', 'Visited 2024-11-30 by', 'Inspector: Acme Lifts Ltd']),
      catalogue,
    });
    expect(result.documentDate).toBe('2024-11-30');
    expect(result.provider).toEqual({ name: 'Acme Lifts Ltd', id: null, ref: null });
    expect(result.units).toEqual([]);
  });

  it('reads a CSV report date and provider from their columns', async () => {
    const document = await readReportDocument(
      new TextEncoder().encode(
        aCsv([
          ['Date', 'Prestataire', 'Observation'],
          ['04/06/2025', 'Bureau Véritas', 'Extincteur manquant'],
        ]),
      ),
      'text/csv',
    );
    const result = extractMetadata({ document, catalogue });
    expect(result.documentDate).toBe('2025-06-04');
    expect(result.provider?.id).toBe(catalogue.providers[0]!.id);
  });
});

describe('anomalies', () => {
  it('lists the observations of the observation section, joining wrapped lines, with priority and equipment', () => {
    const anomalies = extractAnomalies({
      document: textDocument([
        'Rapport',
        '- Objet : vérification annuelle',
        '3. Observations :',
        '1. Porte coupe-feu niveau 2 ne se ferme pas',
        'complètement (priorité : haute)',
        '2) Extincteur du hall à recharger',
        'ANO-7 Ascenseur : bouton d’appel du niveau 1 défectueux [critique]',
        '4. Conclusion',
        '- Installation globalement conforme',
      ]),
      catalogue,
    });
    expect(anomalies).toEqual([
      {
        ...noFields,
        text: 'Porte coupe-feu niveau 2 ne se ferme pas complètement',
        ref: null,
        grade: 'priorité : haute',
        priority: 'high',
        equipment: fireDoor,
        technicalInstallation: null,
      },
      {
        ...noFields,
        text: 'Extincteur du hall à recharger',
        ref: null,
        // No grade: a defect to remedy, no delay stated.
        priority: 'medium',
        equipment: extinguisher,
        technicalInstallation: null,
      },
      {
        ...noFields,
        text: 'Ascenseur : bouton d’appel du niveau 1 défectueux',
        ref: 'ANO-7',
        grade: 'critique',
        priority: 'critical',
        equipment: null,
        technicalInstallation: lift,
      },
    ]);
  });

  it('takes each line of an observation section without list markers as one observation', () => {
    const anomalies = extractAnomalies({
      document: textDocument(['Mängel', 'Notbeleuchtung defekt', 'Fluchtweg verstellt', 'Fazit', 'ok']),
      catalogue,
    });
    expect(anomalies.map((anomaly) => anomaly.text)).toEqual(['Notbeleuchtung defekt', 'Fluchtweg verstellt']);
  });

  it('without an observation heading, takes bulleted and referenced lines but not numbered headings', () => {
    const anomalies = extractAnomalies({
      document: textDocument(['1. Introduction', 'Texte libre', '• Extincteur manquant', 'ANO-3 - Ascenseur en panne']),
      catalogue,
    });
    expect(anomalies.map(({ text, ref }) => ({ text, ref }))).toEqual([
      { text: 'Extincteur manquant', ref: null },
      { text: 'Ascenseur en panne', ref: 'ANO-3' },
    ]);
  });

  it('reads a CSV by its column names, whatever the separator and quoting', async () => {
    const csv = aCsv(
      [
        ['Réf.', 'Équipement', 'Description de l’anomalie', 'Priorité'],
        ['ANO-1', 'EQ-1', 'Ferme-porte cassé; à remplacer', 'Haute'],
        ['', 'Ascenseur', 'Cabine: éclairage "faible"', 'P4'],
        ['x', '', '', 'basse'],
      ],
      ',',
    );
    const document = await readReportDocument(new TextEncoder().encode(`\uFEFF${csv}`), 'text/csv');
    expect(extractAnomalies({ document, catalogue })).toEqual([
      {
        ...noFields,
        text: 'Ferme-porte cassé; à remplacer',
        ref: 'ANO-1',
        grade: 'Haute',
        priority: 'high',
        equipment: fireDoor,
        technicalInstallation: null,
      },
      {
        ...noFields,
        text: 'Cabine: éclairage "faible"',
        ref: null,
        grade: 'P4',
        priority: 'low',
        equipment: null,
        technicalInstallation: lift,
      },
    ]);
  });

  it('reads the text of a real PDF line by line', async () => {
    const document = await readReportDocument(
      await aPdf(['Observations', '- Extincteur vide (priorité : moyenne)']),
      'application/pdf',
    );
    expect(document.lines).toEqual(['Observations', '- Extincteur vide (priorité : moyenne)']);
    expect(extractAnomalies({ document, catalogue })[0]).toMatchObject({
      text: 'Extincteur vide',
      priority: 'medium',
      equipment: extinguisher,
    });
  });

  it('turns a file that is no PDF into an unreadable_file failure', async () => {
    await expect(readReportDocument(new TextEncoder().encode('not a pdf'), 'application/pdf')).rejects.toMatchObject({
      code: 'unreadable_file',
    });
  });

  it('reads Windows-1252 text when the bytes are not UTF-8', async () => {
    const document = await readReportDocument(
      Uint8Array.from([0x2d, 0x20, 0x50, 0x6f, 0x72, 0x74, 0x65, 0x20, 0x62, 0x6c, 0x6f, 0x71, 0x75, 0xe9, 0x65]),
      'text/plain',
    );
    expect(document.lines).toEqual(['- Porte bloquée']);
  });
});

describe('comparison', () => {
  const anomaly = (text: string, overrides: Partial<ExtractedAnomaly> = {}): ExtractedAnomaly => ({
    ...noFields,
    text,
    ref: null,
    priority: null,
    equipment: null,
    technicalInstallation: null,
    ...overrides,
  });

  it('sorts current observations into new and still present, and previous ones not found into gone', () => {
    const previous = [
      anomaly('Porte coupe-feu niveau 2 ne se ferme pas', { equipment: fireDoor }),
      anomaly('Extincteur du hall vide'),
      anomaly('Signalétique manquante', { ref: 'ANO-9' }),
    ];
    const current = [
      anomaly('Porte coupe-feu du niveau 2 ne ferme pas', { equipment: fireDoor }),
      anomaly('Fuite sur le réseau de sprinklers'),
      anomaly('Plan d’évacuation absent', { ref: 'ANO-9' }),
    ];
    expect(compareAnomalies(current, previous)).toEqual({
      new: [current[1]],
      stillPresent: [current[0], current[2]],
      gone: [previous[1]],
    });
  });

  it('pairs an observation reworded by another inspector a year later, by its words, place and equipment', () => {
    const previous = [
      anomaly(
        'Liaison équipotentielle supplémentaire non réalisée sur les canalisations métalliques de la chaufferie.',
        {
          location: 'Chaufferie',
        },
      ),
      anomaly('Repérage des circuits absent sur le tableau de comptage des services généraux.', {
        location: 'Palier 3e étage, colonne montante',
      }),
      anomaly('Wir empfehlen die Nachrüstung eines Überspannungsschutzes Typ 1+2 in der NSHV.', {
        location: 'Gesamte Anlage',
      }),
      anomaly('Porte de recoupement cage B bloquée en position ouverte', { equipment: fireDoor }),
    ];
    const current = [
      anomaly(
        'Les canalisations métalliques (gaz, eau) ne sont pas reliées à la liaison équipotentielle supplémentaire.',
        {
          location: '1 Chaufferie',
        },
      ),
      anomaly('Tableau de comptage des services généraux : circuits non repérés.', { location: 'Palier 3e étage' }),
      anomaly('Empfehlung: Überspannungsschutz (Typ 1+2) in der NSHV nachrüsten.', { location: 'Gesamte Anlage' }),
      anomaly('Porte toujours bloquée', { equipment: fireDoor }),
    ];
    expect(compareAnomalies(current, previous)).toEqual({ new: [], stillPresent: current, gone: [] });
  });

  it('keeps apart alike observations at different places', () => {
    const result = compareAnomalies(
      [anomaly('Bloc autonome d’éclairage de sécurité hors service', { location: 'Local poubelles' })],
      [anomaly('Bloc autonome d’éclairage de sécurité hors service', { location: 'Parking niveau -1' })],
    );
    expect(result).toMatchObject({ stillPresent: [], new: [{ location: 'Local poubelles' }] });
  });

  it('never pairs observations about different equipment, however alike their words', () => {
    const result = compareAnomalies(
      [anomaly('Extincteur à recharger', { equipment: extinguisher })],
      [anomaly('Extincteur à recharger', { equipment: fireDoor })],
    );
    expect(result.new).toHaveLength(1);
    expect(result.gone).toHaveLength(1);
  });
});
