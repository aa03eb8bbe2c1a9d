import { finding, type SourceReport } from '../../generator/source-report.ts';

/** A fire risk assessment action tracker exported from the assessor's portal: `,` separated, quoted cells. */
const header = [
  'Site',
  'Assessment date',
  'Assessor company',
  'Assessor',
  'Ref',
  'Location',
  'Finding',
  'Action',
  'Priority',
  'Target date',
  'Status',
];
const rows: string[][] = [
  [
    'Wellington Court',
    '2025-02-18',
    'Pennine Fire Risk Consultants',
    'Tom Sutcliffe',
    '1',
    'Ground floor bin store',
    'Bin store door (FD30) does not self-close; closer disconnected.',
    'Reconnect or replace the overhead door closer.',
    'High',
    '2025-03-18',
    'Open',
  ],
  [
    'Wellington Court',
    '2025-02-18',
    'Pennine Fire Risk Consultants',
    'Tom Sutcliffe',
    '2',
    'Stair core, levels 1-5',
    'Emergency lighting monthly tests not recorded since October 2024.',
    'Resume monthly flick tests and record them in the log book.',
    'Medium',
    '2025-05-18',
    'Open',
  ],
  [
    'Wellington Court',
    '2025-02-18',
    'Pennine Fire Risk Consultants',
    'Tom Sutcliffe',
    '3',
    'Flat 12 entrance door',
    'Flat entrance door fitted with a cat flap, compromising the fire resistance of the door.',
    'Landlord to write to the leaseholder; replace door leaf with a certified FD30S door.',
    'High',
    '2025-03-18',
    'Open',
  ],
  [
    'Wellington Court',
    '2025-02-18',
    'Pennine Fire Risk Consultants',
    'Tom Sutcliffe',
    '4',
    'Car park',
    'Mobility scooter charging in the car park lobby, a protected route.',
    'Remove scooter; provide a designated charging area outside the protected route.',
    'Immediate',
    '2025-02-19',
    'Closed',
  ],
  [
    'Wellington Court',
    '2025-02-18',
    'Pennine Fire Risk Consultants',
    'Tom Sutcliffe',
    '5',
    'Roof plant room',
    'No fire detection in the roof plant room housing the boiler plant.',
    'Consider extending the fire alarm system to the plant room, subject to a specialist survey.',
    'Low',
    '2026-02-18',
    'Open',
  ],
];
const priority = { Immediate: 'critical', High: 'high', Medium: 'medium', Low: 'low' } as const;

export const report: SourceReport = {
  document: { kind: 'csv', encoding: 'utf-8', delimiter: ',', rows: [header, ...rows] },
  truth: {
    id: 'csv-en-fra-tracker',
    language: 'en',
    family: 'portal-csv-export',
    failure: null,
    metadata: {
      documentDate: '2025-02-18',
      author: 'Pennine Fire Risk Consultants',
      provider: 'PRV-9',
      units: ['UNI-7'],
      technicalInstallations: ['TI-25'],
      equipment: [],
    },
    findings: rows
      .filter((row) => row[10] === 'Open')
      .map(([, , , , ref, location, text, action, grade, target]) =>
        finding(`a${ref}`, priority[grade as keyof typeof priority], text!, {
          location: location!,
          reference: ref!,
          action: action!,
          grade: grade!,
          dueDate: target!,
        }),
      ),
  },
};
