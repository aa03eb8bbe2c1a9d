import { finding, type SourceReport } from '../../generator/source-report.ts';
import { alteaFrame, alteaObservationColumns, alteaPriorityLegend } from '../bodies/altea.ts';

const observations: [string, string, string, string, string, string][] = [
  [
    '1',
    'Chaufferie',
    'Les canalisations métalliques (gaz, eau chaude, eau froide) ne sont pas reliées à la liaison équipotentielle supplémentaire.',
    'NF C 15-100 § 415.2',
    '2',
    '3 mois',
  ],
  [
    '2',
    'Palier 3e étage',
    'Tableau de comptage des services généraux : circuits non repérés.',
    'NF C 15-100 § 514.1',
    '3',
    '6 mois',
  ],
  [
    '3',
    'Parking niveau -2',
    'Câble d’alimentation de la porte basculante endommagé : gaine fendue sur environ 20 cm, isolant des conducteurs apparent.',
    'NF C 15-100 § 412.1',
    '1',
    'Immédiat',
  ],
  [
    '4',
    'Local poubelles',
    'Hublot d’éclairage cassé, douille et lampe accessibles.',
    'NF C 15-100 § 412.2',
    '2',
    '1 mois',
  ],
  [
    '5',
    'TGBT — local technique sous-sol',
    'Échauffement anormal relevé par thermographie sur le bornier du départ VMC (68 °C pour 35 °C sur les bornes voisines).',
    'NF C 15-100 § 526',
    '2',
    '1 mois',
  ],
  [
    '6',
    'Ensemble du site',
    'Les schémas électriques (indice C de 2016) ne correspondent plus à l’installation et doivent être mis à jour.',
    'Arrêté du 26/12/2011',
    '4',
    'Recommandation',
  ],
];

const dueDates: Record<string, string> = {
  Immédiat: '2025-06-20',
  '1 mois': '2025-07-20',
  '3 mois': '2025-09-20',
  '6 mois': '2025-12-20',
};

export const report: SourceReport = {
  document: {
    kind: 'pdf',
    pdf: {
      ...alteaFrame('LY-25-06031'),
      size: 10,
      info: {
        title: 'Rapport LY-25-06031',
        author: 'ALTÉA Contrôle',
        creator: 'Altéa Inspect 4.3',
        producer: 'iText® 5.5.13 ©2000-2020 iText Group NV',
        created: '2025-06-20T14:02:00Z',
      },
      blocks: [
        { heading: 'RAPPORT DE VÉRIFICATION PÉRIODIQUE DES INSTALLATIONS ÉLECTRIQUES' },
        { paragraph: 'Articles R.4226-16 et R.4226-17 du Code du travail — Arrêté du 26 décembre 2011' },
        {
          fields: [
            ['Donneur d’ordre', 'Hestia Gestion — Direction technique, 41 quai Fulchiron, 69005 Lyon'],
            ['Site vérifié', 'Résidence Les Tilleuls — 14 rue Paul Bert, 69003 Lyon'],
            ['Date(s) d’intervention', 'du 16 au 18 juin 2025'],
            ['Date du rapport', '20/06/2025'],
            ['Vérificateur', 'Sandrine Aubert'],
            ['Accompagné par', 'M. Da Silva, gardien'],
            ['Type de vérification', 'Vérification périodique annuelle'],
          ],
        },
        { pageBreak: true },
        { heading: '1. Synthèse' },
        {
          paragraph:
            'Nombre total d’observations : 6, dont 1 de priorité 1 (câble d’alimentation de la porte basculante endommagé au parking niveau -2, obs. 3). 5 observations du rapport précédent ont été levées ; 3 restent à traiter et sont reprises ci-dessous.',
        },
        { heading: '2. Documents consultés' },
        {
          list: [
            'Rapport de vérification périodique du 12 juin 2024 (ALTÉA Contrôle, réf. LY-24-05218)',
            'Attestation de levée de réserves Elec’Rhône Services du 9 septembre 2024',
            'Schémas unifilaires, indice C (2016)',
          ],
        },
        { heading: '3. Installations vérifiées' },
        {
          list: [
            'TGBT et tableau de comptage des services généraux',
            'TD Parking, TD Chaufferie, éclairage des parties communes et de sécurité',
            'Alimentation de l’Ascenseur A et de l’Ascenseur B (jusqu’à l’interrupteur de coupure)',
          ],
        },
        { heading: '4. Légende des priorités' },
        { list: alteaPriorityLegend },
        { heading: '5. Suivi des observations du rapport précédent (12/06/2024)' },
        {
          table: {
            columns: [
              { title: 'N° 2024', width: 45, align: 'right' },
              { title: 'Observation', width: 300 },
              { title: 'Situation', width: 150 },
            ],
            rows: [
              ['1', 'TGBT : plastron manquant sur le départ « Ascenseur A »', 'Levée'],
              ['2', 'Parking niveau -1 : boîte de dérivation sans couvercle', 'Levée'],
              ['3', 'Chaufferie : liaison équipotentielle supplémentaire non réalisée', 'Non levée — reprise obs. 1'],
              ['4', 'Local vide-ordures : BAES hors service', 'Levée'],
              ['5', 'Tableau de comptage : repérage absent', 'Non levée — reprise obs. 2'],
              ['6', 'TD Parking : différentiel 30 mA hors tolérance', 'Levée (appareil remplacé)'],
              ['7', 'Cour intérieure : prise extérieure IP 20', 'Levée'],
              ['8', 'Mise à jour des schémas électriques', 'Non levée — reprise obs. 6'],
            ],
          },
        },
        { heading: '6. Liste des observations' },
        { table: { columns: alteaObservationColumns, rows: observations } },
        { heading: '7. Mesures et essais' },
        {
          table: {
            columns: [
              { title: 'Mesure / essai', width: 300 },
              { title: 'Valeur', width: 95, align: 'right' },
              { title: 'Appréciation', width: 100 },
            ],
            rows: [
              ['Résistance de la prise de terre', '16 ohms', 'Satisfaisant'],
              ['Essais des dispositifs différentiels (12 appareils)', '12/12', 'Conforme'],
              ['Isolement du départ éclairage parking', '> 500 MOhm', 'Conforme'],
            ],
          },
        },
        { heading: '8. Conclusion' },
        {
          paragraph:
            'L’observation de priorité 1 nécessite une mise en sécurité immédiate. Les autres observations sont à lever dans les délais indiqués.',
        },
        {
          fields: [
            ['Établi par', 'Sandrine Aubert, vérificatrice'],
            ['Fait à Lyon, le', '20 juin 2025'],
          ],
        },
      ],
    },
  },
  truth: {
    id: 'fr-elec-tilleuls-2025',
    language: 'fr',
    family: 'fr-electrical-periodic',
    failure: null,
    metadata: {
      documentDate: '2025-06-20',
      author: 'ALTÉA Contrôle',
      provider: 'PRV-1',
      units: ['UNI-1'],
      technicalInstallations: ['TI-1'],
      equipment: ['EQ-1'],
    },
    findings: observations.map(([number, location, text, reference, grade, due]) =>
      finding(
        `f${number}`,
        ({ '1': 'critical', '2': 'high', '3': 'medium', '4': 'low' } as const)[grade as '1'],
        text,
        {
          location,
          reference: `${number} — ${reference}`,
          grade: `Priorité ${grade}`,
          dueDate: dueDates[due] ?? null,
        },
      ),
    ),
    comparison: { previous: 'fr-elec-tilleuls-2024', continues: { f1: 'f3', f2: 'f5', f6: 'f8' } },
  },
};
