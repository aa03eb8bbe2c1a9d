import type { OrganizationRole } from '#shared/vocabulary/users/user.ts';

export const labelTypes = [
  'commission',
  'provider',
  'document',
  'user_profession',
  'diploma_title',
  'logbook',
] as const;
export type LabelType = (typeof labelTypes)[number];

/** Bounds of a label as the catalogue file gives it (catalogue-format.md) and the API shows it. */
export const labelNameMax = 100;
export const LABEL_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** What the `actions` and `updatableFields` of a label answer, one flag each. */
export const labelActions = ['canBeUpdated', 'canBeDeleted'] as const;
export const updatableLabelFields = ['name', 'color'] as const;

/**
 * `system` labels come with the platform and are shared vocabulary: nobody edits or removes them.
 * `custom` labels belong to the organization; one still attached to records cannot be deleted,
 * because deleting it would silently strip those records.
 */
export interface Label {
  id: string;
  organizationId: string;
  name: string;
  color: string;
  type: LabelType;
  origin: 'system' | 'custom';
  usageCount: number;
  createdAt: string;
  updatedAt: string;
}

interface LabelPermissions {
  actions: Record<(typeof labelActions)[number], boolean>;
  updatableFields: Record<(typeof updatableLabelFields)[number], boolean>;
}

/** The one rule behind both `actions` and `updatableFields`; an update or delete operation uses it too. */
export const labelPermissions = (
  label: Pick<Label, 'origin' | 'usageCount'>,
  role: OrganizationRole,
): LabelPermissions => {
  const editable = label.origin === 'custom' && role !== 'viewer';
  return {
    actions: { canBeUpdated: editable, canBeDeleted: editable && label.usageCount === 0 },
    updatableFields: { name: editable, color: editable },
  };
};
