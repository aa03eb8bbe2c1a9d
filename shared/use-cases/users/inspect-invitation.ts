import { findOrganization } from '#shared/stores/organizations/organization-repository.ts';
import { findEndedLink } from '#shared/stores/users/ended-links.ts';
import { findUserOfLink } from '#shared/stores/users/invitation-repository.ts';
import { type Language, labelLanguageOf } from '#shared/vocabulary/codes/languages.ts';
import { hashInvitationToken, type InvitationLinkState, stateOfLink } from '#shared/vocabulary/users/invitation.ts';
import { type PasswordPolicy, passwordPolicy } from '#shared/vocabulary/users/password-policy.ts';

interface InvitationInspection {
  state: InvitationLinkState;
  /** The organization the link invites into; null for a link nobody sent (or whose end is forgotten). */
  organization: { name: string; language: Language } | null;
  /** The e-mail the person signs in with, for an open link only. */
  email: string | null;
  /** When an open link expires, or an expired one did. */
  expiresAt: string | null;
  passwordPolicy: PasswordPolicy;
}

const organizationOf = async (organizationId: string) => {
  const organization = await findOrganization(organizationId);
  return organization ? { name: organization.name, language: labelLanguageOf(organization.language) } : null;
};

/**
 * What an invitation link is now, for its page (docs/identity.md, Invitations): the end recorded
 * when it was used, replaced or ended; else the state of the link on the user its index names
 * (open, expired); else unknown. Only the holder of the token can ask, and it tells nothing
 * about any other link.
 */
export const inspectInvitation = async (token: string, now = new Date()): Promise<InvitationInspection> => {
  const tokenHash = hashInvitationToken(token);
  const nothing = { organization: null, email: null, expiresAt: null, passwordPolicy };
  const ended = await findEndedLink(tokenHash, now);
  if (ended) return { ...nothing, state: ended.outcome, organization: await organizationOf(ended.organizationId) };
  const user = await findUserOfLink(tokenHash);
  const state = stateOfLink(user, tokenHash, now);
  if (!user || state === 'unknown') return { ...nothing, state };
  return {
    ...nothing,
    state,
    organization: await organizationOf(user.organizationId),
    email: state === 'open' ? user.email : null,
    expiresAt: state === 'open' || state === 'expired' ? (user.invitation?.link?.expiresAt ?? null) : null,
  };
};
