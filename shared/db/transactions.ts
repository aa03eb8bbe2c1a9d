import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';

/**
 * A transaction lost a race: one of its conditions no longer held, or another transaction was
 * writing the same items at that instant. The caller may read again and retry.
 */
export const isLostRace = (error: unknown): boolean =>
  error instanceof TransactionCanceledException &&
  (error.CancellationReasons ?? []).some((reason) => reason.Code === 'ConditionalCheckFailed' || reason.Code === 'TransactionConflict');
