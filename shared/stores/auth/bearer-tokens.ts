import { JwtVerifier } from 'aws-jwt-verify';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { setting } from '#shared/stores/config/env.ts';
import { uuid } from '#shared/vocabulary/formats/formats.ts';
import type { UserKind } from '#shared/vocabulary/users/user.ts';
import { type TrustedIssuer, trustedIssuers } from './trusted-issuers.ts';

/**
 * Bearer tokens are verified here, in the function, rather than by API Gateway's JWT authorizer,
 * whose 401 body (`{"message":"Unauthorized"}`) is not the Error body the specification promises
 * (docs/identity.md). The verifier checks the signature against the issuer's keys (fetched once
 * per function instance and cached), `iss`, `exp`, `nbf`, and who the token is for.
 */
const isFor = (trusted: TrustedIssuer, payload: JwtPayload): boolean => {
  const audiences = typeof payload.aud === 'string' ? [payload.aud] : (payload.aud ?? []);
  if (audiences.some((audience) => trusted.audience?.includes(audience))) return true;
  return (
    payload.token_use === 'access' &&
    typeof payload.client_id === 'string' &&
    (trusted.clientIds ?? []).includes(payload.client_id)
  );
};

const createVerifier = () => {
  const issuers = trustedIssuers.parse(JSON.parse(setting('tokenIssuers')));
  const verifier = JwtVerifier.create(
    issuers.map((trusted) => ({
      issuer: trusted.issuer,
      audience: null,
      ...(trusted.jwksUri && { jwksUri: trusted.jwksUri }),
      customJwtCheck: ({ payload }: { payload: JwtPayload }) => {
        if (!isFor(trusted, payload)) throw new Error('The token is not for this service');
      },
    })) as unknown as Parameters<typeof JwtVerifier.create>[0],
  );
  for (const trusted of issuers)
    if (trusted.jwks)
      verifier.cacheJwks(trusted.jwks as unknown as Parameters<typeof verifier.cacheJwks>[0], trusted.issuer);
  return { verifier, byIssuer: new Map(issuers.map((trusted) => [trusted.issuer, trusted])) };
};

let trust: ReturnType<typeof createVerifier> | undefined;

/** Who a valid bearer token names, and which kinds of user its issuer may sign in. */
interface TokenSubject {
  userId: string;
  users: readonly UserKind[];
}

/**
 * The subject of a valid bearer token, or undefined for anything else (no token, a bad signature,
 * an unknown issuer, expired, not for us). A Cognito access token names our user in `username`
 * (users are created under their id); other issuers in `sub`.
 */
export const subjectOfBearer = async (authorization: string | undefined): Promise<TokenSubject | undefined> => {
  const token = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) return undefined;
  trust ??= createVerifier();
  const payload = await trust.verifier.verify(token).catch(() => undefined);
  const userId = payload && (typeof payload.username === 'string' ? payload.username : payload.sub);
  // The verifier accepted `iss`, so it names one of the trusted issuers.
  const issuer = payload && trust.byIssuer.get(payload.iss as string);
  if (!issuer || !uuid.safeParse(userId).success) return undefined;
  return { userId: (userId as string).toLowerCase(), users: issuer.users };
};
