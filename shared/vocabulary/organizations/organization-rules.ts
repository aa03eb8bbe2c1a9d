import type { Organization } from './organization.ts';

/**
 * The one rule that decides what the back office may do with an organization in its current state.
 * The list shows it (`actions`, `updatableFields`) and the update operation enforces it, so what
 * the screen offers is exactly what the API accepts. docs/back-office.md has the table.
 *
 * - Archived (or soft-deleted): frozen. Nothing is updatable until it is unarchived.
 * - Access inactive: the organization's users cannot sign in, so onboarding cannot progress and
 *   its status is frozen; the master data stays editable.
 * - Onboarding closed: the engagement is running. Its status is final, and the contract type and
 *   start date are fixed; the duration can still change (an extension moves the end and renewal).
 */
export const updatableFieldNames = [
  'name',
  'comment',
  'language',
  'timezone',
  'uploadSizeLimit',
  'contractType',
  'engagementDuration',
  'engagementStartAt',
  'onboardingStatus',
  'address',
] as const;

type UpdatableField = (typeof updatableFieldNames)[number];

/** What the `actions` of an organization answer, one flag each. */
export const organizationActions = [
  'canBeUpdated',
  'canBeArchived',
  'canBeUnarchived',
  'canBeDeleted',
  'canSetAccessStatus',
] as const;
type OrganizationActions = Record<(typeof organizationActions)[number], boolean>;

interface OrganizationPermissions {
  actions: OrganizationActions;
  updatableFields: Record<UpdatableField, boolean>;
}

type OrganizationState = Pick<Organization, 'archivedAt' | 'deletedAt' | 'accessStatus' | 'onboardingStatus'>;

export const organizationPermissions = (state: OrganizationState): OrganizationPermissions => {
  const live = state.archivedAt === null && state.deletedAt === null;
  const onboardingOpen = state.onboardingStatus !== 'closed';
  const accessActive = state.accessStatus === 'active';
  const updatableFields: Record<UpdatableField, boolean> = {
    name: live,
    comment: live,
    language: live,
    timezone: live,
    uploadSizeLimit: live,
    address: live,
    engagementDuration: live,
    contractType: live && onboardingOpen,
    engagementStartAt: live && onboardingOpen,
    onboardingStatus: live && onboardingOpen && accessActive,
  };
  return {
    updatableFields,
    actions: {
      canBeUpdated: Object.values(updatableFields).some(Boolean),
      // Users are locked out before the organization is archived, so nobody works in a frozen one.
      canBeArchived: live && !accessActive,
      canBeUnarchived: state.archivedAt !== null && state.deletedAt === null,
      // Only an archived organization can be deleted: deletion is the last step of retirement.
      canBeDeleted: state.archivedAt !== null && state.deletedAt === null,
      canSetAccessStatus: live,
    },
  };
};

/** The body field of the update operation that each request field is governed by. */
export const governingField = (bodyField: string): UpdatableField =>
  bodyField.startsWith('address') ? 'address' : (bodyField as UpdatableField);
