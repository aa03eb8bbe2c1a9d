import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { logger } from '#shared/stores/observability/logger.ts';
import type { ErrorBody } from '#shared/vocabulary/errors.ts';
import { toHttpError } from './to-http-error.ts';

export const errorResponse = (error: unknown, requestId: string): APIGatewayProxyStructuredResultV2 => {
  const httpError = toHttpError(error);
  if (httpError.status >= 500) logger.error('request failed', error as Error);
  else logger.info('request refused', { error: httpError.code, status: httpError.status });
  const body: ErrorBody = { error: httpError.code, message: httpError.message, requestId, details: httpError.details };
  return {
    statusCode: httpError.status,
    headers: { 'content-type': 'application/json', 'x-request-id': requestId, ...httpError.headers },
    body: JSON.stringify(body),
  };
};
