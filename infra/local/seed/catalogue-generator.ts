/**
 * A realistic `catalogue/v2` file of any size for one organization: sites with their technical
 * installations and equipment, providers, and anomalies, interventions, commissions, documents …
 * linked to them, with dates spread over 2022–2027 (anomalies, documents and reports until
 * November 2026: they record what happened), and the v2 members of every kind: building works
 * with their commissions and filed documents, interventions treating anomalies, labels on
 * commissions, providers, documents and logbooks, authors among the users. Files are left out (a
 * file per record would dwarf the rest); the demo's catalogue carries some. Deterministic: the
 * same seed gives the same ids, refs and values, so importing it again changes nothing.
 */
import {
  DECISIONS,
  INTERVENTION_TYPES,
  type Kind,
  type KindWithStatus,
  PRIORITIES,
  PROVIDER_TYPES,
  statusesOf,
  TECHNICAL_INSTALLATION_CATEGORIES,
  VISIT_TYPES,
} from '#shared/vocabulary/catalogue/kinds.ts';
import type { CatalogueInput, CatalogueRecordInput } from '#shared/vocabulary/catalogue-format/schema.ts';
import type { OrganizationLanguage } from '#shared/vocabulary/codes/languages.ts';
import { organizationRoles } from '#shared/vocabulary/users/user.ts';

interface GeneratorOptions {
  organization: { id: string; name: string; language?: OrganizationLanguage; timezone?: string };
  users?: CatalogueInput['users'];
  records: number;
  seed?: number;
}

