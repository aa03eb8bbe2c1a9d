import { finding, type SourceReport } from '../../generator/source-report.ts';

/** A laboratory's Legionella report under the Trinkwasserverordnung: sample table, then the assessment. */
const proben = [
  ['25-04417-01', 'Trinkwassererwärmer, Austritt Warmwasser (PWH)', '57,8', '< 1', 'unauffällig'],
  ['25-04417-02', 'Zirkulation, Rücklauf vor Trinkwassererwärmer (PWH-C)', '51,2', '80', 'unauffällig'],
  ['25-04417-03', 'Haus A, 1. OG links, Dusche', '49,0', '2.300', 'hohe Kontamination'],
  ['25-04417-04', 'Haus A, 4. OG rechts, Waschtisch', '54,5', '< 1', 'unauffällig'],
  ['25-04417-05', 'Haus B, EG Mitte, Dusche', '46,3', '480', 'Maßnahmenwert überschritten'],
  ['25-04417-06', 'Haus B, 3. OG links, Waschtisch', '55,1', '10', 'unauffällig'],
  ['25-04417-07', 'Haus C, Gemeinschaftsraum, Küche', '44,8', '14.000', 'extrem hohe Kontamination'],
];

const befunde: [
  string,
  'critical' | 'high' | 'medium' | 'low',
  string,
  string,
  string,
  string | null,
  string | null,
][] = [
  [
    '1',
    'critical',
    'Legionella spec. 14.000 KBE/100 ml an der Entnahmestelle Haus C, Gemeinschaftsraum, Küche: extrem hohe Kontamination.',
    'Haus C, Gemeinschaftsraum, Küche',
    'Sofort: Nutzungseinschränkung der Entnahmestelle, thermische Desinfektion und Nachuntersuchung.',
    '2025-07-09',
    'extrem hohe Kontamination',
  ],
  [
    '2',
    'high',
    'Legionella spec. 2.300 KBE/100 ml in der Dusche Haus A, 1. OG links: hohe Kontamination, Warmwassertemperatur nur 49 °C.',
    'Haus A, 1. OG links, Dusche',
    'Gefährdungsanalyse nach § 51 TrinkwV veranlassen, Duschkopf und Schlauch tauschen.',
    null,
    'hohe Kontamination',
  ],
  [
    '3',
    'medium',
    'Technischer Maßnahmenwert (100 KBE/100 ml) in der Dusche Haus B, EG Mitte überschritten (480 KBE/100 ml).',
    'Haus B, EG Mitte, Dusche',
    'Hydraulischen Abgleich der Zirkulation prüfen, Nachuntersuchung.',
    null,
    'Maßnahmenwert überschritten',
  ],
  [
    '4',
    'low',
    'Austrittstemperatur am Trinkwassererwärmer mit 57,8 °C unter den geforderten 60 °C.',
    'Trinkwassererwärmer',
    'Reglereinstellung anpassen (DVGW W 551).',
    null,
    null,
  ],
];

export const report: SourceReport = {
  document: {
    kind: 'pdf',
    pdf: {
      font: 'helvetica',
      size: 9,
      producer: 'line',
      rules: false,
      letterhead: {
        name: 'Hygienelabor Isartal GmbH',
        lines: [
          'Akkreditiertes Prüflabor nach DIN EN ISO/IEC 17025 · Untersuchungsstelle nach § 40 TrinkwV',
          'Wolfratshauser Straße 190 · 81479 München · Telefon 089 74 90 31-0',
        ],
        right: ['Prüfbericht 25-04417', 'Datum: 09.07.2025'],
      },
      footer: [
        'Hygienelabor Isartal GmbH · Amtsgericht München HRB 201 773 · Geschäftsführung: Dr. rer. nat. Miriam Obermaier',
        'DAkkS D-PL-19318-01-00 · Die Ergebnisse beziehen sich ausschließlich auf die untersuchten Proben.',
      ],
      pageLabel: 'Blatt {i}/{n}',
      info: {
        title: 'Prüfbericht 25-04417',
        author: 'LIMS',
        creator: 'labLIMS 7.2',
        producer: 'labLIMS 7.2 PDF',
        created: '2025-07-09T13:00:00Z',
      },
      blocks: [
        { heading: 'Prüfbericht — Untersuchung auf Legionellen gemäß § 31 TrinkwV' },
        {
          fields: [
            ['Auftraggeber', 'Hestia Property Management GmbH, Niederlassung München'],
            ['Objekt', 'Wohnanlage Isarauen, Isarauenweg 3–7, 81379 München'],
            ['Anlage', 'Großanlage zur Trinkwassererwärmung, zentral (Heizraum Haus B)'],
            ['Probenahme', '01.07.2025, 08:15–10:40 Uhr, Probenehmer: T. Hallmeier'],
            ['Probeneingang', '01.07.2025'],
            ['Untersuchungszeitraum', '01.07.2025 – 08.07.2025'],
            ['Verfahren', 'DIN EN ISO 11731:2019-03, Zweckbestimmung b (systemische Untersuchung)'],
          ],
          labelWidth: 130,
        },
        { heading: 'Ergebnisse' },
        {
          table: {
            columns: [
              { title: 'Proben-Nr.', width: 70 },
              { title: 'Entnahmestelle', width: 190 },
              { title: 'T (°C)', width: 40, align: 'right' },
              { title: 'Legionella spec. KBE/100 ml', width: 85, align: 'right' },
              { title: 'Bewertung', width: 110 },
            ],
            rows: proben,
          },
        },
        {
          paragraph:
            'Technischer Maßnahmenwert nach Anlage 3 Teil 2 TrinkwV: 100 KBE/100 ml. Bewertung nach UBA-Empfehlung: > 100 mittlere, > 1.000 hohe, > 10.000 extrem hohe Kontamination.',
          size: 8,
        },
        { heading: 'Beurteilung und Maßnahmen' },
        ...befunde.flatMap(([number, , text, , action]) => [
          { paragraph: `${number}. ${text}` },
          { paragraph: `Maßnahme: ${action}` },
        ]),
        {
          paragraph:
            'Die Überschreitung des technischen Maßnahmenwertes wurde dem Gesundheitsamt München gemäß § 47 TrinkwV angezeigt. Die Heizungsanlage (Gaskessel) war nicht Gegenstand der Untersuchung.',
        },
        { paragraph: 'München, 09.07.2025 — Dr. M. Obermaier, Laborleitung' },
      ],
    },
  },
  truth: {
    id: 'de-trinkwasser-isarauen-2025',
    language: 'de',
    family: 'de-drinking-water-legionella',
    failure: null,
    metadata: {
      documentDate: '2025-07-09',
      author: 'Hygienelabor Isartal GmbH',
      provider: null,
      units: ['UNI-5'],
      technicalInstallations: ['TI-32'],
      equipment: ['EQ-18'],
    },
    findings: befunde.map(([number, priority, text, location, action, dueDate, grade]) =>
      finding(number, priority, text, { location, reference: number, action, dueDate, grade }),
    ),
  },
};
