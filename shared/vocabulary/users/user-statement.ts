import type { OrganizationUser, UserStatus } from './user.ts';

/** What a catalogue file states about a user; the rest is the service's own. */
export type StatedUser = Pick<
  OrganizationUser,
  'id' | 'organizationId' | 'organizationType' | 'firstName' | 'lastName' | 'email' | 'role' | 'status' | 'labelIds'
>;

/** What writing a file's statement over the stored user does beyond the stated fields. */
export interface UserStatementEffects {
  /** The status the user has after the write. */
  status: UserStatus;
  /** The file changes the status: it differs from what the file stated last time (`statedStatus`). */
  setsStatus: boolean;
  /** A live invitation link ends: the e-mail or the status it was sent for changes. */
  endsLink: boolean;
  /** The user stops being active: credentials issued until now open nothing from now on. */
  signsOut: boolean;
}

/**
 * The status has two writers (docs/data-model.md, Writers): the file, and accepting an invitation
 * (pending to active). `statedStatus` is the import's own: a file stating the same status as last
 * time leaves the status alone, so an accepted invitation stays accepted; a file that changes it wins.
 * An invitation link is bound to the e-mail and the pending status it was sent for, so a change of
 * either ends it.
 */
export const effectsOfStatement = (stored: OrganizationUser | undefined, stated: StatedUser): UserStatementEffects => {
  const setsStatus = stored?.statedStatus !== stated.status;
  const status = setsStatus || !stored ? stated.status : stored.status;
  const emailChanges = stored !== undefined && stored.email !== stated.email;
  return {
    status,
    setsStatus,
    endsLink: stored?.invitation?.link !== undefined && (emailChanges || status !== stored.status),
    signsOut: stored?.status === 'active' && status !== 'active',
  };
};
