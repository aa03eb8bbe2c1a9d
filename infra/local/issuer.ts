import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from 'jose';
import type { TrustedIssuer } from '#shared/stores/auth/trusted-issuers.ts';
import { userKinds } from '#shared/vocabulary/users/user.ts';

/**
 * The shortcut issuer of `npm run token` and the tests: it signs tokens naming a stored user, which
 * the local stack's functions trust beside the local Cognito pools, for both kinds of user (it
 * stands in for both pools, the back-office pool's TOTP code included). Its key pair is kept in
 * .local/ so that tokens printed by one run still work in the next. A deployed function never
 * trusts it: it trusts https issuers only (infra/constructs/operation-access.ts).
 */
const localIssuer = 'http://127.0.0.1/local-issuer';
const localAudience = 'facility-compliance-api';
const algorithm = 'ES256';

export interface Issuer {
  sign(claims: Record<string, string>, lifetimeSeconds?: number): Promise<string>;
  /** A token of exactly these claims beside `iss` and `aud` (no `iat`, `exp` or `nbf` unless given), for tests of the token rules. */
  signExactly(claims: Record<string, unknown>): Promise<string>;
  /** How the functions trust it (setting `TOKEN_ISSUERS`): its keys inline, never fetched. */
  trusted: TrustedIssuer;
  publicJwks: { keys: JWK[] };
}

const createKeys = async () => {
  const { publicKey, privateKey } = await generateKeyPair(algorithm, { extractable: true });
  return {
    publicJwk: { ...(await exportJWK(publicKey)), kid: 'local-1', alg: algorithm },
    privateJwk: await exportJWK(privateKey),
  };
};

export const loadIssuer = async (keyFile?: string): Promise<Issuer> => {
  let stored: { publicJwk: JWK; privateJwk: JWK };
  if (keyFile && existsSync(keyFile)) {
    stored = JSON.parse(readFileSync(keyFile, 'utf8'));
  } else {
    stored = await createKeys();
    if (keyFile) {
      mkdirSync(dirname(keyFile), { recursive: true });
      writeFileSync(keyFile, JSON.stringify(stored), { mode: 0o600 });
    }
  }
  const privateKey = await importJWK(stored.privateJwk, algorithm);
  return {
    publicJwks: { keys: [stored.publicJwk] },
    trusted: {
      issuer: localIssuer,
      users: [...userKinds],
      tokens: 'subject',
      audience: [localAudience],
      jwks: { keys: [stored.publicJwk] },
    },
    sign: (claims, lifetimeSeconds = 12 * 3600) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: algorithm, kid: stored.publicJwk.kid })
        .setIssuer(localIssuer)
        .setAudience(localAudience)
        .setSubject(claims.sub ?? '')
        .setIssuedAt()
        .setNotBefore('0s')
        .setExpirationTime(`${lifetimeSeconds}s`)
        .sign(privateKey),
    signExactly: (claims) =>
      new SignJWT({ iss: localIssuer, aud: localAudience, ...claims })
        .setProtectedHeader({ alg: algorithm, kid: stored.publicJwk.kid })
        .sign(privateKey),
  };
};
