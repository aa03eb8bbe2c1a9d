import { finding, type SourceReport } from '../../generator/source-report.ts';

/** A lift control by another body: observations in a numbered list with their class at the end of the line. */
const items: [string, string, 'D1' | 'D2' | 'D3' | 'Observation'][] = [
  ['1', 'Absence de plaque indiquant la charge nominale et le nombre de personnes dans la cabine.', 'D3'],
  [
    '2',
    'Le dispositif de protection contre la dérive de la cabine (UCM) n’a pas pu être essayé : absence de procédure d’essai du constructeur sur site.',
    'D2',
  ],
  ['3', 'Trappe d’accès au toit de cabine : contact électrique de sécurité inopérant.', 'D1'],
  ['4', 'Fuite d’huile au niveau du joint du vérin, bac de récupération plein.', 'D2'],
  ['5', 'La signalisation « Interdit d’utiliser l’ascenseur en cas d’incendie » est absente au rez-de-chaussée.', 'D3'],
  [
    '6',
    'Il serait souhaitable de remplacer les boutons de palier d’origine par des boutons à relief conformes à l’accessibilité.',
    'Observation',
  ],
];
const priority = { D1: 'critical', D2: 'high', D3: 'medium', Observation: 'low' } as const;

export const report: SourceReport = {
  document: {
    kind: 'pdf',
    pdf: {
      font: 'times',
      size: 10,
      producer: 'line',
      rules: false,
      letterhead: {
        name: 'CTAF — Contrôle Technique Ascenseurs de France',
        lines: ['Direction régionale Île-de-France', '14 avenue de la République, 94200 Ivry-sur-Seine'],
      },
      footer: [
        'CTAF SAS — RCS Créteil 829 011 394 — Siège : 14 avenue de la République, 94200 Ivry-sur-Seine — www.ctaf-ascenseurs.fr',
      ],
      pageLabel: 'Page {i}',
      info: {
        title: 'Rapport CTQ',
        author: 'CTAF',
        creator: 'Writer',
        producer: 'LibreOffice 7.6',
        created: '2025-02-11T10:00:00Z',
      },
      blocks: [
        { heading: 'Contrôle technique quinquennal — Ascenseur A' },
        {
          fields: [
            ['Immeuble', 'Le Carré Haussmann, 58 boulevard Haussmann, 75009 Paris'],
            ['Appareil', 'Ascenseur A (hydraulique, 4 niveaux, 1000 kg) — installateur Koné 2009'],
            ['Société de maintenance', 'Ascenseurs Durand & Fils'],
            ['Visite', 'Paris, le mardi 4 février 2025'],
            ['Rapport', 'n° 25-IDF-0212, établi le 11 février 2025'],
            ['Contrôleur', 'Nadia Benali'],
          ],
          labelWidth: 130,
        },
        { heading: 'Rappel du rapport précédent' },
        {
          paragraph:
            'Le contrôle technique du 12 janvier 2020 (autre organisme) mentionnait 4 défauts, tous corrigés d’après le carnet d’entretien.',
        },
        { heading: 'Observations' },
        {
          list: items.map(([number, text, grade]) => `${number}. ${text} — ${grade}`),
        },
        {
          paragraph:
            'Classes : D1 = danger, arrêt de l’appareil jusqu’à correction ; D2 = à corriger sous 3 mois ; D3 = à corriger sous 6 mois ; Observation = recommandation.',
        },
        { heading: 'Conclusion' },
        {
          paragraph:
            'L’appareil a été mis à l’arrêt par le mainteneur à l’issue du contrôle en raison du défaut n° 3 (D1). Remise en service après correction et attestation du mainteneur.',
        },
        { paragraph: 'Nadia Benali, contrôleur technique — CTAF' },
      ],
    },
  },
  truth: {
    id: 'fr-lift-haussmann-2025',
    language: 'fr',
    family: 'fr-lift-technical-control',
    failure: null,
    metadata: {
      documentDate: '2025-02-11',
      author: 'CTAF — Contrôle Technique Ascenseurs de France',
      provider: null,
      units: ['UNI-2'],
      technicalInstallations: ['TI-6'],
      equipment: [],
    },
    findings: items.map(([number, text, grade]) =>
      finding(`o${number}`, priority[grade], text, {
        reference: number,
        grade,
        dueDate: { D1: '2025-02-11', D2: '2025-05-11', D3: '2025-08-11', Observation: null }[grade],
      }),
    ),
  },
};
