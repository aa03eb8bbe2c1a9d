import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { importCatalogue } from '#shared/use-cases/import/import.ts';
import { search } from '#shared/use-cases/search/search.ts';
import type { OrganizationIdentity } from '#shared/vocabulary/auth/identity.ts';
import type { CatalogueInput } from '#shared/vocabulary/catalogue-format/schema.ts';
import { formatCatalogueErrors } from '#shared/vocabulary/catalogue-format/validate.ts';
import type { QuestionInterpreter } from '#shared/vocabulary/search/interpreter.ts';
import { buildPlan, type PlanInput, type PlanSectionInput } from '#shared/vocabulary/search/plan.ts';
import {
  type SearchRequest,
  type SearchResponse,
  type Section,
  searchResponseSchema,
} from '#shared/vocabulary/search/search-contract.ts';
import type { OrganizationRole } from '#shared/vocabulary/users/user.ts';
import { urls } from './api.ts';
import { createResponseValidator } from './openapi-validator.ts';

/**
 * A small catalogue whose every record the search tests name: two sites, their installations and
 * equipment, two providers, and records of all 16 kinds with known statuses, dates and links.
 * `now` is the time the tests ask at.
 */
export const searchNow = new Date('2026-06-15T10:00:00Z');

export type Refs = Record<string, string>;

export interface SearchOrganization {
  organizationId: string;
  users: Record<OrganizationRole, string>;
  /** ref → id */
  ids: Refs;
  file: CatalogueInput;
  caller(role?: OrganizationRole): OrganizationIdentity;
}

const uuid = () => randomUUID();

