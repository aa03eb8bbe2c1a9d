import { finding, type SourceReport } from '../../generator/source-report.ts';

const frame = {
  font: 'times' as const,
  size: 10.5,
  producer: 'word' as const,
  rules: false,
  letterhead: {
    name: 'BUREAU LEMAIRE INSPECTION',
    lines: [
      'Contrôle technique — Vérifications réglementaires — Diagnostics',
      '112 boulevard de Magenta — 75010 Paris — 01 42 05 77 30',
    ],
    right: ['Dossier : BLI/2025/0387', 'Indice A'],
  },
  footer: [
    'SARL Bureau Lemaire Inspection — capital 80 000 € — RCS Paris B 433 218 760 — SIRET 433 218 760 00029 — APE 7120B',
    'Organisme accrédité par le COFRAC sous le n° 3-0912 — Assurance RC professionnelle MMA n° 114 552 208',
  ],
  pageLabel: 'Page {i} sur {n}',
};

const constats: [string, string, string, string][] = [
  [
    'E-01',
    'Local TGBT (2e sous-sol)',
    'Présence de stockage de cartons et de matériel d’entretien dans le local TGBT, à libérer.',
    '1 mois',
  ],
  [
    'E-02',
    'TGBT',
    'Absence d’obturateurs sur deux emplacements libres de la rangée 3 du tableau, parties actives accessibles au doigt.',
    'Immédiat',
  ],
  [
    'E-03',
    'Restaurant inter-entreprises — cuisine',
    'Prises de courant du plan de travail non protégées par un dispositif différentiel à haute sensibilité (30 mA).',
    '1 mois',
  ],
  [
    'E-04',
    'Groupe électrogène',
    'Essai de démarrage non consigné dans le registre depuis mars 2025 ; périodicité mensuelle des essais non respectée.',
    '1 mois',
  ],
  [
    'E-05',
    'Bureaux 4e étage, plateau ouest',
    'Multiprises raccordées en cascade sous les postes de travail (trois niveaux constatés).',
    '3 mois',
  ],
  [
    'E-06',
    'Parking -1',
    'Luminaire étanche déposé, pendant au bout de son câble au-dessus de l’allée de circulation.',
    'Immédiat',
  ],
  [
    'E-07',
    'Local onduleur',
    'Ventilation du local insuffisante : température relevée 34 °C le jour de la visite.',
    '3 mois',
  ],
  [
    'E-08',
    'Colonnes montantes',
    'Gaines techniques : trappes de visite non fermées à clé aux étages 2, 3 et 5.',
    '3 mois',
  ],
  [
    'E-09',
    'Ensemble des étages',
    'Réaliser une thermographie infrarouge des tableaux divisionnaires lors de la prochaine vérification.',
    'Recommandation',
  ],
];

const points = [
  'Dispositions générales de l’installation',
  'Conditions d’accès aux locaux électriques',
  'Protection contre les chocs électriques — TGBT',
  'Protection contre les chocs électriques — tableaux d’étage',
  'Prises de terre et conducteurs de protection',
  'Dispositifs de protection différentielle',
  'Éclairage de sécurité (BAES, source centrale)',
  'Coupure d’urgence générale',
  'Installation du groupe électrogène',
  'Installations des locaux de service électrique',
  'Installations de la cuisine du restaurant',
  'Protection contre la foudre (parafoudre TGBT)',
  'Canalisations et conduits',
  'Appareillage',
];

const priority = { Immédiat: 'critical', '1 mois': 'high', '3 mois': 'medium', Recommandation: 'low' } as const;
const dueDate: Record<string, string | null> = {
  Immédiat: '2025-03-28',
  '1 mois': '2025-04-28',
  '3 mois': '2025-06-28',
  Recommandation: null,
};

export const report: SourceReport = {
  document: {
    kind: 'pdf',
    pdf: {
      ...frame,
      info: {
        title: 'BLI-2025-0387',
        author: 'dlemaire',
        creator: 'Microsoft® Word pour Microsoft 365',
        producer: 'Microsoft® Word pour Microsoft 365',
        created: '2025-03-28T16:40:00Z',
      },
      blocks: [
        { heading: 'Vérification périodique des installations électriques' },
        {
          paragraph:
            'Établissement recevant des travailleurs et ERP de type N (restaurant inter-entreprises, 4e catégorie)',
        },
        {
          fields: [
            ['Client', 'Hestia Gestion, pour le compte de la SCI Haussmann 58'],
            ['Établissement', 'Le Carré Haussmann — 58 boulevard Haussmann, 75009 Paris'],
            ['Visite effectuée le', 'lun. 24 mars 2025 et mar. 25 mars 2025'],
            ['Rapport émis le', '28 mars 2025'],
            ['Intervenant', 'Didier Lemaire, ingénieur'],
            ['Représentant du client', 'Mme Kessler, responsable technique du site'],
          ],
          labelWidth: 140,
        },
        { pageBreak: true },
        { heading: 'Résumé' },
        {
          paragraph:
            '9 constats ont été relevés, dont 2 à traiter immédiatement (E-02 : obturateurs manquants au TGBT ; E-06 : luminaire pendant au parking -1). Le groupe électrogène fait l’objet d’un constat sur la tenue du registre des essais.',
        },
        { heading: 'Délais préconisés' },
        {
          paragraph:
            'Immédiat : mise en sécurité dès réception du rapport. 1 mois / 3 mois : délai de correction recommandé à compter de la date du rapport. Recommandation : amélioration sans caractère obligatoire.',
        },
        { heading: 'Constats' },
        {
          table: {
            columns: [
              { title: 'Repère', width: 45 },
              { title: 'Localisation', width: 110 },
              { title: 'Constat', width: 260 },
              { title: 'Délai préconisé', width: 80 },
            ],
            rows: constats,
          },
        },
        { heading: 'Points examinés' },
        {
          table: {
            columns: [
              { title: 'Rubrique', width: 380 },
              { title: 'Résultat', width: 115 },
            ],
            rows: points.map((point, index) => [
              point,
              [1, 3, 7].includes(index) ? 'Voir constats' : index === 11 ? 'Sans objet' : 'Satisfaisant',
            ]),
          },
        },
        { heading: 'Documents remis par le client' },
        {
          list: [
            'Rapport de vérification de l’année précédente (Bureau Lemaire Inspection, 2 avril 2024)',
            'Registre de sécurité ERP',
            'Contrat de maintenance du groupe électrogène (Energie Services IDF)',
          ],
        },
        {
          paragraph:
            'Le présent rapport comporte 9 constats. Il appartient au chef d’établissement de faire procéder à la levée des constats et d’en conserver la trace.',
        },
        { fields: [['Paris, le 28 mars 2025', 'Didier Lemaire, gérant']], labelWidth: 140 },
      ],
    },
  },
  truth: {
    id: 'fr-elec-haussmann-2025',
    language: 'fr',
    family: 'fr-electrical-periodic',
    failure: null,
    metadata: {
      documentDate: '2025-03-28',
      author: 'Bureau Lemaire Inspection',
      provider: null,
      units: ['UNI-2'],
      technicalInstallations: ['TI-5'],
      equipment: ['EQ-2', 'EQ-3'],
    },
    findings: constats.map(([reference, location, text, due]) =>
      finding(reference, priority[due as keyof typeof priority], text, {
        location,
        reference,
        grade: due,
        dueDate: dueDate[due] ?? null,
      }),
    ),
  },
};
