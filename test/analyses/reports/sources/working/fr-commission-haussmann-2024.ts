import { finding, type SourceReport } from '../../generator/source-report.ts';

/** The prescriptions of a safety commission's minutes: prose, numbered, the articles quoted in brackets. */
const prescriptions: [string, string, string][] = [
  [
    '1',
    'Faire procéder à la levée des observations formulées dans le rapport de vérification des installations électriques du 2 avril 2024',
    'article EL 19',
  ],
  [
    '2',
    'Maintenir libres en permanence les dégagements du restaurant ; supprimer le stockage de chaises dans l’escalier encloisonné Est',
    'article CO 35',
  ],
  ['3', 'Réparer le ferme-porte de la porte coupe-feu du local poubelles, qui ne se referme plus', 'article CO 47'],
  [
    '4',
    'Compléter la formation du personnel à l’évacuation : aucun exercice n’a été consigné au registre depuis 2022',
    'article MS 51',
  ],
  [
    '5',
    'Faire réaliser sans délai la vérification du système de désenfumage mécanique de la salle de restaurant, dont le rapport n’a pu être présenté',
    'article DF 10',
  ],
];

export const report: SourceReport = {
  document: {
    kind: 'pdf',
    pdf: {
      font: 'times',
      size: 10,
      producer: 'line',
      rules: false,
      letterhead: {
        name: 'PRÉFECTURE DE POLICE',
        lines: [
          'Direction des transports et de la protection du public',
          'Sous-direction de la sécurité du public — Bureau des établissements recevant du public',
        ],
        right: ['Paris, le 17 octobre 2024'],
      },
      footer: [
        '12-14 quai de Gesvres — 75195 PARIS CEDEX 04 — Tél. : 01 53 71 53 71 — www.prefecturedepolice.interieur.gouv.fr',
      ],
      pageLabel: '{i}/{n}',
      info: {
        title: 'PV CS',
        author: 'PP',
        creator: 'Canon iR-ADV C5535 PDF',
        producer: 'Adobe PSL 1.3e for Canon',
        created: '2024-10-17T12:00:00Z',
      },
      blocks: [
        { heading: 'PROCÈS-VERBAL DE LA SOUS-COMMISSION DÉPARTEMENTALE DE SÉCURITÉ' },
        {
          paragraph:
            'Visite périodique du 8 octobre 2024 — Établissement : Restaurant inter-entreprises « Le Carré », Le Carré Haussmann, 58 boulevard Haussmann, 75009 Paris — Type N, 4e catégorie — Exploitant : Hestia Gestion',
        },
        { paragraph: 'Réf. : DTPP/SDSP/BERP n° 2024-18877 — Dossier suivi par : Capitaine Laurent Morel' },
        { heading: 'Composition de la délégation' },
        {
          list: [
            'Capitaine Laurent Morel, Brigade de sapeurs-pompiers de Paris, rapporteur',
            'M. Pierre Hamon, représentant de la Préfecture de Police',
            'Représentant de l’établissement : Mme Kessler, responsable technique',
          ],
        },
        { heading: 'Documents examinés' },
        {
          list: [
            'Registre de sécurité',
            'Rapport de vérification des installations électriques (Bureau Lemaire Inspection, 2 avril 2024)',
            'Rapport de vérification du SSI (Sécurité Incendie Services, 15 janvier 2024) — sans observation',
          ],
        },
        { heading: 'Constatations' },
        {
          paragraph:
            'L’établissement est équipé d’un système de sécurité incendie de catégorie A. Les essais réalisés en présence de la délégation (déclenchement manuel, mise en sécurité, diffusion de l’alarme) sont satisfaisants. L’éclairage de sécurité fonctionne. Les moyens de secours (extincteurs) sont vérifiés (Sicli, juin 2024).',
        },
        { heading: 'Prescriptions' },
        { paragraph: 'À l’issue de la visite, la délégation prescrit à l’exploitant :' },
        { list: prescriptions.map(([number, text, article]) => `${number}) ${text} (${article}) ;`) },
        { heading: 'Avis' },
        {
          paragraph:
            'La sous-commission émet un AVIS FAVORABLE à la poursuite de l’exploitation, sous réserve de la réalisation des prescriptions ci-dessus. La prescription n° 5 doit être réalisée sans délai.',
        },
        {
          paragraph:
            'Pour le Préfet de Police et par délégation, le chef du bureau des établissements recevant du public — signé : Hélène Castagnier',
        },
      ],
    },
  },
  truth: {
    id: 'fr-commission-haussmann-2024',
    language: 'fr',
    family: 'fr-safety-commission',
    failure: null,
    metadata: {
      documentDate: '2024-10-17',
      author: 'Préfecture de Police',
      provider: null,
      units: ['UNI-2'],
      technicalInstallations: ['TI-7', 'TI-8'],
      equipment: [],
    },
    findings: prescriptions.map(([number, text, article]) =>
      finding(`p${number}`, number === '5' ? 'critical' : 'high', text, {
        reference: `${number} — ${article}`,
        grade: number === '5' ? 'sans délai' : 'prescription',
        dueDate: number === '5' ? '2024-10-17' : null,
      }),
    ),
  },
};
