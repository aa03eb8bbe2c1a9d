import { createHash, randomBytes } from 'node:crypto';

/**
 * An invitation link carries a random token; the user item keeps only its SHA-256, so the table
 * never holds a working link. Each send replaces the hash, which is what makes the previous link
 * stop working. docs/back-office.md describes the lifecycle and the limits.
 */
export interface InvitationState {
  tokenHash: string;
  expiresAt: string;
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
  tokenHash: string,
  now: Date,
): InvitationState => {
  const day = utcDay(now);
  return {
    tokenHash,
    expiresAt: new Date(now.getTime() + invitationLimits.linkValidityDays * 86_400_000).toISOString(),
    sentCount: (previous?.sentCount ?? 0) + 1,
    lastSentAt: now.toISOString(),
    day,
    dayCount: previous?.day === day ? previous.dayCount + 1 : 1,
  };
};

export const invitationLink = (baseUrl: string, token: string): string => `${baseUrl.replace(/\/+$/, '')}/${token}`;
