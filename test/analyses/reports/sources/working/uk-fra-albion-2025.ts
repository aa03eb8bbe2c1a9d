import { finding, type SourceReport } from '../../generator/source-report.ts';

const actions: [string, string, string, string, string][] = [
  [
    '1',
    'Fire door to the basement plant room (FD30S) has a 12 mm gap at the head and the intumescent strip is missing.',
    'Adjust door and replace intumescent and smoke seals; fire door contractor to certify.',
    'High',
    '1 month',
  ],
  [
    '2',
    'Final exit door from stair 2 was found locked with a padlock and chain during the assessment.',
    'Remove padlock immediately; fit a push bar or emergency exit device to BS EN 1125.',
    'Immediate',
    'Immediate',
  ],
  [
    '3',
    'Combustible storage (cardboard, furniture) in the ground floor electrical intake cupboard.',
    'Remove storage and keep the cupboard locked; add to caretaker checks.',
    'High',
    '1 month',
  ],
  [
    '4',
    'No record of weekly fire alarm tests since January 2025 in the fire log book.',
    'Resume weekly call point tests and record them.',
    'Medium',
    '3 months',
  ],
  [
    '5',
    'Fire action notices on floors 3 and 4 refer to the former assembly point.',
    'Replace fire action notices with the current assembly point (Sackville Street).',
    'Low',
    '12 months',
  ],
  [
    '6',
    'Fire-stopping breached where new data cables pass through the compartment wall of the second floor riser.',
    'Reinstate fire-stopping with an approved system; photographic record to be kept.',
    'Medium',
    '3 months',
  ],
];
const priority = { Immediate: 'critical', High: 'high', Medium: 'medium', Low: 'low' } as const;
const due: Record<string, string> = {
  Immediate: '2025-03-21',
  '1 month': '2025-04-21',
  '3 months': '2025-06-21',
  '12 months': '2026-03-21',
};

export const report: SourceReport = {
  document: {
    kind: 'pdf',
    pdf: {
      font: 'times',
      size: 10.5,
      producer: 'line',
      rules: true,
      letterhead: {
        name: 'Pennine Fire Risk Consultants',
        lines: [
          'Fire safety risk assessment · training · consultancy',
          '3 Mill Yard, Hebden Bridge, West Yorkshire HX7 8AD · 01422 845 600',
        ],
        right: ['FRA ref. PFR/0419/25', 'PAS 79-1:2020 methodology'],
      },
      footer: [
        'Pennine Fire Risk Consultants is a trading name of PFR Consulting Ltd, company no. 11223344, registered in England. Assessor registered with the IFE Fire Risk Assessor Register.',
      ],
      pageLabel: '{i}',
      info: {
        title: 'FRA Albion House 2025',
        author: 'R. Hargreaves',
        creator: 'Microsoft® Word 2019',
        producer: 'Microsoft® Word 2019',
        created: '2025-03-21T10:00:00Z',
      },
      blocks: [
        { heading: 'FIRE RISK ASSESSMENT — Albion House' },
        {
          fields: [
            [
              'Premises',
              'Albion House, 27 Whitworth Street West, Manchester M1 5ND — six-storey office building, ground floor café',
            ],
            ['Responsible person', 'Hestia Property Management UK Ltd'],
            ['Assessor', 'Rachel Hargreaves MIFireE'],
            ['Date of assessment', 'Friday 14 March 2025'],
            ['Date of report', '21st March 2025'],
            ['Review date', 'March 2026 or sooner if significant change'],
          ],
          labelWidth: 130,
        },
        { pageBreak: true },
        { heading: 'Description of the premises' },
        {
          paragraph:
            'Albion House is a six-storey former warehouse (ground plus five) converted to offices in 1998, of brick and cast iron frame construction with timber floors overlaid with concrete screed. Two protected stairways serve all floors; stair 1 is also served by the passenger lift. The ground floor café (Albion Coffee Co.) is separated from the office entrance by a 60-minute fire-resisting wall. The basement contains the plant room (gas-fired boilers), the electrical intake and tenant storage.',
        },
        {
          fields: [
            ['Maximum occupancy', 'approx. 320 (offices) + 45 (café)'],
            ['Sleeping risk', 'None'],
            ['Evacuation strategy', 'Simultaneous evacuation'],
            ['Fire alarm', 'Category L2 to BS 5839-1, addressable, monitored'],
            ['Emergency lighting', 'Non-maintained, 3 h, to BS 5266-1'],
            ['Sprinklers', 'None'],
          ],
          labelWidth: 130,
        },
        { heading: 'Overall risk rating' },
        {
          paragraph:
            'Likelihood of fire: Medium. Potential consequences: Moderate harm. Overall risk: MODERATE — the significant findings below must be addressed within the timescales given.',
        },
        { heading: 'Fire safety arrangements found satisfactory' },
        {
          list: [
            'Fire detection and alarm system (L2) serviced quarterly by the maintenance contractor — satisfactory',
            'Emergency lighting: monthly tests recorded, annual duration test March 2025 — satisfactory',
            'Portable fire extinguishers serviced February 2025 — satisfactory',
            'Staff fire training: last session November 2024',
          ],
        },
        { heading: 'Actions from the previous assessment (March 2024)' },
        {
          paragraph:
            'All 4 actions of the previous assessment are recorded as complete (signage, door closer on floor 2, cupboard lock, evacuation plan update).',
        },
        { heading: 'Significant findings and action plan' },
        {
          table: {
            columns: [
              { title: 'Ref', width: 26, align: 'right' },
              { title: 'Finding', width: 180 },
              { title: 'Action required', width: 170 },
              { title: 'Priority', width: 55 },
              { title: 'Timescale', width: 64 },
            ],
            rows: actions,
          },
        },
        { heading: 'Priority definitions' },
        {
          paragraph:
            'Immediate: before the assessor leaves site or within 24 hours. High: within 1 month. Medium: within 3 months. Low: within 12 months or at next refurbishment.',
        },
        { paragraph: 'Signed: Rachel Hargreaves, for Pennine Fire Risk Consultants — 21/03/2025' },
      ],
    },
  },
  truth: {
    id: 'uk-fra-albion-2025',
    language: 'en',
    family: 'uk-fire-risk-assessment',
    failure: null,
    metadata: {
      documentDate: '2025-03-21',
      author: 'Pennine Fire Risk Consultants',
      provider: 'PRV-9',
      units: ['UNI-6'],
      technicalInstallations: ['TI-20'],
      equipment: [],
    },
    findings: actions.map(([ref, text, action, grade, timescale]) =>
      finding(`a${ref}`, priority[grade as keyof typeof priority], text, {
        reference: ref,
        action,
        grade,
        dueDate: due[timescale] ?? null,
      }),
    ),
    comparison: { previous: 'uk-fra-albion-2024', continues: {} },
  },
};
