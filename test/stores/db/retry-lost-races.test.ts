import { describe, expect, it } from 'vitest';
import { lostRaceBudgetMs, retryLostRaces } from '#shared/stores/db/transactions.ts';

describe('retrying writes that lost a race', () => {
  it('goes on for as many rounds as the time budget allows, not a fixed number', async () => {
    let rounds = 0;
    const result = await retryLostRaces(
      async () => {
        rounds += 1;
        return rounds > 30 ? 'written' : undefined;
      },
      () => new Error('exhausted'),
    );
    expect(result).toBe('written');
    expect(rounds).toBe(31);
  });

  it('gives up with the given error once the budget is spent', async () => {
    const started = Date.now();
    await expect(
      retryLostRaces(
        async () => undefined,
        () => new Error('exhausted'),
      ),
    ).rejects.toThrow('exhausted');
    expect(Date.now() - started).toBeGreaterThanOrEqual(lostRaceBudgetMs);
  });

  it('lets an error of the attempt through at once', async () => {
    await expect(
      retryLostRaces(
        async () => Promise.reject(new Error('not found')),
        () => new Error('exhausted'),
      ),
    ).rejects.toThrow('not found');
  });
});
