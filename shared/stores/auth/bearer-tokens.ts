import { JwtVerifier } from 'aws-jwt-verify';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { setting } from '#shared/stores/config/env.ts';
import { uuid } from '#shared/vocabulary/formats/formats.ts';
import type { UserKind } from '#shared/vocabulary/users/user.ts';
import { defaultMaxLifetimeSeconds, type TrustedIssuer, trustedIssuers } from './trusted-issuers.ts';

/**
 * Bearer tokens are verified here, in the function, rather than by API Gateway's JWT authorizer,
 * whose 401 body (`{"message":"Unauthorized"}`) is not the Error body the specification promises
 * (docs/identity.md). The verifier checks the signature against the issuer's keys (fetched once
 * per function instance and cached), `iss`, `exp`, `nbf`; then `forUs` checks who the token is for
 * and `lifetimeAllowed` how long it lives.
 */
const forUs = (trusted: TrustedIssuer, payload: JwtPayload): boolean => {
  if (trusted.tokens === 'cognitoAccess')
    return (
      payload.token_use === 'access' &&
      typeof payload.client_id === 'string' &&
      (trusted.clientIds ?? []).includes(payload.client_id)
    );
  const audiences = typeof payload.aud === 'string' ? [payload.aud] : (payload.aud ?? []);
  return audiences.some((audience) => trusted.audience?.includes(audience));
};

/** How far an issuer's clock may run ahead of ours: an `iat` further in the future is refused. */
const clockSkewSeconds = 5;

const maxLifetimeOf = (trusted: TrustedIssuer) => trusted.maxLifetimeSeconds ?? defaultMaxLifetimeSeconds;

/** `exp` present, the lifetime within the issuer's maximum, `iat` (when given) not in the future. */
const lifetimeAllowed = (trusted: TrustedIssuer, payload: JwtPayload, nowSeconds: number): boolean => {
  const maxLifetime = maxLifetimeOf(trusted);
  if (typeof payload.exp !== 'number') return false;
  if (payload.iat === undefined) return payload.exp - nowSeconds <= maxLifetime;
  return (
    typeof payload.iat === 'number' &&
    payload.iat <= nowSeconds + clockSkewSeconds &&
    payload.exp - payload.iat <= maxLifetime
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
        if (!forUs(trusted, payload)) throw new Error('The token is not for this service');
        if (!lifetimeAllowed(trusted, payload, Math.floor(Date.now() / 1000)))
          throw new Error('The token has no expiry, lives too long, or was issued in the future');
      },
    })) as unknown as Parameters<typeof JwtVerifier.create>[0],
  );
  for (const trusted of issuers)
    if (trusted.jwks)
      verifier.cacheJwks(trusted.jwks as unknown as Parameters<typeof verifier.cacheJwks>[0], trusted.issuer);
  return { verifier, byIssuer: new Map(issuers.map((trusted) => [trusted.issuer, trusted])) };
};

let trust: ReturnType<typeof createVerifier> | undefined;

/** Who a valid bearer token names, which kinds of user its issuer may sign in, and since when it may have existed. */
interface TokenSubject {
  userId: string;
  users: readonly UserKind[];
  /** The earliest instant the token may have been issued: `iat`, or without it `exp` less the longest lifetime. */
  issuedAtMs: number;
}

/** The claim that names the user: `username` only in a Cognito access token (`forUs` checked the kind). */
const userClaim = (trusted: TrustedIssuer, payload: JwtPayload) =>
  trusted.tokens === 'cognitoAccess' ? payload.username : payload.sub;

const earliestIssue = (trusted: TrustedIssuer, payload: JwtPayload) =>
  1000 * (typeof payload.iat === 'number' ? payload.iat : (payload.exp as number) - maxLifetimeOf(trusted));

/**
 * The subject of a valid bearer token, or undefined for anything else (no token, a bad signature,
 * an unknown issuer, expired, not for us, a lifetime not allowed, no user id named).
 */
export const subjectOfBearer = async (authorization: string | undefined): Promise<TokenSubject | undefined> => {
  const token = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) return undefined;
  trust ??= createVerifier();
  const payload = await trust.verifier.verify(token).catch(() => undefined);
  // The verifier accepted `iss`, so it names one of the trusted issuers.
  const issuer = payload && trust.byIssuer.get(payload.iss as string);
  if (!payload || !issuer) return undefined;
  const userId = userClaim(issuer, payload);
  if (!uuid.safeParse(userId).success) return undefined;
  return { userId: (userId as string).toLowerCase(), users: issuer.users, issuedAtMs: earliestIssue(issuer, payload) };
};
