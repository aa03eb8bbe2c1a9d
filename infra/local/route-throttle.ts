import type { HttpOperation } from '#functions/operations.ts';

/**
 * A route's own throttle, as API Gateway's stage applies it (`throttle` in the operation table): a
 * token bucket holding `burstLimit` requests, refilled at `rateLimit` a second. `admit` takes a
 * token when one is there.
 */
export interface RouteThrottle {
  admit(): boolean;
}

export const routeThrottle = (
  { rateLimit, burstLimit }: NonNullable<HttpOperation['throttle']>,
  clock: () => number = () => performance.now(),
): RouteThrottle => {
  let tokens = burstLimit;
  let filledAt = clock();
  return {
    admit() {
      const now = clock();
      tokens = Math.min(burstLimit, tokens + ((now - filledAt) / 1000) * rateLimit);
      filledAt = now;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
};
