import { finding, type SourceReport } from '../../generator/source-report.ts';
import { elbeColumns, elbeFrame, elbeLegend, elbePriority } from '../bodies/brandschutz-elbe.ts';

const rows: [string, string, string, string, 'S' | 'W' | 'G'][] = [
  [
    '1',
    'Treppenraum A, 3. OG',
    'Feuerschutztür T30-RS durch Holzkeil offengehalten.',
    'Keil entfernen, Mitarbeiter unterweisen; ggf. Feststellanlage nachrüsten.',
    'S',
  ],
  [
    '2',
    'Flur 2. OG',
    'Rettungsweg durch abgestellte Umzugskartons auf ca. 70 cm eingeengt.',
    'Kartons umgehend entfernen.',
    'S',
  ],
  [
    '3',
    'Tiefgarage',
    'Feuerlöscher (PG 6) Prüfplakette abgelaufen (letzte Prüfung 08/2022).',
    'Prüfung durch Sachkundigen veranlassen.',
    'W',
  ],
  [
    '4',
    'Technikzentrale',
    'Brandschutzklappe BSK 07 ohne Revisionsnachweis.',
    'Wartung nach DIN EN 15650 beauftragen.',
    'W',
  ],
  [
    '5',
    'Erdgeschoss',
    'Flucht- und Rettungsplan im Foyer veraltet (Umbau 2023 nicht eingearbeitet).',
    'Plan nach DIN ISO 23601 aktualisieren.',
    'G',
  ],
  [
    '6',
    'Serverraum 1.OG',
    'Kabelabschottung in der Flurwand unvollständig.',
    'Abschottung durch Fachfirma schließen, Übereinstimmungserklärung vorlegen.',
    'W',
  ],
];

export const report: SourceReport = {
  document: {
    kind: 'pdf',
    pdf: {
      ...elbeFrame,
      info: {
        title: 'Begehungsprotokoll',
        author: 'F. Petersen',
        creator: 'Microsoft® Excel® 2016',
        producer: 'Microsoft® Excel® 2016',
        created: '2024-09-27T09:00:00Z',
      },
      blocks: [
        { heading: 'Protokoll der Brandschutzbegehung' },
        {
          fields: [
            ['Objekt', 'Bürohaus Hammerbrook, Süderstraße 24, 20097 Hamburg'],
            ['Betreiber', 'Hestia Property Management GmbH'],
            ['Begehung am', 'Mittwoch, 25. September 2024'],
            [
              'Teilnehmer',
              'F. Petersen (Brandschutzbüro Elbe), Herr Kowalczyk (Haustechnik), Frau Yilmaz (Brandschutzbeauftragte Mieter)',
            ],
            ['Protokoll vom', '27.09.2024'],
          ],
          labelWidth: 110,
        },
        { pageBreak: true },
        { heading: 'Geprüft ohne Beanstandung' },
        {
          list: [
            'Brandmeldeanlage: Wartung durch Errichter 06/2024, Prüfbuch geführt',
            'Sicherheitsbeleuchtung: Funktion i.O.',
            'Wandhydranten: Prüfung 03/2024 i.O.',
            'Rauchabzug Treppenraum B: Auslösung i.O.',
          ],
        },
        { heading: 'Feststellungen' },
        { paragraph: elbeLegend },
        { table: { columns: elbeColumns, rows } },
        {
          paragraph:
            'Die Punkte 1 und 2 wurden während der Begehung mündlich an die Haustechnik weitergegeben. Nächste Begehung: September 2025.',
        },
        { paragraph: 'Hamburg, 27.09.2024 — Frauke Petersen' },
      ],
    },
  },
  truth: {
    id: 'de-brandschutz-hammerbrook-2024',
    language: 'de',
    family: 'de-fire-protection-inspection',
    failure: null,
    metadata: {
      documentDate: '2024-09-27',
      author: 'Brandschutzbüro Elbe',
      provider: null,
      units: ['UNI-4'],
      technicalInstallations: ['TI-14'],
      equipment: [],
    },
    findings: rows.map(([pos, location, text, action, grade]) =>
      finding(`p${pos}`, elbePriority[grade], text, {
        location,
        reference: pos,
        action,
        grade,
        dueDate: grade === 'S' ? '2024-09-27' : grade === 'W' ? '2024-10-25' : null,
      }),
    ),
  },
};
