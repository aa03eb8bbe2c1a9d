/**
 * The two message sets' catalogues: `npx tsx test/search/messages/generate-catalogues.ts` writes
 * `catalogue-depots.json` (rail depots around Chicago, en-US, names in English and German) and
 * `catalogue-vineyards.json` (wine estates in New Zealand, fr-FR, names in French and English).
 * Each is the project's catalogue generator (1,000 records, its own seed) with the domain's names
 * and titles put in: every unit has a language, and its installations, equipment and the titles of
 * what happens there are written in it.
 */
import { writeFileSync } from 'node:fs';
import { catalogueOf, type Domain } from '../domain-catalogue.ts';

type Generated = Domain & { file: string };

const depots: Generated = {
  file: 'catalogue-depots.json',
  comment: 'Message set catalogue: Lakeshore Rail Depots.',
  seed: 311,
  organization: {
    id: '4c1f0e2a-7d1b-4b8e-9a51-2f6d3c0b7e11',
    name: 'Lakeshore Rail Depots',
    language: 'en-US',
    timezone: 'America/Chicago',
  },
  users: [
    {
      id: '0b9d8a41-3c55-4e1f-8f0a-6b2c1d9e7a01',
      firstName: 'Dana',
      lastName: 'Kowalski',
      email: 'dana.kowalski@lakeshore.example.com',
      role: 'admin',
    },
    {
      id: '0b9d8a41-3c55-4e1f-8f0a-6b2c1d9e7a02',
      firstName: 'Marcus',
      lastName: 'Brenner',
      email: 'marcus.brenner@lakeshore.example.com',
      role: 'manager',
    },
    {
      id: '0b9d8a41-3c55-4e1f-8f0a-6b2c1d9e7a03',
      firstName: 'Lena',
      lastName: 'Vogt',
      email: 'lena.vogt@lakeshore.example.com',
      role: 'viewer',
    },
  ],
  units: [
    ['Union Street Depot', 'a'],
    ['Betriebswerk Nord', 'b'],
    ['Riverside Car Shop', 'a'],
    ['Stellwerk Südhafen', 'b'],
    ['Calumet Freight Terminal', 'a'],
  ],
  installations: {
    fire_safety: { a: 'Fire alarm system', b: 'Brandmeldeanlage' },
    elevator: { a: 'Freight lift', b: 'Lastenaufzug' },
    heating: { a: 'Boiler house', b: 'Heizzentrale' },
  },
  equipment: {
    fire_safety: {
      a: ['Smoke detector', 'Fire extinguisher', 'Sprinkler valve'],
      b: ['Rauchmelder', 'Feuerlöscher', 'Sprinklerventil'],
    },
    elevator: { a: ['Lift motor', 'Lift car'], b: ['Aufzugsmotor', 'Fahrkorb'] },
    heating: { a: ['Gas boiler', 'Circulation pump'], b: ['Gaskessel', 'Umwälzpumpe'] },
  },
  providers: [
    'Midwest Fire Protection',
    'Schindler Elevator',
    'Kessel & Wärme GmbH',
    'Great Lakes Inspection',
    'Nordbahn Service',
    'Prairie Mechanical',
  ],
  anomalies: {
    a: [
      'Leak on {e}',
      '{e} out of order',
      'Corrosion on {e}',
      'Abnormal noise from {e}',
      'Emergency lighting faulty near {e}',
      'Fire door blocked open',
    ],
    b: [
      'Leck am {e}',
      '{e} außer Betrieb',
      'Korrosion am {e}',
      'Ungewöhnliches Geräusch am {e}',
      'Notbeleuchtung defekt beim {e}',
      'Brandschutztür blockiert',
    ],
  },
  interventions: {
    preventive: { a: 'Preventive maintenance {i}', b: 'Vorbeugende Wartung {i}' },
    curative: { a: 'Part replacement {e}', b: 'Teiletausch {e}' },
    troubleshooting: { a: 'Breakdown repair {e}', b: 'Störungsbehebung {e}' },
    audit: { a: 'Audit {i}', b: 'Prüfung {i}' },
    exercise: { a: 'Evacuation drill {u}', b: 'Räumungsübung {u}' },
    session: { a: 'Fire safety training {u}', b: 'Brandschutzschulung {u}' },
    qualification: { a: 'Qualification {i}', b: 'Qualifizierung {i}' },
  },
  words: [
    ['Commission de sécurité', 'Safety board visit'],
    ['Registre de sécurité', 'Safety logbook'],
    ['Contrat de maintenance', 'Maintenance contract'],
    ['Rapport', 'Report'],
    ['Vérification trimestrielle', 'Quarterly check'],
    ['Contrôle annuel', 'Annual inspection'],
    ['Essai mensuel', 'Monthly test'],
    ['Contrôle', 'Inspection'],
    ['Rapport de vérification', 'Inspection report'],
    ['Plan d’évacuation', 'Evacuation plan'],
    ['Inventaire des extincteurs', 'Extinguisher inventory'],
    ['Attestation de conformité', 'Certificate of conformity'],
    ['Notice technique', 'Technical manual'],
    ['Remplacement des menuiseries', 'Window replacement'],
    ['Réfection de la toiture', 'Roof repair'],
    ['Mise en accessibilité', 'Accessibility upgrade'],
    ['Rénovation de la chaufferie', 'Boiler room renovation'],
    ['Ravalement de façade', 'Facade renovation'],
    ['Constaté lors de la visite.', 'Seen during the walk-through.'],
    ['Signalé par le gardien.', 'Reported by the yard master.'],
    ['Relevé par le bureau de contrôle.', 'Noted by the inspection office.'],
    ['Observation de la commission de sécurité.', 'Remark of the safety board.'],
    ['Réparation provisoire effectuée, intervention à planifier.', 'Temporary fix done, work to be planned.'],
  ],
};

