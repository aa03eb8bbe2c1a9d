import type { PdfReport } from '../../generator/pdf-report.ts';

/** Brandschutzbüro Elbe, a fire protection engineering office (Hamburg). */
export const elbeFrame: Omit<PdfReport, 'blocks' | 'info'> = {
  font: 'helvetica',
  size: 8.5,
  producer: 'column',
  rules: true,
  letterhead: {
    name: 'Brandschutzbüro Elbe',
    lines: [
      'Dipl.-Ing. Frauke Petersen · Prüfsachverständige für Brandschutz',
      'Holstenstraße 210 · 22765 Hamburg · 040 39 90 27 11',
    ],
  },
  footer: [
    'Brandschutzbüro Elbe Petersen & Partner PartG mbB · Partnerschaftsregister Hamburg PR 1187 · St.-Nr. 41/614/02233',
  ],
  pageLabel: 'Seite {i} von {n}',
};

export const elbeLegend =
  'Dringlichkeit: S = sofort (Gefahr für Leib und Leben), W = wesentlich, Beseitigung innerhalb von 4 Wochen, G = geringfügig, Beseitigung im Rahmen der laufenden Instandhaltung.';
export const elbePriority = { S: 'critical', W: 'high', G: 'low' } as const;
export const elbeColumns = [
  { title: 'Pos.', width: 30, align: 'right' as const },
  { title: 'Ort', width: 95 },
  { title: 'Feststellung', width: 200 },
  { title: 'Maßnahme', width: 140 },
  { title: 'D.', width: 30 },
];
