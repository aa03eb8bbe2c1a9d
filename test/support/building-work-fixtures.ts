import { randomUUID } from 'node:crypto';
import { aFile, aRecord, importInto } from './catalogue-fixtures.ts';

/**
 * Building works and what hangs on them, imported as catalogue records: a unit the work names, a
 * commission and a document naming the work. A fixture that changes the work imports it again.
 */
export type WorkRecord = ReturnType<typeof aRecord> & { organizationId: string; unitIds: string[] };

export const aBuildingWork = async (
  organizationId: string,
  overrides: Record<string, unknown> = {},
): Promise<WorkRecord> => {
  const work = {
    ...aRecord('building_work', {
      status: 'pending',
      authorizationNumber: 'AT-TEST-1',
      unitIds: [] as string[],
      ...overrides,
    }),
    organizationId,
  };
  const { organizationId: _org, ...record } = work;
  await importInto(organizationId, { records: [record] });
  return work as WorkRecord;
};

export const aTargetedUnit = async (work: WorkRecord, overrides: Record<string, unknown> = {}) => {
  const unit = aRecord('unit', { ref: `LOT-${Math.floor(Math.random() * 1e9) + 1}`, title: 'Unit', ...overrides });
  work.unitIds.push(unit.id);
  const { organizationId, ...record } = work;
  await importInto(organizationId, { records: [unit, record] });
  return unit;
};

export const aCommission = async (work: WorkRecord, overrides: Record<string, unknown> = {}) => {
  const commission = aRecord('commission', {
    status: 'held',
    visitType: 'periodic',
    decision: 'favorable',
    heldAt: '2026-01-10T09:00:00.000Z',
    buildingWorkId: work.id,
    ...overrides,
  });
  await importInto(work.organizationId, { records: [commission] });
  return commission;
};

/** A document filed on the building work, holding a small text file. */
export const aFiledDocument = async (work: WorkRecord, overrides: Record<string, unknown> = {}) => {
  const document = aRecord('document', {
    documentType: 'other',
    buildingWorkId: work.id,
    createdAt: new Date().toISOString(),
    file: aFile(`${randomUUID()}.txt`, 'a filed document'),
    ...overrides,
  });
  await importInto(work.organizationId, { records: [document] });
  return document;
};
