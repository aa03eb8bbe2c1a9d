import { finding, type SourceReport } from '../../generator/source-report.ts';

/** The ZÜS's customer portal export of open and closed defects, UTF-8 with `;`, an export note as its last record. */
const header = [
  'Objekt',
  'Anlage',
  'Fabrik-Nr.',
  'Prüfart',
  'Prüfdatum',
  'Mangel-Nr.',
  'Mangeltext',
  'Bewertung',
  'Frist',
  'Status',
];
const rows: string[][] = [
  [
    'Bürohaus Hammerbrook, Süderstraße 24',
    'Aufzug 1',
    '4471-0931',
    'Zwischenprüfung',
    '14.10.2025',
    '01',
    'Notbremsschalter im Fahrkorb ohne Kennzeichnung',
    'geringfügig',
    '',
    'offen',
  ],
  [
    'Bürohaus Hammerbrook, Süderstraße 24',
    'Aufzug 1',
    '4471-0931',
    'Zwischenprüfung',
    '14.10.2025',
    '02',
    'Schachtgrubenleiter nicht standsicher befestigt',
    'erheblich',
    '14.12.2025',
    'offen',
  ],
  [
    'Bürohaus Hammerbrook, Süderstraße 24',
    'Aufzug 2',
    '4471-0932',
    'Zwischenprüfung',
    '14.10.2025',
    '01',
    'Notrufsystem: Sprachverbindung zur ständig besetzten Stelle kommt nicht zustande',
    'gefährlich',
    'sofort',
    'erledigt',
  ],
  [
    'Bürohaus Hammerbrook, Süderstraße 24',
    'Aufzug 2',
    '4471-0932',
    'Zwischenprüfung',
    '14.10.2025',
    '02',
    'Wasser in der Schachtgrube, Ursache\n(Grundwasser / Leitung) nicht ermittelt',
    'erheblich',
    '14.12.2025',
    'offen',
  ],
  [
    'Bürohaus Hammerbrook, Süderstraße 24',
    'Aufzug 2',
    '4471-0932',
    'Zwischenprüfung',
    '14.10.2025',
    '03',
    'Beleuchtung im Triebwerksraum unzureichend',
    'geringfügig',
    '',
    'offen',
  ],
];
const priority = { geringfügig: 'medium', erheblich: 'high', gefährlich: 'critical' } as const;

export const report: SourceReport = {
  document: {
    kind: 'csv',
    encoding: 'utf-8',
    delimiter: ';',
    rows: [
      header,
      ...rows,
      ['Export HPG-Kundenportal, erstellt am 03.11.2025 um 08:12 durch k.kowalczyk@hestia-pm.de'],
    ],
  },
  truth: {
    id: 'csv-de-hpg-portal',
    language: 'de',
    family: 'portal-csv-export',
    failure: null,
    metadata: {
      documentDate: '2025-11-03',
      author: 'Hanseatische Prüfgesellschaft mbH',
      provider: 'PRV-6',
      units: ['UNI-4'],
      technicalInstallations: ['TI-12', 'TI-13'],
      equipment: [],
    },
    findings: rows
      .filter((row) => row[9] === 'offen')
      .map(([, anlage, , , , nr, text, grade, frist]) =>
        finding(`${anlage}/${nr}`, priority[grade as keyof typeof priority], text!.replace('\n', ' '), {
          reference: nr!,
          grade: grade!,
          dueDate: frist ? '2025-12-14' : null,
        }),
      ),
  },
};