/** mulberry32: small, fast and good enough to spread test data. */
const randomSource = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(values: readonly T[]): T => values[int(values.length)]!;
  const hex = (length: number) => Array.from({ length }, () => int(16).toString(16)).join('');
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(4)]}${hex(3)}-${hex(12)}`;
  /** Weighted choice: weights in the order of `values`. */
  const weighted = <T>(values: readonly T[], weights: readonly number[]): T => {
    const total = weights.reduce((a, b) => a + b, 0);
    let roll = next() * total;
    for (const [index, weight] of weights.entries()) {
      roll -= weight;
      if (roll < 0) return values[index]!;
    }
    return values[values.length - 1]!;
  };
  return { next, int, pick, uuid, weighted };
};

const START = Date.UTC(2022, 0, 1);
const END = Date.UTC(2028, 0, 1);
/** What has happened (detected anomalies, filed documents, issued reports) happened before this. */
const HISTORY_END = Date.UTC(2026, 10, 1);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Share of the records each kind gets; anomalies and interventions take what is left. */
const SHARES: Partial<Record<Kind, number>> = {
  unit: 0.0015,
  technical_installation: 0.01,
  equipment: 0.025,
  provider: 0.0006,
  contact: 0.004,
  contract: 0.004,
  member: 0.0004,
  logbook: 0.003,
  routine: 0.02,
  compliance: 0.05,
  commission: 0.015,
  building_work: 0.006,
  document: 0.1,
  report: 0.06,
};
const MINIMUM: Partial<Record<Kind, number>> = {
  unit: 5,
  technical_installation: 10,
  equipment: 12,
  provider: 6,
  member: 4,
};

const PREFIX: Record<Kind, string> = {
  anomaly: 'ANO',
  intervention: 'INT',
  commission: 'COM',
  unit: 'UNI',
  technical_installation: 'INS',
  equipment: 'EQU',
  building_work: 'BW',
  logbook: 'LOG',
  provider: 'PRO',
  contact: 'CON',
  contract: 'CTR',
  document: 'DOC',
  report: 'REP',
  routine: 'ROU',
  member: 'MEM',
  compliance: 'CMP',
};

const UNIT_NAMES = [
  'Bâtiment A',
  'Bâtiment B',
  'Résidence Les Tilleuls',
  'École Jules Ferry',
  'Gymnase Municipal',
  'Médiathèque Centrale',
  'Hôtel de Ville',
  'Piscine Olympique',
  'Crèche Les Lucioles',
  'Collège Victor Hugo',
  'Résidence Les Cèdres',
  'Salle des Fêtes',
];
const CITIES = ['Lyon', 'Villeurbanne', 'Grenoble', 'Annecy', 'Saint-Étienne', 'Chambéry', 'Valence', 'Mâcon'];
const INSTALLATION_NAMES: Record<string, string> = {
  fire_safety: 'Système de sécurité incendie',
  elevator: 'Ascenseur principal',
  heating: 'Chaufferie',
  ventilation: 'VMC',
  electrical: 'Tableau général basse tension',
  gas: 'Réseau gaz',
  water: "Réseau d'eau chaude",
  access: "Contrôle d'accès",
  other: 'Désenfumage',
};
const EQUIPMENT_BY_CATEGORY: Record<string, readonly string[]> = {
  fire_safety: ['Extincteur', 'Détecteur de fumée', 'Centrale incendie', 'Porte coupe-feu'],
  elevator: ['Cabine ascenseur', 'Moteur ascenseur'],
  heating: ['Chaudière', 'Brûleur', 'Pompe de circulation'],
  ventilation: ["Caisson d'extraction", 'Centrale de traitement d’air'],
  electrical: ['Disjoncteur général', 'Onduleur', 'Éclairage de secours'],
  gas: ['Vanne de coupure gaz', 'Détendeur'],
  water: ['Pompe de relevage', 'Ballon eau chaude', 'Adoucisseur'],
  access: ['Badgeuse', 'Portail motorisé'],
  other: ['Volet de désenfumage', 'Exutoire'],
};
const BRANDS = ['Viessmann', 'Schneider', 'Legrand', 'Atlantic', 'Grundfos', 'Sicli', 'Otis', 'Daikin'];
const PROVIDER_NAMES = [
  'Otis',
  'Dalkia',
  'Socotec',
  'Apave',
  'Sicli',
  'Engie Home Services',
  'Schindler',
  'Kone',
  'Veolia',
  'Bureau Veritas',
  'Dekra',
  'Eiffage Énergie',
];
const FIRST_NAMES = ['Julie', 'Marc', 'Sophie', 'Thomas', 'Camille', 'Nicolas', 'Claire', 'Antoine', 'Laura', 'Pierre'];
const LAST_NAMES = [
  'Durand',
  'Lefebvre',
  'Moreau',
  'Garnier',
  'Faure',
  'Rousseau',
  'Blanc',
  'Guerin',
  'Muller',
  'Henry',
];
const ANOMALY_TITLES = [
  'Fuite sur {e}',
  '{e} hors service',
  'Extincteur manquant au {n}e étage',
  'Porte coupe-feu bloquée en position ouverte',
  'Éclairage de secours défaillant',
  'Corrosion sur {e}',
  'Bruit anormal {e}',
  'Défaut de signalisation {i}',
  'Encombrement du dégagement au {n}e étage',
  'Vérification périodique non réalisée : {i}',
];
const ANOMALY_TEXTS = [
  'Constaté lors de la visite.',
  'Signalé par le gardien.',
  'Relevé par le bureau de contrôle.',
  'Observation de la commission de sécurité.',
  'Réparation provisoire effectuée, intervention à planifier.',
  '',
];
const INTERVENTION_TITLES: Record<string, string> = {
  preventive: 'Maintenance préventive {i}',
  curative: 'Remplacement pièce {e}',
  troubleshooting: 'Dépannage {e}',
  audit: 'Audit {i}',
  exercise: "Exercice d'évacuation {u}",
  session: 'Formation sécurité incendie {u}',
  qualification: 'Qualification {i}',
};
/** Document titles, with the v2 `documentType` each is filed as. */
const DOCUMENT_TYPES = [
  ['Rapport de vérification', 'technical_report'],
  ['Plan d’évacuation', 'plan'],
  ['Inventaire des extincteurs', 'other'],
  ['Attestation de conformité', 'other'],
  ['Notice technique', 'other'],
] as const;
const LABELS = [
  ['Sécurité incendie', 'commission'],
  ['Accessibilité', 'commission'],
  ['Prestataire agréé', 'provider'],
  ['À archiver', 'document'],
  ['Confidentiel', 'document'],
  ['Registre papier', 'logbook'],
] as const;
const NATURES = ['Accessibilité', 'Désenfumage', 'Couverture', 'Chauffage', 'Façades'];
const REGULATIONS = [
  'Code du travail R4227',
  'Arrêté du 25 juin 1980',
  'Règlement ERP MS 73',
  'Arrêté du 31 janvier 1986',
  'NF S 61-933',
];
const WORKS = [
  'Remplacement des menuiseries',
  'Réfection de la toiture',
  'Mise en accessibilité',
  'Rénovation de la chaufferie',
  'Ravalement de façade',
];
const CONTRACTORS = ['Bouygues', 'Vinci', 'Eiffage', 'Spie', 'NGE'];

type Record_ = CatalogueRecordInput & {
  kind: Kind;
  id: string;
  ref: string;
  title: string;
  unitIds?: string[];
  technicalInstallationIds?: string[];
};

/** A generated `catalogue/v2` file. */
type GeneratedCatalogue = Omit<CatalogueInput, 'format'> & {
  format: 'catalogue/v2';
  labels: { id: string; name: string; color: string; type: string }[];
};

type Random = ReturnType<typeof randomSource>;
type Label = GeneratedCatalogue['labels'][number];

/** How many records of each kind: each kind its share (at least its minimum), anomalies and interventions the rest. */
const recordCounts = (total: number): Map<Kind, number> => {
  const counts = new Map<Kind, number>();
  let assigned = 0;
  for (const [kind, share] of Object.entries(SHARES) as [Kind, number][]) {
    const count = Math.max(MINIMUM[kind] ?? 1, Math.round(total * share));
    counts.set(kind, count);
    assigned += count;
  }
  const rest = Math.max(2, total - assigned);
  counts.set('anomaly', Math.ceil(rest * 0.55));
  // At least one, even when the minimums leave almost nothing: reports are about an intervention.
  counts.set('intervention', Math.max(1, Math.floor(rest * 0.45)));
  return counts;
};

const generateLabels = (random: Random): Label[] =>
  LABELS.map(([name, type], index) => ({
    id: random.uuid(),
    name,
    color: `#${(0x336699 + index * 0x101010).toString(16).slice(-6)}`,
    type,
  }));

