import type { PdfReport } from '../../generator/pdf-report.ts';

/** ALTÉA Contrôle, a French inspection body (Lyon agency): its letterhead, footer and page style. */
export const alteaFrame = (reportNumber: string): Omit<PdfReport, 'blocks' | 'info'> => ({
  font: 'helvetica',
  size: 8.5,
  producer: 'line',
  rules: true,
  letterhead: {
    name: 'ALTÉA Contrôle',
    lines: ['Agence Lyon Rhône — 27 avenue Jean Jaurès — 69007 Lyon', 'Tél. 04 72 61 48 00 — lyon@altea-controle.fr'],
    right: [`Rapport n° ${reportNumber}`, 'Vérification périodique', 'Installations électriques'],
  },
  footer: [
    'ALTÉA Contrôle SAS au capital de 1 250 000 € — Siège : 8 rue de la Gare, 92300 Levallois-Perret — RCS Nanterre 512 448 903 — SIRET 512 448 903 00087',
    'Organisme accrédité COFRAC Inspection n° 3-1187 (portée disponible sur www.cofrac.fr) — Ce rapport ne peut être reproduit que dans son intégralité.',
  ],
  pageLabel: 'Page {i}/{n}',
});

export const alteaPriorityLegend = [
  'Priorité 1 : anomalie présentant un danger grave et immédiat — mise en sécurité sans délai.',
  'Priorité 2 : anomalie à corriger à court terme (délai indicatif : 1 à 3 mois).',
  'Priorité 3 : anomalie à corriger à moyen terme (délai indicatif : 6 mois, au plus tard avant la prochaine vérification).',
  'Priorité 4 : recommandation ou amélioration, sans caractère réglementaire.',
];

export const alteaObservationColumns = [
  { title: 'N°', width: 24, align: 'right' as const },
  { title: 'Localisation', width: 88 },
  { title: 'Observation', width: 205 },
  { title: 'Référence', width: 78 },
  { title: 'Priorité', width: 40, align: 'right' as const },
  { title: 'Délai', width: 60 },
];
