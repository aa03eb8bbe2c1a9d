import { finding, type SourceReport } from '../../generator/source-report.ts';

const maengel: [string, string, 'geringfügiger Mangel' | 'erheblicher Mangel' | 'gefährlicher Mangel'][] = [
  [
    '01',
    'Fangvorrichtung: Bremsweg bei der Fangprobe außerhalb der Herstellerangaben (Einstellung prüfen).',
    'erheblicher Mangel',
  ],
  ['02', 'Notrufsystem: Sprachverbindung zur ständig besetzten Stelle kommt nicht zustande.', 'gefährlicher Mangel'],
  [
    '03',
    'Schachtgrube: Wasser in der Schachtgrube (ca. 3 cm), Ursache ermitteln und beseitigen.',
    'erheblicher Mangel',
  ],
  [
    '04',
    'Triebwerksraum: Zugangstür nicht selbstschließend, Schild „Zutritt für Unbefugte verboten“ fehlt.',
    'geringfügiger Mangel',
  ],
  ['05', 'Fahrkorbtür: Lichtgitter reagiert verzögert (Schließkraftbegrenzung prüfen).', 'geringfügiger Mangel'],
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
      font: 'courier',
      size: 10,
      producer: 'column',
      rules: true,
      letterhead: {
        name: 'Hanseatische Prüfgesellschaft mbH',
        lines: ['Zugelassene Überwachungsstelle (ZÜS) für Aufzugsanlagen', 'Überseering 33 · 22297 Hamburg'],
        right: ['Prüfbescheinigung', 'Nr. HPG-A-2024-08815'],
      },
      footer: [
        'Hanseatische Prüfgesellschaft mbH · Amtsgericht Hamburg HRB 99 371 · Benannte ZÜS-Kennnummer 4712 · www.hpg-hamburg.de',
      ],
      pageLabel: 'Blatt {i}/{n}',
      info: {
        title: 'HPG-A-2024-08815',
        author: 'HPG',
        creator: 'ZÜS-Suite 9',
        producer: 'ReportLab PDF Library - www.reportlab.com',
        created: '2024-12-03T07:00:00Z',
      },
      blocks: [
        { heading: 'Prüfbescheinigung über die wiederkehrende Prüfung (Hauptprüfung)' },
        { paragraph: 'einer Aufzugsanlage nach § 16 BetrSichV i.V.m. Anhang 2 Abschnitt 2' },
        {
          fields: [
            ['Betreiber', 'Hestia Property Management GmbH, Ballindamm 17, 20095 Hamburg'],
            ['Standort', 'Bürohaus Hammerbrook, Süderstraße 24, 20097 Hamburg'],
            ['Anlage', 'Aufzug 2 (Personenaufzug, Treppenhaus B), Fabrik-Nr. 4471-0932, Baujahr 2006'],
            ['Hersteller / Wartung', 'Schindler / Hanse Lift Service GmbH'],
            ['Tragfähigkeit / Haltestellen', '1000 kg / 13 Personen / 7 Haltestellen'],
            ['Prüfdatum', '28.11.2024'],
            ['Sachverständiger', 'Dipl.-Ing. Kai Brettschneider'],
          ],
          labelWidth: 150,
        },
        { pageBreak: true },
        { heading: 'Prüfergebnis' },
        {
          paragraph:
            'Bei der Prüfung wurden erhebliche Mängel festgestellt. Gegen den Weiterbetrieb bestehen nach sofortiger Beseitigung des gefährlichen Mangels (Notruf) keine Bedenken. Eine Nachprüfung ist erforderlich bis: 28.02.2025.',
        },
        { heading: 'Mängel' },
        {
          table: {
            columns: [
              { title: 'Nr.', width: 30, align: 'right' },
              { title: 'Feststellung', width: 330 },
              { title: 'Bewertung', width: 135 },
            ],
            rows: maengel,
          },
        },
        { heading: 'Bewertung der Mängel (Legende)' },
        {
          list: [
            'geringfügiger Mangel: Beseitigung durch den Betreiber, keine Nachprüfung',
            'erheblicher Mangel: Beseitigung und Nachprüfung durch die ZÜS',
            'gefährlicher Mangel: Anlage ist bis zur Beseitigung stillzusetzen',
          ],
        },
        { heading: 'Prüffristen' },
        {
          fields: [
            ['Nächste Zwischenprüfung', '11/2025'],
            ['Nächste Hauptprüfung', '11/2026'],
          ],
          labelWidth: 150,
        },
        { paragraph: 'Hamburg, den 03.12.2024 — Der Sachverständige: Kai Brettschneider' },
      ],
    },
  },
  truth: {
    id: 'de-aufzug-hammerbrook-2024',
    language: 'de',
    family: 'de-lift-inspection',
    failure: null,
    metadata: {
      documentDate: '2024-12-03',
      author: 'Hanseatische Prüfgesellschaft mbH',
      provider: 'PRV-6',
      units: ['UNI-4'],
      technicalInstallations: ['TI-13'],
      equipment: [],
    },
    findings: maengel.map(([nr, text, grade]) =>
      finding(`m${nr}`, priority[grade], text, {
        reference: nr,
        grade,
        dueDate: grade === 'gefährlicher Mangel' ? '2024-12-03' : grade === 'erheblicher Mangel' ? '2025-02-28' : null,
      }),
    ),
  },
};
