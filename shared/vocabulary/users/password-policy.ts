/**
 * The user pools' password policy, once: the CDK pools (infra/constructs/user-pool.ts), the local
 * pools of cognito-local (infra/local/cognito-local.ts), the invitation's inspection, which tells
 * the invitation page the rules, and the page's own check before it sends a password.
 */
export const passwordPolicy = {
  minLength: 12,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
} as const;

export type PasswordPolicy = typeof passwordPolicy;