/** The records of the fixture; `variant` changes statuses so that two organizations count differently. */
const records = (ids: (ref: string) => string, variant: 'a' | 'b'): CatalogueInput['records'] => {
  const a = variant === 'a';
  const U1 = ids('UNI-1');
  const U2 = ids('UNI-2');
  const T1 = ids('INS-1');
  const T2 = ids('INS-2');
  const E1 = ids('EQU-1');
  const E2 = ids('EQU-2');
  const P1 = ids('PRO-1');
  const P2 = ids('PRO-2');
  const base = (kind: string, ref: string, title: string, extra: Record<string, unknown> = {}) => ({
    kind,
    id: ids(ref),
    ref,
    title,
    ...extra,
  });
  return [
    base('unit', 'UNI-1', 'Bâtiment A', { city: 'Lyon', subtitle: 'Lyon' }),
    base('unit', 'UNI-2', 'Bâtiment B', { city: 'Lyon' }),
    base('technical_installation', 'INS-1', 'Chaufferie', { category: 'heating', unitIds: [U1] }),
    base('technical_installation', 'INS-2', 'Système de sécurité incendie', { category: 'fire_safety', unitIds: [U2] }),
    base('equipment', 'EQU-1', 'Chaudière 1', {
      status: 'in_service',
      unitIds: [U1],
      technicalInstallationIds: [T1],
      installedAt: '2024-01-26T15:00:00Z',
    }),
    base('equipment', 'EQU-2', 'Extincteur hall', {
      status: 'out_of_service',
      unitIds: [U2],
      technicalInstallationIds: [T2],
      installedAt: '2023-05-02T08:00:00Z',
    }),
    base('provider', 'PRO-1', 'Otis', { status: 'active', providerType: 'qualified_technician' }),
    base('provider', 'PRO-2', 'Dalkia', { status: 'inactive', providerType: 'approved_organization' }),
    base('anomaly', 'ANO-1', 'Fuite sur la chaudière', {
      status: 'open',
      priority: 'critical',
      detectedAt: '2026-03-10T08:00:00Z',
      dueAt: '2026-03-20T08:00:00Z',
      unitIds: [U1],
      technicalInstallationIds: [T1],
      equipmentIds: [E1],
      text: 'Constaté lors de la visite.',
      subtitle: 'Chaufferie · Bâtiment A',
    }),
    base('anomaly', 'ANO-2', 'Bruit anormal chaudière', {
      status: a ? 'in_progress' : 'resolved',
      priority: 'high',
      detectedAt: '2026-02-05T08:00:00Z',
      dueAt: '2026-12-01T08:00:00Z',
      unitIds: [U1],
      technicalInstallationIds: [T1],
      equipmentIds: [E1],
    }),
    base('anomaly', 'ANO-3', 'Extincteur manquant', {
      status: 'resolved',
      priority: 'low',
      detectedAt: '2025-11-20T08:00:00Z',
      unitIds: [U2],
      technicalInstallationIds: [T2],
      equipmentIds: [E2],
      text: "Fuite d'eau signalée par le gardien.",
    }),
    base('anomaly', 'ANO-4', 'Porte coupe-feu bloquée', {
      status: 'open',
      priority: 'critical',
      detectedAt: '2025-05-01T08:00:00Z',
      dueAt: '2025-06-01T08:00:00Z',
      archived: true,
      unitIds: [U2],
      technicalInstallationIds: [T2],
      equipmentIds: [E2],
    }),
    // 00:30 on April 1st in Paris: a month period is computed in the organization's time zone.
    base('anomaly', 'ANO-5', 'Éclairage de secours défaillant', {
      status: 'cancelled',
      priority: 'medium',
      detectedAt: '2026-03-31T22:30:00Z',
      unitIds: [U1],
      technicalInstallationIds: [T1],
    }),
    base('anomaly', 'ANO-6', 'Anomalie sans date', {
      status: 'open',
      priority: 'medium',
      unitIds: [U2],
      historized: true,
    }),
    base('intervention', 'INT-1', 'Maintenance préventive chaufferie', {
      status: 'planned',
      interventionType: 'preventive',
      scheduledAt: '2026-05-01T08:00:00Z',
      providerId: P1,
      unitIds: [U1],
      technicalInstallationIds: [T1],
    }),
    base('intervention', 'INT-2', 'Remplacement pièce extincteur', {
      status: 'done',
      interventionType: 'curative',
      scheduledAt: '2026-01-15T08:00:00Z',
      completedAt: '2026-01-15T11:00:00Z',
      providerId: P2,
      unitIds: [U2],
      technicalInstallationIds: [T2],
    }),
    base('intervention', 'INT-3', 'Dépannage ascenseur', {
      status: 'planned',
      interventionType: 'troubleshooting',
      scheduledAt: '2026-09-01T08:00:00Z',
      providerId: P1,
      unitIds: [U2],
    }),
    base('commission', 'COM-1', 'Commission de sécurité 2025 – Bâtiment A', {
      status: 'held',
      visitType: 'periodic',
      decision: 'unfavorable',
      heldAt: '2025-06-21T09:00:00Z',
      unitIds: [U1],
    }),
    base('commission', 'COM-2', 'Commission de sécurité 2026 – Bâtiment B', {
      status: 'scheduled',
      visitType: 'opening',
      heldAt: '2026-10-01T09:00:00Z',
      unitIds: [U2],
    }),
    base('building_work', 'BW-1', 'Remplacement des menuiseries', {
      status: 'pending',
      startAt: '2026-04-03T08:00:00Z',
      unitIds: [U1],
    }),
    base('logbook', 'LOG-1', 'Registre de sécurité – Bâtiment A', {
      year: 2026,
      unitIds: [U1],
      createdAt: '2026-01-02T08:00:00Z',
    }),
    base('contact', 'CON-1', 'Julie Durand', { providerId: P1, role: 'technicienne', email: 'julie@example.com' }),
    base('contract', 'CTR-1', 'Contrat de maintenance chaufferie', {
      status: 'active',
      providerId: P2,
      startAt: '2025-01-01T00:00:00Z',
      endAt: '2026-12-31T00:00:00Z',
      unitIds: [U1],
      technicalInstallationIds: [T1],
    }),
    base('report', 'REP-1', 'Rapport de maintenance', {
      status: 'validated',
      providerId: P1,
      interventionId: ids('INT-1'),
      issuedAt: '2026-05-02T08:00:00Z',
      unitIds: [U1],
    }),
    base('routine', 'ROU-1', 'Vérification trimestrielle', {
      status: 'active',
      rrule: 'FREQ=MONTHLY;INTERVAL=3',
      nextDueAt: '2026-07-01T08:00:00Z',
      technicalInstallationIds: [T2],
    }),
    base('member', 'MEM-1', 'Léa Martin', { status: 'active', role: 'admin', email: 'lea@example.com' }),
    base('compliance', 'CMP-1', 'Contrôle désenfumage', {
      status: 'pending',
      regulation: 'Code du travail R4227',
      dueAt: '2026-01-01T08:00:00Z',
      unitIds: [U1],
    }),
    base('compliance', 'CMP-2', 'Contrôle extincteurs', {
      status: 'compliant',
      dueAt: '2025-01-01T08:00:00Z',
      unitIds: [U2],
    }),
    // Twelve documents: more than a page of cards.
    ...Array.from({ length: 12 }, (_, index) =>
      base('document', `DOC-${index + 1}`, `Plan d'évacuation ${index + 1}`, {
        documentType: 'Plan',
        unitIds: [index % 2 === 0 ? U1 : U2],
        createdAt: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
      }),
    ),
    base('document', 'DOC-13', 'Ancien plan', { unitIds: [U2], archived: true, createdAt: '2024-01-01T00:00:00Z' }),
  ] as CatalogueInput['records'];
};

