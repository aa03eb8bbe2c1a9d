import { finding, type SourceReport } from '../../generator/source-report.ts';

const defects: [string, string, string, string][] = [
  [
    '3.2',
    'Machinerie',
    'Éclairage de la machinerie insuffisant : 60 lux mesurés au niveau du sol (200 lux requis).',
    'D3',
  ],
  [
    '4.6',
    'Cabine',
    'Dispositif de demande de secours : la liaison phonique avec le centre de réception des appels est inopérante.',
    'D1',
  ],
  [
    '5.1',
    'Portes palières',
    'Porte palière du niveau 2 : le verrouillage s’effectue avec un engagement inférieur à 7 mm.',
    'D1',
  ],
  ['6.3', 'Gaine', 'Présence d’objets étrangers au service (tuyau PVC, gravats) en cuvette.', 'D2'],
  [
    '7.4',
    'Câbles de suspension',
    'Câbles de suspension : 3 fils cassés relevés sur un même toron, à surveiller.',
    'D2',
  ],
  ['8.1', 'Cabine', 'Précision d’arrêt au niveau 0 : dénivellation de 25 mm à la montée.', 'D3'],
  ['9.2', 'Documentation', 'Carnet d’entretien non tenu à jour depuis la dernière visite du mainteneur.', 'Obs'],
];
const priority = { D1: 'critical', D2: 'high', D3: 'medium', Obs: 'low' } as const;

export const report: SourceReport = {
  document: {
    kind: 'pdf',
    pdf: {
      font: 'helvetica',
      size: 10,
      producer: 'column',
      rules: true,
      letterhead: {
        name: 'QUALIVERIF Ascenseurs',
        lines: [
          'Contrôleur technique d’ascenseurs — Agence Centre-Est',
          '5 rue Jacquard — 69100 Villeurbanne — 04 78 93 12 40',
        ],
        right: ['CT-ASC-2024-11872', 'Contrôle technique quinquennal'],
      },
      footer: [
        'QUALIVERIF SAS — 19 rue de Vienne, 75008 Paris — SIREN 791 204 567 — Contrôleur technique au sens de l’article R.134-11 du CCH',
        'Certifié selon le référentiel de l’arrêté du 7 août 2012 — Document généré par QV-Lift 3.1',
      ],
      pageLabel: '{i}/{n}',
      info: {
        title: 'CT-ASC-2024-11872',
        author: 'QUALIVERIF',
        creator: 'QV-Lift 3.1',
        producer: 'PDFsharp 1.50.5147 (www.pdfsharp.com)',
        created: '2024-10-09T08:00:00Z',
      },
      blocks: [
        { heading: 'RAPPORT DE CONTRÔLE TECHNIQUE D’ASCENSEUR' },
        {
          paragraph:
            'Articles R.134-11 à R.134-13 du Code de la construction et de l’habitation — arrêté du 18 novembre 2004 modifié',
        },
        {
          fields: [
            ['Propriétaire', 'SDC Résidence Les Tilleuls, représenté par Hestia Gestion'],
            ['Adresse de l’appareil', 'Résidence Les Tilleuls — 14 rue Paul Bert, 69003 Lyon'],
            ['Appareil', 'Ascenseur A — électrique à traction, 630 kg / 8 personnes, 6 niveaux desservis'],
            ['N° de série', 'DU-98-4471 (mise en service 1998)'],
            ['Entreprise de maintenance', 'Ascenseurs Durand & Fils, Vénissieux'],
            ['Date du contrôle', '30 septembre 2024'],
            ['Date du rapport', '09/10/2024'],
            ['Contrôleur', 'Thomas Giraud'],
          ],
        },
        { pageBreak: true },
        { heading: 'Caractéristiques de l’appareil' },
        {
          fields: [
            ['Type', 'Ascenseur électrique à traction à adhérence, machinerie en partie haute'],
            ['Charge / vitesse', '630 kg — 1,0 m/s'],
            ['Niveaux desservis', '6 (RDC à R+5), accès unique'],
            ['Portes', 'Portes palières et de cabine coulissantes automatiques à ouverture centrale'],
            ['Manœuvre', 'Collective descente'],
            ['Dernières modifications', 'Remplacement de l’armoire de commande (2015), téléalarme (2019)'],
          ],
        },
        { heading: 'Documents consultés' },
        {
          list: [
            'Carnet d’entretien de l’appareil',
            'Rapport du contrôle technique précédent (19 octobre 2019)',
            'Contrat d’entretien étendu Ascenseurs Durand & Fils du 1er janvier 2021',
            'Attestations de travaux de mise en conformité (loi SAE) de 2015',
          ],
        },
        { heading: 'Classement des défauts' },
        {
          list: [
            'D1 : défaut présentant un danger pour la sécurité des personnes — correction immédiate, l’appareil ne doit pas être remis en service avant correction.',
            'D2 : défaut devant être corrigé dans un délai de 3 mois.',
            'D3 : défaut mineur à corriger lors d’une prochaine intervention.',
            'Obs : observation sans caractère de défaut.',
          ],
        },
        { heading: 'Synthèse' },
        {
          paragraph:
            'Défauts relevés : 2 D1, 2 D2, 2 D3, 1 observation. Les défauts D1 (liaison phonique inopérante, verrouillage de la porte palière du niveau 2) ont été signalés sur place au propriétaire et au mainteneur.',
        },
        { heading: 'Liste des défauts et observations' },
        {
          table: {
            columns: [
              { title: 'Point', width: 34, align: 'right' },
              { title: 'Partie', width: 90 },
              { title: 'Constat', width: 320 },
              { title: 'Class.', width: 51 },
            ],
            rows: defects,
          },
        },
        { heading: 'Points contrôlés sans défaut' },
        {
          table: {
            columns: [
              { title: 'Point', width: 34, align: 'right' },
              { title: 'Libellé', width: 380 },
              { title: 'Résultat', width: 81 },
            ],
            rows: [
              ['1.1', 'Parachute et limiteur de vitesse (essai à vide)', 'Satisfaisant'],
              ['1.2', 'Amortisseurs', 'Satisfaisant'],
              ['2.1', 'Protection contre la vitesse excessive en montée', 'Satisfaisant'],
              ['4.1', 'Portes de cabine : dispositif de détection de présence', 'Satisfaisant'],
              ['5.4', 'Résistance mécanique des portes palières', 'Satisfaisant'],
              ['6.1', 'Accès à la machinerie et à la gaine', 'Satisfaisant'],
            ],
          },
        },
        {
          paragraph:
            'Les défauts listés doivent être corrigés par le propriétaire dans les délais indiqués ; la correction des défauts D1 conditionne la remise en service.',
        },
        { fields: [['Le contrôleur', 'Thomas Giraud — Villeurbanne, le 9 octobre 2024']] },
      ],
    },
  },
  truth: {
    id: 'fr-lift-tilleuls-2024',
    language: 'fr',
    family: 'fr-lift-technical-control',
    failure: null,
    metadata: {
      documentDate: '2024-10-09',
      author: 'QUALIVERIF Ascenseurs',
      provider: 'PRV-2',
      units: ['UNI-1'],
      technicalInstallations: ['TI-2'],
      equipment: [],
    },
    findings: defects.map(([point, location, text, grade]) =>
      finding(`p${point}`, priority[grade as keyof typeof priority], text, {
        location,
        reference: point,
        grade,
        dueDate: grade === 'D1' ? '2024-10-09' : grade === 'D2' ? '2025-01-09' : null,
      }),
    ),
  },
};