/** The generation under way: the random source, the records made so far and the helpers every family uses. */
const generation = (random: Random, labels: readonly Label[], users: CatalogueInput['users']) => {
  const records: Record_[] = [];
  const serial = new Map<Kind, number>();
  const labelsOf = (type: string) => labels.filter((label) => label.type === type).map((label) => label.id);
  /** Some records carry one label of a fitting type. */
  const maybeLabel = (type: string) => {
    const fitting = labelsOf(type);
    return fitting.length > 0 && random.next() < 0.3 ? { labelIds: [random.pick(fitting)] } : {};
  };
  const authors = (users ?? []).map((user) => user.id);
  const author = () => (authors.length > 0 ? { createdByUserId: random.pick(authors) } : {});
  /** A new record of `kind`, with the next ref of its kind, added to the file. */
  const base = (kind: Kind, title: string, extra: Record<string, unknown> = {}): Record_ => {
    const number = (serial.get(kind) ?? 0) + 1;
    serial.set(kind, number);
    const record = {
      kind,
      id: random.uuid(),
      ref: `${PREFIX[kind]}-${number}`,
      title: title.slice(0, 300),
      archived: random.next() < 0.05,
      historized: random.next() < 0.02,
      ...extra,
    } as Record_;
    records.push(record);
    return record;
  };
  const date = (from = START, to = END) =>
    new Date(from + Math.floor(random.next() * ((to - from) / HOUR)) * HOUR).toISOString();
  const status = <K extends KindWithStatus>(kind: K, weights: readonly number[]) =>
    random.weighted(statusesOf(kind), weights);
  return { random, records, maybeLabel, author, base, date, status };
};

type Generation = ReturnType<typeof generation>;

