import { createHash, randomBytes } from 'node:crypto';

/**
 * An invitation link carries a random token; the user item keeps only its SHA-256, so the table
 * never holds a working link. A link is bound to what it was sent for: the e-mail it went to, and
 * the user pending. Each send replaces it, and any change of the user's e-mail or status ends it
 * (docs/identity.md, Invitations), so an old link never works again.
 */
export interface InvitationLink {
  tokenHash: string;
  expiresAt: string;
  /** The e-mail the link was sent to: it works only while the user's e-mail is this one. */
  sentTo: string;
}

/** The latest link, while it lives, and the counts that limit sends (docs/back-office.md), which outlive it. */
export interface InvitationState {
  link?: InvitationLink;
  /** Every send since the user was created. */
  sentCount: number;
  lastSentAt: string;
  /** The UTC day `dayCount` counts sends of (YYYY-MM-DD). */
  day: string;
  dayCount: number;
}

const invitationLimits = {
  minSecondsBetweenSends: 60,
  sendsPerUtcDay: 10,
  linkValidityDays: 7,
} as const;

export const newInvitationToken = (): { token: string; tokenHash: string } => {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
};

export const hashInvitationToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Seconds before another send is allowed; 0 when it is allowed now. */
export const secondsUntilNextSend = (state: InvitationState | undefined, now: Date): number => {
  if (!state) return 0;
  const sinceLast = now.getTime() - Date.parse(state.lastSentAt);
  const intervalWait = Math.max(0, invitationLimits.minSecondsBetweenSends * 1000 - sinceLast);
  const dayFull = state.day === utcDay(now) && state.dayCount >= invitationLimits.sendsPerUtcDay;
  const nextUtcMidnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  const dayWait = dayFull ? nextUtcMidnight - now.getTime() : 0;
  return Math.ceil(Math.max(intervalWait, dayWait) / 1000);
};

export const nextInvitationState = (
  previous: InvitationState | undefined,
  link: Pick<InvitationLink, 'tokenHash' | 'sentTo'>,
  now: Date,
): InvitationState & { link: InvitationLink } => {
  const day = utcDay(now);
  return {
    link: {
      ...link,
      expiresAt: new Date(now.getTime() + invitationLimits.linkValidityDays * 86_400_000).toISOString(),
    },
    sentCount: (previous?.sentCount ?? 0) + 1,
    lastSentAt: now.toISOString(),
    day,
    dayCount: previous?.day === day ? previous.dayCount + 1 : 1,
  };
};

/**
 * The link of the e-mail: the invitation page with the token as its fragment, which browsers never
 * send to a server, so that no access log or referrer holds a working link.
 */
export const invitationLink = (pageUrl: string, token: string): string => `${pageUrl.split('#')[0]}#${token}`;

/** How a link ended, recorded when it ends (docs/identity.md, Invitations). */
const endedLinkOutcomes = ['used', 'replaced', 'ended'] as const;
export type EndedLinkOutcome = (typeof endedLinkOutcomes)[number];

/** What a link is now: live (`open`), ended one of three ways, `expired`, or never sent (`unknown`). */
export const invitationLinkStates = ['open', ...endedLinkOutcomes, 'expired', 'unknown'] as const;
export type InvitationLinkState = (typeof invitationLinkStates)[number];

/** How long the end of a link is remembered, so that its page can say what happened. */
export const endedLinkMemoryDays = 30;

/** The end of a link, as remembered: how, when, and in which organization (whose name and language the page shows). */
export interface EndedLink {
  outcome: EndedLinkOutcome;
  endedAt: string;
  organizationId: string;
}

/**
 * The state of the link `tokenHash` on the user its index names: `open` while it is the latest
 * send, to the e-mail the user has, the user pending and the link unexpired; `expired` past its
 * day; `ended` when the user changed under it (every writer that ends a link removes it, so this is
 * only a user read between two writes); `unknown` when the user holds another link or none.
 */
export const stateOfLink = (
  user: { status: string; email: string; invitation?: InvitationState } | undefined,
  tokenHash: string,
  now: Date,
): 'open' | 'expired' | 'ended' | 'unknown' => {
  const link = user?.invitation?.link;
  if (!user || link?.tokenHash !== tokenHash) return 'unknown';
  if (user.status !== 'pending' || link.sentTo !== user.email) return 'ended';
  return Date.parse(link.expiresAt) > now.getTime() ? 'open' : 'expired';
};
