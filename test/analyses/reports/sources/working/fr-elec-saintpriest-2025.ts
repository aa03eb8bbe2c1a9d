import { finding, type SourceReport } from '../../generator/source-report.ts';

const rows: [string, string, string, string, string][] = [
  [
    '01',
    'Quai de chargement n° 4',
    'Prise de courant 32 A pour chariot : boîtier fendu, contacts visibles.',
    'Remplacer le socle de prise.',
    'Immédiat',
  ],
  [
    '02',
    'TGBT',
    'Absence de dispositif de coupure d’urgence à l’extérieur du local TGBT (coup de poing accessible aux secours).',
    'Installer un arrêt d’urgence à proximité de l’accès.',
    '3 mois',
  ],
  [
    '03',
    'Zone de charge des batteries',
    'Ventilation de la zone de charge hors service, risque d’accumulation d’hydrogène.',
    'Réparer l’extracteur et asservir la charge à la ventilation.',
    'Immédiat',
  ],
  [
    '04',
    'Cellule B, éclairage',
    'Plusieurs luminaires LED en hauteur sans élingue de sécurité.',
    'Mettre en place des élingues anti-chute.',
    '6 mois',
  ],
  [
    '05',
    'Bureaux mezzanine',
    'Tableau divisionnaire TD-BUR : porte ne fermant plus, absence de serrure.',
    'Remplacer la porte ou condamner l’accès.',
    '3 mois',
  ],
  [
    '06',
    'Sprinklage — local pompes',
    'Alimentation du surpresseur sprinkleur : câble non protégé contre les chocs en traversée de voirie.',
    'Protéger la canalisation sous fourreau.',
    '6 mois',
  ],
];
const priority: Record<string, 'critical' | 'high' | 'medium'> = {
  Immédiat: 'critical',
  '3 mois': 'high',
  '6 mois': 'medium',
};

export const report: SourceReport = {
  document: {
    kind: 'pdf',
    pdf: {
      font: 'helvetica',
      size: 10,
      producer: 'column',
      rules: true,
      letterhead: {
        name: 'NSC — Norme & Sécurité Contrôle',
        lines: [
          'Agence Rhône-Alpes — ZA du Chêne, 4 allée des Frênes, 69500 Bron',
          '04 37 25 61 00 — www.nsc-controle.fr',
        ],
        right: ['Rapport NSC-RA-25-1442', 'Vérification périodique électrique'],
      },
      footer: [
        'NSC SAS au capital de 420 000 € — 210 rue de Rivoli 75001 Paris — RCS Paris 820 114 557 — SIRET 820 114 557 00041 — accréditation COFRAC n° 3-1420',
      ],
      pageLabel: 'Page {i}/{n}',
      info: {
        title: 'NSC-RA-25-1442',
        author: 'NSC',
        creator: 'NSC Visite 2',
        producer: 'Skia/PDF m118',
        created: '2025-04-15T09:00:00Z',
      },
      blocks: [
        { heading: 'RAPPORT DE VÉRIFICATION PÉRIODIQUE DES INSTALLATIONS ÉLECTRIQUES' },
        {
          fields: [
            ['Client', 'Hestia Gestion'],
            ['Site', 'Entrepôt Saint-Priest — 12 rue du Dauphiné, 69800 Saint-Priest'],
            ['Activité', 'Entrepôt logistique (ICPE rubrique 1510), 18 000 m²'],
            ['Dates de visite', 'du 7 au 9 avril 2025'],
            ['Date d’émission', '15 avril 2025'],
            ['Vérificateur', 'Romain Petit'],
          ],
        },
        { pageBreak: true },
        { heading: 'Synthèse' },
        {
          paragraph:
            '6 observations dont 2 à traiter immédiatement : prise de courant 32 A détériorée au quai n° 4 et ventilation de la zone de charge des batteries hors service.',
        },
        { heading: 'Observations' },
        {
          table: {
            columns: [
              { title: 'N°', width: 25, align: 'right' },
              { title: 'Localisation', width: 90 },
              { title: 'Observation', width: 190 },
              { title: 'Action préconisée', width: 130 },
              { title: 'Délai', width: 60 },
            ],
            rows,
          },
        },
        { heading: 'Installations vérifiées sans observation' },
        {
          list: [
            'Poste de livraison HTA et transformateur (vérification visuelle, hors cellules HTA)',
            'TD cellules A et C',
            'Éclairage de sécurité : conforme',
            'Mesures d’isolement : conformes',
          ],
        },
        { paragraph: 'Bron, le 15/04/2025 — Romain Petit' },
      ],
    },
  },
  truth: {
    id: 'fr-elec-saintpriest-2025',
    language: 'fr',
    family: 'fr-electrical-periodic',
    failure: null,
    metadata: {
      documentDate: '2025-04-15',
      author: 'NSC — Norme & Sécurité Contrôle',
      provider: null,
      units: ['UNI-3'],
      technicalInstallations: ['TI-9'],
      equipment: ['EQ-5'],
    },
    findings: rows.map(([nr, location, text, action, due]) =>
      finding(`o${nr}`, priority[due]!, text, {
        location,
        reference: nr,
        action,
        grade: due,
        dueDate: due === 'Immédiat' ? '2025-04-15' : due === '3 mois' ? '2025-07-15' : '2025-10-15',
      }),
    ),
  },
};
