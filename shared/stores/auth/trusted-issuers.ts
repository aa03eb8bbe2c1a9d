import * as z from 'zod/mini';
import { userKinds } from '#shared/vocabulary/users/user.ts';

/**
 * The issuers whose bearer tokens the service accepts (setting `TOKEN_ISSUERS`, a JSON array),
 * docs/identity.md. In AWS: the stack's two Cognito user pools, whose access tokens name their app
 * client in `client_id`, or the external issuers the deployment names, whose tokens name us in
 * `aud`. Locally: the emulator's pools and the shortcut issuer of `npm run token`, whose keys are
 * given inline (`jwks`) because they are served over plain HTTP, which a deployed verifier never
 * fetches.
 */
const jwk = z.record(z.string(), z.unknown());

/**
 * How an issuer's tokens name the user. `cognitoAccess`: a Cognito user pool, whose access tokens
 * (`token_use: access`) name their app client in `client_id` (one of `clientIds`) and our user in
 * `username`; its ID tokens, and any other, are refused. `subject`: any other issuer, whose tokens
 * name us in `aud` (one of `audience`) and the user in `sub`; `username` means nothing there.
 */
const tokenKinds = ['cognitoAccess', 'subject'] as const;

/** A token may live at most this long (`exp` − `iat`) unless the issuer's setting says otherwise. */
export const defaultMaxLifetimeSeconds = 24 * 3600;

const trustedIssuer = z.strictObject({
  issuer: z.string(),
  tokens: z.enum(tokenKinds),
  /**
   * Which kinds of user its tokens may sign in. The back-office pool requires MFA and the
   * organization pool does not, so a token only proves what its own pool asked of the user.
   */
  users: z.array(z.enum(userKinds)).check(z.minLength(1)),
  /** Accepted `aud` values (`tokens: subject`). */
  audience: z.optional(z.array(z.string())),
  /** Accepted `client_id` values of access tokens (`tokens: cognitoAccess`): the pool's app clients. */
  clientIds: z.optional(z.array(z.string())),
  /** The longest lifetime (`exp` − `iat`, or `exp` − now without `iat`) a token may have; `defaultMaxLifetimeSeconds` when absent. */
  maxLifetimeSeconds: z.optional(z.number().check(z.positive())),
  /** Where the keys are; `<issuer>/.well-known/jwks.json` when absent. */
  jwksUri: z.optional(z.string()),
  jwks: z.optional(z.strictObject({ keys: z.array(jwk) })),
});

export type TrustedIssuer = z.infer<typeof trustedIssuer>;

export const trustedIssuers = z.array(trustedIssuer);
