import { finding, type SourceReport } from '../../generator/source-report.ts';
import { elbeColumns, elbeFrame, elbeLegend, elbePriority } from '../bodies/brandschutz-elbe.ts';

const rows: [string, string, string, string, 'S' | 'W' | 'G'][] = [
  [
    '1',
    'Technikzentrale',
    'Für die Brandschutzklappe BSK 07 liegt weiterhin kein Wartungsnachweis vor.',
    'Wartung beauftragen und dokumentieren.',
    'W',
  ],
  [
    '2',
    'Foyer EG',
    'Der ausgehängte Flucht- und Rettungsplan entspricht nicht dem aktuellen Grundriss.',
    'Aktualisierung nach DIN ISO 23601.',
    'G',
  ],
  [
    '3',
    'Treppenraum B, EG',
    'Rauchmelder der Feststellanlage an der T30-Tür zum Foyer fehlt (Sockel leer).',
    'Melder ersetzen, Feststellanlage prüfen lassen.',
    'S',
  ],
  [
    '4',
    'Teeküche 4. OG',
    'Mehrfachsteckdosen hintereinander gesteckt, Wasserkocher auf Kühlschrank.',
    'Mieter informieren, Steckdosen nachrüsten.',
    'G',
  ],
];

export const report: SourceReport = {
  document: {
    kind: 'pdf',
    pdf: {
      ...elbeFrame,
      producer: 'line',
      info: {
        title: 'Begehungsprotokoll 2025',
        author: 'F. Petersen',
        creator: 'Microsoft® Excel® 2016',
        producer: 'Microsoft® Excel® 2016',
        created: '2025-10-02T09:00:00Z',
      },
      blocks: [
        { heading: 'Protokoll der Brandschutzbegehung' },
        {
          fields: [
            ['Objekt', 'Bürohaus Hammerbrook, Süderstraße 24, 20097 Hamburg'],
            ['Begehung am', '29.09.2025'],
            ['Teilnehmer', 'Dipl.-Ing. Lars Petersen (Brandschutzbüro Elbe), Herr Kowalczyk'],
            ['Protokoll vom', '02.10.2025'],
          ],
          labelWidth: 110,
        },
        { heading: 'Nachverfolgung der Feststellungen vom 25.09.2024' },
        {
          table: {
            columns: [
              { title: 'Pos. 2024', width: 50, align: 'right' },
              { title: 'Feststellung', width: 300 },
              { title: 'Stand', width: 145 },
            ],
            rows: [
              ['1', 'T30-RS-Tür Treppenraum A mit Keil offengehalten', 'erledigt'],
              ['2', 'Rettungsweg 2. OG eingeengt', 'erledigt'],
              ['3', 'Feuerlöscher Tiefgarage Prüfung abgelaufen', 'erledigt (Prüfung 11/2024)'],
              ['4', 'BSK 07 ohne Revisionsnachweis', 'offen, s. Pos. 1'],
              ['5', 'Flucht- und Rettungsplan veraltet', 'offen, s. Pos. 2'],
              ['6', 'Kabelabschottung Serverraum', 'erledigt'],
            ],
          },
        },
        { heading: 'Neue und offene Feststellungen' },
        { paragraph: elbeLegend },
        { table: { columns: elbeColumns, rows } },
        { paragraph: 'Hamburg, den 02.10.2025 — L. Petersen' },
      ],
    },
  },
  truth: {
    id: 'de-brandschutz-hammerbrook-2025',
    language: 'de',
    family: 'de-fire-protection-inspection',
    failure: null,
    metadata: {
      documentDate: '2025-10-02',
      author: 'Brandschutzbüro Elbe',
      provider: null,
      units: ['UNI-4'],
      technicalInstallations: [],
      equipment: [],
    },
    findings: rows.map(([pos, location, text, action, grade]) =>
      finding(`p${pos}`, elbePriority[grade], text, {
        location,
        reference: pos,
        action,
        grade,
        dueDate: grade === 'S' ? '2025-10-02' : grade === 'W' ? '2025-10-30' : null,
      }),
    ),
    comparison: { previous: 'de-brandschutz-hammerbrook-2024', continues: { p1: 'p4', p2: 'p5' } },
  },
};
