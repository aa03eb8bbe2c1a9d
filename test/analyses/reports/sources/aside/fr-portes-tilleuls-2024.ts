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
    'La cellule photoélectrique côté rue ne provoque pas l’inversion du mouvement à la fermeture.',
    'NF EN 12453 § 5.1.1',
    'A',
  ],
  [
    'P1-2',
    'Portail du parking',
    'Effort dynamique mesuré au bord primaire de 520 N, supérieur à la valeur admise de 400 N.',
    'NF EN 12453 § 5.1.1.5',
    'B',
  ],
  [
    'P1-3',
    'Portail du parking',
    'Marquage au sol de la zone de débattement effacé.',
    'Arrêté du 21/12/1993 art. 4',
    'C',
  ],
  [
    'P2-1',
    'Porte automatique du hall',
    'Le carnet d’entretien n’est pas présent sur site ; dernière visite d’entretien non justifiée.',
    'Code du travail R. 4224-17',
    'B',
  ],
  [
    'P2-2',
    'Porte automatique du hall',
    'Absence de signalisation du vantail vitré (bandes de repérage).',
    'NF EN 16005 § 4.6.7',
    'C',
  ],
];

export const report: SourceReport = {
  document: {
    kind: 'pdf',
    pdf: {
      ...accesFrame('ACR-24-0317'),
      info: {
        title: 'Rapport de vérification périodique ACR-24-0317',
        author: 'Accès Contrôle Rhône',
        creator: 'PDFCreator 4.4',
        producer: 'PDFCreator 4.4',
        created: '2024-05-22T07:30:00Z',
      },
      blocks: [
        { heading: 'RAPPORT DE VÉRIFICATION PÉRIODIQUE — PORTES ET PORTAILS AUTOMATIQUES' },
        {
          fields: [
            ['Établissement', 'Résidence Les Tilleuls, 12 rue des Tilleuls, 69003 Lyon'],
            ['Donneur d’ordre', 'Hestia Property Management — Agence Lyon'],
            ['Date de la visite', '15/05/2024'],
            ['Date du rapport', '22/05/2024'],
            ['Vérificateur', 'Thierry Bonnard'],
            ['Société de maintenance', 'Automatismes Bellecour (contrat annuel)'],
            ['Textes de référence', 'Arrêté du 21 décembre 1993 ; Code du travail art. R. 4224-12 et R. 4224-17'],
          ],
          labelWidth: 140,
        },
        { heading: '1. Équipements vérifiés' },
        {
          table: {
            columns: [
              { title: 'Repère', width: 45 },
              { title: 'Désignation', width: 150 },
              { title: 'Fabricant / type', width: 150 },
              { title: 'Mise en service', width: 70 },
              { title: 'Usage', width: 70 },
            ],
            rows: [
              ['P1', 'Portail du parking', 'Came BX-78, coulissant', '2011', 'Véhicules'],
              ['P2', 'Porte automatique du hall', 'Record STA 20, coulissante', '2016', 'Piétons'],
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
            rows: [...accesChecklist('P1'), ...accesChecklist('P2')],
          },
        },
        { heading: '3. Écarts constatés' },
        { list: accesLegend },
        { table: { columns: accesColumns, rows: ecarts } },
        {
          paragraph:
            'Conformément à la classification A, le portail du parking a été mis à l’arrêt en position ouverte en présence du gardien, dans l’attente de l’intervention de la société de maintenance.',
        },
        { paragraph: 'Fait à Villeurbanne, le 22/05/2024. Le vérificateur : T. Bonnard' },
      ],
    },
  },
  truth: {
    id: 'fr-portes-tilleuls-2024',
    language: 'fr',
    family: 'fr-automatic-doors-gates',
    failure: null,
    metadata: {
      documentDate: '2024-05-22',
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
        dueDate: grade === 'A' ? '2024-05-22' : grade === 'B' ? '2024-06-22' : null,
      }),
    ),
  },
};
