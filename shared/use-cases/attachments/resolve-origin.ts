import { ensureOrigin, originShapeOf } from '#shared/stores/attachments/record-origins.ts';
import type { OriginRef } from '#shared/vocabulary/attachments/origin.ts';
import type { OrganizationIdentity } from '#shared/vocabulary/auth/identity.ts';
import { notFound } from '#shared/vocabulary/errors.ts';

/**
 * From a card to its files: the `{type, id}` origin under which the attachments API lists the
 * files of the record (or plan, plan point, inbox item, or the organization itself) of this uuid.
 * The record's integer id is given on first use and kept.
 */
export const resolveOrigin = async (caller: OrganizationIdentity, subjectId: string): Promise<OriginRef> => {
  const shape = await originShapeOf(caller.organizationId, subjectId);
  if (!shape) throw notFound('Record');
  const { type, id } = await ensureOrigin(caller.organizationId, shape);
  return { type, id };
};