export const generateCatalogue = (options: GeneratorOptions): GeneratedCatalogue => {
  const random = randomSource(options.seed ?? 1);
  const counts = recordCounts(options.records);
  const labels = generateLabels(random);
  const g = generation(random, labels, options.users);
  const count = (kind: Kind) => counts.get(kind)!;

  const units = generateUnits(g, count('unit'));
  const installations = generateInstallations(g, count('technical_installation'), units);
  const equipment = generateEquipment(g, count('equipment'), installations);
  const providers = generateProviders(g, count('provider'));
  const places = placesOf(g, units, installations, equipment);
  const anomalies = generateAnomalies(g, count('anomaly'), places);
  const interventions = generateInterventions(g, count('intervention'), places, anomalies, providers);
  const works = generateBuildingWorks(g, count('building_work'), units);
  const workOn = buildingWorkOn(g, works);
  generateCommissions(g, count('commission'), units, workOn);
  generateLogbooks(g, count('logbook'), units);
  generateContacts(g, count('contact'), providers);
  generateContracts(g, count('contract'), places, providers);
  generateDocuments(g, count('document'), units, workOn);
  generateReports(g, count('report'), interventions);
  generateRoutines(g, count('routine'), installations);
  generateMembers(g, count('member'));
  generateCompliances(g, count('compliance'), places);

  return {
    format: 'catalogue/v2',
    organization: organizationOf(options.organization),
    users: options.users ?? [],
    records: g.records as CatalogueRecordInput[],
    labels,
  };
};

const organizationOf = (organization: GeneratorOptions['organization']): GeneratedCatalogue['organization'] => ({
  id: organization.id,
  type: 'rs',
  name: organization.name,
  language: organization.language ?? 'fr-FR',
  timezone: organization.timezone ?? 'Europe/Paris',
});

/** The first units take the well-known names, the others made-up ones. */
const generateUnits = ({ random, base, date }: Generation, count: number): Record_[] =>
  Array.from({ length: count }, (_, index) => {
    const name =
      index < UNIT_NAMES.length
        ? UNIT_NAMES[index]!
        : `${random.pick(['Résidence', 'Bâtiment', 'Groupe scolaire', 'Centre'])} ${random.pick(LAST_NAMES)} ${index + 1}`;
    const city = random.pick(CITIES);
    return base('unit', name, {
      city,
      subtitle: city,
      status: null,
      archived: false,
      createdAt: date(START, Date.UTC(2023, 0, 1)),
    });
  });

/** Round robin over the units, one category after the other. */
const generateInstallations = ({ base, date }: Generation, count: number, units: readonly Record_[]): Record_[] =>
  Array.from({ length: count }, (_, index) => {
    const unit = units[index % units.length]!;
    const category =
      TECHNICAL_INSTALLATION_CATEGORIES[Math.floor(index / units.length) % TECHNICAL_INSTALLATION_CATEGORIES.length]!;
    return base('technical_installation', `${INSTALLATION_NAMES[category]} – ${unit.title}`, {
      category,
      subtitle: unit.title,
      status: null,
      unitIds: [unit.id],
      archived: false,
      createdAt: date(START, Date.UTC(2023, 6, 1)),
    });
  });

/** Round robin over the installations, named after each one's category. */
const generateEquipment = (
  { random, base, date, status }: Generation,
  count: number,
  installations: readonly Record_[],
): Record_[] =>
  Array.from({ length: count }, (_, index) => {
    const installation = installations[index % installations.length]!;
    const category = (installation as { category?: string }).category ?? 'other';
    const name = `${random.pick(EQUIPMENT_BY_CATEGORY[category]!)} ${Math.floor(index / installations.length) + 1}`;
    const brand = random.pick(BRANDS);
    return base('equipment', name, {
      status: status('equipment', [85, 10, 5]),
      subtitle: installation.title.split(' – ')[0],
      brand,
      model: `${brand.slice(0, 3).toUpperCase()}-${100 + random.int(900)}`,
      serialNumber: `SN${1_000_000 + random.int(9_000_000)}`,
      installedAt: date(START, Date.UTC(2025, 0, 1)),
      unitIds: installation.unitIds,
      technicalInstallationIds: [installation.id],
    });
  });

