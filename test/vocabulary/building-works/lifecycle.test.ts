import { describe, expect, it } from 'vitest';
import {
  buildingWorkStatuses,
  commissionStatuses,
  updatableBuildingWorkFields,
} from '#shared/vocabulary/building-works/building-work.ts';
import { buildingWorkLifecycle, buildingWorkPermissions } from '#shared/vocabulary/building-works/lifecycle.ts';
import { KIND_DEFINITIONS } from '#shared/vocabulary/catalogue/kinds.ts';

const live = { archivedAt: null };
const archived = { archivedAt: '2026-01-01T00:00:00.000Z' };

describe('building work lifecycle', () => {
  it('names every status once and only moves between known statuses', () => {
    expect(Object.keys(buildingWorkLifecycle).sort()).toEqual([...buildingWorkStatuses].sort());
    for (const [from, rules] of Object.entries(buildingWorkLifecycle)) {
      for (const to of rules.next) {
        expect(buildingWorkStatuses).toContain(to);
        expect(to).not.toBe(from);
      }
    }
  });

  it('agrees with the catalogue on which statuses are closed', () => {
    const { open, closed } = KIND_DEFINITIONS.building_work.statuses;
    expect([...open, ...closed].sort()).toEqual([...buildingWorkStatuses].sort());
    expect(buildingWorkLifecycle.received.next).toEqual([]);
    for (const status of closed) expect(buildingWorkLifecycle[status].archivable).toBe(true);
    for (const status of open) expect(buildingWorkLifecycle[status].archivable).toBe(false);
  });

  it('uses the catalogue commission statuses', () => {
    const { open, closed } = KIND_DEFINITIONS.commission.statuses;
    expect([...open, ...closed].sort()).toEqual([...commissionStatuses].sort());
  });

  it('derives updatable fields from the table: status when it can move, the editable fields, nothing else', () => {
    for (const status of buildingWorkStatuses) {
      const { updatableFields, actions } = buildingWorkPermissions({ status, ...live }, 'manager');
      const rules = buildingWorkLifecycle[status];
      expect(updatableFields.status).toBe(rules.next.length > 0);
      for (const field of updatableBuildingWorkFields.filter((name) => name !== 'status')) {
        expect(updatableFields[field]).toBe((rules.editable as readonly string[]).includes(field));
      }
      expect(actions.canBeUpdated).toBe(Object.values(updatableFields).some(Boolean));
      expect(actions.canBeArchived).toBe(rules.archivable);
      expect(actions.canBeDeleted).toBe(rules.deletable);
      expect(actions.canBeUnarchived).toBe(false);
    }
  });

  it('lets a building work be received only once approved and until fully received', () => {
    const receivable = buildingWorkStatuses.filter(
      (status) => buildingWorkPermissions({ status, ...live }, 'admin').actions.canBeReceived,
    );
    expect(receivable.sort()).toEqual(['approved', 'partially_received']);
  });

  it('freezes an archived building work except for unarchiving', () => {
    for (const status of buildingWorkStatuses) {
      const { actions, updatableFields } = buildingWorkPermissions({ status, ...archived }, 'admin');
      expect(actions).toEqual({
        canBeUpdated: false,
        canBeReceived: false,
        canBeArchived: false,
        canBeUnarchived: true,
        canBeDeleted: false,
      });
      expect(Object.values(updatableFields).some(Boolean)).toBe(false);
    }
  });

  it('lets a viewer do nothing, and gives admins and managers the same rights', () => {
    for (const status of buildingWorkStatuses) {
      for (const state of [live, archived]) {
        const viewer = buildingWorkPermissions({ status, ...state }, 'viewer');
        expect(Object.values(viewer.actions).some(Boolean)).toBe(false);
        expect(Object.values(viewer.updatableFields).some(Boolean)).toBe(false);
        expect(buildingWorkPermissions({ status, ...state }, 'admin')).toEqual(
          buildingWorkPermissions({ status, ...state }, 'manager'),
        );
      }
    }
  });
});
