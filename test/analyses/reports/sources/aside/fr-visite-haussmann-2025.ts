import { finding, type SourceReport } from '../../generator/source-report.ts';

/** A technical walk-round of a building by the owner's technical adviser, with photos referenced. */
const constats: [string, string, string, string, string, 'Urgent' | 'À planifier' | 'À surveiller'][] = [
  [
    '1',
    'Hall d’entrée',
    'Infiltration d’eau en plafond du hall au droit de la descente EP, faux plafond taché et dalle affaissée.',
    'Photos 1 et 2',
    'Recherche de fuite par le couvreur, remplacement des dalles.',
    'Urgent',
  ],
  [
    '2',
    'Local PC sécurité',
    'La centrale SSI affiche un dérangement « défaut alimentation secourue » depuis plusieurs jours selon l’agent.',
    'Photo 3',
    'Intervention du mainteneur SSI à demander.',
    'Urgent',
  ],
  [
    '3',
    'Ascenseur A',
    'Éclairage de la cabine partiellement hors service (2 spots sur 4) et miroir fendu.',
    'Photo 4',
    'Signaler à l’ascensoriste lors de la prochaine visite d’entretien.',
    'À planifier',
  ],
  [
    '4',
    'Terrasse R+6',
    'Relevés d’étanchéité décollés en pied d’acrotère côté cour, végétation dans les évacuations.',
    'Photos 5 à 7',
    'Devis d’étanchéité et nettoyage des évacuations.',
    'À planifier',
  ],
  [
    '5',
    'Parking -1',
    'Fissures en sous-face de dalle avec traces de rouille au niveau des places 12 à 15.',
    'Photo 8',
    'Suivi des fissures (témoins) et diagnostic structure si évolution.',
    'À surveiller',
  ],
  [
    '6',
    'Façade rue',
    'Épaufrures ponctuelles sur le balcon du 3e étage.',
    'Photo 9',
    'À contrôler lors du prochain ravalement.',
    'À surveiller',
  ],
];
const priorities = { Urgent: 'high', 'À planifier': 'medium', 'À surveiller': 'low' } as const;

export const report: SourceReport = {
  document: {
    kind: 'pdf',
    pdf: {
      font: 'helvetica',
      size: 9,
      producer: 'line',
      rules: true,
      letterhead: {
        name: 'Patrimonia Conseil',
        lines: ['Assistance technique à la gestion d’immeubles', '5 rue de Téhéran — 75008 Paris — 01 45 63 20 18'],
      },
      footer: ['Patrimonia Conseil SAS — RCS Paris 853 120 447 — SIRET 853 120 447 00019'],
      pageLabel: '{i}/{n}',
      info: {
        title: 'Compte rendu de visite technique',
        author: 'C. Marchetti',
        creator: 'Microsoft® Word pour Microsoft 365',
        producer: 'Microsoft® Word pour Microsoft 365',
        created: '2025-11-06T16:20:00Z',
      },
      blocks: [
        { heading: 'Compte rendu de visite technique — Le Carré Haussmann' },
        {
          fields: [
            ['Immeuble', 'Le Carré Haussmann, 64 boulevard Haussmann, 75009 Paris'],
            ['Pour', 'Hestia Property Management — gestion technique'],
            ['Visite du', '4 novembre 2025'],
            ['Compte rendu du', '6 novembre 2025'],
            ['Présents', 'Clara Marchetti (Patrimonia Conseil), M. Oukacha (agent SSIAP)'],
            ['Objet', 'Visite semestrielle des parties communes, toiture et parking'],
          ],
          labelWidth: 120,
        },
        {
          paragraph:
            'Les photos sont jointes en annexe (planche photographique, 9 vues). Le désenfumage et le groupe électrogène n’ont pas été visités (locaux fermés).',
        },
        { heading: 'Constats' },
        {
          table: {
            columns: [
              { title: 'N°', width: 22 },
              { title: 'Zone', width: 70 },
              { title: 'Constat', width: 175 },
              { title: 'Photo', width: 52 },
              { title: 'Suite à donner', width: 118 },
              { title: 'Priorité', width: 58 },
            ],
            rows: constats,
          },
        },
        { heading: 'Points sans remarque' },
        {
          list: [
            'Cage d’escalier A et B : propreté, éclairage, signalétique d’évacuation en place.',
            'Local poubelles : conforme, bacs nettoyés.',
            'Extincteurs : vérification annuelle à jour (étiquettes 09/2025).',
          ],
        },
        { paragraph: 'Prochaine visite prévue en mai 2026. — Clara Marchetti, Patrimonia Conseil' },
      ],
    },
  },
  truth: {
    id: 'fr-visite-haussmann-2025',
    language: 'fr',
    family: 'fr-site-walk-round',
    failure: null,
    metadata: {
      documentDate: '2025-11-06',
      author: 'Patrimonia Conseil',
      provider: null,
      units: ['UNI-2'],
      technicalInstallations: ['TI-6', 'TI-7'],
      equipment: ['EQ-4'],
    },
    findings: constats.map(([number, location, text, , action, grade]) =>
      finding(number, priorities[grade], text, { location, reference: number, action, grade }),
    ),
  },
};
