/**
 * The user pool's password policy, once: the CDK pool (user-pool.ts) and the local pool of
 * cognito-local (infra/local/cognito-local.ts) are both made from it. No CDK import, so that the
 * local stack does not load aws-cdk-lib for it.
 */
export const passwordPolicy = {
  minLength: 12,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
} as const;
