import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type JWK, type JWTPayload, jwtVerify, SignJWT } from 'jose';

/**
 * The local stand-in for the identity provider: it signs tokens, and verifies them exactly as API
 * Gateway's JWT authorizer would (signature, `iss`, `aud`, `exp`, `nbf`). Its key pair is kept in
 * .local/ so that tokens printed by one run still work in the next.
 */
const localIssuer = 'http://127.0.0.1/local-issuer';
const localAudience = 'facility-compliance-api';
const algorithm = 'ES256';

export interface Issuer {
  sign(claims: Record<string, string>, lifetimeSeconds?: number): Promise<string>;
  verify(token: string): Promise<JWTPayload>;
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
  const publicKey = await importJWK(stored.publicJwk, algorithm);
  return {
    publicJwks: { keys: [stored.publicJwk] },
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
    verify: async (token) =>
      (await jwtVerify(token, publicKey, { issuer: localIssuer, audience: localAudience, algorithms: [algorithm] }))
        .payload,
  };
};
