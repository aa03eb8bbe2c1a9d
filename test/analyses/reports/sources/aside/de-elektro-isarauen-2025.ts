import { finding, type SourceReport } from '../../generator/source-report.ts';

/** A fixed electrical installation test (DGUV V3 / VDE 0105-100) by a second German body, its own I/II/III/E scale. */
const maengel: [string, string, string, 'I' | 'II' | 'III' | 'E', string][] = [
  [
    '1',
    'Hauptverteilung, Feld 3',
    'Abdeckung der Sammelschiene fehlt, aktive Teile bei geöffneter Tür berührbar.',
    'I',
    'DIN VDE 0100-410',
  ],
  [
    '2',
    'Hauptverteilung',
    'RCD Q12 (Außenbeleuchtung) löst bei Prüfung mit mit Nennfehlerstrom nicht aus.',
    'I',
    'DIN VDE 0100-600',
  ],
  ['3', 'Haus B, Kellerflur', 'Abzweigdose ohne Deckel, Leitungen mit offenen Klemmen.', 'II', 'DIN VDE 0100-520'],
  [
    '4',
    'Tiefgarage',
    'Schutzrohr der Zuleitung zur Ladestation Stellplatz 14 abgerissen, Leitung ungeschützt im Fahrbereich.',
    'II',
    'DIN VDE 0100-722',
  ],
  [
    '5',
    'Unterverteilung Haus C',
    'Stromkreisbeschriftung unvollständig, Stromlaufplan nicht vor Ort.',
    'III',
    'DIN VDE 0100-514',
  ],
  [
    '6',
    'Allgemein',
    'Nachrüstung eines Überspannungsschutzes (Typ 1+2) in der Hauptverteilung wird empfohlen.',
    'E',
    'DIN VDE 0100-443',
  ],
];
const priorities = { I: 'critical', II: 'high', III: 'medium', E: 'low' } as const;
const due = { I: '2025-03-24', II: '2025-06-24', III: null, E: null } as const;

export const report: SourceReport = {
  document: {
    kind: 'pdf',
    pdf: {
      font: 'helvetica',
      size: 9,
      producer: 'word',
      rules: false,
      letterhead: {
        name: 'ElektroCheck Süd GmbH',
        lines: [
          'Prüfung elektrischer Anlagen nach DGUV Vorschrift 3 und BetrSichV',
          'Landsberger Straße 302 · 80687 München · 089 57 93 61-0',
        ],
        right: ['Prüfbericht EC-25-0388', 'Ortsfeste Anlagen'],
      },
      footer: [
        'ElektroCheck Süd GmbH · Sitz München · Registergericht München HRB 240 118 · Geschäftsführer: Florian Stadler',
        'Mitglied der Elektro-Innung München · VdS-anerkannter Sachverständiger (Nr. E 512 08)',
      ],
      pageLabel: 'Seite {i}/{n}',
      info: {
        title: 'Prüfbericht EC-25-0388',
        author: 'ElektroCheck Süd',
        creator: 'elektro-pruefbericht 2.9',
        producer: 'iText 7.2',
        created: '2025-03-24T08:00:00Z',
      },
      blocks: [
        { heading: 'Prüfbericht über die Wiederholungsprüfung der elektrischen Anlage' },
        {
          fields: [
            ['Auftraggeber', 'Hestia Property Management GmbH'],
            ['Anlage', 'Wohnanlage Isarauen, Isarauenweg 3–7, 81379 München — allgemeine Elektroanlage'],
            ['Prüfung am', '17.03.2025 und 18.03.2025'],
            ['Prüfer', 'Andreas Huber, Elektromeister'],
            ['Errichter', 'Elektro Schröder GmbH (laut Anlagendokumentation)'],
            ['Grundlagen', 'DGUV Vorschrift 3 § 5, DIN VDE 0105-100, DIN VDE 0100-600'],
          ],
          labelWidth: 120,
        },
        { heading: 'Prüfumfang' },
        {
          list: [
            'Hauptverteilung, Unterverteilungen Haus A, B und C, Tiefgarage, Außenbeleuchtung',
            'Nicht Bestandteil: Aufzug 1 (Steuerung, Prüfung durch ZÜS), Wohnungen der Mieter',
          ],
        },
        { heading: 'Messergebnisse (Auszug)' },
        {
          table: {
            columns: [
              { title: 'Stromkreis', width: 120 },
              { title: 'Riso (MOhm)', width: 80, align: 'right' },
              { title: 'Zs (Ohm)', width: 70, align: 'right' },
              { title: 'RCD t (ms)', width: 70, align: 'right' },
              { title: 'Ergebnis', width: 70 },
            ],
            rows: [
              ['HV F1 Treppenhauslicht', '> 500', '0,42', '—', 'i.O.'],
              ['HV F2 Kellerlicht', '> 500', '0,51', '—', 'i.O.'],
              ['HV Q12 Außenbeleuchtung', '310', '0,88', 'keine Ausl.', 'n.i.O.'],
              ['UV Haus A', '> 500', '0,36', '24', 'i.O.'],
              ['UV Haus B', '> 500', '0,39', '19', 'i.O.'],
              ['UV Haus C', '420', '0,47', '27', 'i.O.'],
              ['UV Tiefgarage', '> 500', '0,61', '31', 'i.O.'],
            ],
          },
        },
        { heading: 'Festgestellte Mängel' },
        {
          paragraph:
            'Bewertung: I = Gefahr, sofortige Beseitigung; II = Mangel, Beseitigung innerhalb von 3 Monaten; III = geringer Mangel, Beseitigung bei nächster Gelegenheit; E = Empfehlung.',
        },
        {
          table: {
            columns: [
              { title: 'Lfd.', width: 28, align: 'right' },
              { title: 'Ort', width: 95 },
              { title: 'Mangel', width: 235 },
              { title: 'Bew.', width: 32 },
              { title: 'Norm', width: 105 },
            ],
            rows: maengel,
          },
        },
        {
          paragraph:
            'Ergebnis: Die Anlage ist erst nach Beseitigung der Mängel der Bewertung I weiter zu betreiben. Nächste Prüfung: 03/2029.',
        },
        { paragraph: 'München, den 24.03.2025 — A. Huber, ElektroCheck Süd GmbH' },
      ],
    },
  },
  truth: {
    id: 'de-elektro-isarauen-2025',
    language: 'de',
    family: 'de-electrical-inspection',
    failure: null,
    metadata: {
      documentDate: '2025-03-24',
      author: 'ElektroCheck Süd GmbH',
      provider: 'PRV-14',
      units: ['UNI-5'],
      technicalInstallations: ['TI-15'],
      equipment: ['EQ-9'],
    },
    findings: maengel.map(([number, location, text, grade, norm]) =>
      finding(number, priorities[grade], text, {
        location,
        reference: `${number} — ${norm}`,
        grade,
        dueDate: due[grade],
      }),
    ),
  },
};
