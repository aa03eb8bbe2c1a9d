import type { Kind } from '#shared/vocabulary/catalogue/kinds.ts';

/**
 * What a uuid names, for ever: one organization (none for the platform's back-office users) and
 * one kind of item. A user is also its organization's `member` record of the same id, so a user's
 * id is claimed as that record.
 */
export type IdOwner =
  | { organizationId: string; section: 'organization' }
  | { organizationId: string; section: 'record'; kind: Kind }
  | { organizationId: string; section: 'label' | 'plan' | 'planPoint' | 'inboxItem' | 'attachment' }
  | { organizationId: null; section: 'backOfficeUser' };

export const sameOwner = (a: IdOwner, b: IdOwner): boolean =>
  a.organizationId === b.organizationId &&
  a.section === b.section &&
  (a.section !== 'record' || (b.section === 'record' && a.kind === b.kind));

const sectionNames: Record<IdOwner['section'], string> = {
  organization: 'an organization',
  record: 'a record',
  label: 'a label',
  plan: 'a plan',
  planPoint: 'a plan point',
  inboxItem: 'an inbox item',
  attachment: 'an attachment',
  backOfficeUser: 'a back-office user',
};

/** Where an id is already used, as an operator reads it: "a label of organization <id>". */
export const describeOwner = (owner: IdOwner): string => {
  const what = owner.section === 'record' ? `a ${owner.kind} record` : sectionNames[owner.section];
  return owner.organizationId === null ? what : `${what} of organization ${owner.organizationId}`;
};
