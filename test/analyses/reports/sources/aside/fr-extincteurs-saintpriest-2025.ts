import type { Priority } from '#shared/vocabulary/catalogue/kinds.ts';
import { finding, type SourceReport } from '../../generator/source-report.ts';

/** An extinguisher and RIA maintenance report (APSAD R4 / R5): a long park list, a few anomalies in it. */
const codes: Record<string, Priority> = { HS: 'high', MR: 'medium', AS: 'low' };
const places = [
  'Quai 1',
  'Quai 2',
  'Quai 3',
  'Quai 4',
  'Cellule A — allée 1',
  'Cellule A — allée 3',
  'Cellule A — allée 5',
  'Cellule B — allée 2',
  'Cellule B — allée 4',
  'Cellule B — allée 6',
  'Local de charge',
  'TGBT',
  'Chaufferie',
  'Bureaux RDC',
  'Bureaux R+1',
  'Réfectoire',
  'Atelier maintenance',
  'Local sprinkleur',
];
const anomalies: Record<number, [string, string, string]> = {
  4: ['HS', 'Extincteur manquant, support vide.', 'Remplacement par un appareil équivalent (EP 9 l).'],
  9: [
    'MR',
    'Appareil de plus de 10 ans : révision décennale (maintenance additionnelle) non réalisée.',
    'Révision en atelier ou remplacement.',
  ],
  11: [
    'HS',
    'Manomètre dans la zone rouge, appareil dépressurisé.',
    'Appareil retiré et remplacé par un appareil de prêt.',
  ],
  15: ['AS', 'Accès à l’extincteur encombré par des cartons.', 'Dégager l’accès.'],
  21: ['AS', 'Panneau de signalisation absent au-dessus de l’appareil.', 'Poser un panneau NF EN ISO 7010 F001.'],
  27: ['MR', 'Corps de l’appareil corrodé à la base.', 'Remplacement de l’appareil.'],
  46: ['HS', 'Goupille et scellé absents, appareil percuté.', 'Recharge ou remplacement.'],
};

const appareils = Array.from({ length: 58 }, (_, index) => {
  const number = index + 1;
  const place = places[index % places.length]!;
  const type = place === 'TGBT' || place === 'Local de charge' ? 'CO2 5 kg' : index % 5 === 0 ? 'PP 9 kg' : 'EP 6 l';
  const year = String(2012 + (index % 12));
  const anomaly = anomalies[number];
  return [
    String(number).padStart(3, '0'),
    place,
    type,
    year,
    anomaly ? anomaly[0] : 'OK',
    anomaly ? anomaly[1] : 'Vérifié, plombé',
    anomaly ? anomaly[2] : '',
  ];
});

const ria = [
  ['RIA 1', 'Quai 1', 'DN 25/30 m', 'Pression dynamique 3,4 bar', 'OK', ''],
  ['RIA 2', 'Cellule A', 'DN 25/30 m', 'Pression dynamique 3,1 bar', 'OK', ''],
  [
    'RIA 3',
    'Cellule B',
    'DN 25/30 m',
    'Pression dynamique 1,6 bar',
    'HS',
    'Pression dynamique insuffisante à la lance (1,6 bar pour 2,5 bar mini), vanne d’arrêt partiellement fermée grippée.',
  ],
  ['RIA 4', 'Atelier', 'DN 19/20 m', 'Pression dynamique 3,0 bar', 'OK', ''],
];

export const report: SourceReport = {
  document: {
    kind: 'pdf',
    pdf: {
      font: 'helvetica',
      size: 8,
      producer: 'column',
      rules: true,
      letterhead: {
        name: 'PROTECFEU LYONNAIS',
        lines: [
          'Maintenance des moyens de secours — Extincteurs — RIA — Désenfumage',
          'ZI Mi-Plaine, 8 rue Ampère, 69680 Chassieu — 04 72 47 31 90',
        ],
        right: ['Rapport de vérification', 'N° PF-2025-1188', 'Certificat APSAD I4 n° 168/12/04'],
      },
      footer: [
        'Protecfeu Lyonnais SAS — RCS Lyon 394 215 771 — SIRET 394 215 771 00036 — Entreprise certifiée APSAD service de maintenance d’extincteurs (R4) et de RIA (R5)',
      ],
      pageLabel: 'Page {i} sur {n}',
      info: {
        title: 'Rapport de vérification extincteurs RIA',
        author: 'Protecfeu Lyonnais',
        creator: 'FireMaint 3',
        producer: 'FireMaint 3 PDF',
        created: '2025-03-18T10:00:00Z',
      },
      blocks: [
        { heading: 'Rapport de vérification annuelle des extincteurs et RIA' },
        {
          fields: [
            ['Client', 'Hestia Property Management'],
            ['Site', 'Entrepôt Saint-Priest, 40 rue du Dauphiné, 69800 Saint-Priest'],
            ['Date d’intervention', '14/03/2025'],
            ['Date d’édition', '18/03/2025'],
            ['Technicien', 'Kévin Rousset (certificat de qualification n° 4471)'],
            ['Référentiels', 'Règle APSAD R4 (extincteurs), R5 (RIA), NF S 61-919, NF EN 671-3'],
          ],
          labelWidth: 120,
        },
        {
          paragraph:
            'Codes : OK = appareil conforme ; HS = hors service ou manquant, à remplacer sans délai ; MR = maintenance additionnelle ou remplacement à prévoir ; AS = accessibilité ou signalisation à corriger.',
        },
        { heading: 'Parc d’extincteurs' },
        {
          table: {
            columns: [
              { title: 'N°', width: 28, align: 'right' },
              { title: 'Emplacement', width: 98 },
              { title: 'Type', width: 52 },
              { title: 'Année', width: 34, align: 'right' },
              { title: 'Code', width: 30 },
              { title: 'Observation', width: 150 },
              { title: 'Action', width: 103 },
            ],
            rows: appareils,
          },
        },
        { heading: 'Robinets d’incendie armés' },
        {
          table: {
            columns: [
              { title: 'RIA', width: 40 },
              { title: 'Emplacement', width: 70 },
              { title: 'Type', width: 60 },
              { title: 'Mesure', width: 100 },
              { title: 'Code', width: 35 },
              { title: 'Observation', width: 190 },
            ],
            rows: ria,
          },
        },
        { heading: 'Synthèse' },
        {
          fields: [
            ['Appareils vérifiés', '58 extincteurs, 4 RIA'],
            ['Appareils hors service', '4'],
            ['Prochaine vérification', 'mars 2026'],
          ],
          labelWidth: 140,
        },
        { paragraph: 'Le technicien : K. Rousset — Visa du client : M. Garnier, responsable de site' },
      ],
    },
  },
  truth: {
    id: 'fr-extincteurs-saintpriest-2025',
    language: 'fr',
    family: 'fr-fire-extinguisher-verification',
    failure: null,
    metadata: {
      documentDate: '2025-03-18',
      author: 'Protecfeu Lyonnais',
      provider: null,
      units: ['UNI-3'],
      technicalInstallations: ['TI-33'],
      equipment: [],
    },
    findings: [
      ...appareils
        .filter((row) => row[4] !== 'OK')
        .map(([number, place, , , code, text, action]) =>
          finding(`e${number}`, codes[code!]!, text!, { location: place!, reference: number!, grade: code!, action }),
        ),
      ...ria
        .filter((row) => row[4] !== 'OK')
        .map(([number, place, , , code, text]) =>
          finding(number!, codes[code!]!, text!, { location: place!, reference: number!, grade: code! }),
        ),
    ],
  },
};
