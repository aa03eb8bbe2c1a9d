/**
 * The two message sets' catalogues: `npx tsx test/search/messages/generate-catalogues.ts` writes
 * `catalogue-depots.json` (rail depots around Chicago, en-US, names in English and German) and
 * `catalogue-vineyards.json` (wine estates in New Zealand, fr-FR, names in French and English).
 * Each is the project's catalogue generator (1,000 records, its own seed) with the domain's names
 * and titles put in: every unit has a language, and its installations, equipment and the titles of
 * what happens there are written in it.
 */
import { writeFileSync } from 'node:fs';
import { generateCatalogue } from '#infra/local/seed/catalogue-generator.ts';

type Language = 'a' | 'b';
interface Domain {
  file: string;
  seed: number;
  organization: { id: string; name: string; language: 'en-US' | 'fr-FR'; timezone: string };
  users: { id: string; firstName: string; lastName: string; email: string; role: 'admin' | 'manager' | 'viewer' }[];
  units: [string, Language][];
  installations: Record<string, Record<Language, string>>;
  equipment: Record<string, Record<Language, string[]>>;
  providers: string[];
  anomalies: Record<Language, string[]>;
  interventions: Record<string, Record<Language, string>>;
  /** Words of the generator's other titles and texts, in the catalogue's main language. */
  words: [string, string][];
}

type FileRecord = Record<string, unknown> & { kind: string; id: string; title: string };

const depots: Domain = {
  file: 'catalogue-depots.json',
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

const vineyards: Domain = {
  file: 'catalogue-vineyards.json',
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

const unitLanguage = (domain: Domain, units: FileRecord[]) =>
  new Map(units.map((unit, index) => [unit.id, domain.units[index % domain.units.length]![1]]));

/** The generator's catalogue with the domain's names and titles. */
const catalogueOf = (domain: Domain) => {
  const catalogue = generateCatalogue({
    organization: domain.organization,
    users: domain.users,
    records: 1000,
    seed: domain.seed,
  });
  const records = catalogue.records as unknown as FileRecord[];
  const ofKind = (kind: string) => records.filter((record) => record.kind === kind);
  const units = ofKind('unit');
  const languageOf = unitLanguage(domain, units);
  const byId = new Map(records.map((record) => [record.id, record]));
  const firstId = (record: FileRecord, field: string) => (record[field] as string[] | undefined)?.[0];
  const unitName = new Map<string, string>();
  units.forEach((unit, index) => {
    const name =
      index < domain.units.length
        ? domain.units[index]![0]
        : `${domain.units[index % domain.units.length]![0]} ${index + 1}`;
    unitName.set(unit.id, name);
    unit.title = name;
    unit.subtitle = unit.city;
  });
  const categories = Object.keys(domain.installations);
  const installations = ofKind('technical_installation');
  const categoryOf = new Map<string, string>();
  installations.forEach((installation, index) => {
    const unitId = firstId(installation, 'unitIds')!;
    const category = categories[Math.floor(index / units.length) % categories.length]!;
    categoryOf.set(installation.id, category);
    installation.category = category;
    installation.title = `${domain.installations[category]![languageOf.get(unitId)!]} – ${unitName.get(unitId)}`;
    installation.subtitle = unitName.get(unitId);
  });
  const serial = new Map<string, number>();
  for (const item of ofKind('equipment')) {
    const installationId = firstId(item, 'technicalInstallationIds')!;
    const language = languageOf.get(firstId(item, 'unitIds')!)!;
    const names = domain.equipment[categoryOf.get(installationId)!]![language];
    const base = names[(serial.size + (serial.get(installationId) ?? 0)) % names.length]!;
    const number = (serial.get(base) ?? 0) + 1;
    serial.set(base, number);
    serial.set(installationId, (serial.get(installationId) ?? 0) + 1);
    item.title = `${base} ${number}`;
    item.subtitle = byId.get(installationId)!.title.split(' – ')[0];
  }
  ofKind('provider').forEach((provider, index) => {
    provider.title =
      domain.providers[index % domain.providers.length]! + (index < domain.providers.length ? '' : ` ${index + 1}`);
  });
  const placeOf = (record: FileRecord) => {
    const unitId = firstId(record, 'unitIds');
    const installationId = firstId(record, 'technicalInstallationIds');
    const equipmentId = firstId(record, 'equipmentIds');
    const installation = installationId ? byId.get(installationId) : undefined;
    const equipment = equipmentId
      ? byId.get(equipmentId)
      : records.find(
          (item) => item.kind === 'equipment' && firstId(item, 'technicalInstallationIds') === installationId,
        );
    return {
      language: (unitId ? languageOf.get(unitId) : undefined) ?? 'a',
      u: unitId ? unitName.get(unitId)! : '',
      i: installation ? installation.title.split(' – ')[0]!.toLowerCase() : '',
      e: equipment ? equipment.title : '',
    };
  };
  const fill = (template: string, place: ReturnType<typeof placeOf>) =>
    template.replace('{e}', place.e).replace('{i}', place.i).replace('{u}', `– ${place.u}`);
  ofKind('anomaly').forEach((anomaly, index) => {
    const place = placeOf(anomaly);
    const templates = domain.anomalies[place.language];
    anomaly.title = fill(templates[index % templates.length]!, place);
  });
  for (const intervention of ofKind('intervention')) {
    const place = placeOf(intervention);
    intervention.title = fill(domain.interventions[intervention.interventionType as string]![place.language], place);
  }
  const rename = (text: string) => {
    let renamed = text;
    for (const [from, to] of [...domain.words].sort((a, b) => b[0].length - a[0].length))
      renamed = renamed.split(from).join(to);
    return renamed;
  };
  for (const record of records) {
    if (['unit', 'technical_installation', 'equipment', 'provider', 'anomaly', 'intervention'].includes(record.kind))
      continue;
    const unitId = firstId(record, 'unitIds');
    if (unitId) {
      const [head] = record.title.split(' – ');
      record.title = `${rename(head!)} – ${unitName.get(unitId)}`.replace(/ – [^–]+ – /, ' – ');
      if (typeof record.subtitle === 'string' && !String(record.subtitle).includes('·'))
        record.subtitle = unitName.get(unitId);
    } else record.title = rename(record.title);
    if (typeof record.text === 'string') record.text = rename(record.text);
  }
  for (const record of records) {
    if (typeof record.text === 'string') record.text = rename(record.text);
    const providerId = record.providerId as string | undefined;
    if (providerId && ['contact', 'contract'].includes(record.kind)) record.subtitle = byId.get(providerId)!.title;
    if (record.kind === 'contract') {
      const installation = byId.get(firstId(record, 'technicalInstallationIds') ?? '');
      record.title = `${rename('Contrat de maintenance')} ${installation?.title ?? ''}`.trim();
    }
    if (record.kind === 'report') {
      const intervention = byId.get(record.interventionId as string);
      if (intervention) record.title = `${rename('Rapport')} – ${intervention.title}`;
    }
    if (typeof record.subtitle === 'string' && record.subtitle.includes('·')) {
      const place = placeOf(record);
      record.subtitle = `${place.i ? byId.get(firstId(record, 'technicalInstallationIds')!)!.title.split(' – ')[0] : ''} · ${place.u}`;
    }
  }
  return {
    ...catalogue,
    organization: { ...catalogue.organization, comment: `Message set catalogue: ${domain.organization.name}.` },
  };
};

for (const domain of [depots, vineyards]) {
  writeFileSync(new URL(domain.file, import.meta.url), `${JSON.stringify(catalogueOf(domain), null, 2)}\n`);
}
