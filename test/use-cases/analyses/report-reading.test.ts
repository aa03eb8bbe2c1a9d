import { describe, expect, it } from 'vitest';
import type { CatalogueNames } from '#shared/stores/analyses/catalogue-names.ts';
import { readReportDocument } from '#shared/use-cases/analyses/report-document.ts';
import { extractAnomalies } from '#shared/use-cases/analyses/rule-based/anomalies.ts';
import { extractMetadata } from '#shared/use-cases/analyses/rule-based/metadata.ts';
import { aLaidOutPdf, type PlacedText } from '#test/support/laid-out-pdf.ts';

/**
 * What a report holds, read as a person reads it (docs/analyses.md, "Findings", "Metadata"): the
 * findings to act on, each once, with their fields, and none of what only looks like one; who wrote
 * the report, when, and about which site.
 */
const id = (n: number) => `0d9c1a56-5b8e-4f3c-9a51-1f2b3c4d5e${String(n).padStart(2, '0')}`;
const catalogue: CatalogueNames = {
  units: [
    { id: id(1), ref: 'UNI-1', name: 'Résidence Les Tilleuls' },
    { id: id(2), ref: 'UNI-2', name: 'Le Carré Haussmann' },
  ],
  technicalInstallations: [
    { id: id(11), ref: 'TI-1', name: 'Installation électrique', unitId: id(1) },
    { id: id(12), ref: 'TI-2', name: 'Ascenseur A', unitId: id(1) },
    { id: id(13), ref: 'TI-3', name: 'Installation électrique', unitId: id(2) },
  ],
  equipment: [
    { id: id(21), ref: 'EQ-1', name: 'TGBT', unitId: id(1) },
    { id: id(22), ref: 'EQ-2', name: 'TGBT', unitId: id(2) },
  ],
  providers: [
    { id: id(31), ref: 'PRV-1', name: 'ALTÉA Contrôle' },
    { id: id(32), ref: 'PRV-2', name: 'Ascenseurs Durand & Fils' },
  ],
};

const text = (lines: string[]) => readReportDocument(new TextEncoder().encode(lines.join('\n')), 'text/plain');

/** A periodic verification: every part a reader skips around one table of findings. */
const periodicVerification = async () => {
  const at = (y: number, cells: [number, string][]): PlacedText[] => cells.map(([x, value]) => ({ text: value, x, y }));
  return readReportDocument(
    await aLaidOutPdf([
      [
        { text: 'ALTÉA Contrôle — Rapport n° LY-24-0042', x: 50, y: 800, size: 9 },
        { text: 'Rapport de vérification périodique des installations électriques', x: 50, y: 770, size: 13 },
        ...at(750, [
          [50, 'Site vérifié'],
          [200, 'Résidence Les Tilleuls — 14 rue Paul Bert, Lyon'],
        ]),
        ...at(736, [
          [50, 'Date(s) d’intervention'],
          [200, '3 et 4 juin 2024'],
        ]),
        ...at(722, [
          [50, 'Vérificateur'],
          [200, 'Julien Marchand'],
        ]),
        ...at(708, [
          [50, 'Entreprise de maintenance'],
          [200, 'Ascenseurs Durand & Fils'],
        ]),
        { text: '1. Synthèse', x: 50, y: 680, size: 12 },
        { text: 'Nombre total d’observations : 3, dont 1 de priorité 1 (plastron manquant au TGBT).', x: 50, y: 666 },
        { text: '2. Installations vérifiées', x: 50, y: 640, size: 12 },
        { text: '• TGBT et tableaux divisionnaires, alimentation de l’Ascenseur A', x: 50, y: 626 },
        { text: '3. Légende', x: 50, y: 600, size: 12 },
        { text: '• Priorité 1 : danger grave et immédiat, mise en sécurité sans délai.', x: 50, y: 586 },
        { text: '• Priorité 2 : à corriger à court terme.', x: 50, y: 572 },
        { text: '4. Observations', x: 50, y: 546, size: 12 },
        ...at(530, [
          [50, 'N°'],
          [80, 'Localisation'],
          [200, 'Observation'],
          [400, 'Référence'],
          [480, 'Priorité'],
          [525, 'Délai'],
        ]),
        ...at(514, [
          [52, '1'],
          [80, 'TGBT'],
          [200, 'Plastron manquant, bornes'],
          [400, 'NF C 15-100'],
          [482, '1'],
          [525, 'Immédiat'],
        ]),
        ...at(502, [[200, 'sous tension accessibles.']]),
        ...at(486, [
          [52, '2'],
          [80, 'Chaufferie'],
          [200, 'Liaison équipotentielle absente.'],
          [400, 'NF C 15-100'],
          [482, '2'],
          [525, '3 mois'],
        ]),
        ...at(470, [
          [52, '3'],
          [80, 'Cour'],
          [200, 'Prise extérieure sans volet.'],
          [400, 'NF C 15-100'],
          [482, '2'],
          [525, '1 mois'],
        ]),
        { text: '5. Points vérifiés sans observation', x: 50, y: 440, size: 12 },
        ...at(424, [
          [50, 'Point de vérification'],
          [300, 'Résultat'],
        ]),
        ...at(410, [
          [50, 'Résistance de la prise de terre'],
          [300, 'Conforme'],
        ]),
        ...at(396, [
          [50, 'Dispositifs différentiels'],
          [300, 'Conforme'],
        ]),
        { text: '6. Suivi des observations du rapport précédent', x: 50, y: 370, size: 12 },
        ...at(354, [
          [50, 'N°'],
          [80, 'Observation'],
          [400, 'Situation'],
        ]),
        ...at(340, [
          [52, '1'],
          [80, 'TD Chaufferie : plastron manquant'],
          [400, 'Levée'],
        ]),
        ...at(326, [
          [52, '2'],
          [80, 'Tableau de comptage : repérage absent'],
          [400, 'Non levée — voir obs. 2'],
        ]),
        { text: 'Fait à Lyon, le 12 juin 2024', x: 50, y: 290 },
      ],
    ]),
    'application/pdf',
  );
};

