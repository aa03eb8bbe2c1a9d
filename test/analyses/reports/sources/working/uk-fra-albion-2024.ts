import { finding, type SourceReport } from '../../generator/source-report.ts';

const actions: [string, string, string, string, string][] = [
  [
    '1',
    'Fire exit signage missing on the second floor landing of stair 2 (change of direction not indicated).',
    'Install photoluminescent directional signs to BS ISO 7010.',
    'Medium',
    '3 months',
  ],
  [
    '2',
    'Self-closing device on the second floor office entrance door (FD30S) has been removed.',
    'Refit an overhead door closer so that the door closes fully onto its latch.',
    'High',
    '1 month',
  ],
  [
    '3',
    'Ground floor electrical intake cupboard is not kept locked.',
    'Fit a lock and keep the key in the building manager’s key safe.',
    'Medium',
    '3 months',
  ],
  [
    '4',
    'Evacuation plan does not cover the café staff, who were not aware of the assembly point.',
    'Update the evacuation plan and brief the café operator’s staff.',
    'Low',
    '6 months',
  ],
];
const priority = { High: 'high', Medium: 'medium', Low: 'low' } as const;
const due: Record<string, string> = { '1 month': '2024-04-19', '3 months': '2024-06-19', '6 months': '2024-09-19' };

export const report: SourceReport = {
  document: {
    kind: 'pdf',
    pdf: {
      font: 'helvetica',
      size: 9,
      producer: 'word',
      rules: true,
      letterhead: {
        name: 'Pennine Fire Risk Consultants',
        lines: [
          'Fire safety risk assessment · training · consultancy',
          '3 Mill Yard, Hebden Bridge, West Yorkshire HX7 8AD · 01422 845 600',
        ],
        right: ['FRA ref. PFR/0231/24'],
      },
      footer: [
        'Pennine Fire Risk Consultants is a trading name of PFR Consulting Ltd, company no. 11223344, registered in England.',
      ],
      pageLabel: 'Page {i} of {n}',
      info: {
        title: 'FRA Albion House 2024',
        author: 'J. Brierley',
        creator: 'Microsoft® Word 2019',
        producer: 'Microsoft® Word 2019',
        created: '2024-03-19T10:00:00Z',
      },
      blocks: [
        { heading: 'Fire Risk Assessment' },
        {
          fields: [
            ['Premises', 'Albion House, 27 Whitworth Street West, Manchester M1 5ND'],
            ['Client', 'Hestia Property Management UK Ltd'],
            ['Assessed by', 'James Brierley, Senior Fire Risk Assessor'],
            ['Date of visit', '12/03/2024'],
            ['Issued', '19 March 2024'],
          ],
          labelWidth: 120,
        },
        { heading: 'Executive summary' },
        {
          paragraph:
            'The building is generally well managed. Overall risk: TOLERABLE. Four actions are recommended below; none requires immediate action. The fire detection and alarm system, emergency lighting and extinguishers were found to be maintained and tested.',
        },
        { heading: 'Hazards identified and controls in place' },
        {
          table: {
            columns: [
              { title: 'Topic', width: 180 },
              { title: 'Finding', width: 240 },
              { title: 'Adequate?', width: 75 },
            ],
            rows: [
              ['Electrical sources of ignition', 'EICR dated 2019 (due 2024); PAT testing by tenants', 'Yes'],
              ['Smoking', 'No smoking policy enforced; shelter in rear yard', 'Yes'],
              ['Arson', 'Bins stored in locked compound', 'Yes'],
              ['Heating', 'Gas boilers serviced annually (Calder Heating Services)', 'Yes'],
              ['Means of escape', 'Two protected stairs; travel distances within guidance', 'See action 1'],
              ['Fire doors', 'Generally good condition', 'See action 2'],
            ],
          },
        },
        { heading: 'Action plan' },
        {
          table: {
            columns: [
              { title: 'No.', width: 26, align: 'right' },
              { title: 'Observation', width: 190 },
              { title: 'Recommended action', width: 170 },
              { title: 'Priority', width: 50 },
              { title: 'Timescale', width: 59 },
            ],
            rows: actions,
          },
        },
        { paragraph: 'Priorities: High – within 1 month; Medium – within 3 months; Low – within 6 months.' },
        { paragraph: 'James Brierley — for Pennine Fire Risk Consultants — 19/03/2024' },
      ],
    },
  },
  truth: {
    id: 'uk-fra-albion-2024',
    language: 'en',
    family: 'uk-fire-risk-assessment',
    failure: null,
    metadata: {
      documentDate: '2024-03-19',
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
  },
};
