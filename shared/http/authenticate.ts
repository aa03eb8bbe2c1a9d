import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { audienceOfPath } from '../auth/audience.ts';
import { admits } from '../auth/authorize.ts';
import { type Identity, identityFromClaims } from '../auth/identity.ts';
import { HttpError, notThisAudience, noValidToken } from './errors.ts';

/** Whether a session token is a live session of that user (shared/auth/sessions.ts). */
export type LiveSessionCheck = (token: string, userId: string) => Promise<boolean>;

/**
 * API Gateway's JWT authorizer has already checked the token's signature, issuer, audience and
 * dates; here the claims must describe a caller this path's audience admits. The attachments API
 * also wants a live session of that same user: its operations hand in the check
 * (`attachmentsOperation`), so that no other function bundles the session store; one that does not
 * fails closed.
 */
export const authenticate = async (
  event: APIGatewayProxyEventV2WithJWTAuthorizer,
  liveSession?: LiveSessionCheck,
): Promise<Identity> => {
  const identity = identityFromClaims(event.requestContext.authorizer?.jwt?.claims);
  if (!identity) throw noValidToken();
  const audience = audienceOfPath(event.rawPath);
  if (!audience || !admits(audience, identity)) {
    throw notThisAudience();
  }
  if (audience === 'attachments') {
    if (!liveSession) throw new Error('An attachments API operation must be built with attachmentsOperation');
    const token = event.headers['x-session-token'];
    if (!token || !(await liveSession(token, identity.userId))) {
      throw new HttpError('unauthorized', 'A live session token of this user is required in x-session-token');
    }
  }
  return identity;
};
