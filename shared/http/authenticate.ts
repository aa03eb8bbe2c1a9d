import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { audienceOfPath } from '../auth/audience.ts';
import { admits } from '../auth/authorize.ts';
import { identityFromClaims, type Identity } from '../auth/identity.ts';
import { isLiveSessionOf } from '../auth/sessions.ts';
import { HttpError } from './errors.ts';

/**
 * API Gateway's JWT authorizer has already checked the token's signature, issuer, audience and
 * dates; here the claims must describe a caller this path's audience admits. The attachments API
 * also wants a live session of that same user.
 */
export const authenticate = async (event: APIGatewayProxyEventV2WithJWTAuthorizer): Promise<Identity> => {
  const identity = identityFromClaims(event.requestContext.authorizer?.jwt?.claims);
  if (!identity) throw new HttpError('unauthorized', 'A valid bearer token is required');
  const audience = audienceOfPath(event.rawPath);
  if (!audience || !admits(audience, identity)) {
    throw new HttpError('forbidden', 'This caller may not use this part of the API');
  }
  if (audience === 'attachments') {
    const token = event.headers['x-session-token'];
    if (!token || !(await isLiveSessionOf(token, identity.userId))) {
      throw new HttpError('unauthorized', 'A live session token of this user is required in x-session-token');
    }
  }
  return identity;
};
