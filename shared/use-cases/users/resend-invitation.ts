import { setting } from '#shared/stores/config/env.ts';
import { sendEmail } from '#shared/stores/mail/mailer.ts';
import { logger } from '#shared/stores/observability/logger.ts';
import { recordInvitationRateLimited, recordInvitationSent } from '#shared/stores/observability/metrics.ts';
import { findOrganization } from '#shared/stores/organizations/organization-repository.ts';
import { recordInvitationSend, revertInvitationSend } from '#shared/stores/users/invitation-repository.ts';
import { findUserById, readOrganizationUser } from '#shared/stores/users/user-repository.ts';
import { conflict, notFound, tooManyRequests } from '#shared/vocabulary/errors.ts';
import {
  invitationLink,
  newInvitationToken,
  nextInvitationState,
  secondsUntilNextSend,
} from '#shared/vocabulary/users/invitation.ts';
import type { OrganizationUser } from '#shared/vocabulary/users/user.ts';
import { invitationEmail } from './invitation-email.ts';

const notPending = (status: string) => conflict('Only a pending user can be sent the invitation again', { status });

/** Pending, within the limits: or the reason why not, as the error the caller gets. */
const checkSendable = (user: OrganizationUser, now: Date) => {
  if (user.status !== 'pending') throw notPending(user.status);
  const wait = secondsUntilNextSend(user.invitation, now);
  if (wait > 0) {
    recordInvitationRateLimited();
    throw tooManyRequests(`The invitation was sent too recently or too often; retry in ${wait} s`, wait);
  }
};

/** Two concurrent re-sends: the loser re-reads and is then refused by the limits, so this is plenty. */
const maxAttempts = 3;

/**
 * Sends a pending rs or ad user a fresh invitation link by e-mail, in the organization's language.
 * The send is recorded first (new token hash, counters, under the rate limit's condition) and the
 * e-mail goes out after; if SES refuses it, the record is undone so the old link keeps working.
 */
export const resendInvitation = async (userId: string): Promise<{ id: string }> => {
  const found = await findUserById(userId);
  if (!found) throw notFound('User');
  if (found.kind !== 'organization')
    throw conflict('Only users of rs and ad organizations are invited', { kind: found.kind });
  const organization = await findOrganization(found.organizationId);
  if (!organization || organization.archivedAt !== null || organization.deletedAt !== null) {
    throw conflict("The user's organization is archived or deleted");
  }

  let user = await readOrganizationUser(found.organizationId, found.id);
  for (let attempt = 1; ; attempt += 1) {
    if (!user) throw notFound('User');
    const now = new Date();
    checkSendable(user, now);
    const { token, tokenHash } = newInvitationToken();
    const previous = user.invitation;
    const next = nextInvitationState(previous, { tokenHash, sentTo: user.email }, now);
    if (!(await recordInvitationSend(user, previous, next, now))) {
      if (attempt === maxAttempts) throw conflict('The invitation kept changing while it was sent; retry');
      user = await readOrganizationUser(found.organizationId, found.id);
      continue;
    }
    const email = invitationEmail(organization.language, {
      firstName: user.firstName,
      organizationName: organization.name,
      link: invitationLink(setting('invitationBaseUrl'), token),
      expiresAt: next.link.expiresAt,
    });
    try {
      await sendEmail(user.email, email);
    } catch (error) {
      await revertInvitationSend(user, next, previous);
      throw error;
    }
    logger.info('invitation sent', { userId: user.id, sentCount: next.sentCount });
    recordInvitationSent();
    return { id: user.id };
  }
};
