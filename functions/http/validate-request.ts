import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as z from 'zod/mini';
import { type ValidationIssue, validationError } from '#shared/vocabulary/errors.ts';
import type { Contract, ParsedRequest } from './contract.ts';
import '#shared/vocabulary/formats/zod-locale.ts';

const nothing = z.strictObject({});

/** Names a few of the unknown keys and counts them all: zod's own message lists every one. */
const unknownKeysMessage = (keys: readonly string[]) => {
  const named = keys.slice(0, 10).map((key) => JSON.stringify(key.length > 40 ? `${key.slice(0, 39)}…` : key));
  return `Unrecognized key${keys.length > 1 ? 's' : ''}: ${named.join(', ')}${keys.length > named.length ? `, … (${keys.length} in all)` : ''}`;
};

const issuesOf = (location: ValidationIssue['location'], error: z.core.$ZodError): ValidationIssue[] =>
  error.issues.map((issue) => ({
    location,
    path: issue.path
      .map((segment) => (typeof segment === 'number' ? `[${segment}]` : `.${String(segment)}`))
      .join('')
      .replace(/^\./, ''),
    message: issue.code === 'unrecognized_keys' ? unknownKeysMessage(issue.keys) : issue.message,
    code: issue.code,
  }));

/** Validates every part of the request at once, so the caller sees all problems in one answer. */
export const validateRequest = <C extends Contract>(
  contract: C,
  event: APIGatewayProxyEventV2,
  body: unknown,
): ParsedRequest<C> => {
  const parts = {
    path: (contract.params ?? nothing).safeParse(event.pathParameters ?? {}),
    query: (contract.query ?? nothing).safeParse(event.queryStringParameters ?? {}),
    headers: (contract.headers ?? z.object({})).safeParse(event.headers ?? {}),
    body: contract.body ? contract.body.safeParse(body) : { success: true as const, data: undefined },
  };
  const issues: ValidationIssue[] = [];
  for (const [location, result] of Object.entries(parts) as [
    ValidationIssue['location'],
    z.core.util.SafeParseResult<unknown>,
  ][]) {
    if (!result.success) issues.push(...issuesOf(location, result.error));
  }
  if (!contract.body && event.body) {
    issues.push({ location: 'body', path: '', message: 'this operation takes no body', code: 'unexpected_body' });
  }
  if (issues.length > 0) throw validationError(issues);
  return {
    params: parts.path.data,
    query: parts.query.data,
    headers: parts.headers.data,
    body: parts.body.data,
  } as ParsedRequest<C>;
};
