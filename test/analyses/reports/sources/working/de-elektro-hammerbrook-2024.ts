import { finding, type SourceReport } from '../../generator/source-report.ts';
import { klassePriority, mangelColumns, mangelklassen, pruefdienstFrame } from '../bodies/pruefdienst-nord.ts';

const maengel: [string, string, string, string, '1' | '2' | '3' | 'H', string][] = [
  [
    '1',
    'NSHV, Feld 3',
    'Berührungsschutz (Abdeckung) fehlt an der Sammelschiene, aktive Teile frei zugänglich.',
    'DIN VDE 0100-410',
    '1',
    'sofort',
  ],
  ['2', 'UV 2.OG Ost', 'RCD 40 A / 30 mA (F12) löst bei Prüftaste nicht aus.', 'DIN VDE 0100-530', '2', '4 Wo.'],
  [
    '3',
    'Tiefgarage',
    'Leuchte über Stellplatz 7 mit gebrochenem Gehäuse, Leuchtmittel offen.',
    'DIN VDE 0105-100',
    '2',
    '4 Wo.',
  ],
  [
    '4',
    'Serverraum 1.OG',
    'Kabeldurchführung in der Brandwand zum Flur nicht verschlossen (Brandschott fehlt).',
    'MLAR 4.1',
    '2',
    '4 Wo.',
  ],
  [
    '5',
    'UV Technikzentrale',
    'Stromlaufpläne / Verteilerbeschriftung nicht aktuell, Stromkreise 14–18 ohne Bezeichnung.',
    'DIN VDE 0100-510',
    '3',
    'n. G.',
  ],
  [
    '6',
    'Treppenhaus B, EG',
    'Sicherheitsleuchte (Rettungszeichen) defekt, Akku erschöpft.',
    'DIN VDE 0108-100-1',
    '2',
    '4 Wo.',
  ],
  [
    '7',
    'Gesamte Anlage',
    'Wir empfehlen die Nachrüstung eines Überspannungsschutzes Typ 1+2 in der NSHV.',
    'DIN VDE 0100-443',
    'H',
    '–',
  ],
];

export const report: SourceReport = {
  document: {
    kind: 'pdf',
    pdf: {
      ...pruefdienstFrame('PN-E-24-3318'),
      info: {
        title: 'Prüfbericht PN-E-24-3318',
        author: 'Prüfdienst Nord GmbH',
        creator: 'elektro-prüf-manager 2024',
        producer: 'Qt 5.15.2',
        created: '2024-11-12T11:30:00Z',
      },
      blocks: [
        { heading: 'Prüfbericht – Wiederholungsprüfung ortsfester elektrischer Anlagen' },
        { paragraph: 'nach DGUV Vorschrift 3 § 5 und DIN VDE 0105-100, Prüfung gemäß BetrSichV § 14' },
        {
          fields: [
            ['Auftraggeber', 'Hestia Property Management GmbH, Niederlassung Hamburg, Ballindamm 17, 20095 Hamburg'],
            [
              'Prüfobjekt',
              'Bürohaus Hammerbrook, Süderstraße 24, 20097 Hamburg – Elektroanlage (NSHV, 9 Unterverteilungen)',
            ],
            ['Prüfzeitraum', '04.11.2024 – 06.11.2024'],
            ['Prüfer', 'Dipl.-Ing. (FH) Jens Hollmann, Elektrofachkraft'],
            ['Anwesend', 'Herr Kowalczyk (Haustechnik)'],
            ['Errichter / Wartung', 'Elektro Schröder GmbH'],
            ['Letzte Prüfung', '09.11.2021 (Prüfdienst Nord GmbH, Bericht PN-E-21-2207)'],
          ],
          labelWidth: 120,
        },
        { pageBreak: true },
        { heading: '1 Prüfumfang' },
        {
          list: [
            'Niederspannungshauptverteilung (NSHV) mit Einspeisung',
            'Unterverteilungen UV EG bis UV 5.OG, UV Tiefgarage, UV Technikzentrale',
            'Sicherheitsbeleuchtung (Einzelbatterieleuchten)',
            'Nicht Bestandteil: Notstromaggregat (separater Wartungsvertrag), ortsveränderliche Geräte',
          ],
        },
        { heading: '2 Messergebnisse (Zusammenfassung)' },
        {
          table: {
            columns: [
              { title: 'Messung', width: 250 },
              { title: 'Anzahl', width: 60, align: 'right' },
              { title: 'Ergebnis', width: 185 },
            ],
            rows: [
              ['Isolationswiderstand', '212', 'i.O.'],
              ['Schleifenimpedanz / Abschaltbedingung', '212', 'i.O.'],
              ['RCD-Auslöseprüfung', '46', '45 i.O., 1 n.i.O. (siehe Mangel 2)'],
              ['Durchgängigkeit Schutzleiter', '212', 'i.O.'],
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
        { heading: '3 Mängelklassen' },
        { list: mangelklassen },
        { heading: '4 Festgestellte Mängel' },
        { table: { columns: mangelColumns, rows: maengel } },
        { heading: '5 Prüfergebnis' },
        {
          paragraph:
            'Die Anlage entspricht nach Beseitigung der aufgeführten Mängel den anerkannten Regeln der Technik. Mangel Nr. 1 wurde vor Ort gemeldet; das Feld wurde durch den Haustechniker provisorisch abgedeckt. Nächste Prüfung: November 2025 (Prüffrist 1 Jahr, Bürogebäude mit Tiefgarage).',
        },
        { fields: [['Hamburg, den 12.11.2024', 'gez. Jens Hollmann, Prüfer · geprüft: A. Rohwer']], labelWidth: 120 },
      ],
    },
  },
  truth: {
    id: 'de-elektro-hammerbrook-2024',
    language: 'de',
    family: 'de-electrical-inspection',
    failure: null,
    metadata: {
      documentDate: '2024-11-12',
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
        dueDate: frist === 'sofort' ? '2024-11-12' : frist === '4 Wo.' ? '2024-12-10' : null,
      }),
    ),
  },
};