const generateProviders = ({ random, base, status, maybeLabel }: Generation, count: number): Record_[] =>
  Array.from({ length: count }, (_, index) =>
    base(
      'provider',
      index < PROVIDER_NAMES.length
        ? PROVIDER_NAMES[index]!
        : `${random.pick(PROVIDER_NAMES)} ${random.pick(CITIES)} ${index + 1}`,
      {
        status: status('provider', [85, 15]),
        providerType: random.pick(PROVIDER_TYPES),
        city: random.pick(CITIES),
        subtitle: null,
        archived: false,
        ...maybeLabel('provider'),
      },
    ),
  );

interface Place {
  equipment: Record_;
  installation: Record_;
  unit: Record_;
}

/** Where the activity happens: a random equipment with its installation and unit, for titles and links. */
const placesOf = (
  { random }: Generation,
  units: readonly Record_[],
  installations: readonly Record_[],
  equipment: readonly Record_[],
) => {
  const installationById = new Map(installations.map((installation) => [installation.id, installation]));
  const unitById = new Map(units.map((unit) => [unit.id, unit]));
  const place = (): Place => {
    const item = random.pick(equipment);
    return {
      equipment: item,
      installation: installationById.get(item.technicalInstallationIds![0]!)!,
      unit: unitById.get(item.unitIds![0]!)!,
    };
  };
  /** A title template with the place's equipment {e}, installation {i}, unit {u} and a floor {n}. */
  const fill = (template: string, where: Place) =>
    template
      .replace('{e}', where.equipment.title.toLowerCase())
      .replace('{i}', where.installation.title.split(' – ')[0]!.toLowerCase())
      .replace('{u}', `– ${where.unit.title}`)
      .replace('{n}', String(1 + random.int(6)));
  const links = (where: Place) => ({
    unitIds: [where.unit.id],
    technicalInstallationIds: [where.installation.id],
    subtitle: `${where.installation.title.split(' – ')[0]} · ${where.unit.title}`.slice(0, 240),
  });
  return { place, fill, links };
};

type Places = ReturnType<typeof placesOf>;

const generateAnomalies = (
  { random, base, date, status, author }: Generation,
  count: number,
  { place, fill, links }: Places,
): Record_[] =>
  Array.from({ length: count }, () => {
    const where = place();
    const detectedAt = date(START, HISTORY_END);
    const text = random.pick(ANOMALY_TEXTS);
    return base('anomaly', fill(random.pick(ANOMALY_TITLES), where), {
      status: status('anomaly', [30, 15, 45, 10]),
      priority: random.weighted(PRIORITIES, [30, 35, 25, 10]),
      detectedAt,
      dueAt: new Date(Date.parse(detectedAt) + (7 + random.int(90)) * DAY).toISOString(),
      equipmentIds: [where.equipment.id],
      ...links(where),
      ...(text && { text }),
      ...author(),
    });
  });

/** Mostly done before 2026, mostly planned after. */
const generateInterventions = (
  { random, base, date, status }: Generation,
  count: number,
  { place, fill, links }: Places,
  anomalies: readonly Record_[],
  providers: readonly Record_[],
): Record_[] =>
  Array.from({ length: count }, () => {
    const where = place();
    const interventionType = random.weighted(INTERVENTION_TYPES, [40, 20, 20, 8, 5, 4, 3]);
    const scheduledAt = date();
    const statusValue =
      Date.parse(scheduledAt) < Date.UTC(2026, 0, 1)
        ? status('intervention', [5, 5, 80, 10])
        : status('intervention', [70, 15, 10, 5]);
    // A curative intervention or troubleshooting treats an anomaly; a third of the others are the organization's own.
    const treats =
      interventionType === 'curative' || interventionType === 'troubleshooting'
        ? { anomalyId: random.pick(anomalies).id }
        : {};
    const provider =
      treats.anomalyId === undefined && random.next() < 0.33 ? {} : { providerId: random.pick(providers).id };
    return base('intervention', fill(INTERVENTION_TITLES[interventionType]!, where), {
      status: statusValue,
      interventionType,
      scheduledAt,
      ...provider,
      ...treats,
      ...(statusValue === 'done' && { completedAt: new Date(Date.parse(scheduledAt) + 3 * HOUR).toISOString() }),
      ...links(where),
    });
  });

