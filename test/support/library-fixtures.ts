import { randomUUID } from 'node:crypto';
import { putLibraryTechnicalInstallation, putPreventiveRule } from '#shared/stores/library-rules/library-repository.ts';
import type { LibraryTechnicalInstallation, PreventiveRule } from '#shared/vocabulary/library-rules/preventive-rule.ts';
import { now } from './fixtures.ts';

/** Library installations and preventive rules for tests; every id is fresh unless given. */
export const aLibraryInstallation = async (
  overrides: Partial<LibraryTechnicalInstallation> = {},
): Promise<LibraryTechnicalInstallation> => {
  const installation: LibraryTechnicalInstallation = {
    id: randomUUID(),
    name: 'Installation',
    category: 'fire_safety',
    createdAt: now(),
    updatedAt: now(),
    ...overrides,
  };
  await putLibraryTechnicalInstallation(installation);
  return installation;
};

/** A rule on two fresh installations, the first one main. */
export const aPreventiveRule = async (overrides: Partial<PreventiveRule> = {}): Promise<PreventiveRule> => {
  const [main, other] = await Promise.all([aLibraryInstallation(), aLibraryInstallation()]);
  const rule: PreventiveRule = {
    id: randomUUID(),
    name: 'Rule',
    description: '',
    rrule: 'FREQ=YEARLY',
    ruleType: 'regulatory',
    links: { logbook: 'registry', regulatoryReferences: [], documentationUrls: [] },
    providerTypes: [],
    siteScopes: [],
    mainLibraryTechnicalInstallationId: main.id,
    libraryTechnicalInstallationIds: [main.id, other.id],
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    updatedByBoUserId: randomUUID(),
    ...overrides,
  };
  await putPreventiveRule(rule);
  return rule;
};