/** Imports the fixture for a new organization (same refs and names every time, fresh ids). */
export const aSearchOrganization = async (
  options: { variant?: 'a' | 'b'; language?: 'fr-FR' | 'en-US' | 'de-DE' } = {},
): Promise<SearchOrganization> => {
  const organizationId = uuid();
  const ids: Refs = {};
  const idOf = (ref: string) => (ids[ref] ??= uuid());
  const users = { admin: uuid(), manager: uuid(), viewer: uuid() } satisfies Record<OrganizationRole, string>;
  const file: CatalogueInput = {
    format: 'catalogue/v1',
    organization: {
      id: organizationId,
      type: 'rs',
      name: 'Foncière Test',
      language: options.language ?? 'fr-FR',
      timezone: 'Europe/Paris',
    },
    users: (Object.entries(users) as [OrganizationRole, string][]).map(([role, id]) => ({
      id,
      firstName: role,
      lastName: 'Test',
      email: `${role}.${id.slice(0, 8)}@example.com`,
      role,
    })),
    records: records(idOf, options.variant ?? 'a'),
  };
  const result = await importCatalogue(file);
  if (!result.ok) throw new Error(formatCatalogueErrors(result.errors));
  return {
    organizationId,
    users,
    ids,
    file,
    caller: (role = 'admin') => ({
      kind: 'organization',
      userId: users[role],
      organizationId,
      organizationType: 'rs',
      role,
    }),
  };
};

/** An interpreter that answers every question with this plan. */
export const fixedInterpreter = (plan: PlanInput): QuestionInterpreter => ({
  interpret: async () => ({ kind: 'plan', plan: buildPlan(plan) }),
});

let documentValidator: Promise<ReturnType<typeof createResponseValidator>> | undefined;

/** The response must match the published OpenAPI document and the strict Search response schema. */
export const expectValidResponse = async (response: SearchResponse): Promise<void> => {
  documentValidator ??= fetch(`${urls.main}/openapi.json`).then(async (document) =>
    createResponseValidator((await document.json()) as Parameters<typeof createResponseValidator>[0]),
  );
  const json = JSON.parse(JSON.stringify(response)) as unknown;
  expect((await documentValidator)('POST', '/rs/search/v1/query', 200, json)).toBeUndefined();
  expect(searchResponseSchema().safeParse(json).error).toBeUndefined();
};

/** Runs a plan built in code for a caller, as operation 1 would, and checks the response's shape. */
export const runPlan = async (
  organization: SearchOrganization,
  plan: Omit<PlanInput, 'version' | 'language'> & { language?: PlanInput['language'] },
  options: { role?: OrganizationRole; request?: Partial<SearchRequest> } = {},
): Promise<SearchResponse> => {
  const response = await search(
    organization.caller(options.role),
    { query: 'question', ...options.request },
    { interpreter: fixedInterpreter({ version: 1, language: 'fr', ...plan }), now: searchNow },
  );
  await expectValidResponse(response);
  return response;
};

/** One section of a plan, run; its Section. */
export const runSection = async (
  organization: SearchOrganization,
  section: PlanSectionInput,
  options: { role?: OrganizationRole; request?: Partial<SearchRequest>; language?: PlanInput['language'] } = {},
): Promise<Section> => {
  const response = await runPlan(
    organization,
    { sections: [section], ...(options.language && { language: options.language }) },
    options,
  );
  return response.sections[0]!;
};

/** The refs of a section's cards, in order. */
export const cardRefs = (section: Section): string[] => section.cards.map((card) => card.ref);