describe('findings', () => {
  it('are the rows of the findings table, with their fields, and nothing of the parts a reader skips', async () => {
    const anomalies = extractAnomalies({ document: await periodicVerification(), catalogue });
    expect(anomalies).toEqual([
      {
        text: 'Plastron manquant, bornes sous tension accessibles.',
        ref: null,
        priority: 'critical',
        grade: 'Priorité 1',
        location: 'TGBT',
        reference: 'NF C 15-100',
        action: null,
        dueDate: '2024-06-12',
        equipment: { id: id(21), ref: 'EQ-1', name: 'TGBT' },
        technicalInstallation: null,
      },
      expect.objectContaining({ text: 'Liaison équipotentielle absente.', priority: 'high', dueDate: '2024-09-12' }),
      expect.objectContaining({ text: 'Prise extérieure sans volet.', grade: 'Priorité 2', dueDate: '2024-07-12' }),
    ]);
  });

  it('leave out checks passed, counts and sentences that only say things went well', async () => {
    const document = await text([
      'Observations :',
      '- Essai des déclencheurs manuels : conforme',
      '- Nombre total d’observations : 2',
      '- Les essais réalisés en présence de la délégation sont satisfaisants.',
      '- Bloc autonome hors service au local vélos',
      '- Porte coupe-feu du local poubelles : i.O.',
      '- Extincteur du hall à recharger',
    ]);
    expect(extractAnomalies({ document, catalogue }).map((anomaly) => anomaly.text)).toEqual([
      'Bloc autonome hors service au local vélos',
      'Extincteur du hall à recharger',
    ]);
  });

  it('read an e-mail’s list after its lead-in, with the grade at a line’s end, each item ending at a blank line', async () => {
    const document = await text([
      'Bonjour,',
      'Lors de notre passage nous avons constaté les points suivants :',
      '1) Carte de commande de porte HS, la porte ne se',
      'ferme plus - URGENT',
      '2) Bouton d’appel du RDC cassé',
      '3) Suggestion : prévoir un éclairage LED en cabine',
      '',
      'Le devis vous sera adressé demain.',
      'Cordialement,',
    ]);
    expect(
      extractAnomalies({ document, catalogue }).map(({ text: said, grade, priority }) => ({ said, grade, priority })),
    ).toEqual([
      { said: 'Carte de commande de porte HS, la porte ne se ferme plus', grade: 'URGENT', priority: 'critical' },
      { said: 'Bouton d’appel du RDC cassé', grade: null, priority: 'medium' },
      { said: 'Suggestion : prévoir un éclairage LED en cabine', grade: null, priority: 'low' },
    ]);
  });
});

