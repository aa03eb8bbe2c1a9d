import type { OrganizationIdentity } from '../auth/identity.ts';
import { notFound } from '../http/errors.ts';
import { type LabelType, labelPermissions } from './label.ts';
import { findLabel } from './label-repository.ts';

export type LabelExtend = 'actions-info' | 'updatable-fields';

export interface LabelView {
  id: string;
  name: string;
  color: string;
  type: LabelType;
  createdAt: string;
  updatedAt: string;
  actions?: { canBeUpdated: boolean; canBeDeleted: boolean };
  updatableFields?: { name: boolean; color: boolean };
}

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
