import { importOrganizations } from '#shared/stores/organizations/organization-repository.ts';
import { ORGANIZATION_LANGUAGES } from '#shared/vocabulary/codes/languages.ts';
import { engagementDates } from '#shared/vocabulary/organizations/engagement.ts';
import {
  accessStatuses,
  contractTypes,
  type Organization,
  onboardingStatuses,
} from '#shared/vocabulary/organizations/organization.ts';

/**
 * Many plausible organizations for the back-office list benchmark (`npm run seed:organizations`,
 * `npm run bench:organizations`). A seeded generator makes the same data every run, so figures
 * from two runs compare; ids are derived from the index, so seeding again overwrites.
 */
const mulberry32 = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const prefixes = [
  'Foncière',
  'Résidences',
  'Immobilière',
  'Gestion',
  'Hausverwaltung',
  'Property',
  'Patrimoine',
  'Société',
  'Groupe',
  'Wohnbau',
];
const stems = [
  'du Rhône',
  'Bellecour',
  'Alpes',
  'Atlantique',
  'Nordstern',
  'Lumière',
  'Garonne',
  'Rheinland',
  'Harbor',
  'Saint-Exupéry',
  'Mistral',
  'Zürichsee',
];
const cities = [
  ['France', 'Lyon', '69002'],
  ['France', 'Paris', '75011'],
  ['France', 'Bordeaux', '33000'],
  ['France', 'Nantes', '44000'],
  ['Deutschland', 'München', '80331'],
  ['Deutschland', 'Köln', '50667'],
  ['Schweiz', 'Zürich', '8001'],
  ['United States', 'Boston', '02108'],
] as const;
const streets = [
  'rue de la République',
  'avenue Jean Jaurès',
  'Hauptstraße',
  'boulevard Haussmann',
  'Main Street',
  'quai Saint-Antoine',
];
const timezones = ['Europe/Paris', 'Europe/Berlin', 'Europe/Zurich', 'America/New_York'];
const comments = [
  '',
  '',
  '',
  'Client historique',
  'Relance prévue',
  'Vertrag in Verhandlung',
  'Pilot extended',
  'Priorité haute',
];
const uploadSizeLimits = [512, 1024, 2048, 5120, 10240];
const durations = [12, 24, 36, 48, 60];
/** Back-office creators; the first is the demo back-office admin. */
const seededCreators = [
  'b1b2c3d4-0005-4000-8000-000000000005',
  'e1b2c3d4-0001-4000-8000-000000000001',
  'e1b2c3d4-0002-4000-8000-000000000002',
  'e1b2c3d4-0003-4000-8000-000000000003',
  'e1b2c3d4-0004-4000-8000-000000000004',
];

const from = Date.UTC(2019, 0, 1);
const span = Date.UTC(2026, 0, 1) - from;

const generatedOrganizationId = (index: number) => `f0000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;

const generateOrganization = (index: number): Organization => {
  const random = mulberry32(index + 1);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const at = (start: number, width: number) => new Date(start + Math.floor(random() * width)).toISOString();
  const createdAt = at(from, span);
  const created = Date.parse(createdAt);
  const engagementStartAt = random() < 0.9 ? at(created, 90 * 86_400_000) : null;
  const engagementDuration = pick(durations);
  const [addressCountry, addressCity, addressPostalCode] = pick(cities);
  const archived = random() < 0.05;
  const deleted = archived && random() < 0.3;
  const id = generatedOrganizationId(index);
  return {
    id,
    type: random() < 0.7 ? 'rs' : 'ad',
    name: `${pick(prefixes)} ${pick(stems)} ${index}`,
    comment: pick(comments),
    language: pick(ORGANIZATION_LANGUAGES),
    timezone: pick(timezones),
    uploadSizeLimit: pick(uploadSizeLimits),
    uploadSizeUsed: Math.floor(random() * 1e9),
    engagementDuration,
    engagementStartAt,
    ...engagementDates(engagementStartAt, engagementDuration)!,
    contractType: pick(contractTypes),
    onboardingStatus: pick(onboardingStatuses),
    onboardingUpdatedAt: at(created, 200 * 86_400_000),
    accessStatus: archived ? 'inactive' : pick(accessStatuses),
    accessStatusUpdatedAt: at(created, 200 * 86_400_000),
    inboundAlias: `org-${index}@inbound.example.com`,
    createdByBoUserId: pick(seededCreators),
    addressCountry,
    addressCity,
    addressPostalCode,
    addressStreet: `${1 + Math.floor(random() * 200)} ${pick(streets)}`,
    aiProvider: null,
    aiModel: null,
    aiSearchEnabled: random() < 0.2,
    archivedAt: archived ? at(created, 400 * 86_400_000) : null,
    deletedAt: deleted ? at(Date.UTC(2026, 0, 2), 30 * 86_400_000) : null,
    createdAt,
    updatedAt: at(created, 300 * 86_400_000),
  };
};

/** Writes organizations 0..count-1 with their listing entries, a batch of 12 per call, `concurrency` calls at a time. */
export const seedOrganizations = async (
  count: number,
  onProgress?: (done: number) => void,
  concurrency = 8,
): Promise<void> => {
  const batch = 12;
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < count) {
      const start = next;
      const end = Math.min(count, start + batch);
      next = end;
      await importOrganizations(
        Array.from({ length: end - start }, (_, offset) => generateOrganization(start + offset)),
      );
      done += end - start;
      onProgress?.(done);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
};