describe('findings, more', () => {
  it('read LOLER’s grades and the due date a defect "could become a danger by"', async () => {
    const document = await text([
      'Defects found:',
      '- Hoist rope: three broken wires in one lay, could become a danger by 30/06/2025',
      '- Brake lining worn through, of immediate danger',
    ]);
    expect(
      extractAnomalies({ document, catalogue }).map(({ grade, priority, dueDate }) => ({ grade, priority, dueDate })),
    ).toEqual([
      { grade: 'could become a danger', priority: 'high', dueDate: '2025-06-30' },
      { grade: 'of immediate danger', priority: 'critical', dueDate: null },
    ]);
  });

  it('read the defects a form states in labelled fields, graded by their label, due by the date after them', async () => {
    const document = await text([
      'Report of thorough examination (LOLER 1998, regulation 9)',
      'Identification of any defect which is of immediate danger to persons: None',
      'Identification of any defect which could become a danger to persons: Guide shoes of the car worn,',
      'excessive play at the top landing',
      'Date by which the defect must be remedied: 31/05/2025',
      'Particulars of any test carried out: Overspeed governor tripped at rated speed',
    ]);
    expect(extractAnomalies({ document, catalogue })).toEqual([
      expect.objectContaining({
        text: 'Guide shoes of the car worn, excessive play at the top landing',
        grade: 'could become a danger',
        priority: 'high',
        dueDate: '2025-05-31',
      }),
    ]);
  });

  it('read a grade column’s letters by the report’s legend: its "C" is a grade, not "conforme"', async () => {
    const document = await text([
      'Festgestellte Mängel',
      'Nr.   Ort                 Mangel                                   Dringlichkeit',
      '1     Treppenhaus 2.OG    Rauchmelder verschmutzt                  B',
      '2     Flur EG             Druckknopfmelder ohne Beschriftung       C',
      'Legende: A = sofort; B = innerhalb 4 Wochen; C = bei nächster Wartung',
    ]);
    expect(
      extractAnomalies({ document, catalogue }).map(({ grade, priority, location }) => ({ grade, priority, location })),
    ).toEqual([
      { grade: 'Dringlichkeit B', priority: 'high', location: 'Treppenhaus 2.OG' },
      { grade: 'Dringlichkeit C', priority: 'medium', location: 'Flur EG' },
    ]);
  });

  it('leave out the repairs the report says were made', async () => {
    const document = await text([
      'Observations :',
      '- Remplacé le contacteur du moteur (défectueux)',
      '- Contact de porte palière usé',
    ]);
    expect(extractAnomalies({ document, catalogue }).map((anomaly) => anomaly.text)).toEqual([
      'Contact de porte palière usé',
    ]);
  });

  it('name the equipment of the report’s own site when several sites have one of that name', async () => {
    const document = await text(['Site : Le Carré Haussmann', 'Observations :', '- TGBT : plastron manquant']);
    expect(extractAnomalies({ document, catalogue })[0]?.equipment).toEqual({ id: id(22), ref: 'EQ-2', name: 'TGBT' });
  });
});

describe('metadata', () => {
  it('names the body in the letterhead as the author, the issue date, and the site’s own installations and equipment', async () => {
    const metadata = extractMetadata({ document: await periodicVerification(), catalogue });
    expect(metadata).toMatchObject({
      documentDate: '2024-06-12',
      provider: { name: 'ALTÉA Contrôle', ref: 'PRV-1' },
      units: [{ ref: 'UNI-1' }],
      technicalInstallations: [{ ref: 'TI-1' }],
      equipment: [{ ref: 'EQ-1' }],
    });
  });

  it.each([
    [['Date of report: 4th June 2024'], '2024-06-04'],
    [['Date : lun. 3 févr. 2025 à 12:07'], '2025-02-03'],
    [['Prüfbericht', 'Hamburg, den 12.11.2024'], '2024-11-12'],
    [['Date(s) of inspection: 3rd and 4th June 2024', 'Previous certificate dated 11 May 2019'], '2024-06-04'],
    [['Dates d’intervention : du 16 au 18 juin 2025'], '2025-06-18'],
  ])('dates %j on %s', async (lines, date) => {
    expect(extractMetadata({ document: await text(lines), catalogue }).documentDate).toBe(date);
  });

  it('takes the company an inspector works for, never the maintenance company nor the client', async () => {
    const document = await text([
      'CTAF — Contrôle Technique Ascenseurs de France',
      'Contrôle technique quinquennal',
      'Société de maintenance : Ascenseurs Durand & Fils',
      'Contrôleur : Nadia Benali',
    ]);
    expect(extractMetadata({ document, catalogue }).provider).toEqual({ name: 'CTAF', id: null, ref: null });
  });
});
