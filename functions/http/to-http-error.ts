// Which Error any failure becomes: apart from the response and its logging (error-response.ts), so
// that the OpenAPI document's examples come from the same mapping without loading the logger.
import { isThrottling, mayPassOnRetry } from '#shared/stores/aws/transient-errors.ts';
import {
  type ErrorCode,
  errorStatuses,
  HttpError,
  internalError,
  serviceUnavailable,
  tooManyRequests,
} from '#shared/vocabulary/errors.ts';

const codeByStatus = new Map<number, ErrorCode>(
  (Object.entries(errorStatuses) as [ErrorCode, number][]).map(([code, status]) => [status, code]),
);

/** Middy's own errors (body parser) carry a status and are safe to show; anything else is internal. */
const isExposedHttpError = (error: unknown): error is Error & { statusCode: number } =>
  error instanceof Error &&
  typeof (error as { statusCode?: unknown }).statusCode === 'number' &&
  (error as { expose?: boolean }).expose === true;

export const toHttpError = (error: unknown): HttpError => {
  if (error instanceof HttpError) return error;
  const exposedCode = isExposedHttpError(error) ? codeByStatus.get(error.statusCode) : undefined;
  if (exposedCode) return new HttpError(exposedCode, (error as Error).message);
  if (error instanceof Error && error.name === 'ConditionalCheckFailedException') {
    return new HttpError('conflict', 'The record changed while the request was processed; retry');
  }
  // Both may pass on retry, once the SDK's own retries are spent: throttling asks the caller to slow
  // down; a timeout, a dropped connection or a fault of the service itself to come back shortly.
  if (isThrottling(error)) return tooManyRequests('The service is busy; retry shortly', 1);
  if (mayPassOnRetry(error)) return serviceUnavailable('The service could not be reached in time; retry shortly', 2);
  return internalError();
};
