import { finding, type SourceReport } from '../../generator/source-report.ts';

/** Each smoke damper checked on each floor: most rows pass, the failed ones carry their remark. */
const stairs = ['Escalier A', 'Escalier B'];
const levels = ['RDC', 'R+1', 'R+2', 'R+3', 'R+4', 'R+5'];
const failures: Record<string, [string, string, string]> = {
  'Escalier A/R+3': [
    'NON',
    'OK',
    'Volet bloqué en position fermée : mécanisme grippé, le volet ne s’ouvre pas sur commande.',
  ],
  'Escalier B/R+1': ['OK', 'NON', 'Réarmement impossible depuis le DCM : bobine de télécommande hors service.'],
  'Escalier B/R+5': ['OK', 'OK', 'Grille de protection du volet déformée, à redresser ou remplacer.'],
};
const checks = stairs.flatMap((stair) =>
  levels.map((level) => {
    const failure = failures[`${stair}/${level}`];
    return [
      stair,
      level,
      failure?.[0] ?? 'OK',
      failure?.[1] ?? 'OK',
      failure ? (failure[0] === 'NON' || failure[1] === 'NON' ? 'Non conforme' : 'Conforme avec réserve') : 'Conforme',
      failure?.[2] ?? '',
    ];
  }),
);
const rows = [
  ...checks,
  ['Exutoire', 'Cage d’escalier A', 'OK', 'OK', 'Conforme', ''],
  ['Exutoire', 'Cage d’escalier B', 'OK', 'OK', 'Conforme', ''],
  [
    'DCM',
    'Hall RDC',
    '—',
    '—',
    'Non conforme',
    'Coffret de commande (DCM) du hall : vitre de protection cassée et plombage absent.',
  ],
];

export const report: SourceReport = {
  document: {
    kind: 'pdf',
    pdf: {
      font: 'helvetica',
      size: 9.5,
      producer: 'word',
      rules: true,
      letterhead: {
        name: 'DSR — Désenfumage Services Rhône',
        lines: [
          'Maintenance des installations de désenfumage naturel et mécanique',
          '8 chemin du Génie — 69200 Vénissieux — 04 78 67 90 12',
        ],
        right: ['Fiche de maintenance FM-25-0419'],
      },
      footer: [
        'DSR SARL au capital de 30 000 € — RCS Lyon 808 322 115 — SIRET 808 322 115 00024 — Qualification APSAD F7',
      ],
      pageLabel: 'Page {i}/{n}',
      info: {
        title: 'FM-25-0419',
        author: 'DSR',
        creator: 'PDFCreator 5.2',
        producer: 'PDFCreator 5.2 / GPL Ghostscript 10.02',
        created: '2025-04-07T17:00:00Z',
      },
      blocks: [
        { heading: 'RAPPORT DE VÉRIFICATION ET DE MAINTENANCE — DÉSENFUMAGE NATUREL' },
        {
          paragraph:
            'Arrêté du 31 janvier 1986 modifié (habitation) — NF S 61-933 — Contrat d’entretien annuel n° DSR-2023-118',
        },
        {
          fields: [
            ['Client', 'Hestia Gestion, syndic de la Résidence Les Tilleuls'],
            ['Site', 'Résidence Les Tilleuls — 14 rue Paul Bert, 69003 Lyon'],
            ['Installation', 'Désenfumage naturel des escaliers A et B : 12 volets de désenfumage, 2 exutoires, 1 DCM'],
            ['Dates d’intervention', 'du 2 au 4 avril 2025'],
            ['Technicien', 'Loïc Ferrand'],
          ],
          labelWidth: 130,
        },
        { heading: 'Essais fonctionnels' },
        { paragraph: 'Légende : OK = fonctionnement correct ; NON = défaut de fonctionnement ; — = sans objet.' },
        {
          table: {
            columns: [
              { title: 'Escalier / type', width: 70 },
              { title: 'Niveau', width: 70 },
              { title: 'Ouverture', width: 50 },
              { title: 'Réarmement', width: 55 },
              { title: 'Résultat', width: 80 },
              { title: 'Remarques', width: 170 },
            ],
            rows,
          },
        },
        { heading: 'Bilan' },
        {
          paragraph:
            '15 organes vérifiés : 11 conformes, 1 conforme avec réserve, 3 non conformes. Le volet du R+3 de l’escalier A ne s’ouvrant pas, le désenfumage de l’escalier A n’est pas assuré à ce niveau : intervention à programmer en priorité (devis DV-25-211 joint).',
        },
        { paragraph: 'Pièces remplacées lors de la visite : néant. Prochaine visite : avril 2026.' },
        { paragraph: 'Le technicien : L. Ferrand — Visa client : M. Da Silva, gardien' },
      ],
    },
  },
  truth: {
    id: 'fr-desenfumage-tilleuls-2025',
    language: 'fr',
    family: 'fr-fire-safety-system',
    failure: null,
    metadata: {
      documentDate: '2025-04-04',
      author: 'DSR — Désenfumage Services Rhône',
      provider: null,
      units: ['UNI-1'],
      technicalInstallations: ['TI-4'],
      equipment: ['EQ-6'],
    },
    findings: [
      finding(
        'a-r3',
        'critical',
        'Volet bloqué en position fermée : mécanisme grippé, le volet ne s’ouvre pas sur commande.',
        { location: 'Escalier A, R+3', grade: 'Non conforme' },
      ),
      finding('b-r1', 'medium', 'Réarmement impossible depuis le DCM : bobine de télécommande hors service.', {
        location: 'Escalier B, R+1',
        grade: 'Non conforme',
      }),
      finding('b-r5', 'low', 'Grille de protection du volet déformée, à redresser ou remplacer.', {
        location: 'Escalier B, R+5',
        grade: 'Conforme avec réserve',
        action: 'à redresser ou remplacer',
      }),
      finding('dcm', 'medium', 'Coffret de commande (DCM) du hall : vitre de protection cassée et plombage absent.', {
        location: 'Hall RDC',
        grade: 'Non conforme',
      }),
    ],
  },
};
