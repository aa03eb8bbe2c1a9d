import { finding, type SourceReport } from '../../generator/source-report.ts';
import { alteaFrame, alteaObservationColumns, alteaPriorityLegend } from '../bodies/altea.ts';

const observations: [string, string, string, string, string, string][] = [
  [
    '1',
    'TGBT — local technique sous-sol',
    'Absence de protection contre les contacts directs : plastron manquant sur le départ « Ascenseur A », bornes sous tension accessibles.',
    'NF C 15-100 § 412.2',
    '1',
    'Immédiat',
  ],
  [
    '2',
    'Parking niveau -1, place n° 14',
    'Boîte de dérivation sans couvercle en plafond, conducteurs accessibles.',
    'NF C 15-100 § 412.2',
    '1',
    'Immédiat',
  ],
  [
    '3',
    'Chaufferie',
    'Liaison équipotentielle supplémentaire non réalisée sur les canalisations métalliques de la chaufferie.',
    'NF C 15-100 § 415.2',
    '2',
    '3 mois',
  ],
  [
    '4',
    'Local vide-ordures',
    'Éclairage de sécurité : bloc autonome (BAES) hors service au-dessus de la porte d’accès.',
    'NF C 71-800',
    '2',
    '1 mois',
  ],
  [
    '5',
    'Palier 3e étage, colonne montante',
    'Repérage des circuits absent sur le tableau de comptage des services généraux.',
    'NF C 15-100 § 514.1',
    '3',
    '6 mois',
  ],
  [
    '6',
    'TD Parking',
    'Dispositif différentiel 30 mA du départ prises de courant parking : temps de déclenchement hors tolérance (> 300 ms) — appareil à remplacer.',
    'NF C 15-100 § 531.2',
    '2',
    '1 mois',
  ],
  [
    '7',
    'Cour intérieure',
    'Prise de courant extérieure sans volet de protection, indice de protection insuffisant (IP 20 relevé, IP 44 requis).',
    'NF C 15-100 § 512.2',
    '3',
    '6 mois',
  ],
  [
    '8',
    'Ensemble du site',
    'Mettre à jour les schémas électriques (dernière mise à jour en 2016).',
    'Arrêté du 26/12/2011',
    '4',
    'Recommandation',
  ],
];

