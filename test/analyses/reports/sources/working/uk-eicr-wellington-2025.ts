import { finding, type SourceReport } from '../../generator/source-report.ts';

const observations: [string, string, 'C1' | 'C2' | 'C3' | 'FI'][] = [
  [
    '1',
    'Main distribution board: no RCD protection for the final circuits supplying the communal socket-outlets (circuits 4, 5).',
    'C2',
  ],
  ['2', 'Bin store: bulkhead luminaire damaged, lamp holder exposed.', 'C2'],
  ['3', 'Landlord’s lighting circuit 9 could not be traced; suspected buried junction box.', 'FI'],
  ['4', 'No surge protection device fitted at the origin.', 'C3'],
];
const priority = { C1: 'critical', C2: 'high', FI: 'medium', C3: 'low' } as const;

export const report: SourceReport = {
  document: {
    kind: 'pdf',
    pdf: {
      font: 'courier',
      size: 8,
      producer: 'column',
      rules: false,
      letterhead: {
        name: 'Brightwire Compliance Ltd',
        lines: [
          'Electrical testing & compliance · Leeds · Bradford · York',
          '5 Aire Street, Leeds LS1 4PR · 0113 243 0091',
        ],
      },
      footer: [
        'Brightwire Compliance Ltd (Co. No. 12456789) · NAPIT registered · Certificate produced with ElecCert Pro',
      ],
      pageLabel: 'Page {i} of {n}',
      info: {
        title: 'EICR',
        author: 'Brightwire',
        creator: 'ElecCert Pro',
        producer: 'ElecCert Pro',
        created: '2025-05-02T09:00:00Z',
      },
      blocks: [
        { heading: 'Electrical Installation Condition Report' },
        {
          fields: [
            ['Client', 'Hestia Property Management UK Ltd'],
            ['Installation', 'Wellington Court, 40 Wellington Street, Leeds LS1 2DE — landlord’s supply'],
            ['Inspection date', '28 April 2025'],
            ['Report issued', '2 May 2025'],
            ['Inspector', 'Priya Nair'],
          ],
          labelWidth: 120,
        },
        { heading: 'Summary' },
        {
          paragraph:
            'Overall condition: UNSATISFACTORY (C2 observations). Remedial work recommended within 28 days for C2 items.',
        },
        { heading: 'Observations' },
        {
          table: {
            columns: [
              { title: 'No', width: 30, align: 'right' },
              { title: 'Observation', width: 400 },
              { title: 'Code', width: 65 },
            ],
            rows: observations,
          },
        },
        {
          paragraph:
            'Codes: C1 danger present; C2 potentially dangerous; C3 improvement recommended; FI further investigation required.',
        },
        { heading: 'Limitations' },
        {
          paragraph:
            'Flats were not inspected (tenants’ installations). Fire alarm system and door entry system excluded.',
        },
        { paragraph: 'Next inspection recommended: April 2030. Signed P. Nair, 02/05/2025' },
      ],
    },
  },
  truth: {
    id: 'uk-eicr-wellington-2025',
    language: 'en',
    family: 'uk-eicr',
    failure: null,
    metadata: {
      documentDate: '2025-05-02',
      author: 'Brightwire Compliance Ltd',
      provider: null,
      units: ['UNI-7'],
      technicalInstallations: ['TI-23'],
      equipment: ['EQ-12'],
    },
    findings: observations.map(([nr, text, code]) =>
      finding(`k${nr}`, priority[code], text, {
        reference: nr,
        grade: code,
        dueDate: code === 'C2' ? '2025-05-30' : null,
      }),
    ),
  },
};
