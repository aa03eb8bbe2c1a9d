import type { Label } from '../../../shared/labels/label.ts';
import { putLabel } from '../../../shared/labels/label-repository.ts';
import type { Organization } from '../../../shared/organizations/organization.ts';
import { findOrganization, putOrganization } from '../../../shared/organizations/organization-repository.ts';
import type { User } from '../../../shared/users/user.ts';
import { putUser } from '../../../shared/users/user-repository.ts';
import { seedBackOffice } from './back-office.ts';
import { seedBuildingWorks } from './building-works.ts';
import { seedDemoCatalogue } from './catalogue.ts';
import { seedFiles } from './files.ts';
import { seedLibraryRules } from './library-rules.ts';
import { seedPlanPoints } from './plan-points.ts';
import { seedReportAnalyses } from './report-analyses.ts';

/**
 * The demo data that `npm start` loads: fixed ids, so that tokens printed by one run keep working
 * and so that the tests can name them. Seeding is idempotent.
 */
export const demoIds = {
  rsOrganization: 'a1b2c3d4-0001-4000-8000-000000000001',
  adOrganization: 'a1b2c3d4-0002-4000-8000-000000000002',
  rsAdmin: 'b1b2c3d4-0001-4000-8000-000000000001',
  rsManager: 'b1b2c3d4-0002-4000-8000-000000000002',
  rsViewer: 'b1b2c3d4-0003-4000-8000-000000000003',
  adAdmin: 'b1b2c3d4-0004-4000-8000-000000000004',
  backOfficeAdmin: 'b1b2c3d4-0005-4000-8000-000000000005',
  customLabel: 'c1b2c3d4-0001-4000-8000-000000000001',
  usedLabel: 'c1b2c3d4-0002-4000-8000-000000000002',
  systemLabel: 'c1b2c3d4-0003-4000-8000-000000000003',
} as const;

const seededAt = '2026-01-05T09:00:00.000Z';

const organization = (id: string, type: Organization['type'], name: string, language: Organization['language']): Organization => ({
  id, type, name, comment: '', language, timezone: 'Europe/Paris',
  uploadSizeLimit: 10240, uploadSizeUsed: 0, engagementDuration: 36,
  engagementStartAt: '2026-01-01T00:00:00.000Z', engagementEndAt: '2029-01-01T00:00:00.000Z', renewAt: '2028-10-01T00:00:00.000Z',
  contractType: 'kare', onboardingStatus: 'closed', onboardingUpdatedAt: seededAt,
  accessStatus: 'active', accessStatusUpdatedAt: seededAt, inboundAlias: `${type}-${id.slice(0, 8)}@inbound.example.com`,
  createdByBoUserId: demoIds.backOfficeAdmin,
  addressCountry: 'France', addressCity: 'Lyon', addressStreet: '1 place Bellecour', addressPostalCode: '69002',
  aiProvider: null, aiModel: null, aiSearchEnabled: false,
  archivedAt: null, deletedAt: null, createdAt: seededAt, updatedAt: seededAt,
});

const organizationUser = (
  id: string, organizationId: string, organizationType: 'rs' | 'ad', role: 'admin' | 'manager' | 'viewer', firstName: string, lastName: string,
): User => ({
  kind: 'organization', id, organizationId, organizationType, role, firstName, lastName,
  email: `${firstName}.${lastName}@example.com`.toLowerCase(), status: 'active', createdAt: seededAt, updatedAt: seededAt,
});

const label = (id: string, name: string, color: string, type: Label['type'], origin: Label['origin'], usageCount: number): Label => ({
  id, organizationId: demoIds.rsOrganization, name, color, type, origin, usageCount, createdAt: seededAt, updatedAt: seededAt,
});

export const demoUsers: readonly User[] = [
  organizationUser(demoIds.rsAdmin, demoIds.rsOrganization, 'rs', 'admin', 'Lea', 'Martin'),
  organizationUser(demoIds.rsManager, demoIds.rsOrganization, 'rs', 'manager', 'Hugo', 'Bernard'),
  organizationUser(demoIds.rsViewer, demoIds.rsOrganization, 'rs', 'viewer', 'Chloe', 'Petit'),
  organizationUser(demoIds.adAdmin, demoIds.adOrganization, 'ad', 'admin', 'Anna', 'Weber'),
  {
    kind: 'backOffice', id: demoIds.backOfficeAdmin, role: 'bo_admin', firstName: 'Bastien', lastName: 'Office',
    email: 'bastien.office@example.com', createdAt: seededAt, updatedAt: seededAt,
  },
];

/** Only when absent: a kept organization carries state of its own since (upload usage, back-office edits). */
const seedOrganization = async (seeded: Organization) => {
  if (!(await findOrganization(seeded.id))) await putOrganization(seeded);
};

export const seedDemo = async (): Promise<void> => {
  await seedOrganization(organization(demoIds.rsOrganization, 'rs', 'Foncière Démo', 'fr-FR'));
  await seedOrganization(organization(demoIds.adOrganization, 'ad', 'Audit Conseil Démo', 'de-DE'));
  await Promise.all(demoUsers.map(putUser));
  await Promise.all([
    putLabel(label(demoIds.customLabel, 'Urgent', '#d93025', 'document', 'custom', 0)),
    putLabel(label(demoIds.usedLabel, 'Sécurité incendie', '#f29900', 'commission', 'custom', 4)),
    putLabel(label(demoIds.systemLabel, 'Contrôle réglementaire', '#1a73e8', 'logbook', 'system', 12)),
  ]);
  await seedBuildingWorks(demoIds.rsOrganization, demoIds.rsManager);
  await seedFiles(demoIds.rsOrganization, { admin: demoIds.rsAdmin, manager: demoIds.rsManager });
  await seedBackOffice({ rs: demoIds.rsOrganization, ad: demoIds.adOrganization });
  await seedPlanPoints(demoIds.adOrganization, demoIds.adAdmin);
  await seedLibraryRules(demoIds.backOfficeAdmin);
  await seedDemoCatalogue(demoIds.rsOrganization, 'Foncière Démo');
  await seedReportAnalyses(demoIds.rsOrganization, 'Foncière Démo');
};
