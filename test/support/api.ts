import { request } from 'node:http';
import { inject } from 'vitest';
import { type Issuer, loadIssuer } from '#infra/local/issuer.ts';
import { issueTokens } from '#infra/local/tokens.ts';
import { createResponseValidator } from './openapi-validator.ts';

/**
 * The tests' HTTP client. Every response it receives is checked against the published OpenAPI
 * document, so a test that reads a response also proves the document describes it.
 */
export interface CallOptions {
  as?: string;
  /** A raw Authorization header value, for tests about tokens themselves. */
  authorization?: string;
  query?: Record<string, string | unknown[] | undefined>;
  body?: unknown;
  rawBody?: string | Buffer;
  headers?: Record<string, string>;
  api?: 'main' | 'attachments';
  session?: boolean;
}

// biome-ignore lint/suspicious/noExplicitAny: tests read the bodies they expect; the default leaves that to them
export interface CallResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** node:http rather than fetch, because fetch refuses a body on GET and the tests send one on purpose. */
const send = (method: string, url: URL, headers: Record<string, string>, body: string | Buffer | undefined) =>
  new Promise<{ status: number; text: string; headers: Headers }>((resolve, reject) => {
    const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const outgoing = request(url, { method, headers: { ...headers, ...length } }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(incoming.headers))
          if (typeof value === 'string') responseHeaders.set(name, value);
        resolve({
          status: incoming.statusCode ?? 0,
          text: Buffer.concat(chunks).toString('utf8'),
          headers: responseHeaders,
        });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });

/** A client of one local stack: its APIs, its issuer's tokens, its OpenAPI document. */
export const createApiClient = (urls: { main: string; attachments: string }, issuer: () => Promise<Issuer>) => {
  let validatorPromise: Promise<ReturnType<typeof createResponseValidator>> | undefined;
  const validator = () =>
    (validatorPromise ??= fetch(`${urls.main}/openapi.json`).then(async (response) =>
      createResponseValidator((await response.json()) as Parameters<typeof createResponseValidator>[0]),
    ));

  const tokenCache = new Map<string, Promise<{ bearer: string; session: string }>>();
  const tokensFor = (userId: string) => {
    if (!tokenCache.has(userId))
      tokenCache.set(
        userId,
        issuer().then((local) => issueTokens(local, userId)),
      );
    return tokenCache.get(userId)!;
  };

  // biome-ignore lint/suspicious/noExplicitAny: as CallResult
  const call = async <T = any>(method: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> => {
    const url = new URL(path, options.api === 'attachments' ? urls.attachments : urls.main);
    for (const [name, value] of Object.entries(options.query ?? {})) {
      if (value === undefined) continue;
      url.searchParams.set(name, typeof value === 'string' ? value : JSON.stringify(value));
    }
    const headers: Record<string, string> = { ...options.headers };
    if (options.as) {
      const tokens = await tokensFor(options.as);
      headers.authorization = `Bearer ${tokens.bearer}`;
      if (options.session ?? options.api === 'attachments') headers['x-session-token'] ??= tokens.session;
    }
    if (options.authorization !== undefined) headers.authorization = options.authorization;
    let body: string | Buffer | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await send(method, url, headers, body);
    // A page answers HTML, which is checked as the text it is; everything else answers JSON.
    const contentType = (response.headers.get('content-type') ?? 'application/json').split(';')[0]!;
    const parsed =
      contentType !== 'application/json' ? response.text : response.text ? JSON.parse(response.text) : undefined;
    const problem = (await validator())(method, url.pathname, response.status, parsed, contentType);
    if (problem)
      throw new Error(`Response does not match the OpenAPI document: ${problem}\n${response.text.slice(0, 2000)}`);
    return { status: response.status, body: parsed as T, headers: response.headers };
  };

  return { call, tokensFor };
};

export type ApiClient = ReturnType<typeof createApiClient>;

/** The test run's stack (test/support/global-setup.ts). */
const stack = inject('localStack');
export const urls = stack.urls;

let issuerPromise: Promise<Issuer> | undefined;
export const issuer = () => (issuerPromise ??= loadIssuer(stack.issuerKeyFile));

export const { call, tokensFor } = createApiClient(urls, issuer);

/** An Authorization header naming this user, signed by the run's shortcut issuer. */
export const bearerOf = async (userId: string) => `Bearer ${await (await issuer()).sign({ sub: userId })}`;
