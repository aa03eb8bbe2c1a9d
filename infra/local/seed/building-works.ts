import { PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '../../../shared/aws/s3.ts';
import type { BuildingWork, BuildingWorkDocumentLink, Unit } from '../../../shared/building-works/building-work.ts';
import {
  putBuildingWork,
  putBuildingWorkCommission,
  putBuildingWorkDocumentLink,
  putBuildingWorkUnit,
  putUnit,
} from '../../../shared/building-works/building-work-repository.ts';
import { setting } from '../../../shared/config/env.ts';
import type { Document } from '../../../shared/documents/document.ts';
import { putDocument } from '../../../shared/documents/document-repository.ts';
import { storageKeys } from '../../../shared/storage/storage-keys.ts';

/**
 * Demo building works of the rs organization: one under way with units, commissions and documents,
 * one received and archived, one pending with no relations yet, one deleted.
 */
export const buildingWorkDemoIds = {
  underWay: 'd1b2c3d4-0001-4000-8000-000000000001',
  archived: 'd1b2c3d4-0002-4000-8000-000000000002',
  pending: 'd1b2c3d4-0003-4000-8000-000000000003',
  deleted: 'd1b2c3d4-0004-4000-8000-000000000004',
  unitA: 'd2b2c3d4-0001-4000-8000-000000000001',
  unitB: 'd2b2c3d4-0002-4000-8000-000000000002',
  unitArchived: 'd2b2c3d4-0003-4000-8000-000000000003',
  commissionEarlier: 'd3b2c3d4-0001-4000-8000-000000000001',
  commissionLatestHeld: 'd3b2c3d4-0002-4000-8000-000000000002',
  commissionScheduled: 'd3b2c3d4-0003-4000-8000-000000000003',
  commissionCancelled: 'd3b2c3d4-0004-4000-8000-000000000004',
  documentAuthorization: 'd4b2c3d4-0001-4000-8000-000000000001',
  documentMinutes: 'd4b2c3d4-0002-4000-8000-000000000002',
} as const;

const ids = buildingWorkDemoIds;
const seededAt = '2026-01-05T09:00:00.000Z';

export const demoDocumentContents: Record<string, string> = {
  [ids.documentAuthorization]: 'Arrêté municipal n° 2025-118 autorisant les travaux.\n',
  [ids.documentMinutes]: "Procès-verbal de la visite d'ouverture du 3 février 2026.\n",
};

const work = (organizationId: string, createdByUserId: string, overrides: Partial<BuildingWork> & Pick<BuildingWork, 'id' | 'ref'>): BuildingWork => ({
  organizationId, authorizationNumber: 'AT-069-123-25-0001', status: 'pending',
  description: null, workNature: null, contractorName: null, supervisingTechnicianName: null, architectName: null,
  receivedAt: null, startAt: null, endAt: null, archivedAt: null, deletedAt: null,
  createdByUserId, createdAt: seededAt, updatedAt: seededAt, ...overrides,
});

const unit = (organizationId: string, id: string, ref: string, name: string, archivedAt: string | null = null): Unit => ({
  id, organizationId, ref, name, archivedAt, deletedAt: null, createdAt: seededAt, updatedAt: seededAt,
});

const document = (organizationId: string, authorId: string, id: string, name: string, createdAt: string): Document => ({
  id, organizationId, name, mimeType: 'text/plain', size: Buffer.byteLength(demoDocumentContents[id]!),
  storageKey: storageKeys.documentFile(organizationId, id, 'demo'), currentVersion: 1, fileCreatedAt: createdAt, fileCreatedByUserId: authorId,
  createdAt, updatedAt: createdAt,
});

const fileDocument = async (organizationId: string, doc: Document, link: Omit<BuildingWorkDocumentLink, 'documentId' | 'buildingWorkId'>) => {
  await Promise.all([
    putDocument(doc),
    putBuildingWorkDocumentLink(organizationId, { buildingWorkId: ids.underWay, documentId: doc.id, ...link }),
    s3().send(new PutObjectCommand({ Bucket: setting('bucketName'), Key: doc.storageKey, Body: demoDocumentContents[doc.id], ContentType: doc.mimeType })),
  ]);
};

export const seedBuildingWorks = async (organizationId: string, createdByUserId: string): Promise<void> => {
  await Promise.all([
    putUnit(unit(organizationId, ids.unitA, 'LOT-1', 'Bâtiment A')),
    putUnit(unit(organizationId, ids.unitB, 'LOT-2', 'Bâtiment B')),
    putUnit(unit(organizationId, ids.unitArchived, 'LOT-3', 'Ancien parking', '2025-12-01T08:00:00.000Z')),
    putBuildingWork(work(organizationId, createdByUserId, {
      id: ids.underWay, ref: 'TRV-1', status: 'partially_received', description: 'Mise en accessibilité du hall et des sanitaires',
      workNature: 'Accessibilité', contractorName: 'BTP Rhône', supervisingTechnicianName: 'Paul Girard', architectName: 'Atelier Saône',
      receivedAt: '2026-03-02T10:00:00.000Z', startAt: '2025-10-01T07:00:00.000Z', endAt: '2026-04-30T16:00:00.000Z',
    })),
    putBuildingWork(work(organizationId, createdByUserId, {
      id: ids.archived, ref: 'TRV-2', status: 'received', workNature: 'Désenfumage',
      receivedAt: '2025-06-15T10:00:00.000Z', archivedAt: '2025-09-01T10:00:00.000Z',
    })),
    putBuildingWork(work(organizationId, createdByUserId, { id: ids.pending, ref: 'TRV-3' })),
    putBuildingWork(work(organizationId, createdByUserId, { id: ids.deleted, ref: 'TRV-4', deletedAt: '2026-01-06T09:00:00.000Z' })),
    ...[ids.unitA, ids.unitB, ids.unitArchived].map((unitId) => putBuildingWorkUnit(organizationId, ids.underWay, unitId)),
    putBuildingWorkCommission(organizationId, {
      id: ids.commissionEarlier, buildingWorkId: ids.underWay, ref: 'COM-1', visitType: 'inspection', status: 'held',
      decision: 'unfavorable', heldAt: '2025-11-10T09:00:00.000Z', scheduledAt: '2025-11-10T09:00:00.000Z',
    }),
    putBuildingWorkCommission(organizationId, {
      id: ids.commissionLatestHeld, buildingWorkId: ids.underWay, ref: 'COM-2', visitType: 'opening', status: 'held',
      decision: 'favorable', heldAt: '2026-02-03T14:00:00.000Z', scheduledAt: '2026-02-03T14:00:00.000Z',
    }),
    putBuildingWorkCommission(organizationId, {
      id: ids.commissionScheduled, buildingWorkId: ids.underWay, ref: 'COM-3', visitType: 'periodic', status: 'scheduled',
      decision: null, heldAt: null, scheduledAt: '2026-09-15T09:00:00.000Z',
    }),
    putBuildingWorkCommission(organizationId, {
      id: ids.commissionCancelled, buildingWorkId: ids.underWay, ref: 'COM-4', visitType: 'unannounced', status: 'cancelled',
      decision: null, heldAt: null, scheduledAt: '2026-03-20T09:00:00.000Z',
    }),
    fileDocument(
      organizationId,
      document(organizationId, createdByUserId, ids.documentAuthorization, 'Autorisation de travaux.txt', '2025-09-20T08:00:00.000Z'),
      { ref: 'DOC-1', type: 'authorization_decision' },
    ),
    fileDocument(
      organizationId,
      document(organizationId, createdByUserId, ids.documentMinutes, 'PV visite ouverture.txt', '2026-02-04T08:00:00.000Z'),
      { ref: 'DOC-2', type: 'commission_minutes' },
    ),
  ]);
};
