import { finding, type SourceReport } from '../../generator/source-report.ts';

const risks: [string, string, string, string, string][] = [
  [
    'R1',
    'Cold water storage tank (roof plant room)',
    'Tank lid not close fitting, insect screen on overflow missing; debris and sediment on tank base.',
    'Fit a close-fitting lid and screens (WRAS approved); clean and disinfect the tank.',
    'High',
  ],
  [
    'R2',
    'Calorifier (basement)',
    'Calorifier flow temperature 54 °C at time of survey (should be at least 60 °C).',
    'Raise the set point to 60 °C and record monthly temperatures.',
    'High',
  ],
  [
    'R3',
    'Flats 3, 7 and 11 (vacant)',
    'Little-used outlets in vacant flats are not flushed.',
    'Introduce weekly flushing of little-used outlets and keep records.',
    'Medium',
  ],
  [
    'R4',
    'Plant room',
    'Dead leg of approx. 2 m on the former kitchen supply.',
    'Remove dead leg back to the main circulating pipework.',
    'Medium',
  ],
  [
    'R5',
    'Management',
    'Written scheme of control not reviewed since 2021; responsible person not named.',
    'Review the written scheme and appoint a named responsible person.',
    'Low',
  ],
];
const priority = { High: 'high', Medium: 'medium', Low: 'low' } as const;

export const report: SourceReport = {
  document: {
    kind: 'pdf',
    pdf: {
      font: 'helvetica',
      size: 10,
      producer: 'word',
      rules: true,
      letterhead: {
        name: 'Aquacert Water Hygiene Ltd',
        lines: [
          'Legionella risk assessment · water treatment · sampling',
          'Unit 12, Thorp Arch Estate, Wetherby LS23 7BJ · 01937 845 300',
        ],
        right: ['Job AQ-24-3391'],
      },
      footer: [
        'Aquacert Water Hygiene Ltd · Company No. 07766554 · Members of the Legionella Control Association (LCA) · Assessment in accordance with ACoP L8 and HSG274 Part 2',
      ],
      pageLabel: 'Page {i} of {n}',
      info: {
        title: 'LRA Wellington Court',
        author: 'Aquacert',
        creator: 'Aquacert Survey App',
        producer: 'wkhtmltopdf 0.12.6',
        created: '2024-08-30T10:00:00Z',
      },
      blocks: [
        { heading: 'LEGIONELLA RISK ASSESSMENT' },
        {
          fields: [
            ['Site', 'Wellington Court, 40 Wellington Street, Leeds LS1 2DE'],
            ['Client', 'Hestia Property Management UK Ltd'],
            ['Survey date', 'Tuesday 27th August 2024'],
            ['Report date', '30th August 2024'],
            ['Assessor', 'Dean Fawcett, LCA registered'],
            ['Review date', 'August 2026'],
          ],
          labelWidth: 120,
        },
        { pageBreak: true },
        { heading: 'Summary' },
        {
          paragraph:
            'Overall risk rating: MEDIUM. The domestic water system comprises a cold water storage tank (2,500 litres, roof plant room) and a gas-fired calorifier serving 24 flats. The calorifier temperature and the condition of the storage tank are the main risk factors.',
        },
        { heading: 'Sampling results' },
        {
          table: {
            columns: [
              { title: 'Sample point', width: 250 },
              { title: 'Legionella (cfu/l)', width: 125, align: 'right' },
              { title: 'Result', width: 120 },
            ],
            rows: [
              ['Calorifier drain', '< 100', 'Not detected'],
              ['Flat 7 kitchen hot tap', '< 100', 'Not detected'],
              ['CWST outlet', '< 100', 'Not detected'],
            ],
          },
        },
        { heading: 'Risk items and recommendations' },
        {
          table: {
            columns: [
              { title: 'Ref', width: 30 },
              { title: 'Asset / area', width: 90 },
              { title: 'Observation', width: 160 },
              { title: 'Recommendation', width: 160 },
              { title: 'Risk', width: 55 },
            ],
            rows: risks,
          },
        },
        { paragraph: 'Risk priority: High = action within 1 month; Medium = within 3 months; Low = within 6 months.' },
        { paragraph: 'Assessor: Dean Fawcett — 30/08/2024' },
      ],
    },
  },
  truth: {
    id: 'uk-legionella-wellington-2024',
    language: 'en',
    family: 'uk-legionella-risk-assessment',
    failure: null,
    metadata: {
      documentDate: '2024-08-30',
      author: 'Aquacert Water Hygiene Ltd',
      provider: null,
      units: ['UNI-7'],
      technicalInstallations: ['TI-27'],
      equipment: ['EQ-14'],
    },
    findings: risks.map(([ref, location, text, action, grade]) =>
      finding(ref, priority[grade as keyof typeof priority], text, {
        location,
        reference: ref,
        action,
        grade,
        dueDate: grade === 'High' ? '2024-09-30' : grade === 'Medium' ? '2024-11-30' : '2025-02-28',
      }),
    ),
  },
};