export const report: SourceReport = {
  document: {
    kind: 'pdf',
    pdf: {
      ...alteaFrame('LY-24-05218'),
      info: {
        title: 'Rapport LY-24-05218',
        author: 'ALTÉA Contrôle',
        creator: 'Altéa Inspect 4.2',
        producer: 'iText® 5.5.13 ©2000-2020 iText Group NV',
        created: '2024-06-12T09:14:00Z',
      },
      blocks: [
        { heading: 'RAPPORT DE VÉRIFICATION PÉRIODIQUE DES INSTALLATIONS ÉLECTRIQUES' },
        { paragraph: 'Articles R.4226-16 et R.4226-17 du Code du travail — Arrêté du 26 décembre 2011' },
        {
          fields: [
            ['Donneur d’ordre', 'Hestia Gestion — Direction technique, 41 quai Fulchiron, 69005 Lyon'],
            ['Site vérifié', 'Résidence Les Tilleuls — 14 rue Paul Bert, 69003 Lyon'],
            ['Date(s) d’intervention', '3 et 4 juin 2024'],
            ['Date du rapport', '12/06/2024'],
            ['Vérificateur', 'Julien Marchand'],
            ['Accompagné par', 'M. Da Silva, gardien de la résidence'],
            ['Type de vérification', 'Vérification périodique annuelle'],
          ],
        },
        { pageBreak: true },
        { heading: '1. Synthèse' },
        {
          paragraph:
            'Nombre total d’observations : 8, dont 2 de priorité 1. Les observations de priorité 1 appellent une mise en sécurité immédiate : absence de plastron au TGBT sur le départ ascenseur (obs. 1) ; boîte de dérivation ouverte au parking niveau -1 (obs. 2). L’installation est jugée globalement en état satisfaisant d’entretien.',
        },
        { heading: '2. Documents consultés' },
        {
          list: [
            'Rapport de vérification périodique du 15 mai 2023 (ALTÉA Contrôle, réf. LY-23-04412)',
            'Schémas unifilaires TGBT et TD Parking, indice C (2016)',
            'Registre de sécurité de la résidence',
          ],
        },
        { heading: '3. Étendue de la vérification — installations vérifiées' },
        {
          list: [
            'TGBT (local technique sous-sol) et tableau de comptage des services généraux',
            'TD Parking, TD Chaufferie',
            'Éclairage des parties communes et éclairage de sécurité',
            'Alimentation de l’Ascenseur A et de l’Ascenseur B jusqu’à l’interrupteur de coupure en local machinerie (mainteneur : Ascenseurs Durand & Fils)',
            'Ventilation mécanique contrôlée (alimentation)',
          ],
        },
        { heading: '4. Légende des priorités' },
        { list: alteaPriorityLegend },
        { heading: '5. Liste récapitulative des observations' },
        { table: { columns: alteaObservationColumns, rows: observations } },
        { heading: '6. Points vérifiés sans observation' },
        {
          table: {
            columns: [
              { title: 'Point de vérification', width: 330 },
              { title: 'Résultat', width: 165 },
            ],
            rows: [
              ['Résistance de la prise de terre (mesure : 14 ohms)', 'Conforme'],
              ['Continuité des conducteurs de protection', 'Conforme'],
              ['Essais des dispositifs différentiels (hors TD Parking)', 'Conforme'],
              ['Dispositifs de coupure d’urgence', 'Conforme'],
              ['Éclairage de sécurité des escaliers A et B', 'Conforme'],
              ['Protection contre les surintensités', 'Conforme'],
              ['Installations de la chaufferie', 'Voir observation 3'],
              ['Locaux à risque particulier d’incendie', 'S.O.'],
            ],
          },
        },
        { heading: '7. Suivi des observations du rapport précédent (15/05/2023)' },
        {
          table: {
            columns: [
              { title: 'N° 2023', width: 45, align: 'right' },
              { title: 'Observation', width: 330 },
              { title: 'Situation', width: 120 },
            ],
            rows: [
              ['1', 'TD Chaufferie : plastron manquant', 'Levée'],
              ['2', 'TGBT : absence de repérage des départs', 'Levée'],
              ['3', 'Local vélos : bloc autonome d’éclairage de sécurité hors service', 'Levée'],
              ['4', 'Tableau de comptage des services généraux : repérage absent', 'Non levée — voir obs. 5'],
            ],
          },
        },
        { heading: '8. Conclusion' },
        {
          paragraph:
            'Les observations de priorité 1 doivent faire l’objet d’une mise en sécurité immédiate. Nous vous recommandons de confier la levée des observations à votre entreprise de maintenance électrique (Elec’Rhône Services) et d’en consigner la réalisation dans le registre de sécurité.',
        },
        {
          fields: [
            ['Établi par', 'Julien Marchand, vérificateur'],
            ['Visa', 'Claire Vasseur, responsable d’agence'],
            ['Fait à Lyon, le', '12 juin 2024'],
          ],
        },
      ],
    },
  },
  truth: {
    id: 'fr-elec-tilleuls-2024',
    language: 'fr',
    family: 'fr-electrical-periodic',
    failure: null,
    metadata: {
      documentDate: '2024-06-12',
      author: 'ALTÉA Contrôle',
      provider: 'PRV-1',
      units: ['UNI-1'],
      technicalInstallations: ['TI-1'],
      equipment: ['EQ-1'],
    },
    findings: observations.map(([number, location, text, reference, grade, due]) =>
      finding(
        `f${number}`,
        ({ '1': 'critical', '2': 'high', '3': 'medium', '4': 'low' } as const)[grade as '1'],
        text,
        {
          location,
          reference: `${number} — ${reference}`,
          grade: `Priorité ${grade}`,
          dueDate:
            (
              {
                Immédiat: '2024-06-12',
                '1 mois': '2024-07-12',
                '3 mois': '2024-09-12',
                '6 mois': '2024-12-12',
              } as Record<string, string>
            )[due] ?? null,
        },
      ),
    ),
  },
};
