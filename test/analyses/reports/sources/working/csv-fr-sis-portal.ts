import { finding, type SourceReport } from '../../generator/source-report.ts';

const header = [
  'Prestataire',
  'Date intervention',
  'Client',
  'Site',
  'Système',
  'Repère',
  'Anomalie',
  'Criticité',
  'Action',
  'Etat',
];
const rows: string[][] = [
  [
    'SIS - Sécurité Incendie Services',
    '08/07/2025',
    'HESTIA GESTION',
    'LE CARRE HAUSSMANN',
    'SSI cat. A',
    'A1',
    'Porte coupe-feu R+3 couloir est : ventouse ne libère pas la porte sur ordre de la centrale',
    'Urgente',
    'Remplacement ventouse',
    'Soldée',
  ],
  [
    'SIS - Sécurité Incendie Services',
    '08/07/2025',
    'HESTIA GESTION',
    'LE CARRE HAUSSMANN',
    'Désenfumage',
    'A2',
    'Volet de désenfumage n° 3 (restaurant) bloqué fermé',
    'Urgente',
    'Remplacement moteur',
    'Soldée',
  ],
  [
    'SIS - Sécurité Incendie Services',
    '08/07/2025',
    'HESTIA GESTION',
    'LE CARRE HAUSSMANN',
    'SSI cat. A',
    'B1',
    'Batteries de la centrale en fin de vie : autonomie mesurée 9 h pour 12 h requises',
    'Importante',
    'Remplacer les 2 batteries 12 V 24 Ah',
    'En cours',
  ],
  [
    'SIS - Sécurité Incendie Services',
    '08/07/2025',
    'HESTIA GESTION',
    'LE CARRE HAUSSMANN',
    'SSI cat. A',
    'B2',
    'Diffuseur sonore du parking -2 inaudible depuis la rampe',
    'Importante',
    'Ajouter un diffuseur',
    'En cours',
  ],
  [
    'SIS - Sécurité Incendie Services',
    '08/07/2025',
    'HESTIA GESTION',
    'LE CARRE HAUSSMANN',
    'Désenfumage',
    'B3',
    'Commande manuelle de désenfumage de l’escalier Est : capot de protection cassé',
    'Mineure',
    'Remplacer le capot',
    'En cours',
  ],
];
const priority = { Urgente: 'critical', Importante: 'high', Mineure: 'medium' } as const;

export const report: SourceReport = {
  document: { kind: 'csv', encoding: 'utf-8-bom', delimiter: ';', rows: [header, ...rows] },
  truth: {
    id: 'csv-fr-sis-portal',
    language: 'fr',
    family: 'portal-csv-export',
    failure: null,
    metadata: {
      documentDate: '2025-07-08',
      author: 'Sécurité Incendie Services',
      provider: 'PRV-4',
      units: ['UNI-2'],
      technicalInstallations: ['TI-7', 'TI-8'],
      equipment: ['EQ-4'],
    },
    findings: rows
      .filter((row) => row[9] === 'En cours')
      .map(([, , , , , ref, text, grade, action]) =>
        finding(ref!, priority[grade as keyof typeof priority], text!, {
          reference: ref!,
          grade: grade!,
          action: action!,
        }),
      ),
  },
};