/** An authorization number once approved, a reception date once (partially) received. */
const generateBuildingWorks = (
  { random, base, date, status, author }: Generation,
  count: number,
  units: readonly Record_[],
): Record_[] =>
  Array.from({ length: count }, (_, index) => {
    const unit = random.pick(units);
    const startAt = date();
    const workStatus = status('building_work', [25, 25, 15, 25, 10]);
    return base('building_work', `${random.pick(WORKS)} – ${unit.title}`, {
      status: workStatus,
      startAt,
      endAt: new Date(Date.parse(startAt) + (30 + random.int(200)) * DAY).toISOString(),
      contractorName: random.pick(CONTRACTORS),
      unitIds: [unit.id],
      subtitle: unit.title,
      workNature: random.pick(NATURES),
      architectName: `Atelier ${random.pick(LAST_NAMES)}`,
      supervisingTechnicianName: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
      ...(workStatus !== 'pending' && {
        authorizationNumber: `AT-069-${100 + random.int(900)}-${startAt.slice(2, 4)}-${1000 + index}`,
      }),
      ...((workStatus === 'received' || workStatus === 'partially_received') && {
        receivedAt: new Date(Date.parse(startAt) + 60 * DAY).toISOString(),
      }),
      ...author(),
    });
  });

/** A commission or a document on a unit with building works belongs to one of them now and then. */
const buildingWorkOn = ({ random }: Generation, works: readonly Record_[]) => {
  const worksByUnit = new Map<string, Record_[]>();
  for (const work of works) worksByUnit.set(work.unitIds![0]!, [...(worksByUnit.get(work.unitIds![0]!) ?? []), work]);
  return (unitId: string, chance: number) => {
    const candidates = worksByUnit.get(unitId);
    return candidates && random.next() < chance ? { buildingWorkId: random.pick(candidates).id } : {};
  };
};

type WorkOn = ReturnType<typeof buildingWorkOn>;

/** Scheduled after 2025, mostly held before. */
const generateCommissions = (
  { random, base, date, status, maybeLabel }: Generation,
  count: number,
  units: readonly Record_[],
  workOn: WorkOn,
): void => {
  for (let index = 0; index < count; index += 1) {
    const unit = random.pick(units);
    const heldAt = date();
    const statusValue = Date.parse(heldAt) > Date.UTC(2026, 0, 1) ? 'scheduled' : status('commission', [0, 90, 10]);
    base('commission', `Commission de sécurité ${heldAt.slice(0, 4)} – ${unit.title}`, {
      status: statusValue,
      visitType: random.pick(VISIT_TYPES),
      decision: statusValue === 'held' ? random.weighted(DECISIONS, [70, 20, 10]) : null,
      heldAt,
      unitIds: [unit.id],
      subtitle: unit.title,
      ...workOn(unit.id, 0.4),
      ...maybeLabel('commission'),
    });
  }
};

/** One logbook a year per unit, round robin over the units. */
const generateLogbooks = ({ base, maybeLabel }: Generation, count: number, units: readonly Record_[]): void => {
  for (let index = 0; index < count; index += 1) {
    const unit = units[index % units.length]!;
    const year = 2022 + (Math.floor(index / units.length) % 6);
    base('logbook', `Registre de sécurité ${year} – ${unit.title}`, {
      status: null,
      year,
      unitIds: [unit.id],
      subtitle: unit.title,
      createdAt: new Date(Date.UTC(year, 0, 2)).toISOString(),
      ...maybeLabel('logbook'),
    });
  }
};

const generateContacts = ({ random, base }: Generation, count: number, providers: readonly Record_[]): void => {
  for (let index = 0; index < count; index += 1) {
    const provider = random.pick(providers);
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    base('contact', `${first} ${last}`, {
      status: null,
      providerId: provider.id,
      role: random.pick(['technicien', 'commercial', "chargé d'affaires"]),
      email: `${first}.${last}.${index + 1}@example.com`.toLowerCase(),
      phone: `+33 4 72 ${String(10 + random.int(89))} ${String(10 + random.int(89))} ${String(10 + random.int(89))}`,
      subtitle: provider.title,
    });
  }
};

