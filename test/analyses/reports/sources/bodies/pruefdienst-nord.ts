import type { PdfReport } from '../../generator/pdf-report.ts';

/** Prüfdienst Nord GmbH, a German testing company (Hamburg): letterhead, footer, style. */
export const pruefdienstFrame = (berichtNr: string): Omit<PdfReport, 'blocks' | 'info'> => ({
  font: 'helvetica',
  size: 10,
  producer: 'word',
  rules: true,
  letterhead: {
    name: 'Prüfdienst Nord GmbH',
    lines: [
      'Sachverständige für Elektrotechnik und Anlagensicherheit',
      'Wendenstraße 130 · 20537 Hamburg · Tel. 040 23 88 41-0 · info@pruefdienst-nord.de',
    ],
    right: [`Bericht-Nr. ${berichtNr}`],
  },
  footer: [
    'Prüfdienst Nord GmbH · Sitz Hamburg · Amtsgericht Hamburg HRB 118 452 · Geschäftsführer: Dr. Henning Lübbers, Anja Rohwer',
    'USt-IdNr. DE 287 114 365 · Hamburger Sparkasse IBAN DE12 2005 0550 1238 4471 09',
  ],
  pageLabel: 'Seite {i} von {n}',
});

export const mangelklassen = [
  'Mängelklasse 1: gefährlicher Mangel – unmittelbare Gefahr, Anlagenteil sofort außer Betrieb nehmen.',
  'Mängelklasse 2: Mangel – Beseitigung innerhalb von 4 Wochen.',
  'Mängelklasse 3: geringer Mangel – Beseitigung bei nächster Gelegenheit, spätestens bis zur nächsten Prüfung.',
  'H: Hinweis / Empfehlung ohne Mangelcharakter.',
];

export const mangelColumns = [
  { title: 'Nr.', width: 26, align: 'right' as const },
  { title: 'Anlagenteil / Ort', width: 100 },
  { title: 'Mangelbeschreibung', width: 230 },
  { title: 'Grundlage', width: 84 },
  { title: 'MK', width: 25, align: 'right' as const },
  { title: 'Frist', width: 30 },
];

export const klassePriority = { '1': 'critical', '2': 'high', '3': 'medium', H: 'low' } as const;
