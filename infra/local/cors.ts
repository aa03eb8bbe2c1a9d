import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { corsSettings } from '#infra/cors-settings.ts';

/**
 * CORS as API Gateway answers it for an HTTP API whose `corsPreflight` lists these origins: a
 * preflight (OPTIONS with `access-control-request-method`) is answered here, without a function;
 * any other request from an allowed origin gets the headers that let the page read the answer. A
 * request from another origin gets no CORS header, so the browser keeps the answer from the page.
 */
export const corsOf = (allowedOrigins: readonly string[], methods: readonly string[]) => {
  const allowed = (request: IncomingMessage) => {
    const origin = request.headers.origin;
    return origin && allowedOrigins.includes(origin) ? origin : undefined;
  };
  return {
    isPreflight: (request: IncomingMessage) =>
      request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined,
    preflightHeaders: (request: IncomingMessage): OutgoingHttpHeaders => {
      const origin = allowed(request);
      if (!origin) return {};
      return {
        'access-control-allow-origin': origin,
        'access-control-allow-methods': methods.join(','),
        'access-control-allow-headers': corsSettings.requestHeaders.join(','),
        'access-control-max-age': String(corsSettings.maxAgeSeconds),
        vary: 'origin',
      };
    },
    responseHeaders: (request: IncomingMessage): OutgoingHttpHeaders => {
      const origin = allowed(request);
      if (!origin) return {};
      return {
        'access-control-allow-origin': origin,
        'access-control-expose-headers': corsSettings.responseHeaders.join(','),
        vary: 'origin',
      };
    },
  };
};