const vineyards: Generated = {
  file: 'catalogue-vineyards.json',
  comment: 'Message set catalogue: Domaines du Pacifique.',
  seed: 733,
  organization: {
    id: '9e2b7c14-5a3f-4d60-8b7e-1c2d3e4f5a61',
    name: 'Domaines du Pacifique',
    language: 'fr-FR',
    timezone: 'Pacific/Auckland',
  },
  users: [
    {
      id: '7a6b5c4d-1e2f-4a3b-9c8d-0e1f2a3b4c01',
      firstName: 'Aroha',
      lastName: 'Ngata',
      email: 'aroha.ngata@domaines.example.nz',
      role: 'admin',
    },
    {
      id: '7a6b5c4d-1e2f-4a3b-9c8d-0e1f2a3b4c02',
      firstName: 'Étienne',
      lastName: 'Roux',
      email: 'etienne.roux@domaines.example.nz',
      role: 'manager',
    },
    {
      id: '7a6b5c4d-1e2f-4a3b-9c8d-0e1f2a3b4c03',
      firstName: 'Grace',
      lastName: 'Whitfield',
      email: 'grace.whitfield@domaines.example.nz',
      role: 'viewer',
    },
  ],
  units: [
    ['Domaine des Collines', 'a'],
    ['Marlborough Winery', 'b'],
    ['Chai de Martinborough', 'a'],
    ['Cellar Door Waiheke', 'b'],
    ['Hawke’s Bay Bottling Plant', 'b'],
  ],
  installations: {
    fire_safety: { a: 'Système incendie', b: 'Fire sprinkler system' },
    elevator: { a: 'Monte-charge', b: 'Goods lift' },
    heating: { a: 'Groupe froid', b: 'Cooling plant' },
  },
  equipment: {
    fire_safety: {
      a: ['Extincteur', 'Détecteur de fumée', 'Robinet incendie'],
      b: ['Fire extinguisher', 'Smoke detector', 'Fire hose reel'],
    },
    elevator: { a: ['Moteur monte-charge', 'Plateau'], b: ['Lift motor', 'Lift platform'] },
    heating: { a: ['Compresseur', 'Cuve thermorégulée'], b: ['Compressor', 'Glycol chiller'] },
  },
  providers: [
    'Froid Services NZ',
    'Kiwi Fire Protection',
    'Schindler Lifts',
    'Bureau Contrôle Pacifique',
    'Cellar Tech Ltd',
    'Électricité Marlborough',
  ],
  anomalies: {
    a: [
      'Fuite sur {e}',
      '{e} hors service',
      'Corrosion sur {e}',
      'Bruit anormal {e}',
      'Éclairage de secours défaillant près du {e}',
      'Porte coupe-feu bloquée',
    ],
    b: [
      'Leak on {e}',
      '{e} out of order',
      'Corrosion on {e}',
      'Abnormal noise from {e}',
      'Emergency lighting faulty near {e}',
      'Fire door wedged open',
    ],
  },
  interventions: {
    preventive: { a: 'Maintenance préventive {i}', b: 'Preventive maintenance {i}' },
    curative: { a: 'Remplacement pièce {e}', b: 'Part replacement {e}' },
    troubleshooting: { a: 'Dépannage {e}', b: 'Breakdown repair {e}' },
    audit: { a: 'Audit {i}', b: 'Audit {i}' },
    exercise: { a: "Exercice d'évacuation {u}", b: 'Evacuation drill {u}' },
    session: { a: 'Formation incendie {u}', b: 'Fire training {u}' },
    qualification: { a: 'Qualification {i}', b: 'Qualification {i}' },
  },
  words: [
    ['Inventaire des extincteurs', 'Inventaire des équipements incendie'],
    ['Signalé par le gardien.', 'Signalé par le maître de chai.'],
  ],
};

for (const domain of [depots, vineyards]) {
  writeFileSync(new URL(domain.file, import.meta.url), `${JSON.stringify(catalogueOf(domain), null, 2)}\n`);
}
