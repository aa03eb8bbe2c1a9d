import { finding, type SourceReport } from '../../generator/source-report.ts';
import { klassePriority, mangelColumns, mangelklassen, pruefdienstFrame } from '../bodies/pruefdienst-nord.ts';

const maengel: [string, string, string, string, '1' | '2' | '3' | 'H', string][] = [
  [
    '1',
    'UV Technikzentrale',
    'Beschriftung der Unterverteilung fehlt bzw. ist veraltet; Stromkreise 14 bis 18 nicht zuordenbar.',
    'DIN VDE 0100-510',
    '3',
    'n. G.',
  ],
  [
    '2',
    'Serverraum 1.OG',
    'Brandschott der Kabeldurchführung in der Flurwand weiterhin offen.',
    'MLAR 4.1',
    '2',
    '4 Wo.',
  ],
  [
    '3',
    'Tiefgarage, Rampe',
    'Schutzrohr der Zuleitung zum Rolltor abgerissen, Leitung mechanisch ungeschützt.',
    'DIN VDE 0100-520',
    '2',
    '4 Wo.',
  ],
  [
    '4',
    'NSHV',
    'Thermografie: erhöhte Temperatur an Abgang Q7 (Klimaanlage), 71 °C an Klemme L2.',
    'DIN VDE 0105-100',
    '1',
    'sofort',
  ],
  [
    '5',
    'UV 4.OG West',
    'Schutzleiteranschluss einer Steckdosenleiste im Teeküchenbereich lose.',
    'DIN VDE 0100-540',
    '2',
    '4 Wo.',
  ],
  [
    '6',
    'Gesamte Anlage',
    'Empfehlung: Überspannungsschutz (Typ 1+2) in der NSHV nachrüsten.',
    'DIN VDE 0100-443',
    'H',
    '–',
  ],
];

