import * as z from 'zod/mini';
import { toHttpError } from '#functions/http/to-http-error.ts';
import { maxBodyBytes } from '#infra/local/http-server.ts';
import {
  type ErrorBody,
  type ErrorCode,
  errorStatuses,
  HttpError,
  maxListedIssues,
  notFound,
  notJson,
  notThisAudience,
  noValidToken,
  outOfTime,
  payloadTooLarge,
  validationError,
} from '#shared/vocabulary/errors.ts';
import { canonicalUuid } from '#shared/vocabulary/formats/formats.ts';

/**
 * The OpenAPI document's error answers: the Error body's schema, and per status one response with
 * when it is answered and an example body. The examples are built with the constructors the service
 * answers with, so that they say what a caller really gets.
 */
type JsonSchema = Record<string, unknown>;

export const errorSchema: JsonSchema = {
  type: 'object',
  required: ['error', 'message', 'requestId', 'details'],
  properties: {
    error: {
      type: 'string',
      enum: Object.keys(errorStatuses),
      description: 'The stable, machine-readable code; one per status.',
    },
    message: { type: 'string', description: 'For people; may change.' },
    requestId: {
      type: 'string',
      description: 'Also in the `x-request-id` header and on every log line of the request.',
    },
    details: {
      description:
        'What the code needs to be acted on (the problems of a 400, the values behind a 409 or 429 …), or null.',
    },
  },
  additionalProperties: false,
};

/** The codes an operation answers with; `method_not_allowed` only comes from the router, for a path no operation has with that method. */
type DocumentedCode = Exclude<ErrorCode, 'method_not_allowed'>;

const invalidUuid = z.safeParse(canonicalUuid, 'ANO-1').error!.issues[0]!;

/** A failure of each kind, as the service raises it. */
const exampleErrors: Record<DocumentedCode, HttpError> = {
  validation_error: validationError([
    { location: 'path', path: 'id', message: invalidUuid.message, code: invalidUuid.code },
  ]),
  unauthorized: noValidToken(),
  forbidden: notThisAudience(),
  not_found: notFound('Label'),
  conflict: toHttpError(
    Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' }),
  ),
  payload_too_large: payloadTooLarge(maxBodyBytes),
  unsupported_media_type: notJson(),
  // middy's body parser's own message, which the pipeline passes on (to-http-error.ts).
  malformed_body: new HttpError('malformed_body', 'Invalid or malformed JSON was provided'),
  too_many_requests: toHttpError(Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' })),
  internal_error: toHttpError(new Error('anything unexpected')),
  service_unavailable: outOfTime(),
};

const whenAnswered: Record<DocumentedCode, string> = {
  validation_error: `The request breaks a rule of the contract: path, query, headers and body are checked together and \`details\` lists every problem (\`location\`, \`path\`, \`message\`, \`code\`; at most ${maxListedIssues}, then one counting the rest). Unknown query parameters and body properties are problems too.`,
  unauthorized:
    'No valid bearer token; claims that describe no caller; claims the stored user and organization do not bear out (no such user, a user who is not `active`, another role, an organization missing, deleted or of another type: sign in again); or (attachments API) no live session of the same user in `x-session-token`. In AWS, API Gateway\'s JWT authorizer refuses a missing or invalid token before the function runs, with its own body `{"message": "Unauthorized"}`.',
  forbidden:
    "The caller's audience may not use this path prefix, the caller's organization has no access (access `inactive`, or archived), or the caller's role may not do this.",
  not_found:
    "The record does not exist in the caller's organization: another organization's record is not found either.",
  conflict:
    "The request conflicts with the record's current state, or concurrent writes outlasted the retries; `details` says why when it can.",
  payload_too_large: 'The body exceeds 6 MB (the Lambda limit), or a file does not fit in the upload size limit.',
  unsupported_media_type: 'The body is not sent as `content-type: application/json` (`+json` types are refused too).',
  malformed_body: 'The body is not well-formed JSON.',
  too_many_requests:
    "The service is busy (AWS throttling, another writer holding the organization's catalogue) or a limit is reached: retry after `Retry-After` seconds (also `details.retryAfterSeconds`).",
  internal_error: 'An unexpected failure, logged with the request id.',
  service_unavailable:
    'The request could not be served in time: it ran into its 10 s budget, or AWS timed out or could not be reached. Retry after `Retry-After` seconds (also `details.retryAfterSeconds`); a change the request began may already have been made.',
};

const exampleRequestId = '3f1c2a7e-8b4d-4c6a-9e2f-5d7b1a0c9e84';

const codeOfStatus = new Map<number, DocumentedCode>(
  (Object.keys(exampleErrors) as DocumentedCode[]).map((code) => [errorStatuses[code], code]),
);

const responseOf = (code: DocumentedCode) => {
  const error = exampleErrors[code];
  const example: ErrorBody = {
    error: error.code,
    message: error.message,
    requestId: exampleRequestId,
    details: error.details,
  };
  return {
    description: whenAnswered[code],
    ...('retry-after' in error.headers && {
      headers: {
        'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer', minimum: 0 } },
      },
    }),
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example } },
  };
};

/** The error code a status answers with: the name of its response in the components. */
export const errorCodeOf = (status: number): DocumentedCode => {
  const code = codeOfStatus.get(status);
  if (!code) throw new Error(`No documented error answers ${status}`);
  return code;
};

/** The responses components for these statuses (only those some operation answers, so that none is unused). */
export const errorResponses = (statuses: Iterable<number>) =>
  Object.fromEntries(
    [...new Set(statuses)].sort().map((status) => [errorCodeOf(status), responseOf(errorCodeOf(status))]),
  );
