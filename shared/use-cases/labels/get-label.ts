import { findLabel } from '#shared/stores/labels/label-repository.ts';
import type { OrganizationIdentity } from '#shared/vocabulary/auth/identity.ts';
import { notFound } from '#shared/vocabulary/errors.ts';
import { labelPermissions } from '#shared/vocabulary/labels/label.ts';
import type { LabelExtend, LabelView } from './label-view.ts';

export const getLabel = async (
  caller: OrganizationIdentity,
  labelId: string,
  extend: ReadonlySet<LabelExtend>,
): Promise<LabelView> => {
  const label = await findLabel(caller.organizationId, labelId);
  if (!label) throw notFound('Label');
  const { id, name, color, type, createdAt, updatedAt } = label;
  const permissions = labelPermissions(label, caller.role);
  return {
    id,
    name,
    color,
    type,
    createdAt,
    updatedAt,
    ...(extend.has('actions-info') && { actions: permissions.actions }),
    ...(extend.has('updatable-fields') && { updatableFields: permissions.updatableFields }),
  };
};