export const report: SourceReport = {
  document: {
    kind: 'pdf',
    pdf: {
      ...pruefdienstFrame('PN-E-25-3597'),
      info: {
        title: 'Prüfbericht PN-E-25-3597',
        author: 'Prüfdienst Nord GmbH',
        creator: 'elektro-prüf-manager 2025',
        producer: 'Qt 5.15.2',
        created: '2025-11-21T08:45:00Z',
      },
      blocks: [
        { heading: 'Prüfbericht – Wiederholungsprüfung ortsfester elektrischer Anlagen' },
        { paragraph: 'nach DGUV Vorschrift 3 § 5 und DIN VDE 0105-100' },
        {
          fields: [
            ['Auftraggeber', 'Hestia Property Management GmbH, Ballindamm 17, 20095 Hamburg'],
            ['Prüfobjekt', 'Bürohaus Hammerbrook, Süderstraße 24, 20097 Hamburg – Elektroanlage'],
            ['Prüfdatum', '17.11.2025 und 18.11.2025'],
            ['Prüfer', 'Marco Wendt, Elektrotechnikermeister'],
            ['Vorprüfung', '12.11.2024, Bericht PN-E-24-3318'],
          ],
          labelWidth: 120,
        },
        { pageBreak: true },
        { heading: '1 Mängel aus der Vorprüfung' },
        {
          table: {
            columns: [
              { title: 'Nr. 2024', width: 45, align: 'right' },
              { title: 'Mangel (Kurztext)', width: 300 },
              { title: 'Status', width: 150 },
            ],
            rows: [
              ['1', 'NSHV Feld 3: Berührungsschutz fehlt', 'behoben'],
              ['2', 'UV 2.OG Ost: RCD F12 löst nicht aus', 'behoben (RCD getauscht)'],
              ['3', 'Tiefgarage: Leuchte Stellplatz 7 beschädigt', 'behoben'],
              ['4', 'Serverraum: Brandschott fehlt', 'nicht behoben – siehe Nr. 2'],
              ['5', 'UV Technikzentrale: Beschriftung', 'nicht behoben – siehe Nr. 1'],
              ['6', 'Treppenhaus B: Sicherheitsleuchte defekt', 'behoben'],
              ['7', 'Empfehlung Überspannungsschutz', 'offen – siehe Nr. 6'],
            ],
          },
        },
        { heading: 'Prüfgrundlagen und Messgeräte' },
        {
          list: [
            'DGUV Vorschrift 3 „Elektrische Anlagen und Betriebsmittel“, § 5 Prüfungen',
            'DIN VDE 0105-100:2015-10 Betrieb von elektrischen Anlagen, Abschnitt 5.3.101',
            'DIN VDE 0100-600:2017-06 Erstprüfungen (Messverfahren)',
            'TRBS 1201 Prüfungen und Kontrollen von Arbeitsmitteln',
          ],
        },
        {
          table: {
            columns: [
              { title: 'Messgerät', width: 200 },
              { title: 'Serien-Nr.', width: 120 },
              { title: 'Kalibriert bis', width: 175 },
            ],
            rows: [
              ['Fluke 1664 FC Installationstester', '4471092', '03/2026'],
              ['Benning IT 130 Isolationsmessgerät', 'BN-22-1187', '07/2025'],
              ['Fluke Ti480 PRO Wärmebildkamera', 'TI-48-00315', '01/2026'],
            ],
          },
        },
        { heading: 'Anlagendaten' },
        {
          fields: [
            ['Netzform', 'TN-C-S'],
            ['Nennspannung', '230/400 V, 50 Hz'],
            ['Einspeisung', 'Trafostation Stromnetz Hamburg, Hausanschluss 630 A'],
            ['Anzahl Stromkreise', '212'],
            ['Überspannungsschutz', 'nicht vorhanden'],
          ],
          labelWidth: 120,
        },
        { heading: '2 Mängelklassen' },
        { list: mangelklassen },
        { heading: '3 Festgestellte Mängel' },
        { table: { columns: mangelColumns, rows: maengel } },
        { heading: '4 Ohne Beanstandung geprüft' },
        {
          list: [
            'NSHV Einspeisung und Sammelschienen (Sichtprüfung)',
            'UV EG, UV 1.OG, UV 2.OG, UV 3.OG, UV 5.OG: ohne Mängel',
            'Sicherheitsbeleuchtung: Funktionstest 3 h bestanden',
            'RCD-Prüfung: 46 von 46 i.O.',
          ],
        },
        { heading: '5 Ergebnis' },
        {
          paragraph:
            'Mangel Nr. 4 (Mängelklasse 1) wurde dem Betreiber am 18.11.2025 mündlich mitgeteilt; der Abgang Q7 wurde bis zur Instandsetzung abgeschaltet.',
        },
        { fields: [['Hamburg, den 21.11.2025', 'Marco Wendt']], labelWidth: 120 },
      ],
    },
  },
  truth: {
    id: 'de-elektro-hammerbrook-2025',
    language: 'de',
    family: 'de-electrical-inspection',
    failure: null,
    metadata: {
      documentDate: '2025-11-21',
      author: 'Prüfdienst Nord GmbH',
      provider: 'PRV-5',
      units: ['UNI-4'],
      technicalInstallations: ['TI-11'],
      equipment: ['EQ-7'],
    },
    findings: maengel.map(([nr, location, text, norm, mk, frist]) =>
      finding(`m${nr}`, klassePriority[mk], text, {
        location,
        reference: `${nr} — ${norm}`,
        grade: mk === 'H' ? 'Hinweis' : `Mängelklasse ${mk}`,
        dueDate: frist === 'sofort' ? '2025-11-21' : frist === '4 Wo.' ? '2025-12-19' : null,
      }),
    ),
    comparison: { previous: 'de-elektro-hammerbrook-2024', continues: { m1: 'm5', m2: 'm4', m6: 'm7' } },
  },
};
