import { finding, type SourceReport } from '../../generator/source-report.ts';

export const report: SourceReport = {
  document: {
    kind: 'pdf',
    pdf: {
      font: 'helvetica',
      size: 8.5,
      producer: 'line',
      rules: true,
      letterhead: {
        name: 'Sentinel Engineering Inspection Ltd',
        lines: [
          'Engineering inspection under LOLER 1998 and PUWER 1998',
          'Sentinel House, 9 Kings Road, Stockport SK4 1AA · 0161 477 3300',
        ],
        right: ['Report No. SEI/L/25/04418', 'UKAS accredited inspection body No. 4402'],
      },
      footer: [
        'Sentinel Engineering Inspection Ltd, registered in England No. 03345871. This report is made in accordance with Regulation 9 and Schedule 1 of LOLER 1998.',
      ],
      pageLabel: 'Page {i} of {n}',
      info: {
        title: 'SEI/L/25/04418',
        author: 'Sentinel',
        creator: 'InspectPro 6',
        producer: 'InspectPro 6 (PDF)',
        created: '2025-01-24T12:00:00Z',
      },
      blocks: [
        { heading: 'REPORT OF THOROUGH EXAMINATION — LIFTING EQUIPMENT' },
        {
          fields: [
            ['Employer / duty holder', 'Hestia Property Management UK Ltd'],
            ['Address of premises', 'Albion House, 27 Whitworth Street West, Manchester M1 5ND'],
            ['Equipment', 'Goods hoist, rear loading bay, 500 kg SWL, 3 landings (Stannah, s/n 77-10452)'],
            ['Date of thorough examination', '21/01/2025'],
            ['Date of report', '24 January 2025'],
            ['Reason for examination', 'Within an interval of 6 months (goods hoist, also used as a service lift)'],
            ['Engineer surveyor', 'Michael Doyle IEng'],
            ['Maintenance contractor', 'Aire Valley Lifts Ltd'],
          ],
          labelWidth: 160,
        },
        { pageBreak: true },
        { heading: 'Scope of the examination' },
        {
          paragraph:
            'Thorough examination of the goods hoist and its landing gates, car, suspension, machine and controls, in accordance with the written scheme of examination SEI-WS-0417 (rev. 3). Equipment was presented clean and isolated as requested. The passenger lift at this address is examined under a separate contract and is not covered by this report.',
        },
        { heading: 'Is the equipment safe to operate?' },
        {
          paragraph:
            'NO — see defects of immediate danger below. The duty holder was informed on site and the hoist was taken out of service (Regulation 10 notification sent to the enforcing authority).',
        },
        { heading: 'A. Defects which are or could become a danger to persons' },
        {
          heading:
            'A1. Identification of any part found to have a defect which is or could become a danger to persons (immediate)',
        },
        {
          paragraph:
            'Landing gate interlock at level 1 can be defeated by hand: gate opens with the car not at the landing.',
        },
        { heading: 'A2. Defects which could become a danger to persons by a specified date' },
        {
          table: {
            columns: [
              { title: 'Part', width: 120 },
              { title: 'Defect', width: 265 },
              { title: 'Remedy by', width: 110 },
            ],
            rows: [
              ['Suspension ropes', 'Broken wires at the drum end termination, rope to be replaced.', '21/03/2025'],
              ['Car floor', 'Car floor plate corroded and deformed at the threshold.', '21/04/2025'],
            ],
          },
        },
        { heading: 'B. Other observations (not defects)' },
        {
          list: [
            'Safe working load notice at ground landing faded — renew at next service.',
            'Log book entries complete; previous report SEI/L/24/03122 dated 19/07/2024 had no defects.',
          ],
        },
        { heading: 'Tests carried out' },
        {
          paragraph:
            'Overspeed governor and safety gear: tested, satisfactory. Brake: satisfactory. Final limit switches: satisfactory.',
        },
        {
          paragraph:
            'Date of next thorough examination: 21/07/2025, or after repair of defect A1 before return to service.',
        },
        {
          fields: [['Authenticated by', 'M. Doyle — Engineer Surveyor, for Sentinel Engineering Inspection Ltd']],
          labelWidth: 160,
        },
      ],
    },
  },
  truth: {
    id: 'uk-loler-albion-2025',
    language: 'en',
    family: 'uk-loler-examination',
    failure: null,
    metadata: {
      documentDate: '2025-01-24',
      author: 'Sentinel Engineering Inspection Ltd',
      provider: 'PRV-10',
      units: ['UNI-6'],
      technicalInstallations: [],
      equipment: ['EQ-15'],
    },
    findings: [
      finding(
        'a1',
        'critical',
        'Landing gate interlock at level 1 can be defeated by hand: gate opens with the car not at the landing.',
        { location: 'Landing gate, level 1', grade: 'defect of immediate danger', dueDate: '2025-01-21' },
      ),
      finding('a2', 'high', 'Broken wires at the drum end termination, rope to be replaced.', {
        location: 'Suspension ropes',
        grade: 'could become a danger by 21/03/2025',
        action: 'rope to be replaced',
        dueDate: '2025-03-21',
      }),
      finding('a3', 'high', 'Car floor plate corroded and deformed at the threshold.', {
        location: 'Car floor',
        grade: 'could become a danger by 21/04/2025',
        dueDate: '2025-04-21',
      }),
      finding('b1', 'low', 'Safe working load notice at ground landing faded — renew at next service.', {
        grade: 'observation',
        action: 'renew at next service',
      }),
    ],
  },
};
