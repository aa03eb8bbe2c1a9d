/**
 * The user pools' password policy, once: the CDK pools (infra/constructs/user-pool.ts), the local
 * pools of cognito-local (infra/local/cognito-local.ts), the invitation's inspection, which tells
 * the invitation page the rules, the acceptance, which checks a password against it before the pool
 * sees it (cognito-local checks nothing), and the page's own check before it sends a password.
 */
export const passwordPolicy = {
  minLength: 12,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
} as const;

export type PasswordPolicy = typeof passwordPolicy;

/** What Cognito counts as a symbol (its documented list, the space included); the page reads it from a data block. */
export const passwordSymbols = '^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+- ';

/** A rule of the policy, as the acceptance's 400 names it. */
type PasswordRule = 'minLength' | 'lowercase' | 'uppercase' | 'digit' | 'symbol';

/**
 * The rules of the policy a password breaks, none when it is accepted. Letters and digits are the
 * basic Latin ones, as Cognito counts them; the length counts characters (code points).
 */
export const unmetPasswordRules = (password: string, policy: PasswordPolicy = passwordPolicy): PasswordRule[] => {
  const met: Record<PasswordRule, boolean> = {
    minLength: [...password].length >= policy.minLength,
    lowercase: !policy.requireLowercase || /[a-z]/.test(password),
    uppercase: !policy.requireUppercase || /[A-Z]/.test(password),
    digit: !policy.requireDigits || /[0-9]/.test(password),
    symbol: !policy.requireSymbols || [...password].some((character) => passwordSymbols.includes(character)),
  };
  return (Object.keys(met) as PasswordRule[]).filter((rule) => !met[rule]);
};
