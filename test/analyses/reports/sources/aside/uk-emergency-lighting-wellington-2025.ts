import { finding, type SourceReport } from '../../generator/source-report.ts';

/** A BS 5266-1 periodic inspection and test certificate: luminaire schedule over pages, fails, then deviations. */
const areas = [
  'Ground floor entrance lobby',
  'Ground floor corridor',
  'Stair 1',
  'Stair 2',
  'Bin store',
  'Plant room',
  'Car park level -1',
  'Lift lobby',
];
const fails: Record<number, string> = {
  6: 'Luminaire failed 3 hour duration test (extinguished after 40 min); battery pack to be replaced.',
  19: 'Exit sign not illuminated in mains or emergency mode; lamp and inverter failed.',
  27: 'Luminaire head missing, wiring exposed at the ceiling rose; replace luminaire.',
  38: 'Charging indicator off, battery not charging; check supply and replace battery.',
};
const schedule = Array.from({ length: 48 }, (_, index) => {
  const number = index + 1;
  const area = `${areas[index % areas.length]}${index >= 16 && index % areas.length < 4 ? `, floor ${Math.floor(index / 8)}` : ''}`;
  const type = index % 4 === 0 ? 'Exit sign, maintained' : 'Bulkhead, non-maintained';
  return [
    `EL${String(number).padStart(2, '0')}`,
    area,
    type,
    fails[number] ? 'Fail' : 'Pass',
    fails[number] ? 'Fail' : 'Pass',
    fails[number] ?? '',
  ];
});
const deviations: [string, 'medium' | 'low', string, string][] = [
  [
    'D1',
    'medium',
    'No emergency luminaire covers the change of direction on the stair 2 landing between floors 3 and 4.',
    'Install an additional non-maintained luminaire on the landing.',
  ],
  [
    'D2',
    'low',
    'The emergency lighting log book has no entries for the monthly flick tests of August and September 2025.',
    'Record monthly functional tests in the log book.',
  ],
];

export const report: SourceReport = {
  document: {
    kind: 'pdf',
    pdf: {
      font: 'times',
      size: 9,
      producer: 'line',
      rules: true,
      letterhead: {
        name: 'Lumen Compliance Services Ltd',
        lines: [
          'Emergency lighting | Fire alarm | Electrical testing',
          'Unit 9, Kirkstall Industrial Park, Leeds LS5 3BT | 0113 274 9901',
        ],
        right: ['Certificate No. LCS-EL-25-3307', 'BS 5266-1:2016'],
      },
      footer: [
        'Lumen Compliance Services Ltd | Registered in England and Wales No. 09811254 | Registered office: Unit 9, Kirkstall Industrial Park, Leeds LS5 3BT | NICEIC approved contractor',
      ],
      pageLabel: 'Page {i} of {n}',
      info: {
        title: 'Emergency Lighting Periodic Inspection and Test Certificate',
        author: 'Lumen Compliance Services',
        creator: 'ELCert Online',
        producer: 'ELCert Online PDF',
        created: '2025-10-17T11:00:00Z',
      },
      blocks: [
        { heading: 'EMERGENCY LIGHTING PERIODIC INSPECTION AND TEST CERTIFICATE' },
        {
          fields: [
            ['Client', 'Hestia Property Management UK Ltd'],
            ['Premises', 'Wellington Court, 41 Wellington Road, Bradford BD2 3AF'],
            ['Test type', 'Annual full rated duration test (3 hours)'],
            ['Date of test', '14/10/2025'],
            ['Date of certificate', '17/10/2025'],
            ['Engineer', 'Callum Hirst'],
            ['System', 'Self-contained luminaires, 48 devices; central battery system: none'],
          ],
          labelWidth: 120,
        },
        { heading: 'Schedule of luminaires tested' },
        {
          table: {
            columns: [
              { title: 'Ref', width: 35 },
              { title: 'Location', width: 120 },
              { title: 'Type', width: 95 },
              { title: 'Function', width: 45 },
              { title: 'Duration', width: 45 },
              { title: 'Remedial action', width: 155 },
            ],
            rows: schedule,
          },
        },
        { heading: 'Deviations from BS 5266-1 and recommendations' },
        {
          table: {
            columns: [
              { title: 'No.', width: 30 },
              { title: 'Category', width: 75 },
              { title: 'Observation', width: 210 },
              { title: 'Recommended action', width: 180 },
            ],
            rows: deviations.map(([number, priority, text, action]) => [
              number,
              priority === 'medium' ? 'Deviation' : 'Recommendation',
              text,
              action,
            ]),
          },
        },
        {
          paragraph:
            'Result: the installation does NOT fully comply with BS 5266-1. 44 of 48 luminaires passed. Next annual test due October 2026.',
        },
        { paragraph: 'Signed: C. Hirst, for and on behalf of Lumen Compliance Services Ltd, 17/10/2025' },
      ],
    },
  },
  truth: {
    id: 'uk-emergency-lighting-wellington-2025',
    language: 'en',
    family: 'uk-emergency-lighting',
    failure: null,
    metadata: {
      documentDate: '2025-10-17',
      author: 'Lumen Compliance Services Ltd',
      provider: null,
      units: ['UNI-7'],
      technicalInstallations: ['TI-30'],
      equipment: [],
    },
    findings: [
      ...schedule
        .filter((row) => row[3] === 'Fail')
        .map(([ref, location, , , , text]) =>
          finding(ref!, 'high', text!, { location, reference: ref, grade: 'Fail' }),
        ),
      ...deviations.map(([number, priority, text, action]) =>
        finding(number, priority, text, {
          reference: number,
          action,
          grade: priority === 'medium' ? 'Deviation' : 'Recommendation',
        }),
      ),
    ],
  },
};
