import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { type Audience, audienceOfPath } from '../auth/audience.ts';
import { admits } from '../auth/authorize.ts';
import { callerStanding } from '../auth/caller-standing.ts';
import { type Identity, identityFromClaims } from '../auth/identity.ts';
import { readCaller } from '../users/caller-repository.ts';
import { HttpError, notAStoredCaller, notThisAudience, noValidToken, organizationWithoutAccess } from './errors.ts';

/** Whether a session token is a live session of that user (shared/auth/sessions.ts). */
export type LiveSessionCheck = (token: string, userId: string) => Promise<boolean>;

const standingOf = async (identity: Identity) =>
  callerStanding(
    identity,
    await readCaller(identity.userId, identity.kind === 'organization' ? identity.organizationId : undefined),
  );

/**
 * The attachments API also wants a live session of that same user: its operations hand in the
 * check (`attachmentsOperation`), so that no other function bundles the session store; one that
 * does not fails closed.
 */
const holdsLiveSession = async (
  event: APIGatewayProxyEventV2WithJWTAuthorizer,
  audience: Audience,
  identity: Identity,
  liveSession: LiveSessionCheck | undefined,
): Promise<boolean> => {
  if (audience !== 'attachments') return true;
  if (!liveSession) throw new Error('An attachments API operation must be built with attachmentsOperation');
  const token = event.headers['x-session-token'];
  return token !== undefined && (await liveSession(token, identity.userId));
};

/**
 * API Gateway's JWT authorizer has already checked the token's signature, issuer, audience and
 * dates; here the claims must describe a caller this path's audience admits, and the stored user
 * and organization must bear them out (shared/auth/caller-standing.ts). The two reads (the caller,
 * the session) run together and are judged in a fixed order, so that the answer never depends on
 * which came back first.
 */
export const authenticate = async (
  event: APIGatewayProxyEventV2WithJWTAuthorizer,
  liveSession?: LiveSessionCheck,
): Promise<Identity> => {
  const identity = identityFromClaims(event.requestContext.authorizer?.jwt?.claims);
  if (!identity) throw noValidToken();
  const audience = audienceOfPath(event.rawPath);
  if (!audience || !admits(audience, identity)) throw notThisAudience();
  const [standing, sessionHeld] = await Promise.all([
    standingOf(identity),
    holdsLiveSession(event, audience, identity, liveSession),
  ]);
  if (standing === 'unknown') throw notAStoredCaller();
  if (standing === 'withoutAccess') throw organizationWithoutAccess();
  if (!sessionHeld)
    throw new HttpError('unauthorized', 'A live session token of this user is required in x-session-token');
  return identity;
};
