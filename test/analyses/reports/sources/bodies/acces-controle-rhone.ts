import type { PdfReport } from '../../generator/pdf-report.ts';

/** Accès Contrôle Rhône, a French verifier of automatic doors and gates (Villeurbanne). */
export const accesFrame = (rapport: string): Omit<PdfReport, 'blocks' | 'info'> => ({
  font: 'times',
  size: 9.5,
  producer: 'word',
  rules: true,
  letterhead: {
    name: 'Accès Contrôle Rhône',
    lines: [
      'Vérification des portes, portails et barrières automatiques',
      '14 rue Francis de Pressensé — 69100 Villeurbanne — 04 78 85 20 64',
    ],
    right: [`Rapport ${rapport}`, 'Portes et portails automatiques'],
  },
  footer: [
    'Accès Contrôle Rhône SARL au capital de 40 000 € — RCS Lyon 821 407 352 — SIRET 821 407 352 00024 — APE 7120B',
  ],
  pageLabel: '- {i} -',
});

export const accesLegend = [
  'Classement des écarts :',
  'A : écart mettant en cause la sécurité des usagers — mise à l’arrêt de l’équipement jusqu’à remise en conformité.',
  'B : écart à corriger dans un délai d’un mois.',
  'C : observation, amélioration recommandée.',
];

export const accesPriority = { A: 'critical', B: 'high', C: 'low' } as const;

export const accesColumns = [
  { title: 'Réf.', width: 34 },
  { title: 'Équipement', width: 82 },
  { title: 'Écart constaté', width: 220 },
  { title: 'Référentiel', width: 110 },
  { title: 'Cl.', width: 40 },
];

/** The points checked on each door or gate, all passed unless an écart says otherwise. */
export const accesChecklist = (equipment: string): string[][] =>
  [
    'Marquage CE et notice du fabricant disponibles',
    'Carnet d’entretien tenu à jour',
    'Fixation des guides et rails',
    'Butées mécaniques de fin de course',
    'Dispositif anti-chute / parachute',
    'Bords sensibles ou cellules de détection',
    'Limitation des efforts (mesure au dynamomètre)',
    'Dispositif d’arrêt d’urgence',
    'Déverrouillage manuel en cas de panne',
    'Feu orange clignotant',
    'Marquage au sol et signalisation',
    'Éclairage de la zone de débattement',
  ].map((point) => [equipment, point, 'Conforme']);
