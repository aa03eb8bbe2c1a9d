/**
 * What a browser page of an allowed origin may send to the HTTP APIs and read of their answers, in a
 * module without aws-cdk-lib: the API stack configures API Gateway with it and the local server
 * answers the same way (infra/local/cors.ts). Which origins are allowed is the deployment's choice
 * (CDK context `allowedOrigins`; none by default).
 */
export const corsSettings = {
  /** The request headers the handlers read. */
  requestHeaders: ['authorization', 'content-type', 'accept-language', 'x-session-token', 'x-sites'],
  /** The response headers the handlers set for clients. */
  responseHeaders: ['x-request-id', 'retry-after'],
  maxAgeSeconds: 3600,
} as const;
