import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { subjectOfBearer } from '#shared/stores/auth/bearer-tokens.ts';
import { readCaller } from '#shared/stores/users/caller-repository.ts';
import { callerStanding } from '#shared/use-cases/auth/caller-standing.ts';
import { type Audience, audienceOfPath } from '#shared/vocabulary/auth/audience.ts';
import { admits } from '#shared/vocabulary/auth/authorize.ts';
import type { Identity } from '#shared/vocabulary/auth/identity.ts';
import {
  HttpError,
  notAStoredCaller,
  notThisAudience,
  noValidToken,
  organizationWithoutAccess,
} from '#shared/vocabulary/errors.ts';
import { credentialPredatesSignOut } from '#shared/vocabulary/users/user.ts';

/** When a session token's live session of that user was opened, if it is one (shared/stores/auth/sessions.ts). */
export type LiveSessionCheck = (token: string, userId: string) => Promise<{ openedAtMs: number } | undefined>;

/**
 * The attachments API also wants a live session of that same user: its operations hand in the
 * check (`attachmentsOperation`), so that no other function bundles the session store; one that
 * does not fails closed. Answers when the session was opened, `notNeeded` elsewhere, or undefined.
 */
const liveSessionOpenedAt = async (
  event: APIGatewayProxyEventV2,
  audience: Audience,
  userId: string,
  liveSession: LiveSessionCheck | undefined,
): Promise<number | 'notNeeded' | undefined> => {
  if (audience !== 'attachments') return 'notNeeded';
  if (!liveSession) throw new Error('An attachments API operation must be built with attachmentsOperation');
  const token = event.headers['x-session-token'];
  return token === undefined ? undefined : (await liveSession(token, userId))?.openedAtMs;
};

/**
 * The bearer token names a user, and its issuer the kinds of user it signs in
 * (shared/stores/auth/bearer-tokens.ts); the stored user and organization say who that is now and whether
 * they may call with this token (shared/use-cases/auth/caller-standing.ts), and the path's audience whether
 * this route is theirs. A session opened before the user last stopped being active is no live
 * session. The reads (the caller, the session) run together and are judged in a fixed order, so
 * that the answer never depends on which came back first.
 */
export const authenticate = async (
  event: APIGatewayProxyEventV2,
  liveSession?: LiveSessionCheck,
): Promise<Identity> => {
  const subject = await subjectOfBearer(event.headers.authorization);
  if (!subject) throw noValidToken();
  const audience = audienceOfPath(event.rawPath);
  if (!audience) throw notThisAudience();
  const [stored, sessionOpenedAt] = await Promise.all([
    readCaller(subject.userId),
    liveSessionOpenedAt(event, audience, subject.userId, liveSession),
  ]);
  const standing = callerStanding(stored, subject);
  if (standing.kind === 'unknown') throw notAStoredCaller();
  if (standing.kind === 'withoutAccess') throw organizationWithoutAccess();
  if (!admits(audience, standing.identity)) throw notThisAudience();
  const sessionHeld =
    sessionOpenedAt === 'notNeeded' ||
    (sessionOpenedAt !== undefined && !credentialPredatesSignOut(stored.user!, sessionOpenedAt));
  if (!sessionHeld)
    throw new HttpError('unauthorized', 'A live session token of this user is required in x-session-token');
  return standing.identity;
};
