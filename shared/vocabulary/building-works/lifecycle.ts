import type { OrganizationRole } from '#shared/vocabulary/users/user.ts';
import {
  type BuildingWork,
  type BuildingWorkStatus,
  type UpdatableBuildingWorkField,
  updatableBuildingWorkFields,
} from './building-work.ts';

/**
 * The building work lifecycle, in one table (docs/building-works.md tells the story):
 *
 *   pending ──► approved ──► partially_received ──► received
 *      ▲  └──► rejected          └──────────────────────▲
 *      └────────┘ (a refused application is filed again)
 *
 * `next` is where the status may move; `editable` the fields (besides `status`) an update may
 * change in that state; `archivable` / `deletable` whether the record may be archived or deleted
 * from that state. Everything callers are told (`actions`, `updatableFields`) and everything an
 * update operation checks is derived from this table by `buildingWorkPermissions`.
 */
type EditableField = Exclude<UpdatableBuildingWorkField, 'status'>;

interface StatusRules {
  readonly next: readonly BuildingWorkStatus[];
  readonly editable: readonly EditableField[];
  readonly archivable: boolean;
  readonly deletable: boolean;
}

/** `status` moves along `next`; these are the other fields. */
const everyEditableField = updatableBuildingWorkFields.filter((field): field is EditableField => field !== 'status');

export const buildingWorkLifecycle = {
  // The application is being prepared or examined: everything may still change, and a mistaken record may go.
  pending: {
    next: ['approved', 'rejected'],
    editable: everyEditableField,
    archivable: false,
    deletable: true,
  },
  // Refused: the file is closed as it was refused; it may be filed again (back to pending), archived or removed.
  rejected: {
    next: ['pending'],
    editable: ['description'],
    archivable: true,
    deletable: true,
  },
  // Authorized for this nature of work on these units under this number: those stay; the site team and dates may change.
  approved: {
    next: ['partially_received', 'received'],
    editable: ['description', 'contractorName', 'supervisingTechnicianName', 'architectName', 'startAt', 'endAt'],
    archivable: false,
    deletable: false,
  },
  // Part of the work was received: the rest may still slip, so the end date stays open.
  partially_received: {
    next: ['received'],
    editable: ['description', 'endAt'],
    archivable: false,
    deletable: false,
  },
  // Received: a compliance record; only notes may be added, and it may be archived, never deleted.
  received: {
    next: [],
    editable: ['description'],
    archivable: true,
    deletable: false,
  },
} as const satisfies Record<BuildingWorkStatus, StatusRules>;

/** Statuses a reception moves a building work to. */
const receptionStatuses: readonly BuildingWorkStatus[] = ['partially_received', 'received'];

/** What the `actions` of a building work answer, one flag each. */
export const buildingWorkActions = [
  'canBeUpdated',
  'canBeReceived',
  'canBeArchived',
  'canBeUnarchived',
  'canBeDeleted',
] as const;
type BuildingWorkActions = Record<(typeof buildingWorkActions)[number], boolean>;

type BuildingWorkUpdatableFields = Record<UpdatableBuildingWorkField, boolean>;

interface BuildingWorkPermissions {
  actions: BuildingWorkActions;
  updatableFields: BuildingWorkUpdatableFields;
}

/**
 * What `role` may do with the building work now. A viewer may do nothing; an archived record is
 * frozen until it is unarchived; otherwise its status decides, through the lifecycle table.
 */
export const buildingWorkPermissions = (
  work: Pick<BuildingWork, 'status' | 'archivedAt'>,
  role: OrganizationRole,
): BuildingWorkPermissions => {
  const mayWrite = role !== 'viewer';
  const archived = work.archivedAt !== null;
  const rules: StatusRules = buildingWorkLifecycle[work.status];
  const live = mayWrite && !archived;
  const updatableFields = Object.fromEntries(
    updatableBuildingWorkFields.map((field) => [
      field,
      live && (field === 'status' ? rules.next.length > 0 : (rules.editable as readonly string[]).includes(field)),
    ]),
  ) as BuildingWorkUpdatableFields;
  return {
    actions: {
      canBeUpdated: Object.values(updatableFields).some(Boolean),
      canBeReceived: live && rules.next.some((status) => receptionStatuses.includes(status)),
      canBeArchived: live && rules.archivable,
      canBeUnarchived: mayWrite && archived,
      canBeDeleted: live && rules.deletable,
    },
    updatableFields,
  };
};
