import { finding, type SourceReport } from '../../generator/source-report.ts';

/** A DGUV Vorschrift 3 test of portable devices: a long device list, the failed ones among them. */
const devices = [
  ['Kaffeevollautomat', 'Teeküche'],
  ['Wasserkocher', 'Teeküche'],
  ['Kühlschrank', 'Teeküche'],
  ['Mikrowelle', 'Teeküche'],
  ['Monitor 27"', 'Büro'],
  ['PC-Netzteil', 'Büro'],
  ['Mehrfachsteckdose 6-fach', 'Büro'],
  ['Schreibtischleuchte', 'Büro'],
  ['Laptop-Netzteil', 'Büro'],
  ['Ventilator', 'Büro'],
  ['Laserdrucker', 'Kopierraum'],
  ['Aktenvernichter', 'Kopierraum'],
  ['Verlängerungsleitung 10 m', 'Lager'],
  ['Staubsauger', 'Putzraum'],
];
const floors = ['EG', '1. OG', '2. OG', '3. OG', '4. OG', '5. OG'];
const failures: Record<number, [string, string, string]> = {
  7: ['nicht bestanden', 'Gehäuse der Mehrfachsteckdose gebrochen, spannungsführende Teile berührbar.', 'ausgesondert'],
  16: [
    'nicht bestanden',
    'Isolationswiderstand 0,18 MOhm (Grenzwert 1 MOhm), Heizwendel defekt.',
    'gesperrt, Nutzer informiert',
  ],
  29: ['bestanden', 'Zugentlastung am Stecker gelockert, bei Gelegenheit erneuern.', 'Hinweis'],
  41: [
    'nicht bestanden',
    'Schutzleiterwiderstand 1,4 Ohm (Grenzwert 0,3 Ohm), Schutzleiter in der Leitung unterbrochen.',
    'gesperrt, Leitung tauschen',
  ],
  55: ['nicht bestanden', 'Netzleitung mit Isolierband geflickt, Außenmantel beschädigt.', 'ausgesondert'],
  66: ['bestanden', 'Gerät ohne Typschild, Herstellerangaben nicht ermittelbar.', 'Hinweis'],
};

const rows = Array.from({ length: 78 }, (_, index) => {
  const number = index + 1;
  const [device, room] = devices[index % devices.length]!;
  const floor = floors[Math.floor(index / 13) % floors.length]!;
  const protection = /Leuchte|Laptop|Monitor/.test(device!) ? 'II' : 'I';
  const failure = failures[number];
  return [
    `HB-${String(1000 + number)}`,
    device!,
    `${floor}, ${room}`,
    protection,
    protection === 'I' ? (failure && number === 41 ? '1,40' : `0,0${(index % 9) + 1}`) : '—',
    failure && number === 16 ? '0,18' : '> 20',
    failure ? failure[0] : 'bestanden',
    failure ? `${failure[1]} ${failure[2]}` : '',
  ];
});

export const report: SourceReport = {
  document: {
    kind: 'pdf',
    pdf: {
      font: 'courier',
      size: 8,
      producer: 'column',
      rules: true,
      letterhead: {
        name: 'Gerätecheck Nord e.K.',
        lines: [
          'Prüfung ortsveränderlicher elektrischer Betriebsmittel',
          'Billstraße 82 · 20539 Hamburg · 040 78 11 46 30',
        ],
        right: ['Prüfprotokoll DGUV V3', 'Auftrag 2025-0611'],
      },
      footer: [
        'Gerätecheck Nord e.K., Inh. Sven Matthiesen · Amtsgericht Hamburg HRA 123 904 · USt-IdNr. DE 301 552 478',
      ],
      pageLabel: 'Seite {i} von {n}',
      info: {
        title: 'Prüfprotokoll DGUV V3 Bürohaus Hammerbrook',
        author: 'S. Matthiesen',
        creator: 'PrüfManager Pro 4',
        producer: 'PrüfManager Pro 4',
        created: '2025-06-13T15:30:00Z',
      },
      blocks: [
        { heading: 'Prüfprotokoll ortsveränderliche Geräte (DGUV Vorschrift 3, DIN VDE 0701-0702)' },
        {
          fields: [
            ['Kunde', 'Hestia Property Management GmbH'],
            ['Prüfort', 'Bürohaus Hammerbrook, Süderstraße 24, 20097 Hamburg (Allgemeinflächen und Hausverwaltung)'],
            ['Prüfdatum', '10.06.2025 – 12.06.2025'],
            ['Protokolldatum', '13.06.2025'],
            ['Prüfer', 'Sven Matthiesen, Elektrofachkraft'],
            ['Messgerät', 'Gossen Metrawatt SECUTEST PRO, kalibriert 02/2025'],
            ['Prüfintervall', '12 Monate (Büro), Prüfplakette am Gerät'],
            ['Nicht Gegenstand', 'Ortsfeste Elektroanlage, Hauptverteilung, Geräte der Mieter'],
          ],
          labelWidth: 120,
        },
        {
          paragraph:
            'RPE = Schutzleiterwiderstand (Ohm), RISO = Isolationswiderstand (MOhm). Grenzwerte: RPE <= 0,3 Ohm, RISO >= 1 MOhm (SK I) bzw. 2 MOhm (SK II). Nicht bestandene Geräte wurden gesperrt oder ausgesondert und erhalten keine Prüfplakette.',
        },
        {
          table: {
            columns: [
              { title: 'Inv.-Nr.', width: 52 },
              { title: 'Gerät', width: 100 },
              { title: 'Standort', width: 90 },
              { title: 'SK', width: 22 },
              { title: 'RPE', width: 34, align: 'right' },
              { title: 'RISO', width: 34, align: 'right' },
              { title: 'Ergebnis', width: 60 },
              { title: 'Mangel / Bemerkung', width: 103 },
            ],
            rows,
          },
        },
        { heading: 'Zusammenfassung' },
        {
          fields: [
            ['Geprüfte Geräte', '78'],
            ['bestanden', '74'],
            ['nicht bestanden', '4'],
            ['Nächste Prüfung', '06/2026'],
          ],
          labelWidth: 120,
        },
        { paragraph: 'Hamburg, 13.06.2025 — S. Matthiesen' },
      ],
    },
  },
  truth: {
    id: 'de-dguv-hammerbrook-2025',
    language: 'de',
    family: 'de-dguv-v3-portable-devices',
    failure: null,
    metadata: {
      documentDate: '2025-06-13',
      author: 'Gerätecheck Nord e.K.',
      provider: null,
      units: ['UNI-4'],
      technicalInstallations: [],
      equipment: [],
    },
    findings: Object.entries(failures).map(([number, [result, text, remark]]) => {
      const row = rows[Number(number) - 1]!;
      return finding(row[0]!, result === 'bestanden' ? 'low' : 'high', text, {
        location: row[2]!,
        reference: row[0]!,
        action: remark === 'Hinweis' ? null : remark,
        grade: remark === 'Hinweis' ? 'Hinweis' : result,
      });
    }),
  },
};
