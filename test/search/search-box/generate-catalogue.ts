/**
 * The search-box set's catalogue: `npx tsx test/search/search-box/generate-catalogue.ts` writes
 * `catalogue-search-box.json`, Meridia Logistics & Retail, a network of agencies, depots,
 * warehouses and stores in France and England (en-US, Europe/London), names in French and English
 * of the "Agence Vesoul" shape: a generic word and a distinctive one. "Saint-Priest" names two
 * sites, "Express" a store and a provider, "Harbor" a warehouse and a provider; some installations
 * are named by their trade acronym (CTA, TGBT), others spelled out.
 */
import { writeFileSync } from 'node:fs';
import { catalogueOf, type Domain } from '../domain-catalogue.ts';

const meridia: Domain = {
  records: 2500,
  seed: 4021,
  organization: {
    id: '3d7e9a12-6b4c-4f1e-8a2d-5c9b0e1f7a31',
    name: 'Meridia Logistics & Retail',
    language: 'en-US',
    timezone: 'Europe/London',
  },
  comment: 'Search-box set catalogue: Meridia Logistics & Retail.',
  users: [
    {
      id: '5e1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a01',
      firstName: 'Claire',
      lastName: 'Morel',
      email: 'claire.morel@meridia.example.com',
      role: 'admin',
    },
    {
      id: '5e1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a02',
      firstName: 'Tom',
      lastName: 'Hadley',
      email: 'tom.hadley@meridia.example.com',
      role: 'manager',
    },
    {
      id: '5e1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a03',
      firstName: 'Jonas',
      lastName: 'Keller',
      email: 'jonas.keller@meridia.example.com',
      role: 'viewer',
    },
  ],
  units: [
    ['Agence Vesoul', 'a'],
    ['Warehouse Harbor Point', 'b'],
    ['Dépôt Saint-Priest', 'a'],
    ['Store Express', 'b'],
    ['Magasin Saint-Priest', 'a'],
  ],
  installations: {
    fire_safety: { a: 'Système de sécurité incendie', b: 'Fire alarm system' },
    elevator: { a: 'Monte-charge', b: 'Goods lift' },
    heating: { a: 'Chaufferie', b: 'Boiler house' },
    ventilation: { a: 'CTA', b: 'Air handling unit' },
    electrical: { a: 'TGBT', b: 'Main switchboard' },
  },
  equipment: {
    fire_safety: {
      a: ['Extincteur', 'Détecteur de fumée', 'BAES'],
      b: ['Fire extinguisher', 'Smoke detector', 'Emergency light'],
    },
    elevator: { a: ['Moteur monte-charge', 'Cabine'], b: ['Lift motor', 'Lift car'] },
    heating: { a: ['Chaudière', 'Pompe de circulation'], b: ['Gas boiler', 'Circulation pump'] },
    ventilation: { a: ['Ventilateur', 'Filtre'], b: ['Supply fan', 'Filter bank'] },
    electrical: { a: ['Disjoncteur général', 'Onduleur'], b: ['Main breaker', 'UPS'] },
  },
  providers: ['Sécurité Est Services', 'Otis', 'Harbor Electrical Ltd', 'Dalkia', 'Clim Express', 'Rhône Ascenseurs'],
  anomalies: {
    a: [
      'Fuite sur {e}',
      '{e} hors service',
      'Défaut {e}',
      'Bruit anormal {e}',
      'Éclairage de secours défaillant près du {e}',
      'Porte coupe-feu bloquée',
    ],
    b: [
      'Leak on {e}',
      '{e} out of order',
      'Fault on {e}',
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
    session: { a: 'Formation incendie {u}', b: 'Fire marshal training {u}' },
    qualification: { a: 'Qualification {i}', b: 'Qualification {i}' },
  },
  words: [
    ['Commission de sécurité', 'Fire safety inspection'],
    ['Registre de sécurité', 'Safety logbook'],
    ['Contrat de maintenance', 'Maintenance contract'],
    ['Rapport', 'Report'],
    ['Vérification trimestrielle', 'Quarterly check'],
    ['Contrôle annuel', 'Annual inspection'],
    ['Essai mensuel', 'Monthly test'],
    ['Contrôle', 'Inspection'],
    ['Rapport de vérification', 'Inspection report'],
    ['Plan d’évacuation', 'Evacuation plan'],
    ['Inventaire des extincteurs', 'Fire risk assessment'],
    ['Attestation de conformité', 'EICR'],
    ['Notice technique', 'Technical manual'],
    ['Remplacement des menuiseries', 'Window replacement'],
    ['Réfection de la toiture', 'Roof repair'],
    ['Mise en accessibilité', 'Accessibility upgrade'],
    ['Rénovation de la chaufferie', 'Boiler house renovation'],
    ['Ravalement de façade', 'Facade renovation'],
    ['Constaté lors de la visite.', 'Seen during the walk-round.'],
    ['Signalé par le gardien.', 'Reported by the site caretaker.'],
    ['Relevé par le bureau de contrôle.', 'Noted by the inspection body.'],
    ['Observation de la commission de sécurité.', 'Remark of the fire inspection.'],
    ['Réparation provisoire effectuée, intervention à planifier.', 'Temporary fix done, work to be planned.'],
  ],
};

writeFileSync(
  new URL('catalogue-search-box.json', import.meta.url),
  `${JSON.stringify(catalogueOf(meridia), null, 2)}\n`,
);
