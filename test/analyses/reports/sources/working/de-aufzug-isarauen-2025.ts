import { finding, type SourceReport } from '../../generator/source-report.ts';

const maengel: [string, string, 'geringfügiger Mangel' | 'erheblicher Mangel' | 'gefährlicher Mangel'][] = [
  ['1', 'Die Schachtbeleuchtung ist teilweise ausgefallen (oberer Schachtbereich dunkel).', 'erheblicher Mangel'],
  ['2', 'Am Fahrkorbdach fehlt die Kennzeichnung der Notbefreiungsanleitung.', 'geringfügiger Mangel'],
  ['3', 'Die Halteseile der Türaufhängung im 3. OG zeigen deutliche Verschleißspuren.', 'erheblicher Mangel'],
  ['4', 'Der Betreiber hat die Gefährdungsbeurteilung für die Aufzugsanlage nicht vorgelegt.', 'geringfügiger Mangel'],
];
const priority = {
  'geringfügiger Mangel': 'medium',
  'erheblicher Mangel': 'high',
  'gefährlicher Mangel': 'critical',
} as const;

export const report: SourceReport = {
  document: {
    kind: 'pdf',
    pdf: {
      font: 'helvetica',
      size: 9.5,
      producer: 'line',
      rules: false,
      letterhead: {
        name: 'SAP Süddeutsche Anlagenprüfung GmbH',
        lines: [
          'Niederlassung München · Landsberger Straße 302 · 80687 München',
          'Telefon 089 54 64 90-0 · aufzug@sap-pruefung.de',
        ],
      },
      footer: [
        'SAP Süddeutsche Anlagenprüfung GmbH · Sitz München · Registergericht München HRB 204 718 · zugelassene Überwachungsstelle nach § 37 ProdSG',
      ],
      pageLabel: 'Seite {i}/{n}',
      info: {
        title: 'Pruefbericht Aufzug',
        author: 'SAP',
        creator: 'Microsoft Word',
        producer: 'Microsoft: Print To PDF',
        created: '2025-05-14T13:00:00Z',
      },
      blocks: [
        { paragraph: 'Hestia Property Management GmbH · Objektbetreuung München · Leopoldstraße 31 · 80802 München' },
        { paragraph: 'München, den 14. Mai 2025' },
        { heading: 'Prüfbericht Zwischenprüfung Aufzugsanlage – Aufzug 1' },
        {
          paragraph:
            'Objekt: Wohnanlage Isarauen, Auenstraße 88, 80469 München — Personenaufzug Haus 1, Fabriknummer 21-55817 (ThyssenKrupp, 2011) — Prüfung am 06.05.2025 durch Sachverständige Dipl.-Ing. Sabine Ortner',
        },
        { heading: 'Prüfumfang' },
        {
          paragraph:
            'Zwischenprüfung nach § 16 BetrSichV: Sicht- und Funktionsprüfung der Sicherheitseinrichtungen, Notrufsystem, Türverriegelungen, Fangvorrichtung (ohne Belastung). Die Prüfung des Notrufsystems verlief ohne Beanstandung.',
        },
        { heading: 'Festgestellte Mängel' },
        { list: maengel.map(([nr, text, grade]) => `${nr}. ${text} (${grade})`) },
        { heading: 'Ergebnis' },
        {
          paragraph:
            'Erhebliche Mängel: 2. Die Beseitigung der erheblichen Mängel ist uns bis zum 15.07.2025 schriftlich anzuzeigen; eine Nachprüfung vor Ort erfolgt. Gegen den Weiterbetrieb bestehen keine Bedenken.',
        },
        { paragraph: 'Mit freundlichen Grüßen — Sabine Ortner, Sachverständige für Aufzugsanlagen' },
      ],
    },
  },
  truth: {
    id: 'de-aufzug-isarauen-2025',
    language: 'de',
    family: 'de-lift-inspection',
    failure: null,
    metadata: {
      documentDate: '2025-05-14',
      author: 'SAP Süddeutsche Anlagenprüfung GmbH',
      provider: null,
      units: ['UNI-5'],
      technicalInstallations: ['TI-16'],
      equipment: [],
    },
    findings: maengel.map(([nr, text, grade]) =>
      finding(`m${nr}`, priority[grade], text, {
        reference: nr,
        grade,
        dueDate: grade === 'erheblicher Mangel' ? '2025-07-15' : null,
      }),
    ),
  },
};
