import { isServerError, isThrottlingError, isTransientError } from '@smithy/core/retry';

type SdkError = Parameters<typeof isTransientError>[0];

/** Whether AWS asked to slow down (throttling, HTTP 429), by the AWS SDK's own classification. */
export const isThrottling = (error: unknown): boolean => error instanceof Error && isThrottlingError(error as SdkError);

/**
 * Whether another attempt may succeed where this one failed, by the AWS SDK's own classification:
 * throttling, a service's own fault (5xx), a timeout or a dropped connection. Anything else fails
 * the same way every time: a request the service refuses (an item over 400 KB, access denied, a
 * missing table), a file or a message that cannot be read, a fault in our own code.
 */
export const mayPassOnRetry = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  const sdkError = error as SdkError;
  return isThrottling(error) || isTransientError(sdkError) || isServerError(sdkError);
};
