import { randomUUID } from 'node:crypto';
import type { BuildingWork, BuildingWorkCommission, BuildingWorkDocumentLink, Unit } from '../../shared/building-works/building-work.ts';
import type { Document } from '../../shared/documents/document.ts';
import {
  putBuildingWork,
  putBuildingWorkCommission,
  putBuildingWorkDocumentLink,
  putBuildingWorkUnit,
  putUnit,
} from '../../shared/building-works/building-work-repository.ts';
import { aDocument } from './files-fixtures.ts';
import { now } from './fixtures.ts';

/** Building works and their relations for tests; every id is fresh unless given. */
let refCounter = 100;
const nextRef = (letters: string) => `${letters}-${(refCounter += 1)}`;

export const aBuildingWork = async (organizationId: string, overrides: Partial<BuildingWork> = {}): Promise<BuildingWork> => {
  const work: BuildingWork = {
    id: randomUUID(), organizationId, ref: nextRef('TRV'), authorizationNumber: 'AT-TEST-1', status: 'pending',
    description: null, workNature: null, contractorName: null, supervisingTechnicianName: null, architectName: null,
    receivedAt: null, startAt: null, endAt: null, archivedAt: null, deletedAt: null,
    createdByUserId: randomUUID(), createdAt: now(), updatedAt: now(), ...overrides,
  };
  await putBuildingWork(work);
  return work;
};

export const aTargetedUnit = async (work: BuildingWork, overrides: Partial<Unit> = {}): Promise<Unit> => {
  const unit: Unit = {
    id: randomUUID(), organizationId: work.organizationId, ref: nextRef('LOT'), name: 'Unit', archivedAt: null, deletedAt: null,
    createdAt: now(), updatedAt: now(), ...overrides,
  };
  await putUnit(unit);
  await putBuildingWorkUnit(work.organizationId, work.id, unit.id);
  return unit;
};

export const aCommission = async (work: BuildingWork, overrides: Partial<BuildingWorkCommission> = {}): Promise<BuildingWorkCommission> => {
  const commission: BuildingWorkCommission = {
    id: randomUUID(), buildingWorkId: work.id, ref: nextRef('COM'), visitType: 'periodic', status: 'held', decision: 'favorable',
    heldAt: '2026-01-10T09:00:00.000Z', scheduledAt: '2026-01-10T09:00:00.000Z', ...overrides,
  };
  await putBuildingWorkCommission(work.organizationId, commission);
  return commission;
};

/** A document record of the organization (shared/documents) filed on the building work. */
export const aFiledDocument = async (
  work: BuildingWork,
  documentOverrides: Partial<Document> = {},
  link: Partial<Pick<BuildingWorkDocumentLink, 'ref' | 'type'>> = {},
): Promise<{ document: Document; link: BuildingWorkDocumentLink }> => {
  const document = await aDocument(work.organizationId, randomUUID(), documentOverrides);
  const filed: BuildingWorkDocumentLink = { buildingWorkId: work.id, documentId: document.id, ref: nextRef('DOC'), type: 'other', ...link };
  await putBuildingWorkDocumentLink(work.organizationId, filed);
  return { document, link: filed };
};
