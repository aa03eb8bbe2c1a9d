/**
 * Every failure leaves the service as an Error body `{error, message, requestId, details}`.
 * The `error` code is the stable, machine-readable part; README.md lists the table.
 */
export const errorStatuses = {
  validation_error: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  malformed_body: 422,
  too_many_requests: 429,
  internal_error: 500,
} as const;

export type ErrorCode = keyof typeof errorStatuses;

export interface ErrorBody {
  error: ErrorCode;
  message: string;
  requestId: string;
  details: unknown;
}

export class HttpError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: unknown = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = errorStatuses[code];
  }
}

export interface ValidationIssue {
  location: 'path' | 'query' | 'headers' | 'body';
  path: string;
  message: string;
  code: string;
}

export const validationError = (issues: ValidationIssue[]) =>
  new HttpError('validation_error', 'The request is not valid; see details for each problem', issues);

export const notFound = (what: string) => new HttpError('not_found', `${what} not found`);

export const conflict = (message: string, details: unknown = null) => new HttpError('conflict', message, details);

export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError('too_many_requests', message, { retryAfterSeconds }, { 'retry-after': String(retryAfterSeconds) });
