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
  service_unavailable: 503,
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

/**
 * An error answer stays small whatever the request (OWASP API4): at most this many problems are
 * listed, then one that counts the rest; and no message or path is longer than `maxIssueText`.
 */
export const maxListedIssues = 100;
const maxIssueText = 300;

const clip = (text: string) => (text.length > maxIssueText ? `${text.slice(0, maxIssueText - 1)}…` : text);

const listedIssues = (issues: ValidationIssue[]): ValidationIssue[] => {
  const listed = issues
    .slice(0, maxListedIssues)
    .map((issue) => ({ ...issue, path: clip(issue.path), message: clip(issue.message) }));
  const rest = issues.length - listed.length;
  if (rest === 0) return listed;
  return [
    ...listed,
    {
      location: issues[maxListedIssues]!.location,
      path: '',
      message: `and ${rest} more problems, not listed`,
      code: 'more_problems',
    },
  ];
};

export const validationError = (issues: ValidationIssue[]) =>
  new HttpError('validation_error', 'The request is not valid; see details for each problem', listedIssues(issues));

/** No caller: no bearer token that verifies (shared/stores/auth/bearer-tokens.ts). */
export const noValidToken = () => new HttpError('unauthorized', 'A valid bearer token is required');

/** Claims the stored user and organization no longer bear out (shared/use-cases/auth/caller-standing.ts). */
export const notAStoredCaller = () =>
  new HttpError('unauthorized', 'The token does not describe an active user as stored; sign in again');

/** A known caller who may not do this: another audience, an organization without access, a role the change needs. */
export const forbidden = (message: string) => new HttpError('forbidden', message);

/** A genuine caller of an organization whose access the back office has switched off. */
export const organizationWithoutAccess = () => forbidden("The caller's organization has no access to the service");

/** A caller whose audience this path prefix does not admit. */
export const notThisAudience = () => forbidden('This caller may not use this part of the API');

/** A body above what Lambda accepts (the local server refuses it the same way). */
export const payloadTooLarge = (maxBytes: number) =>
  new HttpError('payload_too_large', `The body exceeds ${maxBytes} bytes`);

/** A body sent as anything but `application/json` (json-body.ts). */
export const notJson = () =>
  new HttpError('unsupported_media_type', 'The body must be sent as content-type: application/json');

/** Anything unexpected: the cause is logged, never shown. */
export const internalError = () => new HttpError('internal_error', 'An internal error occurred');

export const notFound = (what: string) => new HttpError('not_found', `${what} not found`);

export const conflict = (message: string, details: unknown = null) => new HttpError('conflict', message, details);

const retryLater = (code: 'too_many_requests' | 'service_unavailable', message: string, retryAfterSeconds: number) =>
  new HttpError(code, message, { retryAfterSeconds }, { 'retry-after': String(retryAfterSeconds) });

/** Contention or a limit: the caller should slow down. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  retryLater('too_many_requests', message, retryAfterSeconds);

/** Nothing wrong with the request, but it could not be served in time: AWS out of reach, or the budget spent. */
export const serviceUnavailable = (message: string, retryAfterSeconds: number) =>
  retryLater('service_unavailable', message, retryAfterSeconds);

/**
 * The request outlasted its budget: the pipeline answers this shortly before Lambda would stop the
 * function (which API Gateway turns into a bare 500). What the request had begun may have been done.
 */
export const outOfTime = () => serviceUnavailable('The request could not be completed in time; retry shortly', 5);
