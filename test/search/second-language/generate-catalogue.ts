/**
 * The second-language set's catalogue: `npx tsx test/search/second-language/generate-catalogue.ts`
 * writes `catalogue-second-language.json`, Alpenrose Hôtels SA, a hotel group with hotels,
 * residences and an inn in the German- and French-speaking parts of Switzerland (fr-FR,
 * Europe/Zurich), names in German and French of the "Hotel Arosa" shape: a generic word and a
 * distinctive one. "Vevey" names two sites (a hotel and a residence), "Lindenhof" a hotel and a
 * provider; installations carry the same name on every site of a language, and the French sites
 * name their ventilation by its acronym (CTA).
 */
import { writeFileSync } from 'node:fs';
import { catalogueOf, type Domain } from '../domain-catalogue.ts';

const alpenrose: Domain = {
  records: 2500,
  seed: 6271,
  organization: {
    id: '4c8e2a61-7d3b-4e9f-b1a5-6e0d2c4f8a52',
    name: 'Alpenrose Hôtels SA',
    language: 'fr-FR',
    timezone: 'Europe/Zurich',
  },
  comment: 'Second-language set catalogue: Alpenrose Hôtels SA.',
  users: [
    {
      id: '7a2b3c4d-5e6f-4a70-9b8c-1d2e3f4a5b01',
      firstName: 'Sabine',
      lastName: 'Gerber',
      email: 'sabine.gerber@alpenrose.example.ch',
      role: 'admin',
    },
    {
      id: '7a2b3c4d-5e6f-4a70-9b8c-1d2e3f4a5b02',
      firstName: 'Julien',
      lastName: 'Favre',
      email: 'julien.favre@alpenrose.example.ch',
      role: 'manager',
    },
    {
      id: '7a2b3c4d-5e6f-4a70-9b8c-1d2e3f4a5b03',
      firstName: 'Mark',
      lastName: 'Ellison',
      email: 'mark.ellison@alpenrose.example.ch',
      role: 'viewer',
    },
  ],
  units: [
    ['Hotel Arosa', 'a'],
    ['Hôtel Vevey', 'b'],
    ['Hotel Lindenhof', 'a'],
    ['Résidence Vevey', 'b'],
    ['Auberge Sion', 'b'],
  ],
  installations: {
    fire_safety: { a: 'Brandmeldeanlage', b: 'Système de sécurité incendie' },
    elevator: { a: 'Personenaufzug', b: 'Ascenseur' },
    heating: { a: 'Heizzentrale', b: 'Chaufferie' },
    ventilation: { a: 'Lüftungsanlage', b: 'CTA' },
    electrical: { a: 'Hauptverteilung', b: 'Tableau général' },
  },
  equipment: {
    fire_safety: {
      a: ['Feuerlöscher', 'Rauchmelder', 'Sprinklerzentrale'],
      b: ['Extincteur', 'Détecteur de fumée', 'Bloc de secours'],
    },
    elevator: { a: ['Aufzugsmotor', 'Kabine'], b: ['Treuil', 'Cabine'] },
    heating: { a: ['Ölkessel', 'Umwälzpumpe'], b: ['Chaudière', 'Circulateur'] },
    ventilation: { a: ['Zuluftventilator', 'Luftfilter'], b: ['Ventilateur', 'Filtre à poches'] },
    electrical: { a: ['Hauptschalter', 'USV-Anlage'], b: ['Disjoncteur général', 'Onduleur'] },
  },
  providers: [
    'Schindler Aufzüge',
    'Lindenhof Haustechnik AG',
    'Romandie Sécurité SA',
    'Kälte Zürich GmbH',
    'Chauffage Léman',
    'Elektro Bühler',
  ],
  anomalies: {
    a: [
      'Leck am {e}',
      '{e} ausser Betrieb',
      'Störung am {e}',
      'Ungewöhnliches Geräusch am {e}',
      'Notbeleuchtung defekt beim {e}',
      'Brandschutztür verkeilt',
    ],
    b: [
      'Fuite sur {e}',
      '{e} hors service',
      'Défaut {e}',
      'Bruit anormal {e}',
      'Éclairage de secours défaillant près du {e}',
      'Porte coupe-feu calée ouverte',
    ],
  },
  interventions: {
    preventive: { a: 'Vorbeugende Wartung {i}', b: 'Maintenance préventive {i}' },
    curative: { a: 'Teiletausch {e}', b: 'Remplacement pièce {e}' },
    troubleshooting: { a: 'Störungsbehebung {e}', b: 'Dépannage {e}' },
    audit: { a: 'Prüfung {i}', b: 'Audit {i}' },
    exercise: { a: 'Räumungsübung {u}', b: "Exercice d'évacuation {u}" },
    session: { a: 'Brandschutzschulung {u}', b: 'Formation incendie {u}' },
    qualification: { a: 'Qualifizierung {i}', b: 'Qualification {i}' },
  },
  words: [
    ['Commission de sécurité', 'Commission de sécurité'],
    ['Registre de sécurité', 'Registre de sécurité'],
    ['Contrat de maintenance', 'Contrat de maintenance'],
    ['Rapport', 'Rapport'],
    ['Vérification trimestrielle', 'Contrôle trimestriel'],
    ['Contrôle annuel', 'Contrôle annuel'],
    ['Essai mensuel', 'Test mensuel'],
    ['Plan d’évacuation', 'Plan d’évacuation'],
    ['Inventaire des extincteurs', 'Inventaire des extincteurs'],
    ['Attestation de conformité', 'Attestation de conformité'],
    ['Notice technique', 'Mode d’emploi'],
    ['Remplacement des menuiseries', 'Remplacement des fenêtres'],
    ['Réfection de la toiture', 'Réfection de la toiture'],
    ['Mise en accessibilité', 'Mise en accessibilité'],
    ['Rénovation de la chaufferie', 'Rénovation de la chaufferie'],
    ['Ravalement de façade', 'Rénovation de façade'],
    ['Constaté lors de la visite.', 'Constaté lors du tour de maison.'],
    ['Signalé par le gardien.', 'Signalé par le concierge.'],
    ['Relevé par le bureau de contrôle.', 'Relevé par l’organisme de contrôle.'],
    ['Observation de la commission de sécurité.', 'Observation de la police du feu.'],
    [
      'Réparation provisoire effectuée, intervention à planifier.',
      'Réparation provisoire faite, intervention à planifier.',
    ],
  ],
};

writeFileSync(
  new URL('catalogue-second-language.json', import.meta.url),
  `${JSON.stringify(catalogueOf(alpenrose), null, 2)}\n`,
);
