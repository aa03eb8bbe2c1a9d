import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';

/**
 * Runs a conditional write, one item's or a transaction's: true when it was written, false when a
 * condition did not hold (a race lost, a state moved on), which the caller answers; any other
 * failure is thrown.
 */
export const conditionHeld = async (write: () => Promise<unknown>): Promise<boolean> => {
  try {
    await write();
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    if (
      error instanceof TransactionCanceledException &&
      (error.CancellationReasons ?? []).some((reason) => reason.Code === 'ConditionalCheckFailed')
    )
      return false;
    throw error;
  }
};
