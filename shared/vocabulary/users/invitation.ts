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

export const invitationLink = (baseUrl: string, token: string): string => `${baseUrl.replace(/\/+$/, '')}/${token}`;
