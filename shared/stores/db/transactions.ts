import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';

/**
 * A transaction lost a race: one of its conditions no longer held, or another transaction was
 * writing the same items at that instant. The caller may read again and retry.
 */
export const isLostRace = (error: unknown): boolean =>
  error instanceof TransactionCanceledException &&
  (error.CancellationReasons ?? []).some(
    (reason) => reason.Code === 'ConditionalCheckFailed' || reason.Code === 'TransactionConflict',
  );

/**
 * How long a request keeps re-reading and re-trying a write that lost a race. Each round lets at
 * least one of the competing writers through, so a budget in time rather than in rounds lets every
 * one of many concurrent writers land; 3 s leaves room within a function's 10 s timeout.
 */
export const lostRaceBudgetMs = 3_000;

/**
 * Runs `attempt` (read, decide, conditional write) until it returns a result, between attempts
 * waiting a random 0..(10 ms doubling up to 100 ms), so that writers who collided do not collide
 * again in step. `exhausted` is the error once the budget is spent.
 */
export const retryLostRaces = async <T>(attempt: () => Promise<T | undefined>, exhausted: () => Error): Promise<T> => {
  const deadline = Date.now() + lostRaceBudgetMs;
  for (let round = 0; ; round += 1) {
    const result = await attempt();
    if (result !== undefined) return result;
    if (Date.now() >= deadline) throw exhausted();
    await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(100, 10 * 2 ** round)));
  }
};
