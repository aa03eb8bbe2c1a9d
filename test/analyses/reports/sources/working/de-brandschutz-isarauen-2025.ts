import { finding, type SourceReport } from '../../generator/source-report.ts';

const items: [string, string, 'A' | 'B' | 'C'][] = [
  ['1.', 'Tiefgarage: Die Rauch- und Wärmeabzugsanlage wurde seit 2022 nicht gewartet.', 'B'],
  [
    '2.',
    'Haus 2, Kellerflur: Brandschutztür zum Heizraum schließt nicht selbstständig (Obentürschließer defekt).',
    'A',
  ],
  ['3.', 'Haus 1, Treppenhaus: Kinderwagen und Fahrräder im notwendigen Treppenraum abgestellt.', 'A'],
  ['4.', 'Feuerwehrzufahrt Auenstraße: Beschilderung „Feuerwehrzufahrt“ verblasst.', 'C'],
  ['5.', 'Heizraum Haus 2: Lagerung von Gartenmöbeln und Farbeimern im Heizraum.', 'B'],
];
const priority = { A: 'critical', B: 'high', C: 'medium' } as const;

export const report: SourceReport = {
  document: {
    kind: 'pdf',
    pdf: {
      font: 'times',
      size: 10,
      producer: 'word',
      rules: false,
      letterhead: {
        name: 'IBS Ingenieurbüro Brandschutz Südbayern GmbH',
        lines: ['Rosenheimer Straße 145e · 81671 München · 089 45 22 61-30'],
      },
      footer: [
        'IBS Ingenieurbüro Brandschutz Südbayern GmbH · HRB 190 552 AG München · Geschäftsführer Dipl.-Ing. (FH) Stefan Ludwig',
      ],
      pageLabel: '- {i} -',
      info: {
        title: 'Brandschau Isarauen',
        author: 'IBS',
        creator: 'Word',
        producer: 'macOS Version 14.5 Quartz PDFContext',
        created: '2025-04-09T08:00:00Z',
      },
      blocks: [
        { paragraph: 'Hestia Property Management GmbH, Objektbetreuung München, Leopoldstraße 31, 80802 München' },
        { paragraph: 'München, 9. April 2025 — Unser Zeichen: SL/2025-077' },
        { heading: 'Brandschutztechnische Begehung der Wohnanlage Isarauen, Auenstraße 88' },
        {
          paragraph:
            'Sehr geehrte Damen und Herren, am 2. April 2025 haben wir die Wohnanlage Isarauen (Haus 1 und 2, Tiefgarage) brandschutztechnisch begangen. Grundlage: Baugenehmigung vom 14.06.2010, Brandschutzkonzept Rev. 2. Die Rauchwarnmelder in den Wohnungen waren nicht Gegenstand der Begehung. Die Heizungsanlage selbst wurde nicht geprüft.',
        },
        {
          paragraph: 'Dringlichkeit: A = umgehend, B = kurzfristig (bis 3 Monate), C = mittelfristig (bis 12 Monate).',
        },
        { heading: 'Feststellungen' },
        { list: items.map(([nr, text, grade]) => `${nr} ${text} [Dringlichkeit ${grade}]`) },
        {
          paragraph:
            'Die Punkte 2 und 3 wurden dem Hausmeister vor Ort mitgeteilt. Für Rückfragen stehen wir gern zur Verfügung.',
        },
        { paragraph: 'Mit freundlichen Grüßen — Stefan Ludwig, Sachverständiger für vorbeugenden Brandschutz (EIPOS)' },
      ],
    },
  },
  truth: {
    id: 'de-brandschutz-isarauen-2025',
    language: 'de',
    family: 'de-fire-protection-inspection',
    failure: null,
    metadata: {
      documentDate: '2025-04-09',
      author: 'IBS Ingenieurbüro Brandschutz Südbayern GmbH',
      provider: null,
      units: ['UNI-5'],
      technicalInstallations: [],
      equipment: [],
    },
    findings: items.map(([nr, text, grade]) =>
      finding(`p${nr.replace('.', '')}`, priority[grade], text, {
        reference: nr.replace('.', ''),
        grade: `Dringlichkeit ${grade}`,
        dueDate: grade === 'B' ? '2025-07-09' : grade === 'C' ? '2026-04-09' : null,
      }),
    ),
  },
};
