/**
 * Stands in for `semver` in Lambda bundles only (infra/bundling.ts aliases it). The X-Ray SDK that
 * Powertools Tracer loads requires `semver` at start for one `gte` check in its AWS SDK v2 patcher,
 * which this service never calls; the whole package cost every traced function ~4 % of its cold
 * start (`npm run bench:cold`). This is that one comparison, for release versions (`24.21.0`,
 * `v2.7.15`), checked against semver itself (test/infra/bundling.test.ts); the rest of semver is
 * absent, for nothing else in a bundle asks for it.
 */
const numbers = (version: string) => version.replace(/^v/, '').split(/[.+-]/, 3).map(Number);

export const gte = (version: string, minimum: string): boolean => {
  const [have, want] = [numbers(version), numbers(minimum)];
  const differing = have.findIndex((part, index) => part !== want[index]);
  return differing === -1 || have[differing]! > want[differing]!;
};