/** Expired or terminated once ended before 2026, else mostly active. */
const generateContracts = (
  { random, base, date, status }: Generation,
  count: number,
  { place }: Places,
  providers: readonly Record_[],
): void => {
  for (let index = 0; index < count; index += 1) {
    const where = place();
    const provider = random.pick(providers);
    const startAt = date(START, Date.UTC(2026, 0, 1));
    const endAt = new Date(Date.parse(startAt) + 365 * (1 + random.int(3)) * DAY).toISOString();
    base('contract', `Contrat de maintenance ${where.installation.title}`, {
      status:
        Date.parse(endAt) < Date.UTC(2026, 0, 1)
          ? status('contract', [0, 0, 80, 20])
          : status('contract', [10, 90, 0, 0]),
      providerId: provider.id,
      startAt,
      endAt,
      unitIds: [where.unit.id],
      technicalInstallationIds: [where.installation.id],
      subtitle: provider.title,
    });
  }
};

const generateDocuments = (
  { random, base, date, maybeLabel, author }: Generation,
  count: number,
  units: readonly Record_[],
  workOn: WorkOn,
): void => {
  for (let index = 0; index < count; index += 1) {
    const unit = random.pick(units);
    const [title, documentType] = random.pick(DOCUMENT_TYPES);
    base('document', `${title} – ${unit.title}`, {
      status: null,
      documentType,
      mimeType: random.pick(['application/pdf', 'application/pdf', 'image/jpeg', 'text/csv']),
      unitIds: [unit.id],
      subtitle: unit.title,
      createdAt: date(START, HISTORY_END),
      ...workOn(unit.id, 0.1),
      ...maybeLabel('document'),
      ...author(),
    });
  }
};

/** A report on an intervention, by its provider and on its places. */
const generateReports = (
  { random, base, date, status }: Generation,
  count: number,
  interventions: readonly Record_[],
): void => {
  for (let index = 0; index < count; index += 1) {
    const intervention = random.pick(interventions);
    base('report', `Rapport – ${intervention.title}`, {
      status: status('report', [20, 70, 10]),
      providerId: (intervention as { providerId?: string }).providerId ?? null,
      interventionId: intervention.id,
      issuedAt: date(START, HISTORY_END),
      unitIds: intervention.unitIds,
      technicalInstallationIds: intervention.technicalInstallationIds,
      subtitle: intervention.subtitle ?? null,
    });
  }
};

const generateRoutines = (
  { random, base, date, status }: Generation,
  count: number,
  installations: readonly Record_[],
): void => {
  for (let index = 0; index < count; index += 1) {
    const installation = random.pick(installations);
    base(
      'routine',
      `${random.pick(['Vérification trimestrielle', 'Contrôle annuel', 'Essai mensuel'])} – ${installation.title.split(' – ')[0]}`,
      {
        status: status('routine', [85, 15]),
        rrule: random.pick(['FREQ=MONTHLY;INTERVAL=3', 'FREQ=YEARLY', 'FREQ=MONTHLY']),
        nextDueAt: date(),
        unitIds: installation.unitIds,
        technicalInstallationIds: [installation.id],
        subtitle: installation.title.split(' – ')[0],
      },
    );
  }
};

const generateMembers = ({ random, base, status }: Generation, count: number): void => {
  for (let index = 0; index < count; index += 1) {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    base('member', `${first} ${last}`, {
      status: status('member', [80, 10, 10]),
      role: random.pick(organizationRoles),
      email: `${first}.${last}.m${index + 1}@example.com`.toLowerCase(),
      subtitle: null,
    });
  }
};

const generateCompliances = ({ random, base, date, status }: Generation, count: number, { place }: Places): void => {
  for (let index = 0; index < count; index += 1) {
    const where = place();
    base('compliance', `Contrôle ${where.installation.title.split(' – ')[0]!.toLowerCase()} – ${where.unit.title}`, {
      status: status('compliance', [25, 15, 50, 10]),
      regulation: random.pick(REGULATIONS),
      dueAt: date(),
      unitIds: [where.unit.id],
      technicalInstallationIds: [where.installation.id],
      subtitle: where.unit.title,
    });
  }
};
