import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';

/**
 * Runs a conditional write: true when it was written, false when its condition did not hold (a
 * race lost, a state moved on), which the caller answers; any other failure is thrown.
 */
export const conditionHeld = async (write: () => Promise<unknown>): Promise<boolean> => {
  try {
    await write();
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
};
