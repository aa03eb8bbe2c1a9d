import { describe, expect, it } from 'vitest';
import { startApiServer } from '#infra/local/http-server.ts';
import { sourceFunctions } from '#infra/local/local-functions.ts';
import { routeThrottle } from '#infra/local/route-throttle.ts';

/** The acceptance route's own throttle, as API Gateway's stage applies it: 10 requests a second, bursts of 20. */
describe('a route throttle', () => {
  it('admits a burst, then the rate', () => {
    let now = 0;
    const throttle = routeThrottle({ rateLimit: 10, burstLimit: 20 }, () => now);
    const burst = Array.from({ length: 25 }, () => throttle.admit());
    expect(burst.filter(Boolean)).toHaveLength(20);
    now += 1000;
    const nextSecond = Array.from({ length: 15 }, () => throttle.admit());
    expect(nextSecond.filter(Boolean)).toHaveLength(10);
    now += 60_000;
    expect(Array.from({ length: 25 }, () => throttle.admit()).filter(Boolean)).toHaveLength(20);
  });

  // A main API of its own, so that its throttle is spent on this test alone.
  it('answers the requests of the accept route beyond it 429, with Retry-After, before the function runs', async () => {
    const { url, server } = await startApiServer({ api: 'main', port: 0, documents: {}, functions: sourceFunctions });
    try {
      const answers = await Promise.all(
        Array.from({ length: 40 }, () =>
          fetch(`${url}/invitations/v1/accept`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          }),
        ),
      );
      const limited = answers.filter(({ status }) => status === 429);
      expect(limited.length).toBeGreaterThanOrEqual(40 - 20 - 10);
      expect(await limited[0]!.json()).toMatchObject({ error: 'too_many_requests' });
      expect(limited[0]!.headers.get('retry-after')).toBe('1');
      expect(answers.filter(({ status }) => status === 400).length).toBeGreaterThanOrEqual(20);
    } finally {
      server.close();
    }
  });
});
