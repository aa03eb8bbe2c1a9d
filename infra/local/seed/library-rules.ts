import type { LibraryTechnicalInstallation, PreventiveRule } from '../../../shared/library-rules/preventive-rule.ts';
import { putLibraryTechnicalInstallation, putPreventiveRule } from '../../../shared/library-rules/library-repository.ts';

/** The platform's preventive library: installations rules are written for, and two rules. */
export const libraryDemoIds = {
  fireAlarmSystem: 'f1b2c3d4-0001-4000-8000-000000000001',
  smokeExtraction: 'f1b2c3d4-0002-4000-8000-000000000002',
  elevator: 'f1b2c3d4-0003-4000-8000-000000000003',
  fireAlarmCheck: 'f2b2c3d4-0001-4000-8000-000000000001',
  elevatorMaintenance: 'f2b2c3d4-0002-4000-8000-000000000002',
} as const;

const ids = libraryDemoIds;
const seededAt = '2026-01-05T09:00:00.000Z';

const installation = (id: string, name: string, category: LibraryTechnicalInstallation['category']): LibraryTechnicalInstallation => ({
  id, name, category, createdAt: seededAt, updatedAt: seededAt,
});

export const seedLibraryRules = async (backOfficeUserId: string): Promise<void> => {
  const rules: PreventiveRule[] = [
    {
      id: ids.fireAlarmCheck, name: 'Vérification annuelle du système de sécurité incendie',
      description: 'Vérification par un organisme agréé du SSI de catégorie A ou B et du désenfumage associé.',
      rrule: 'FREQ=YEARLY;INTERVAL=1', ruleType: 'regulatory',
      links: { logbook: 'registry', regulatoryReferences: ['Arrêté du 25 juin 1980, art. MS 73'], documentationUrls: [] },
      providerTypes: ['approved_organization'],
      siteScopes: [{ classifications: ['ERP'], categories: [1, 2, 3, 4], activityTypes: [] }, { classifications: ['IGH'], categories: [], activityTypes: [] }],
      mainLibraryTechnicalInstallationId: ids.fireAlarmSystem, libraryTechnicalInstallationIds: [ids.fireAlarmSystem, ids.smokeExtraction],
      version: 1, createdAt: seededAt, updatedAt: seededAt, updatedByBoUserId: backOfficeUserId,
    },
    {
      id: ids.elevatorMaintenance, name: "Visite d'entretien de l'ascenseur", description: '',
      rrule: 'FREQ=WEEKLY;INTERVAL=6;BYDAY=MO', ruleType: 'calendar',
      links: { logbook: 'maintenance', regulatoryReferences: [], documentationUrls: [] },
      providerTypes: ['qualified_technician'], siteScopes: [{ classifications: [], categories: [], activityTypes: [] }],
      mainLibraryTechnicalInstallationId: ids.elevator, libraryTechnicalInstallationIds: [ids.elevator],
      version: 1, createdAt: seededAt, updatedAt: seededAt, updatedByBoUserId: backOfficeUserId,
    },
  ];
  await Promise.all([
    putLibraryTechnicalInstallation(installation(ids.fireAlarmSystem, 'Système de sécurité incendie', 'fire_safety')),
    putLibraryTechnicalInstallation(installation(ids.smokeExtraction, 'Désenfumage', 'ventilation')),
    putLibraryTechnicalInstallation(installation(ids.elevator, 'Ascenseur', 'elevator')),
    ...rules.map(putPreventiveRule),
  ]);
};
