// Which Error any failure becomes: apart from the response and its logging (error-response.ts), so
// that the OpenAPI document's examples come from the same mapping without loading the logger.
import { type ErrorCode, HttpError, internalError } from './errors.ts';

/** AWS SDK errors that mean "slow down": the caller may retry, so they are a 429, not a 500. */
const throttlingErrors = new Set([
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'TooManyRequestsException',
  'SlowDown',
]);

const codeByStatus: Record<number, ErrorCode> = {
  400: 'validation_error',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'malformed_body',
  429: 'too_many_requests',
};

/** Middy's own errors (body parser) carry a status and are safe to show; anything else is internal. */
const isExposedHttpError = (error: unknown): error is Error & { statusCode: number } =>
  error instanceof Error &&
  typeof (error as { statusCode?: unknown }).statusCode === 'number' &&
  (error as { expose?: boolean }).expose === true;

export const toHttpError = (error: unknown): HttpError => {
  if (error instanceof HttpError) return error;
  if (isExposedHttpError(error) && codeByStatus[error.statusCode]) {
    return new HttpError(codeByStatus[error.statusCode]!, error.message);
  }
  if (error instanceof Error && throttlingErrors.has(error.name)) {
    return new HttpError(
      'too_many_requests',
      'The service is busy; retry shortly',
      { retryAfterSeconds: 1 },
      { 'retry-after': '1' },
    );
  }
  if (error instanceof Error && error.name === 'ConditionalCheckFailedException') {
    return new HttpError('conflict', 'The record changed while the request was processed; retry');
  }
  return internalError();
};
