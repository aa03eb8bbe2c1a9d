import { fromEnv } from '@aws-sdk/credential-provider-env';

/**
 * Stands in for `@aws-sdk/credential-provider-node` in Lambda bundles only (infra/bundling.ts
 * aliases it). Lambda always hands the function role's credentials over in the environment, so the
 * rest of the default chain (shared files, SSO, IMDS, web identity, and the STS clients they pull
 * in) would be ~130 KB of code that never runs there. Scripts run outside Lambda keep the full chain.
 */
export const defaultProvider = (init?: Parameters<typeof fromEnv>[0]) => fromEnv(init);
