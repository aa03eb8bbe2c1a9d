import { finding, type SourceReport } from '../../generator/source-report.ts';

const observations: [string, string, 'C1' | 'C2' | 'C3' | 'FI', string][] = [
  ['1', 'DB3 (first floor riser): blanking plate missing at way 7, live busbar accessible.', 'C1', 'No'],
  ['2', 'Socket-outlet in rear yard not provided with additional protection by a 30 mA RCD.', 'C2', 'No'],
  ['3', 'Main protective bonding conductor to incoming gas pipework not present (basement plant room).', 'C2', 'No'],
  [
    '4',
    'Insulation resistance of 0.4 megohms recorded on circuit 12 (third floor lighting). Cause to be investigated.',
    'FI',
    'Yes',
  ],
  [
    '5',
    'Consumer unit in caretaker’s flat of combustible construction (plastic enclosure) located under the stairs.',
    'C3',
    'No',
  ],
  ['6', 'Cable containment lid missing in ground floor corridor above reception.', 'C3', 'No'],
];
const priority = { C1: 'critical', C2: 'high', FI: 'medium', C3: 'low' } as const;

export const report: SourceReport = {
  document: {
    kind: 'pdf',
    pdf: {
      font: 'helvetica',
      size: 10,
      producer: 'word',
      rules: true,
      letterhead: {
        name: 'Northpoint Electrical Testing Ltd',
        lines: [
          'Unit 4, Trafford Park Business Centre, Manchester M17 1RN',
          '0161 872 4409 · testing@northpoint-electrical.co.uk',
        ],
        right: ['Certificate No. NPT-EICR-24-1187', 'NICEIC Approved Contractor'],
      },
      footer: [
        'Northpoint Electrical Testing Ltd. Registered in England & Wales No. 09876543. Registered office: 12 Quay Street, Manchester M3 3HN. VAT GB 231 4478 90.',
        'This report is based on the model form in BS 7671:2018+A2:2022. It is valid only if accompanied by all schedules.',
      ],
      pageLabel: 'Page {i} of {n}',
      info: {
        title: 'EICR Albion House',
        author: 'Northpoint',
        creator: 'Easycert 3',
        producer: 'Easycert PDF',
        created: '2024-06-07T15:20:00Z',
      },
      blocks: [
        { heading: 'ELECTRICAL INSTALLATION CONDITION REPORT' },
        {
          fields: [
            ['A. Client', 'Hestia Property Management UK Ltd, 1 Spinningfields Square, Manchester M3 3AP'],
            [
              'Installation address',
              'Albion House, 27 Whitworth Street West, Manchester M1 5ND (landlord’s supply and common parts)',
            ],
            ['B. Purpose of the report', 'Periodic inspection (5-year interval, insurer requirement)'],
            ['Date(s) of inspection', '3rd and 4th June 2024'],
            ['Date of report', '7th June 2024'],
            ['Inspector', 'Gary Whitfield (Qualified Supervisor)'],
            ['Previous inspection', 'EICR dated 11 May 2019, ref. PMS/2019/552 (other contractor)'],
          ],
          labelWidth: 140,
        },
        { pageBreak: true },
        { heading: 'D. Extent and limitations' },
        {
          paragraph:
            'Landlord’s main switchroom, distribution boards DB1 to DB5, common area lighting and power, plant room. Limitations: 10 % of accessories inspected in tenant areas; emergency lighting not tested as part of this inspection (separate BS 5266 certification required); fire alarm system excluded.',
        },
        { heading: 'I. Supply characteristics and earthing arrangements' },
        {
          fields: [
            ['System type', 'TN-C-S (PME)'],
            ['Nominal voltage', '400 V three-phase / 230 V single-phase, 50 Hz'],
            ['Prospective fault current', '6.2 kA'],
            ['External loop impedance Ze', '0.16 ohms'],
            ['Supply protective device', 'BS 88-3, 400 A'],
            ['Main switch', 'BS EN 60947-3, 400 A, 4 pole'],
            ['Earthing conductor', '70 mm² copper, continuity verified'],
            ['Main protective bonding', 'Water: yes. Gas: no (see item 3). Structural steel: yes.'],
          ],
          labelWidth: 160,
        },
        { heading: 'Distribution boards covered by this report' },
        {
          table: {
            columns: [
              { title: 'Board', width: 70 },
              { title: 'Location', width: 200 },
              { title: 'Ways', width: 60, align: 'right' },
              { title: 'Zs max (ohms)', width: 80, align: 'right' },
              { title: 'Result', width: 85 },
            ],
            rows: [
              ['DB1', 'Main switchroom, basement', '24', '0.41', 'Satisfactory'],
              ['DB2', 'Ground floor riser', '18', '0.63', 'Satisfactory'],
              ['DB3', 'First floor riser', '18', '0.71', 'See item 1'],
              ['DB4', 'Second floor riser', '18', '0.69', 'Satisfactory'],
              ['DB5', 'Plant room', '12', '0.38', 'Satisfactory'],
              ['CU-F', 'Caretaker’s flat', '8', '0.92', 'See item 5'],
            ],
          },
        },
        { heading: 'E. Summary of the condition of the installation' },
        {
          paragraph:
            'Overall assessment of the installation: UNSATISFACTORY. An unsatisfactory assessment is given because of the C1 and C2 observations listed in section K. The C1 observation was made safe on the day (temporary blanking fitted) and is recorded for permanent remedy.',
        },
        { heading: 'Classification codes' },
        {
          list: [
            'C1 – Danger present. Risk of injury. Immediate remedial action required.',
            'C2 – Potentially dangerous – urgent remedial action required.',
            'C3 – Improvement recommended.',
            'FI – Further investigation required without delay.',
          ],
        },
        { heading: 'K. Observations and recommendations' },
        {
          table: {
            columns: [
              { title: 'Item No.', width: 40, align: 'right' },
              { title: 'Observation(s)', width: 320 },
              { title: 'Code', width: 45 },
              { title: 'Further investigation?', width: 90 },
            ],
            rows: observations,
          },
        },
        { heading: 'Schedule of inspections (extract)' },
        {
          table: {
            columns: [
              { title: 'Item', width: 40 },
              { title: 'Description', width: 380 },
              { title: 'Outcome', width: 75 },
            ],
            rows: [
              ['1.1', 'Service cable, service head, earthing arrangement', 'Pass'],
              ['3.1', 'Presence and adequacy of earthing conductor', 'Pass'],
              ['4.4', 'Presence of main protective bonding conductors', 'C2'],
              ['5.12', 'Provision of additional protection by RCD (socket-outlets)', 'C2'],
              ['6.1', 'Condition of accessories including socket-outlets and switches', 'Pass'],
              ['7.1', 'Presence of fire barriers and seals', 'LIM'],
              ['8.2', 'Location(s) containing a bath or shower', 'N/A'],
            ],
          },
        },
        { heading: 'G. Declaration' },
        {
          paragraph:
            'I, being the person responsible for the inspection and testing of the electrical installation, certify that the information in this report, including the observations and the attached schedules, provides an accurate assessment of the condition of the installation at the time it was inspected. Recommended date of next inspection: June 2029, subject to the remedial works.',
        },
        {
          fields: [
            ['Signed', 'G. Whitfield'],
            ['Reviewed by', 'Lisa Carr, Technical Manager'],
            ['Date', '07/06/2024'],
          ],
          labelWidth: 140,
        },
      ],
    },
  },
  truth: {
    id: 'uk-eicr-albion-2024',
    language: 'en',
    family: 'uk-eicr',
    failure: null,
    metadata: {
      documentDate: '2024-06-07',
      author: 'Northpoint Electrical Testing Ltd',
      provider: 'PRV-8',
      units: ['UNI-6'],
      technicalInstallations: ['TI-18'],
      equipment: [],
    },
    findings: observations.map(([item, text, code]) =>
      finding(`k${item}`, priority[code], text, {
        reference: item,
        grade: code,
        dueDate: code === 'C1' ? '2024-06-07' : null,
      }),
    ),
  },
};
