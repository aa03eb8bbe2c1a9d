import { finding, type SourceReport } from '../../generator/source-report.ts';

/** A fire door inspection report: one row per door, each door compliant or to replace, repair or monitor. */
const doors: [string, string, string, string, string, string][] = [
  ['FD-G01', 'Ground floor, stair 1 lobby', 'FD30S', 'Compliant', '', ''],
  [
    'FD-G02',
    'Ground floor, electrical intake cupboard',
    'FD30',
    'Repair',
    'Gap at the leading edge 6 mm (max 4 mm); intumescent strip painted over.',
    'Adjust hinges, fit new 15 x 4 mm intumescent strip.',
  ],
  ['FD-G03', 'Ground floor, bin store', 'FD30', 'Compliant', '', ''],
  [
    'FD-B01',
    'Basement, plant room',
    'FD60',
    'Replace',
    'Door leaf delaminated and holed by a pallet truck; certification label illegible, fire rating cannot be confirmed.',
    'Replace door set with a certified FD60 door set.',
  ],
  ['FD-B02', 'Basement, store', 'FD30', 'Compliant', '', ''],
  ['FD-101', '1st floor, stair 1', 'FD30S', 'Compliant', '', ''],
  [
    'FD-102',
    '1st floor, stair 2',
    'FD30S',
    'Repair',
    'Overhead closer does not close the door into the frame from 90°; latch does not engage.',
    'Replace overhead closer and adjust.',
  ],
  ['FD-201', '2nd floor, stair 1', 'FD30S', 'Compliant', '', ''],
  [
    'FD-202',
    '2nd floor, riser cupboard',
    'FD30',
    'Monitor',
    'Minor damage to the door leaf edge; no effect on performance at present.',
    'Re-inspect at the next survey.',
  ],
  ['FD-301', '3rd floor, stair 1', 'FD30S', 'Compliant', '', ''],
  [
    'FD-302',
    '3rd floor, stair 2',
    'FD30S',
    'Repair',
    'Smoke seal missing along the hanging edge; glazing bead loose.',
    'Fit smoke seal and refix glazing bead with intumescent glazing system.',
  ],
  ['FD-401', '4th floor, stair 1', 'FD30S', 'Compliant', '', ''],
  ['FD-402', '4th floor, stair 2', 'FD30S', 'Compliant', '', ''],
  [
    'FD-403',
    '4th floor, tenant kitchen',
    'FD30',
    'Monitor',
    'Door wedged open at the time of inspection; no hold-open device.',
    'Remove wedge; consider a BS EN 1155 hold-open device linked to the fire alarm.',
  ],
];
const priorities = { Replace: 'high', Repair: 'medium', Monitor: 'low' } as const;

export const report: SourceReport = {
  document: {
    kind: 'pdf',
    pdf: {
      font: 'helvetica',
      size: 8.5,
      producer: 'word',
      rules: true,
      letterhead: {
        name: 'Doorguard Fire Door Inspections',
        lines: [
          'FDIS certificated fire door inspectors',
          '3 Jutland Street, Manchester M1 2BE | 0161 850 3319 | surveys@doorguard.co.uk',
        ],
        right: ['Report DG-5561', 'Fire door survey'],
      },
      footer: [
        'Doorguard Fire Door Inspections is a trading name of Doorguard Compliance Ltd, Company No. 11402876, registered in England and Wales.',
      ],
      pageLabel: '{i}/{n}',
      info: {
        title: 'Fire Door Inspection Report DG-5561',
        author: 'Doorguard',
        creator: 'Microsoft Word',
        producer: 'Microsoft: Print To PDF',
        created: '2025-04-09T09:00:00Z',
      },
      blocks: [
        { heading: 'Fire Door Inspection Report' },
        {
          fields: [
            ['Property', 'Albion House, 27 Whitworth Street West, Manchester M1 5ND'],
            ['Responsible person', 'Hestia Property Management UK Ltd'],
            ['Inspection date', '3 April 2025'],
            ['Report date', '8 April 2025'],
            ['Inspector', 'Martin Doyle, FDIS Diploma'],
            ['Legislation', 'Regulatory Reform (Fire Safety) Order 2005; Fire Safety (England) Regulations 2022'],
            ['Doors inspected', '14 communal fire doors; flat entrance and tenant demise doors excluded'],
          ],
          labelWidth: 120,
        },
        {
          paragraph:
            'Outcome key: Compliant — no action. Monitor — minor issue, re-inspect at the next survey. Repair — remedial work by a competent fire door installer. Replace — the door set cannot be repaired to its fire rating and must be replaced.',
        },
        {
          table: {
            columns: [
              { title: 'Door ref', width: 45 },
              { title: 'Location', width: 90 },
              { title: 'Rating', width: 38 },
              { title: 'Outcome', width: 52 },
              { title: 'Defects found', width: 150 },
              { title: 'Remedial action', width: 120 },
            ],
            rows: doors,
          },
        },
        {
          fields: [
            ['Compliant', '8'],
            ['Monitor', '2'],
            ['Repair', '3'],
            ['Replace', '1'],
          ],
          labelWidth: 80,
        },
        { paragraph: 'Martin Doyle, for Doorguard Fire Door Inspections — 8 April 2025' },
      ],
    },
  },
  truth: {
    id: 'uk-fire-doors-albion-2025',
    language: 'en',
    family: 'uk-fire-door-inspection',
    failure: null,
    metadata: {
      documentDate: '2025-04-08',
      author: 'Doorguard Fire Door Inspections',
      provider: null,
      units: ['UNI-6'],
      technicalInstallations: [],
      equipment: [],
    },
    findings: doors
      .filter(([, , , outcome]) => outcome !== 'Compliant')
      .map(([ref, location, , outcome, text, action]) =>
        finding(ref, priorities[outcome as keyof typeof priorities], text, {
          location,
          reference: ref,
          action,
          grade: outcome,
        }),
      ),
  },
};
