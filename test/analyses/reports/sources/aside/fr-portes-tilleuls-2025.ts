import { finding, type SourceReport } from '../../generator/source-report.ts';
import {
  accesChecklist,
  accesColumns,
  accesFrame,
  accesLegend,
  accesPriority,
} from '../bodies/acces-controle-rhone.ts';

const ecarts: [string, string, string, string, 'A' | 'B' | 'C'][] = [
  [
    'P1-1',
    'Portail du parking',
    'Effort de fermeture encore trop élevé : 470 N mesurés au bord primaire pour 400 N admis, malgré le réglage de l’automatisme.',
    'NF EN 12453 § 5.1.1.5',
    'B',
  ],
  [
    'P1-2',
    'Portail du parking',
    'Rail de guidage au sol corrodé et déformé sur environ 1 m côté local poubelles.',
    'NF EN 12604 § 4.2',
    'B',
  ],
  [
    'P1-3',
    'Portail du parking',
    'Zone de débattement : marquage au sol toujours effacé.',
    'Arrêté du 21/12/1993 art. 4',
    'C',
  ],
  [
    'P2-1',
    'Porte automatique du hall',
    'Le radar intérieur ne détecte pas une personne immobile dans l’axe du passage ; le vantail se referme sur l’obstacle d’essai.',
    'NF EN 16005 § 4.6.8',
    'A',
  ],
];

export const report: SourceReport = {
  document: {
    kind: 'pdf',
    pdf: {
      ...accesFrame('ACR-25-0402'),
      producer: 'line',
      info: {
        title: 'Rapport de vérification périodique ACR-25-0402',
        author: 'Accès Contrôle Rhône',
        creator: 'PDFCreator 5.1',
        producer: 'PDFCreator 5.1',
        created: '2025-05-28T08:10:00Z',
      },
      blocks: [
        { heading: 'RAPPORT DE VÉRIFICATION PÉRIODIQUE — PORTES ET PORTAILS AUTOMATIQUES' },
        {
          fields: [
            ['Établissement', 'Résidence Les Tilleuls, 12 rue des Tilleuls, 69003 Lyon'],
            ['Donneur d’ordre', 'Hestia Property Management — Agence Lyon'],
            ['Date de la visite', '20/05/2025'],
            ['Date du rapport', '28/05/2025'],
            ['Vérificateur', 'Nadia Ferhat'],
            ['Rapport précédent', 'ACR-24-0317 du 22/05/2024'],
          ],
          labelWidth: 140,
        },
        { heading: '1. Suivi des écarts du rapport précédent' },
        {
          table: {
            columns: [
              { title: 'Réf. 2024', width: 50 },
              { title: 'Écart', width: 280 },
              { title: 'Cl.', width: 30 },
              { title: 'Suite', width: 125 },
            ],
            rows: [
              ['P1-1', 'Cellule côté rue sans inversion du mouvement', 'A', 'Levée (cellule remplacée 06/2024)'],
              ['P1-2', 'Effort dynamique 520 N', 'B', 'Non levée — voir P1-1'],
              ['P1-3', 'Marquage au sol effacé', 'C', 'Non levée — voir P1-3'],
              ['P2-1', 'Carnet d’entretien absent', 'B', 'Levée'],
              ['P2-2', 'Signalisation du vantail vitré', 'C', 'Levée'],
            ],
          },
        },
        { heading: '2. Points vérifiés' },
        {
          table: {
            columns: [
              { title: 'Équipement', width: 120 },
              { title: 'Point de contrôle', width: 300 },
              { title: 'Résultat', width: 70 },
            ],
            rows: [
              ...accesChecklist('P1 — Portail du parking'),
              ...accesChecklist('P2 — Porte automatique du hall'),
              ...accesChecklist('P3 — Barrière levante (hors contrat)').map(([equipment, point]) => [
                equipment!,
                point!,
                'S.O.',
              ]),
            ],
          },
        },
        { heading: '3. Écarts constatés' },
        { list: accesLegend },
        { table: { columns: accesColumns, rows: ecarts } },
        { paragraph: 'Fait à Villeurbanne, le 28/05/2025. La vérificatrice : N. Ferhat' },
      ],
    },
  },
  truth: {
    id: 'fr-portes-tilleuls-2025',
    language: 'fr',
    family: 'fr-automatic-doors-gates',
    failure: null,
    metadata: {
      documentDate: '2025-05-28',
      author: 'Accès Contrôle Rhône',
      provider: 'PRV-13',
      units: ['UNI-1'],
      technicalInstallations: ['TI-28'],
      equipment: ['EQ-16', 'EQ-17'],
    },
    findings: ecarts.map(([ref, location, text, referentiel, grade]) =>
      finding(ref, accesPriority[grade], text, {
        location,
        reference: `${ref} — ${referentiel}`,
        grade,
        dueDate: grade === 'A' ? '2025-05-28' : grade === 'B' ? '2025-06-28' : null,
      }),
    ),
    comparison: { previous: 'fr-portes-tilleuls-2024', continues: { 'P1-1': 'P1-2', 'P1-3': 'P1-3' } },
  },
};
