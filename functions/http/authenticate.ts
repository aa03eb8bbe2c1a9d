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

/** Whether a session token is a live session of that user (shared/stores/auth/sessions.ts). */
export type LiveSessionCheck = (token: string, userId: string) => Promise<boolean>;

/**
 * The attachments API also wants a live session of that same user: its operations hand in the
 * check (`attachmentsOperation`), so that no other function bundles the session store; one that
 * does not fails closed.
 */
const holdsLiveSession = async (
  event: APIGatewayProxyEventV2,
  audience: Audience,
  userId: string,
  liveSession: LiveSessionCheck | undefined,
): Promise<boolean> => {
  if (audience !== 'attachments') return true;
  if (!liveSession) throw new Error('An attachments API operation must be built with attachmentsOperation');
  const token = event.headers['x-session-token'];
  return token !== undefined && (await liveSession(token, userId));
};

/**
 * The bearer token names a user, and its issuer the kinds of user it signs in
 * (shared/stores/auth/bearer-tokens.ts); the stored user and organization say who that is now and whether
 * they may call with this token (shared/use-cases/auth/caller-standing.ts), and the path's audience whether
 * this route is theirs. The reads (the caller, the session) run together and are judged in a fixed
 * order, so that the answer never depends on which came back first.
 */
export const authenticate = async (
  event: APIGatewayProxyEventV2,
  liveSession?: LiveSessionCheck,
): Promise<Identity> => {
  const subject = await subjectOfBearer(event.headers.authorization);
  if (!subject) throw noValidToken();
  const audience = audienceOfPath(event.rawPath);
  if (!audience) throw notThisAudience();
  const [standing, sessionHeld] = await Promise.all([
    readCaller(subject.userId).then((stored) => callerStanding(stored, subject.users)),
    holdsLiveSession(event, audience, subject.userId, liveSession),
  ]);
  if (standing.kind === 'unknown') throw notAStoredCaller();
  if (standing.kind === 'withoutAccess') throw organizationWithoutAccess();
  if (!admits(audience, standing.identity)) throw notThisAudience();
  if (!sessionHeld)
    throw new HttpError('unauthorized', 'A live session token of this user is required in x-session-token');
  return standing.identity;
};
