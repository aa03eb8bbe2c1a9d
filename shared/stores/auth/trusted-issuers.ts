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

const trustedIssuer = z.strictObject({
  issuer: z.string(),
  /**
   * Which kinds of user its tokens may sign in. The back-office pool requires MFA and the
   * organization pool does not, so a token only proves what its own pool asked of the user.
   */
  users: z.array(z.enum(userKinds)).check(z.minLength(1)),
  /** Accepted `aud` values (ID tokens, external issuers). */
  audience: z.optional(z.array(z.string())),
  /** Accepted `client_id` values of access tokens (`token_use: access`): Cognito's app clients. */
  clientIds: z.optional(z.array(z.string())),
  /** Where the keys are; `<issuer>/.well-known/jwks.json` when absent. */
  jwksUri: z.optional(z.string()),
  jwks: z.optional(z.strictObject({ keys: z.array(jwk) })),
});

export type TrustedIssuer = z.infer<typeof trustedIssuer>;

export const trustedIssuers = z.array(trustedIssuer);
