/**
 * The regional set's catalogue: `npx tsx test/search/regional/generate-catalogue.ts` writes
 * `catalogue-regional.json`, Rhein-Donau Handel AG, a retail chain with branches and warehouses in
 * Austria, Switzerland and Belgium (de-DE, Europe/Vienna), names in German and French of the
 * "Filiale Wels" shape: a generic word and a distinctive one. "Wels" names two sites (and is a
 * fish), "Hall" a branch and a provider (and is an ordinary word in English and German).
 */
import { writeFileSync } from 'node:fs';
import { catalogueOf, type Domain } from '../domain-catalogue.ts';

const rheinDonau: Domain = {
  records: 2500,
  seed: 5147,
  organization: {
    id: '8b2f4c6d-1a3e-4b5f-9c7d-2e4f6a8b0c41',
    name: 'Rhein-Donau Handel AG',
    language: 'de-DE',
    timezone: 'Europe/Vienna',
  },
  comment: 'Regional set catalogue: Rhein-Donau Handel AG.',
  users: [
    {
      id: '6f1e2d3c-4b5a-4968-8776-5a4b3c2d1e01',
      firstName: 'Verena',
      lastName: 'Huber',
      email: 'verena.huber@rhein-donau.example.at',
      role: 'admin',
    },
    {
      id: '6f1e2d3c-4b5a-4968-8776-5a4b3c2d1e02',
      firstName: 'Luc',
      lastName: 'Dethier',
      email: 'luc.dethier@rhein-donau.example.be',
      role: 'manager',
    },
    {
      id: '6f1e2d3c-4b5a-4968-8776-5a4b3c2d1e03',
      firstName: 'Reto',
      lastName: 'Brunner',
      email: 'reto.brunner@rhein-donau.example.ch',
      role: 'viewer',
    },
  ],
  units: [
    ['Filiale Wels', 'a'],
    ['Agence Namur', 'b'],
    ['Lager Wels', 'a'],
    ['Filiale Hall', 'a'],
    ['Magasin Fribourg', 'b'],
  ],
  installations: {
    fire_safety: { a: 'Brandmeldeanlage', b: 'Système de sécurité incendie' },
    elevator: { a: 'Lastenaufzug', b: 'Monte-charge' },
    heating: { a: 'Heizzentrale', b: 'Chaufferie' },
    ventilation: { a: 'Lüftungsanlage', b: 'VMC' },
    electrical: { a: 'Hauptverteilung', b: 'TGBT' },
  },
  equipment: {
    fire_safety: {
      a: ['Feuerlöscher', 'Rauchmelder', 'Brandschutzklappe'],
      b: ['Extincteur', 'Détecteur de fumée', 'RIA'],
    },
    elevator: { a: ['Aufzugsmotor', 'Fahrkorb'], b: ['Moteur monte-charge', 'Cabine'] },
    heating: { a: ['Gaskessel', 'Umwälzpumpe'], b: ['Chaudière', 'Circulateur'] },
    ventilation: { a: ['Ventilator', 'Luftfilter'], b: ['Ventilateur', 'Caisson de ventilation'] },
    electrical: { a: ['Hauptschalter', 'USV-Anlage'], b: ['Disjoncteur général', 'Onduleur'] },
  },
  providers: [
    'Kone Österreich',
    'Siemens Gebäudetechnik',
    'Securitas Belgique',
    'Hall Elektro GmbH',
    'Alpen Wartung',
    'Chauffage Namurois',
  ],
  anomalies: {
    a: [
      'Leck am {e}',
      '{e} außer Betrieb',
      'Störung am {e}',
      'Ungewöhnliches Geräusch am {e}',
      'Notbeleuchtung defekt beim {e}',
      'Brandschutztür blockiert',
    ],
    b: [
      'Fuite sur {e}',
      '{e} hors service',
      'Défaut {e}',
      'Bruit anormal {e}',
      'Éclairage de secours défaillant près du {e}',
      'Porte coupe-feu bloquée',
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
    ['Commission de sécurité', 'Brandschau'],
    ['Registre de sécurité', 'Prüfbuch'],
    ['Contrat de maintenance', 'Wartungsvertrag'],
    ['Rapport', 'Bericht'],
    ['Vérification trimestrielle', 'Quartalsprüfung'],
    ['Contrôle annuel', 'Jahresprüfung'],
    ['Essai mensuel', 'Monatstest'],
    ['Contrôle', 'Kontrolle'],
    ['Rapport de vérification', 'Prüfbericht'],
    ['Plan d’évacuation', 'Fluchtwegplan'],
    ['Inventaire des extincteurs', 'Feuerlöscherverzeichnis'],
    ['Attestation de conformité', 'Konformitätserklärung'],
    ['Notice technique', 'Betriebsanleitung'],
    ['Remplacement des menuiseries', 'Fenstertausch'],
    ['Réfection de la toiture', 'Dachsanierung'],
    ['Mise en accessibilité', 'Barrierefreier Umbau'],
    ['Rénovation de la chaufferie', 'Sanierung Heizzentrale'],
    ['Ravalement de façade', 'Fassadensanierung'],
    ['Constaté lors de la visite.', 'Bei der Begehung festgestellt.'],
    ['Signalé par le gardien.', 'Vom Hauswart gemeldet.'],
    ['Relevé par le bureau de contrôle.', 'Von der Prüfstelle vermerkt.'],
    ['Observation de la commission de sécurité.', 'Bemerkung der Brandschau.'],
    ['Réparation provisoire effectuée, intervention à planifier.', 'Provisorisch repariert, Einsatz einzuplanen.'],
  ],
};

writeFileSync(
  new URL('catalogue-regional.json', import.meta.url),
  `${JSON.stringify(catalogueOf(rheinDonau), null, 2)}\n`,
);
